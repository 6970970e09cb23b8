import CGtk
import FieldCore
import GtkInterop

/// `MfFormSection`: a section of a form in a `.ui` file, a `<child>` of its `MfForm`, with
/// `MfFormRow` children. Its `key` names it (the builder's id when not given), `header` and
/// `footer` are the texts above and below its rows.
@MainActor
final class CFormSection: PropertyBagObject {
    /// The rows, in the file's order, until the section is in a form.
    private(set) var rows: [CFormRow] = []
    private var rowObjects: [GObjectRef] = []
    /// The form the section was added to, and its key there.
    private var placed: (form: Form<String>, key: String)?

    override func addChild(_ child: UnsafeMutablePointer<GObject>, type: String?) {
        guard let row = ObjectType.implementation(of: child, as: CFormRow.self) else {
            CLibraryLog.warning("MfFormSection cannot take a \(String(cString: g_type_name(mf_instance_type(child)))) child: only MfFormRow")
            return
        }
        if let placed {
            CForm.add(row, to: placed.form, inSection: placed.key)
        } else {
            rows.append(row)
            rowObjects.append(GObjectRef(child))
        }
    }

    /// Adds the section to `form`, after its others, with the rows read so far; rows read
    /// later go straight into it.
    func add(to form: Form<String>) {
        let key = property("key")?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
            ?? gtk_buildable_get_buildable_id(OpaquePointer(object)).map { String(cString: $0) }
            ?? "section-\(form.sections.count + 1)"
        do {
            try form.insertSection(key: key, header: property("header")?.stringValue, footer: property("footer")?.stringValue)
        } catch {
            CLibraryLog.warning("MfForm: the section \"\(key)\" is left out: \(error)")
            return
        }
        placed = (form, key)
        for row in rows { CForm.add(row, to: form, inSection: key) }
        rows = []
        rowObjects = []
    }

    /// `MfFormSection`, registered on first use; 0 after a critical.
    static func type() -> GType {
        do {
            return try ObjectType.register(ObjectTypeDefinition(
                name: "MfFormSection", parent: g_object_get_type(),
                properties: [PropertyDefinition("key", .string(default: nil), blurb: "The name the form knows the section by"),
                             PropertyDefinition("header", .string(default: nil), blurb: "The text above the section's rows"),
                             PropertyDefinition("footer", .string(default: nil), blurb: "The text below the section's rows")],
                takesChildren: true, implementation: CFormSection.self)).gType
        } catch {
            CLibraryLog.critical("MaterialFields cannot register MfFormSection: \(error)")
            return 0
        }
    }
}
