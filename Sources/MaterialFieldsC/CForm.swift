import CGtk
import FieldCore
import GtkInterop
import MaterialFields

/// `MfForm`: a FieldCore form with string tags and the `FormView` that shows it, for
/// languages that cannot use the generic `Form<Tag>`. The app holds the form object;
/// the view widget goes into any container, and emits `submitted` when a submit is valid.
@MainActor
final class CForm: ObjectImplementation {
    let form = Form<String>()
    /// Made with the object; nil only if FieldCore refused the new form, which it does not.
    private(set) var view: FormView<String>?

    required init(object: UnsafeMutablePointer<GObject>) {
        super.init(object: object)
        view = try? FormView(form: form)
    }

    /// `MfForm`, registered on first use.
    static func type() -> GType {
        do {
            return try ObjectType.register(ObjectTypeDefinition(name: "MfForm", parent: g_object_get_type(), implementation: CForm.self)).gType
        } catch {
            CLibraryLog.critical("MaterialFields cannot register MfForm: \(error)")
            return 0
        }
    }

    /// `MfRowKind`: the kinds of row a C form can hold, in the header's order.
    static let kinds: [(nick: String, kind: RowKind)] = [("entry", .entry), ("area", .area), ("date", .date), ("switch", .switch)]

    static func kindType() -> GType {
        (try? EnumType.register("MfRowKind", nicks: kinds.map(\.nick)).gType) ?? 0
    }

    /// The form behind a C caller's `MfForm *`, or nil after logging a critical.
    static func of(_ object: UnsafeMutableRawPointer?, in function: String) -> CForm? {
        guard let object, let form = ObjectType.implementation(of: object.assumingMemoryBound(to: GObject.self), as: CForm.self) else {
            CLibraryLog.critical("\(function): the object is not an MfForm")
            return nil
        }
        return form
    }
}

/// A C string as a Swift one (empty for NULL).
private func string(_ text: UnsafePointer<CChar>?) -> String { text.map { String(cString: $0) } ?? "" }

/// `mf_form_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_form_get_type")
public func mfFormGetType() -> GType {
    guard onMainThread("mf_form_get_type") else { return 0 }
    return CForm.type()
}

/// `mf_row_kind_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_row_kind_get_type")
public func mfRowKindGetType() -> GType {
    guard onMainThread("mf_row_kind_get_type") else { return 0 }
    return CForm.kindType()
}

/// `mf_form_new` (c/material-fields.h).
@MainActor @_cdecl("mf_form_new")
public func mfFormNew() -> UnsafeMutableRawPointer? {
    guard onMainThread("mf_form_new") else { return nil }
    guard registeredType("MfFormView") != 0 else { return nil }
    let type = CForm.type()
    guard type != 0 else { return nil }
    return g_object_new_with_properties(type, 0, nil, nil).map { UnsafeMutableRawPointer($0) }
}

/// `mf_form_get_view` (c/material-fields.h).
@MainActor @_cdecl("mf_form_get_view")
public func mfFormGetView(_ object: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GtkWidget>? {
    guard onMainThread("mf_form_get_view") else { return nil }
    return CForm.of(object, in: "mf_form_get_view")?.view?.widget.pointer
}

/// `mf_form_add_section` (c/material-fields.h).
@MainActor @_cdecl("mf_form_add_section")
public func mfFormAddSection(
    _ object: UnsafeMutableRawPointer?, _ key: UnsafePointer<CChar>?, _ header: UnsafePointer<CChar>?,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    guard onMainThread("mf_form_add_section"), let form = CForm.of(object, in: "mf_form_add_section")?.form else { return 0 }
    return CLibraryError.reporting(errorOut, .invalidForm) {
        try form.insertSection(key: string(key), header: header.map { String(cString: $0) })
    }
}

/// `mf_form_add_row` (c/material-fields.h).
@MainActor @_cdecl("mf_form_add_row")
public func mfFormAddRow(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ label: UnsafePointer<CChar>?, _ kind: gint,
    _ required: gboolean, _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    guard onMainThread("mf_form_add_row"), let form = CForm.of(object, in: "mf_form_add_row")?.form else { return 0 }
    guard CForm.kinds.indices.contains(Int(kind)) else {
        CLibraryError.set(errorOut, .invalidForm, message: "no row kind \(kind)")
        return 0
    }
    let rowKind = CForm.kinds[Int(kind)].kind
    var rules: [ValidationRule<FormValue>] = []
    if required != 0, case .switch = rowKind { rules = [.isOn] } else if required != 0 { rules = [.required] }
    return CLibraryError.reporting(errorOut, .invalidForm) {
        try form.add(Row(tag: string(tag), label: string(label), kind: rowKind, rules: rules))
    }
}

/// `mf_form_get_text` (c/material-fields.h).
@MainActor @_cdecl("mf_form_get_text")
public func mfFormGetText(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    guard onMainThread("mf_form_get_text"), let form = CForm.of(object, in: "mf_form_get_text")?.form,
          let value = try? form.value(of: string(tag)) else { return nil }
    return g_strdup(value.text)
}

/// `mf_form_set_text` (c/material-fields.h).
@MainActor @_cdecl("mf_form_set_text")
public func mfFormSetText(
    _ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    guard onMainThread("mf_form_set_text"), let form = CForm.of(object, in: "mf_form_set_text")?.form else { return 0 }
    return CLibraryError.reporting(errorOut, .invalidForm) {
        try form.setValue(.text(string(text)), for: string(tag))
    }
}

/// `mf_form_submit` (c/material-fields.h).
@MainActor @_cdecl("mf_form_submit")
public func mfFormSubmit(_ object: UnsafeMutableRawPointer?) -> gboolean {
    guard onMainThread("mf_form_submit"), let view = CForm.of(object, in: "mf_form_submit")?.view else { return 0 }
    return view.submit() ? 1 : 0
}
