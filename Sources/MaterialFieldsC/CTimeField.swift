import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop
import MaterialFields

// The time field's hour and minute, which no GObject property carries.

extension CCall {
    /// `pointer` as a time field, or nil after the critical.
    @MainActor
    func timeField(_ pointer: UnsafeMutableRawPointer?) -> TimeField? {
        widget(pointer, registeredType("MfTimeField"), "MF_IS_TIME_FIELD (field)").flatMap(TimeField.object(of:))
    }
}

/// `mf_time_field_get_type` (c/material-fields.h).
@_cdecl("mf_time_field_get_type")
public func mfTimeFieldGetType() -> GType {
    CCall.run("mf_time_field_get_type", otherwise: 0) { _ in registeredType("MfTimeField") }
}

/// `mf_time_field_new` (c/material-fields.h).
@_cdecl("mf_time_field_new")
public func mfTimeFieldNew(_ label: UnsafePointer<CChar>?) -> UnsafeMutableRawPointer? {
    CCall.run("mf_time_field_new", otherwise: nil, label) { _, label in
        newField("MfTimeField", label: label)
    }
}

/// The time's hour (0 to 23) and minute; FALSE (and -1 for both) while a segment is empty.
@_cdecl("mf_time_field_get_time")
public func mfTimeFieldGetTime(_ widget: UnsafeMutableRawPointer?, _ hour: UnsafeMutablePointer<Int32>?,
                               _ minute: UnsafeMutablePointer<Int32>?) -> gboolean {
    CCall.run("mf_time_field_get_time", otherwise: 0, widget, hour, minute) { call, widget, hour, minute in
        let time = call.timeField(widget)?.time
        hour?.pointee = Int32(time?.hour ?? -1)
        minute?.pointee = Int32(time?.minute ?? -1)
        return time == nil ? 0 : 1
    }
}

/// Sets the time from code (an hour of -1 empties it); an hour or minute out of range is
/// a critical and a no-op.
@_cdecl("mf_time_field_set_time")
public func mfTimeFieldSetTime(_ widget: UnsafeMutableRawPointer?, _ hour: Int32, _ minute: Int32) {
    CCall.run("mf_time_field_set_time", otherwise: (), widget, hour, minute) { call, widget, hour, minute in
        guard let field = call.timeField(widget) else { return }
        if hour == -1 {
            field.time = nil
            return
        }
        guard call.require((0...23).contains(hour) && (0...59).contains(minute), "hour >= -1 && hour <= 23 && minute >= 0 && minute <= 59")
        else { return }
        field.time = DateComponents(hour: Int(hour), minute: Int(minute))
    }
}
