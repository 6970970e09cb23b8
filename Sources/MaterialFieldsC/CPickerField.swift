import CGtk
import GtkInterop
import MaterialFields

// The picker's choices, which no GObject property carries.

/// The strings of a NULL-terminated C array (empty for NULL).
func strings(_ array: UnsafePointer<UnsafePointer<CChar>?>?) -> [String] {
    guard let array else { return [] }
    var result: [String] = []
    var index = 0
    while let string = array[index] {
        result.append(String(cString: string))
        index += 1
    }
    return result
}

/// `mf_picker_field_new` (c/material-fields.h).
@MainActor @_cdecl("mf_picker_field_new")
public func mfPickerFieldNew(
    _ placeholder: UnsafePointer<CChar>?, _ choices: UnsafePointer<UnsafePointer<CChar>?>?
) -> UnsafeMutablePointer<GtkWidget>? {
    guard onMainThread("mf_picker_field_new") else { return nil }
    guard let widget = newField("MfPickerField", placeholder: placeholder) else { return nil }
    PickerField.wrapping(Widget(widget))?.data = strings(choices)
    return widget
}

/// Replaces the choices with a NULL-terminated array of strings (NULL for none).
@MainActor @_cdecl("mf_picker_field_set_choices")
public func mfPickerFieldSetChoices(_ widget: UnsafeMutablePointer<GtkWidget>?, _ choices: UnsafePointer<UnsafePointer<CChar>?>?) {
    guard onMainThread("mf_picker_field_set_choices") else { return }
    guard let widget, let picker = PickerField.wrapping(Widget(widget)) else {
        CLibraryLog.critical("mf_picker_field_set_choices: the widget is not an MfPickerField")
        return
    }
    picker.data = strings(choices)
}
