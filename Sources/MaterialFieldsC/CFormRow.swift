import CGtk
import FieldCore
import GtkInterop
import MaterialFields

/// `MfFormRow`: one row of a form in a `.ui` file, a `<child>` of an `MfFormSection` (or of
/// the `MfForm`, for a form of one section). It describes the row the form adds once the
/// builder has read it, with its `MfFormRule` children: later changes to the object change
/// nothing (the form, `mf_form_view_get_field` and the field are the row from then on).
///
/// Every kind's options are properties: `purpose`, `unit`, `monetary` and `mask` for an
/// entry (given `suggestions`, an entry is a suggestion row), `choices` for a picker,
/// `minimum`, `maximum`, `step` and `digits` for a number. A `GtkStringList` child gives a
/// picker its choices or an entry its suggestions, as Blueprint writes lists.
@MainActor
final class CFormRow: PropertyBagObject {
    /// The rules, in the file's order.
    private(set) var rules: [CFormRule] = []
    /// The rule objects, kept as long as the row (a builder drops its own references).
    private var ruleObjects: [GObjectRef] = []

    /// The row's tag, nil while not given.
    var tag: String? { text("tag").flatMap { $0.isEmpty ? nil : $0 } }
    private var kind: Int { property("kind")?.enumValue ?? 0 }
    private var choices: [String] { property("choices")?.stringsValue ?? [] }
    private var suggestions: [String] { property("suggestions")?.stringsValue ?? [] }

    private func text(_ name: String) -> String? { property(name)?.stringValue }
    private func number(_ name: String) -> Double { property(name)?.doubleValue ?? 0 }

    /// A rule, or a `GtkStringList` of a picker's choices or an entry's suggestions (what
    /// Blueprint writes for a list of strings on every version: Debian 12's 0.6 cannot
    /// write a string-array property).
    override func addChild(_ child: UnsafeMutablePointer<GObject>, type: String?) {
        if let rule = ObjectType.implementation(of: child, as: CFormRule.self) {
            rules.append(rule)
            ruleObjects.append(GObjectRef(child))
        } else if mf_instance_is_a(child, gtk_string_list_get_type()) != 0 {
            let list = OpaquePointer(child)
            let strings = (0..<g_list_model_get_n_items(list)).compactMap { index in
                gtk_string_list_get_string(list, index).map { String(cString: $0) }
            }
            if CForm.kinds[kind].nick == "picker" {
                setValue(.strings(strings), forProperty: "choices")
            } else {
                setValue(.strings(strings), forProperty: "suggestions")
            }
        } else {
            CLibraryLog.warning("MfFormRow cannot take a \(String(cString: g_type_name(mf_instance_type(child)))) child: only MfFormRule or GtkStringList")
        }
    }

    /// The row this describes, its rules besides `required` left to ``addRules(to:)``.
    func row() throws(CRowRules.Refusal) -> Row<String> {
        guard let tag else { throw CRowRules.Refusal(code: .invalidForm, description: "a row needs its tag") }
        let rowKind: RowKind
        var rules: [ValidationRule<FormValue>] = []
        switch CForm.kinds[kind].kind() {
        case .entry where !suggestions.isEmpty: rowKind = .suggestions(.list(suggestions))
        case .entry:
            rowKind = CForm.entryKind(purpose: property("purpose")?.enumValue ?? 0, unit: text("unit"),
                                      monetary: property("monetary")?.boolValue ?? false, mask: text("mask"))
        case .picker: rowKind = .picker(data: choices)
        case .number:
            (rowKind, rules) = try CForm.numberKind(minimum: number("minimum"), maximum: number("maximum"), step: number("step"),
                                                    fractionDigits: property("digits")?.intValue ?? -1)
        case let other: rowKind = other
        }
        let isRequired = property("required")?.boolValue ?? false
        let row = Row(tag: tag, label: text("label") ?? "", kind: rowKind,
                      rules: rules + CForm.requiredRules(isRequired ? 1 : 0, for: rowKind))
        row.field.helperText = text("helper")
        return row
    }

    /// Gives the row with this tag in `form` its rules, in order.
    func addRules(to form: Form<String>) throws(CRowRules.Refusal) {
        guard let tag else { return }
        for rule in rules {
            let made = try rule.rules(for: tag, in: form)
            try CRowRules.append(made.rules, to: tag, in: form, readingRows: made.reads)
        }
    }

    /// `MfFormRow`, registered on first use; 0 after a critical.
    static func type() -> GType {
        do {
            let bound = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
            let text = { (name: String, blurb: String) in PropertyDefinition(name, .string(default: nil), blurb: blurb) }
            return try ObjectType.register(ObjectTypeDefinition(
                name: "MfFormRow", parent: g_object_get_type(),
                properties: [text("tag", "The tag the form knows the row by"), text("label", "The field's label"),
                             PropertyDefinition("kind", .enumeration(try CEnums.rowKind(), default: 0), blurb: "What the row shows"),
                             PropertyDefinition("required", .bool(default: false), blurb: "Whether the row must be filled in (a switch: on)"),
                             text("helper", "The line under the field"),
                             PropertyDefinition("purpose", .enumeration(try FieldEnumTypes.purpose(), default: 0),
                                                blurb: "What an entry row takes"),
                             text("unit", "An entry's unit, shown after its text"),
                             PropertyDefinition("monetary", .bool(default: false), blurb: "Whether an entry holds an amount of money"),
                             text("mask", "An entry's input mask, such as (###) ###-####"),
                             PropertyDefinition("choices", .strings, blurb: "A picker's choices"),
                             PropertyDefinition("suggestions", .strings, blurb: "An entry's suggestions (it is then a suggestion row)"),
                             PropertyDefinition("minimum", .double(range: bound, default: -.greatestFiniteMagnitude),
                                                blurb: "A number's least value (the lowest double: none)"),
                             PropertyDefinition("maximum", .double(range: bound, default: .greatestFiniteMagnitude),
                                                blurb: "A number's greatest value (the largest double: none)"),
                             PropertyDefinition("step", .double(range: 0...Double.greatestFiniteMagnitude, default: 1),
                                                blurb: "What the arrow keys add to a number"),
                             PropertyDefinition("digits", .int(range: -1...15, default: -1),
                                                blurb: "A number's fraction digits (-1: any)")],
                takesChildren: true, implementation: CFormRow.self)).gType
        } catch {
            CLibraryLog.critical("MaterialFields cannot register MfFormRow: \(error)")
            return 0
        }
    }
}
