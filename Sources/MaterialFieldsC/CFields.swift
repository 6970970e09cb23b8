import CGtk
import FieldCore
import GtkInterop
import MaterialFields

// Every field's types, constructors and error calls.

extension CCall {
    /// `pointer` as a field, or nil after the critical.
    @MainActor
    func field(_ pointer: UnsafeMutableRawPointer?) -> Field? {
        guard let widget = widget(pointer, registeredType("MfField"), "MF_IS_FIELD (field)") else { return nil }
        return Field.object(of: widget)
    }
}

/// A new, floating instance of the widget type `name`, as `gtk_entry_new()` returns one.
@MainActor
func newWidget(_ name: String) -> UnsafeMutablePointer<GtkWidget>? {
    let type = registeredType(name)
    guard type != 0, let object = g_object_new_with_properties(type, 0, nil, nil) else { return nil }
    return gCast(object, to: GtkWidget.self)
}

/// A new, floating field of the type `name` with `label` set.
@MainActor
func newField(_ name: String, label: UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? {
    let widget = newWidget(name)
    if let widget, let label { GObjectProperties.set(widget, "label", to: .string(String(cString: label))) }
    return widget.map(UnsafeMutableRawPointer.init)
}

/// `mf_field_get_type` (c/material-fields.h).
@_cdecl("mf_field_get_type")
public func mfFieldGetType() -> GType {
    CCall.run("mf_field_get_type", otherwise: 0) { _ in registeredType("MfField") }
}

/// `mf_entry_field_get_type` (c/material-fields.h).
@_cdecl("mf_entry_field_get_type")
public func mfEntryFieldGetType() -> GType {
    CCall.run("mf_entry_field_get_type", otherwise: 0) { _ in registeredType("MfEntryField") }
}

/// `mf_number_field_get_type` (c/material-fields.h).
@_cdecl("mf_number_field_get_type")
public func mfNumberFieldGetType() -> GType {
    CCall.run("mf_number_field_get_type", otherwise: 0) { _ in registeredType("MfNumberField") }
}

/// `mf_area_field_get_type` (c/material-fields.h).
@_cdecl("mf_area_field_get_type")
public func mfAreaFieldGetType() -> GType {
    CCall.run("mf_area_field_get_type", otherwise: 0) { _ in registeredType("MfAreaField") }
}

/// `mf_picker_field_get_type` (c/material-fields.h).
@_cdecl("mf_picker_field_get_type")
public func mfPickerFieldGetType() -> GType {
    CCall.run("mf_picker_field_get_type", otherwise: 0) { _ in registeredType("MfPickerField") }
}

/// `mf_date_field_get_type` (c/material-fields.h).
@_cdecl("mf_date_field_get_type")
public func mfDateFieldGetType() -> GType {
    CCall.run("mf_date_field_get_type", otherwise: 0) { _ in registeredType("MfDateField") }
}

/// `mf_entry_field_new` (c/material-fields.h).
@_cdecl("mf_entry_field_new")
public func mfEntryFieldNew(_ label: UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? {
    CCall.run("mf_entry_field_new", otherwise: nil, label) { _, label in newField("MfEntryField", label: label) }
}

/// `mf_number_field_new` (c/material-fields.h).
@_cdecl("mf_number_field_new")
public func mfNumberFieldNew(_ label: UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? {
    CCall.run("mf_number_field_new", otherwise: nil, label) { _, label in newField("MfNumberField", label: label) }
}

/// `mf_area_field_new` (c/material-fields.h).
@_cdecl("mf_area_field_new")
public func mfAreaFieldNew(_ label: UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? {
    CCall.run("mf_area_field_new", otherwise: nil, label) { _, label in newField("MfAreaField", label: label) }
}

/// `mf_date_field_new` (c/material-fields.h).
@_cdecl("mf_date_field_new")
public func mfDateFieldNew(_ label: UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? {
    CCall.run("mf_date_field_new", otherwise: nil, label) { _, label in newField("MfDateField", label: label) }
}

/// Shows `text` as the field's error (`setError(withText:)` on iOS); NULL, as Swift's
/// nil, shows the error state with no text.
@_cdecl("mf_field_set_error")
public func mfFieldSetError(_ widget: UnsafeMutableRawPointer?, _ text: UnsafePointer<CChar>?) {
    CCall.run("mf_field_set_error", otherwise: (), widget, text) { call, widget, text in
        guard let field = call.field(widget) else { return }
        field.setError(withText: text.map { String(cString: $0) })
    }
}

/// Removes the error and its text (`removeErrorUI()` on iOS).
@_cdecl("mf_field_remove_error_ui")
public func mfFieldRemoveErrorUI(_ widget: UnsafeMutableRawPointer?) {
    CCall.run("mf_field_remove_error_ui", otherwise: (), widget) { call, widget in
        call.field(widget)?.removeErrorUI()
    }
}
