import CGtk
import FieldCore
import GtkInterop
import MaterialFields

extension CCall {
    /// `pointer` as a chips field, or nil after the critical.
    @MainActor
    func chipsField(_ pointer: UnsafeMutableRawPointer?) -> ChipsField? {
        widget(pointer, registeredType("MfChipsField"), "MF_IS_CHIPS_FIELD (field)").flatMap(ChipsField.object(of:))
    }
}

/// `mf_chips_field_get_type` (c/material-fields.h).
@_cdecl("mf_chips_field_get_type")
public func mfChipsFieldGetType() -> GType {
    CCall.run("mf_chips_field_get_type", otherwise: 0) { _ in registeredType("MfChipsField") }
}

/// `mf_chips_field_new` (c/material-fields.h).
@_cdecl("mf_chips_field_new")
public func mfChipsFieldNew(_ label: UnsafePointer<CChar>?, _ maximumCount: UInt32) -> UnsafeMutableRawPointer? {
    CCall.run("mf_chips_field_new", otherwise: nil, label, maximumCount) { _, label, maximumCount in
        let widget = newField("MfChipsField", label: label)
        if let widget, maximumCount > 0 {
            _ = GObjectProperties.set(widget.assumingMemoryBound(to: GtkWidget.self), "maximum-count", to: .int(Int(min(maximumCount, UInt32(Int32.max)))))
        }
        return widget
    }
}

/// `mf_chips_field_get_chips` (c/material-fields.h): a new NULL-terminated array.
@_cdecl("mf_chips_field_get_chips")
public func mfChipsFieldGetChips(_ widget: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    CCall.run("mf_chips_field_get_chips", otherwise: nil, widget) { call, widget in
        guard let field = call.chipsField(widget) else { return nil }
        return newStringArray(field.chips)
    }
}

/// `mf_chips_field_set_chips` (c/material-fields.h).
@_cdecl("mf_chips_field_set_chips")
public func mfChipsFieldSetChips(_ widget: UnsafeMutableRawPointer?, _ chips: UnsafePointer<UnsafePointer<CChar>?>?) {
    CCall.run("mf_chips_field_set_chips", otherwise: (), widget, chips) { call, widget, chips in
        call.chipsField(widget)?.chips = CStringArray.strings(chips)
    }
}

/// A new NULL-terminated array of new copies of `list`, for `g_strfreev`.
func newStringArray(_ list: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    guard let memory = g_malloc0(gsize((list.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)) else { return nil }
    let array = memory.assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
    for (index, string) in list.enumerated() { array[index] = g_strdup(string) }
    return array
}
