import CGtk
import Foundation
import GtkInterop
import MaterialFields

// The date field's date and limits, as GDateTime, which no GObject property carries.

/// `widget` as a date field, or nil after logging a critical naming `function`.
@MainActor
func dateField(_ widget: UnsafeMutablePointer<GtkWidget>?, in function: String) -> DateField? {
    guard let widget, let field = DateField.wrapping(Widget(widget)) else {
        CLibraryLog.critical("\(function): the widget is not an MfDateField")
        return nil
    }
    return field
}

/// A Foundation date for a GDateTime (to the microsecond).
func date(_ dateTime: OpaquePointer?) -> Date? {
    guard let dateTime else { return nil }
    return Date(timeIntervalSince1970: Double(g_date_time_to_unix(dateTime)) + Double(g_date_time_get_microsecond(dateTime)) / 1e6)
}

/// The chosen date as a new GDateTime in local time, or NULL when none is chosen.
@MainActor @_cdecl("mf_date_field_get_date")
public func mfDateFieldGetDate(_ widget: UnsafeMutablePointer<GtkWidget>?) -> OpaquePointer? {
    guard onMainThread("mf_date_field_get_date") else { return nil }
    guard let chosen = dateField(widget, in: "mf_date_field_get_date")?.date else { return nil }
    return g_date_time_new_from_unix_local(gint64(chosen.timeIntervalSince1970.rounded(.down)))
}

/// Chooses a date as the user would; FALSE (and nothing chosen) outside the limits.
@MainActor @_cdecl("mf_date_field_set_date")
public func mfDateFieldSetDate(_ widget: UnsafeMutablePointer<GtkWidget>?, _ dateTime: OpaquePointer?) -> gboolean {
    guard onMainThread("mf_date_field_set_date") else { return 0 }
    guard let field = dateField(widget, in: "mf_date_field_set_date"), let chosen = date(dateTime) else { return 0 }
    return field.choose(chosen) ? 1 : 0
}

/// Sets the earliest and latest dates (NULL for no limit). A minimum after the maximum
/// sets `error` and changes nothing.
@MainActor @_cdecl("mf_date_field_set_limits")
public func mfDateFieldSetLimits(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ minimum: OpaquePointer?, _ maximum: OpaquePointer?,
    _ errorOut: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>?
) -> gboolean {
    guard onMainThread("mf_date_field_set_limits") else { return 0 }
    guard let field = dateField(widget, in: "mf_date_field_set_limits") else { return 0 }
    let (low, high) = (date(minimum), date(maximum))
    if let low, let high, low > high {
        CLibraryError.set(errorOut, .invalidDateLimits, message: "the minimum date is after the maximum")
        return 0
    }
    return CLibraryError.reporting(errorOut, .invalidDateLimits) {
        // Widening first, so the intermediate pair never crosses.
        if let high, let current = field.minimumDate, current > high { try field.setMinimumDate(nil) }
        try field.setMaximumDate(high)
        try field.setMinimumDate(low)
    }
}
