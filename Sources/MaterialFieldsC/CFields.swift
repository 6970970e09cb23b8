import CGtk
import FieldCore
import GtkInterop
import MaterialFields

// Types, constructors and the error calls every field shares.

/// The GType named `name`, registering the library's types first; 0 if they cannot be,
/// or when `function` (the C function asking) is called off the main thread.
@MainActor
func registeredType(_ name: String, for function: String? = nil) -> GType {
    if let function, !onMainThread(function) { return 0 }
    do {
        try MaterialFieldTypes.registerTypes()
    } catch {
        CLibraryLog.critical("MaterialFields cannot register its types: \(error)")
        return 0
    }
    return g_type_from_name(name)
}

/// A new, floating instance of the widget type `name`, as `gtk_entry_new()` returns one.
@MainActor
func newWidget(_ name: String) -> UnsafeMutablePointer<GtkWidget>? {
    let type = registeredType(name)
    guard type != 0, let object = g_object_new_with_properties(type, 0, nil, nil) else { return nil }
    return gCast(object, to: GtkWidget.self)
}

/// A new, floating field of the type `name` with `placeholder` set.
@MainActor
func newField(_ name: String, placeholder: UnsafePointer<CChar>?) -> UnsafeMutablePointer<GtkWidget>? {
    let widget = newWidget(name)
    if let widget, let placeholder { GObjectProperties.set(widget, "placeholder", to: .string(String(cString: placeholder))) }
    return widget
}

/// `widget` as a field, or nil after logging a critical naming `function`.
@MainActor
func field(_ widget: UnsafeMutablePointer<GtkWidget>?, in function: String) -> Field? {
    guard let widget, let field = EntryField.wrapping(Widget(widget)) ?? AreaField.wrapping(Widget(widget))
        ?? PickerField.wrapping(Widget(widget)) ?? DateField.wrapping(Widget(widget)) else {
        CLibraryLog.critical("\(function): the widget is not a MaterialFields field")
        return nil
    }
    return field
}

/// `mf_field_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_field_get_type")
public func mfFieldGetType() -> GType {
    registeredType("MfField", for: "mf_field_get_type")
}

/// `mf_entry_field_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_entry_field_get_type")
public func mfEntryFieldGetType() -> GType {
    registeredType("MfEntryField", for: "mf_entry_field_get_type")
}

/// `mf_area_field_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_area_field_get_type")
public func mfAreaFieldGetType() -> GType {
    registeredType("MfAreaField", for: "mf_area_field_get_type")
}

/// `mf_picker_field_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_picker_field_get_type")
public func mfPickerFieldGetType() -> GType {
    registeredType("MfPickerField", for: "mf_picker_field_get_type")
}

/// `mf_date_field_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_date_field_get_type")
public func mfDateFieldGetType() -> GType {
    registeredType("MfDateField", for: "mf_date_field_get_type")
}

/// `mf_entry_field_new` (c/material-fields.h).
@MainActor @_cdecl("mf_entry_field_new")
public func mfEntryFieldNew(_ placeholder: UnsafePointer<CChar>?) -> UnsafeMutablePointer<GtkWidget>? {
    guard onMainThread("mf_entry_field_new") else { return nil }
    return newField("MfEntryField", placeholder: placeholder)
}

/// `mf_area_field_new` (c/material-fields.h).
@MainActor @_cdecl("mf_area_field_new")
public func mfAreaFieldNew(_ placeholder: UnsafePointer<CChar>?) -> UnsafeMutablePointer<GtkWidget>? {
    guard onMainThread("mf_area_field_new") else { return nil }
    return newField("MfAreaField", placeholder: placeholder)
}

/// `mf_date_field_new` (c/material-fields.h).
@MainActor @_cdecl("mf_date_field_new")
public func mfDateFieldNew(_ placeholder: UnsafePointer<CChar>?) -> UnsafeMutablePointer<GtkWidget>? {
    guard onMainThread("mf_date_field_new") else { return nil }
    return newField("MfDateField", placeholder: placeholder)
}

/// Shows `text` as the field's error (the seed's `setError(withText:)`); NULL clears it.
@MainActor @_cdecl("mf_field_set_error")
public func mfFieldSetError(_ widget: UnsafeMutablePointer<GtkWidget>?, _ text: UnsafePointer<CChar>?) {
    guard onMainThread("mf_field_set_error") else { return }
    field(widget, in: "mf_field_set_error")?.setError(withText: text.map { String(cString: $0) })
}

/// Removes the error and its text (the seed's `removeErrorUI()`).
@MainActor @_cdecl("mf_field_remove_error_ui")
public func mfFieldRemoveErrorUI(_ widget: UnsafeMutablePointer<GtkWidget>?) {
    guard onMainThread("mf_field_remove_error_ui") else { return }
    field(widget, in: "mf_field_remove_error_ui")?.removeErrorUI()
}

/// `mf_field_variant_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_field_variant_get_type")
public func mfFieldVariantGetType() -> GType {
    registeredType("MfFieldVariant", for: "mf_field_variant_get_type")
}

/// `mf_input_purpose_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_input_purpose_get_type")
public func mfInputPurposeGetType() -> GType {
    registeredType("MfInputPurpose", for: "mf_input_purpose_get_type")
}

/// `mf_date_mode_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_date_mode_get_type")
public func mfDateModeGetType() -> GType {
    registeredType("MfDateMode", for: "mf_date_mode_get_type")
}
