import CGtk
import FieldCore
import GtkInterop

/// `MfFormRule`: one rule of a row in a `.ui` file, a `<child>` of its `MfFormRow`. Its
/// `kind` is an `MfRule`; `minimum` and `maximum` bound a length (in characters) or a
/// number, `pattern` is a regular expression the whole text must match, `other` the tag of
/// the row a `match` rule compares with, and `message` replaces the rule's own message.
/// A `warning` severity lets the form through and shows the message.
@MainActor
final class CFormRule: PropertyBagObject {
    private var kind: CRowRules.Kind { property("kind")?.enumValue.flatMap(CRowRules.Kind.init(rawValue:)) ?? .required }
    private var minimum: Double { property("minimum")?.doubleValue ?? -.greatestFiniteMagnitude }
    private var maximum: Double { property("maximum")?.doubleValue ?? .greatestFiniteMagnitude }
    private var pattern: String? { property("pattern")?.stringValue }
    private var other: String? { property("other")?.stringValue }
    private var message: String? { property("message")?.stringValue }
    private var isWarning: Bool { property("severity")?.enumValue == 1 }

    /// The rules for the row with `tag` in `form` (a length with both limits is two), and
    /// the rows they read besides.
    func rules(for tag: String, in form: Form<String>) throws(CRowRules.Refusal) -> (rules: [ValidationRule<FormValue>], reads: [String]) {
        var made: [ValidationRule<FormValue>]
        var reads: [String] = []
        switch kind {
        case .required, .email, .url:
            made = CRowRules.plain(kind, onSwitch: form.findRow(tag: tag)?.kind == .switch).map { [$0] } ?? []
        case .length:
            // A negative maximum is none, as mf_form_add_length_rule's -1; so is a minimum below 1.
            made = CRowRules.lengths(minimum: Int(max(0, min(minimum, Double(Int32.max)))),
                                     maximum: (0..<Double(Int32.max)).contains(maximum) ? Int(maximum) : nil)
            guard !made.isEmpty else {
                throw CRowRules.Refusal(code: .invalidForm, description: "a length rule needs a minimum above 0 or a maximum")
            }
        case .number:
            made = [try CRowRules.number(minimum: minimum, maximum: maximum)]
        case .pattern:
            guard let pattern else { throw CRowRules.Refusal(code: .invalidPattern, description: "a pattern rule needs its pattern") }
            made = [try CRowRules.pattern(pattern, message: nil)]
        case .match:
            guard let other else { throw CRowRules.Refusal(code: .invalidForm, description: "a match rule needs the other row's tag") }
            made = [try CRowRules.match(other, in: form, message: nil)]
            reads = [other]
        }
        if let message { made = made.map { $0.withMessage(message) } }
        return (isWarning ? made.map { $0.asWarning() } : made, reads)
    }

    /// `MfFormRule`, registered on first use; 0 after a critical.
    static func type() -> GType {
        do {
            let bound = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
            return try ObjectType.register(ObjectTypeDefinition(
                name: "MfFormRule", parent: g_object_get_type(),
                properties: [PropertyDefinition("kind", .enumeration(try CEnums.rule(), default: 0), blurb: "What the rule checks"),
                             PropertyDefinition("minimum", .double(range: bound, default: -.greatestFiniteMagnitude),
                                                blurb: "The least length or number (the lowest double: none)"),
                             PropertyDefinition("maximum", .double(range: bound, default: .greatestFiniteMagnitude),
                                                blurb: "The greatest length or number (the largest double, or a negative length: none)"),
                             PropertyDefinition("pattern", .string(default: nil), blurb: "The regular expression the text matches"),
                             PropertyDefinition("other", .string(default: nil), blurb: "The tag of the row a match rule compares with"),
                             PropertyDefinition("message", .string(default: nil), blurb: "The message shown when the rule fails"),
                             PropertyDefinition("severity", .enumeration(try CEnums.severity(), default: 0),
                                                blurb: "Whether a failure stops the submit (error) or only shows (warning)")],
                implementation: CFormRule.self)).gType
        } catch {
            CLibraryLog.critical("MaterialFields cannot register MfFormRule: \(error)")
            return 0
        }
    }
}
