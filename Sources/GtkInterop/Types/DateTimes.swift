import CGtk
import Foundation

/// Foundation dates as GLib's `GDateTime`, for properties and C functions that take or
/// give one.
public enum DateTimes {
    /// A Foundation date for a `GDateTime` (to the microsecond); nil for NULL.
    public static func date(_ dateTime: OpaquePointer?) -> Date? {
        guard let dateTime else { return nil }
        return Date(timeIntervalSince1970: Double(g_date_time_to_unix(dateTime)) + Double(g_date_time_get_microsecond(dateTime)) / 1e6)
    }

    /// A new `GDateTime` in local time for `date` (to the second); the caller owns it.
    public static func dateTime(_ date: Date) -> OpaquePointer? {
        g_date_time_new_from_unix_local(gint64(date.timeIntervalSince1970.rounded(.down)))
    }
}
