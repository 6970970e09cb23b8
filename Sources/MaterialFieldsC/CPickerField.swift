import CGtk
import GtkInterop
import MaterialFields

// The picker's choices, which no GObject property carries, and its list.

extension CCall {
    /// `pointer` as a picker field, or nil after the critical.
    @MainActor
    func picker(_ pointer: UnsafeMutableRawPointer?) -> PickerField? {
        widget(pointer, registeredType("MfPickerField"), "MF_IS_PICKER_FIELD (picker)").flatMap(PickerField.object(of:))
    }
}

/// `mf_picker_field_new` (c/material-fields.h).
@_cdecl("mf_picker_field_new")
public func mfPickerFieldNew(
    _ label: UnsafePointer<CChar>?, _ choices: UnsafePointer<UnsafePointer<CChar>?>?
) -> UnsafeMutableRawPointer? {
    CCall.run("mf_picker_field_new", otherwise: nil, label, choices) { _, label, choices in
        guard let widget = newField("MfPickerField", label: label) else { return nil }
        PickerField.object(of: Widget(GObjectRef(borrowing: widget.assumingMemoryBound(to: GtkWidget.self))))?.data = CStringArray.strings(choices)
        return widget
    }
}

/// Replaces the choices with a NULL-terminated array of strings (NULL for none); the
/// chosen value stays chosen only where the new choices hold it.
@_cdecl("mf_picker_field_set_choices")
public func mfPickerFieldSetChoices(_ widget: UnsafeMutableRawPointer?, _ choices: UnsafePointer<UnsafePointer<CChar>?>?) {
    CCall.run("mf_picker_field_set_choices", otherwise: (), widget, choices) { call, widget, choices in
        call.picker(widget)?.data = CStringArray.strings(choices)
    }
}

/// `mf_picker_field_open` (c/material-fields.h).
@_cdecl("mf_picker_field_open")
public func mfPickerFieldOpen(_ widget: UnsafeMutableRawPointer?) -> gboolean {
    CCall.run("mf_picker_field_open", otherwise: 0, widget) { call, widget in
        call.picker(widget)?.open() == true ? 1 : 0
    }
}

/// `mf_picker_field_done` (c/material-fields.h).
@_cdecl("mf_picker_field_done")
public func mfPickerFieldDone(_ widget: UnsafeMutableRawPointer?) {
    CCall.run("mf_picker_field_done", otherwise: (), widget) { call, widget in
        call.picker(widget)?.done()
    }
}
