import CGtk
import FoundationEssentials
import GtkInterop
import MaterialFields

// The date field's date and limits, as GDateTime, which no GObject property carries.

extension CCall {
    /// `pointer` as a date field, or nil after the critical.
    @MainActor
    func dateField(_ pointer: UnsafeMutableRawPointer?) -> DateField? {
        widget(pointer, registeredType("MfDateField"), "MF_IS_DATE_FIELD (field)").flatMap(DateField.object(of:))
    }
}

/// The chosen date as a new GDateTime in local time, or NULL when none is chosen.
@_cdecl("mf_date_field_get_date")
public func mfDateFieldGetDate(_ widget: UnsafeMutableRawPointer?) -> OpaquePointer? {
    CCall.run("mf_date_field_get_date", otherwise: nil, widget) { call, widget in
        call.dateField(widget)?.date.flatMap(dateTime)
    }
}

/// Chooses a date as the user would; FALSE (and nothing chosen) outside the limits.
@_cdecl("mf_date_field_set_date")
public func mfDateFieldSetDate(_ widget: UnsafeMutableRawPointer?, _ chosen: OpaquePointer?) -> gboolean {
    CCall.run("mf_date_field_set_date", otherwise: 0, widget, chosen) { call, widget, chosen in
        guard let field = call.dateField(widget), call.require(chosen != nil, "date != NULL"),
              let day = date(chosen) else { return 0 }
        return field.choose(day) ? 1 : 0
    }
}

/// Sets the earliest and latest dates (NULL for no limit). A minimum after the maximum
/// sets `error` and changes nothing.
@_cdecl("mf_date_field_set_limits")
public func mfDateFieldSetLimits(
    _ widget: UnsafeMutableRawPointer?, _ minimum: OpaquePointer?, _ maximum: OpaquePointer?,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    CCall.run("mf_date_field_set_limits", otherwise: 0, widget, minimum, maximum, errorOut) { call, widget, minimum, maximum, errorOut in
        guard let field = call.dateField(widget) else { return 0 }
        let (low, high) = (date(minimum), date(maximum))
        if let low, let high, low > high {
            return call.fail(errorOut, .invalidDateLimits, "the minimum date is after the maximum")
        }
        return CLibraryError.reporting(errorOut, .invalidDateLimits) {
            // Widening first, so the intermediate pair never crosses.
            if let high, let current = field.minimumDate, current > high { try field.setMinimumDate(nil) }
            try field.setMaximumDate(high)
            try field.setMinimumDate(low)
        }
    }
}

/// `mf_date_field_open` (c/material-fields.h).
@_cdecl("mf_date_field_open")
public func mfDateFieldOpen(_ widget: UnsafeMutableRawPointer?) -> gboolean {
    CCall.run("mf_date_field_open", otherwise: 0, widget) { call, widget in
        call.dateField(widget)?.open() == true ? 1 : 0
    }
}

/// `mf_date_field_done` (c/material-fields.h).
@_cdecl("mf_date_field_done")
public func mfDateFieldDone(_ widget: UnsafeMutableRawPointer?) {
    CCall.run("mf_date_field_done", otherwise: (), widget) { call, widget in
        call.dateField(widget)?.done()
    }
}
