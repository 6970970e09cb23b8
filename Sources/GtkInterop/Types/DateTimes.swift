import CGtk
import FieldCore
import FoundationEssentials

/// Foundation dates as GLib's `GDateTime`, for properties and C functions that take or
/// give one.
public enum DateTimes {
    /// The models' date for a `GDateTime` (to the microsecond; see `LocalTime`); nil for NULL.
    public static func date(_ dateTime: OpaquePointer?) -> Date? {
        guard let dateTime else { return nil }
        let instant = Date(timeIntervalSince1970: Double(g_date_time_to_unix(dateTime)) + Double(g_date_time_get_microsecond(dateTime)) / 1e6)
        return LocalTime.date(fromInstant: instant)
    }

    /// A new `GDateTime` in local time for the models' `date` (to the second); the caller owns it.
    public static func dateTime(_ date: Date) -> OpaquePointer? {
        g_date_time_new_from_unix_local(gint64(LocalTime.instant(from: date).timeIntervalSince1970.rounded(.down)))
    }
}
