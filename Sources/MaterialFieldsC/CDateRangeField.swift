import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop
import MaterialFields

// The date range field's range, limits and unavailable days, as GDateTime, which no
// GObject property carries.

extension CCall {
    /// `pointer` as a date range field, or nil after the critical.
    @MainActor
    func dateRangeField(_ pointer: UnsafeMutableRawPointer?) -> DateRangeField? {
        widget(pointer, registeredType("MfDateRangeField"), "MF_IS_DATE_RANGE_FIELD (field)").flatMap(DateRangeField.object(of:))
    }
}

/// `MfDayFunc` (c/mf-date-range-field.h).
public typealias CDayFunction = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean

/// A C caller's day function with its data, whose destroy notify runs when the field lets
/// it go (a new function, or the field finalized).
private final class CDayPredicate {
    let function: CDayFunction
    let data: UnsafeMutableRawPointer?
    let destroy: GDestroyNotify?

    init(function: CDayFunction, data: UnsafeMutableRawPointer?, destroy: GDestroyNotify?) {
        (self.function, self.data, self.destroy) = (function, data, destroy)
    }

    func callAsFunction(_ day: Date) -> Bool {
        guard let dateTime = dateTime(day) else { return false }
        defer { g_date_time_unref(dateTime) }
        return function(dateTime, data) != 0
    }

    deinit { destroy?(data) }
}

/// `mf_date_range_field_get_type` (c/material-fields.h).
@_cdecl("mf_date_range_field_get_type")
public func mfDateRangeFieldGetType() -> GType {
    CCall.run("mf_date_range_field_get_type", otherwise: 0) { _ in registeredType("MfDateRangeField") }
}

/// `mf_date_range_field_new` (c/material-fields.h).
@_cdecl("mf_date_range_field_new")
public func mfDateRangeFieldNew(_ label: UnsafePointer<CChar>?, _ maximumDays: UInt32) -> UnsafeMutableRawPointer? {
    CCall.run("mf_date_range_field_new", otherwise: nil, label, maximumDays) { _, label, maximumDays in
        let widget = newField("MfDateRangeField", label: label)
        if let widget, maximumDays > 0 {
            _ = GObjectProperties.set(widget.assumingMemoryBound(to: GtkWidget.self), "maximum-days",
                                      to: .int(Int(min(maximumDays, UInt32(Int32.max)))))
        }
        return widget
    }
}

/// The range's first and last days as new GDateTimes at noon, local time; FALSE (and
/// both NULL) when empty.
@_cdecl("mf_date_range_field_get_range")
public func mfDateRangeFieldGetRange(_ widget: UnsafeMutableRawPointer?, _ start: UnsafeMutablePointer<OpaquePointer?>?,
                                     _ end: UnsafeMutablePointer<OpaquePointer?>?) -> gboolean {
    CCall.run("mf_date_range_field_get_range", otherwise: 0, widget, start, end) { call, widget, start, end in
        let range = call.dateRangeField(widget)?.range
        start?.pointee = range.flatMap { dateTime($0.start) }
        end?.pointee = range.flatMap { dateTime($0.end) }
        return range == nil ? 0 : 1
    }
}

/// Sets the range from code (both NULL empty it), its days kept within the limits; an
/// end before the start sets `error` and changes nothing.
@_cdecl("mf_date_range_field_set_range")
public func mfDateRangeFieldSetRange(_ widget: UnsafeMutableRawPointer?, _ start: OpaquePointer?, _ end: OpaquePointer?,
                                     _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean {
    CCall.run("mf_date_range_field_set_range", otherwise: 0, widget, start, end, errorOut) { call, widget, start, end, errorOut in
        guard let field = call.dateRangeField(widget),
              call.require((start == nil) == (end == nil), "(start == NULL) == (end == NULL)") else { return 0 }
        guard let first = date(start), let last = date(end) else {
            field.range = nil
            return 1
        }
        guard let range = DateRange(start: field.model.day(first), end: field.model.day(last)) else {
            return call.fail(errorOut, .invalidRange, DateRangeError.endBeforeStart.description)
        }
        field.range = range
        return 1
    }
}

/// Sets the earliest and latest days (NULL for no limit); a minimum after the maximum sets
/// `error` and changes nothing.
@_cdecl("mf_date_range_field_set_limits")
public func mfDateRangeFieldSetLimits(_ widget: UnsafeMutableRawPointer?, _ minimum: OpaquePointer?, _ maximum: OpaquePointer?,
                                      _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?) -> gboolean {
    CCall.run("mf_date_range_field_set_limits", otherwise: 0, widget, minimum, maximum, errorOut) { call, widget, minimum, maximum, errorOut in
        guard let field = call.dateRangeField(widget) else { return 0 }
        return CLibraryError.reporting(errorOut, .invalidDateLimits) { try field.setLimits(minimum: date(minimum), maximum: date(maximum)) }
    }
}

/// Makes the days `function` returns TRUE for unavailable (NULL: every day is available).
@_cdecl("mf_date_range_field_set_unavailable_func")
public func mfDateRangeFieldSetUnavailableFunc(_ widget: UnsafeMutableRawPointer?, _ function: CDayFunction?,
                                               _ data: UnsafeMutableRawPointer?, _ destroy: GDestroyNotify?) {
    CCall.run("mf_date_range_field_set_unavailable_func", otherwise: (), widget, function, data, destroy) { call, widget, function, data, destroy in
        guard let field = call.dateRangeField(widget) else {
            destroy?(data)
            return
        }
        guard let function else {
            // No function keeps no data: it is let go at once, as the header promises.
            field.isUnavailable = nil
            destroy?(data)
            return
        }
        let predicate = CDayPredicate(function: function, data: data, destroy: destroy)
        field.isUnavailable = { predicate($0) }
    }
}

/// `mf_date_range_field_open` (c/material-fields.h).
@_cdecl("mf_date_range_field_open")
public func mfDateRangeFieldOpen(_ widget: UnsafeMutableRawPointer?) -> gboolean {
    CCall.run("mf_date_range_field_open", otherwise: 0, widget) { call, widget in
        call.dateRangeField(widget)?.open() == true ? 1 : 0
    }
}

/// `mf_date_range_field_done` (c/material-fields.h).
@_cdecl("mf_date_range_field_done")
public func mfDateRangeFieldDone(_ widget: UnsafeMutableRawPointer?) {
    CCall.run("mf_date_range_field_done", otherwise: (), widget) { call, widget in
        call.dateRangeField(widget)?.done()
    }
}
