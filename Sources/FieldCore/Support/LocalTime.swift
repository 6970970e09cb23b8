import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The desktop's local time, for the date models' calendars and the conversions between
/// their dates and GLib's `GDateTime`.
///
/// The library needs FoundationEssentials only, which knows no time zone but GMT; the
/// system's time zones (with their summer times) come with Foundation's ICU. So there are two
/// ways of keeping a day, chosen once per process:
/// - **Foundation's time zones are loaded** (a Swift app that imports Foundation, as most
///   do, and its tests): dates are instants and the models' calendars are in
///   `TimeZone.autoupdatingCurrent`, as with any Foundation code.
/// - **They are not** (the C library, and so C, Python, GJS and Vala; a Swift program that
///   imports FoundationEssentials only): a model's date is the desktop's wall-clock time
///   written as if it were GMT, its calendar is in GMT, and the C library's own `localtime_r`
///   and `mktime` (which read `TZ` and `/etc/localtime`, summer time included, as GLib does)
///   convert at the edge: ``now()`` and ``date(fromInstant:)`` in, ``instant(from:)`` out.
///   A day stays the day the user chose in every season, and no ICU is loaded for it.
public enum LocalTime {
    /// Whether the process has Foundation's time zones (a Swift app that imports Foundation);
    /// when not, dates are the desktop's wall-clock times (see the type's description).
    public static let followsFoundation = TimeZone(identifier: "Europe/Paris") != nil

    /// The time zone of the models' calendars: the system's when ``followsFoundation``,
    /// else GMT, in which wall-clock dates are written.
    public static var zone: TimeZone { followsFoundation ? .autoupdatingCurrent : .gmt }

    /// The current date, as the models keep dates.
    public static func now() -> Date { date(fromInstant: Date()) }

    /// The models' date for the instant `instant` (a `GDateTime`'s, a file's time).
    public static func date(fromInstant instant: Date) -> Date {
        let whole = instant.timeIntervalSince1970.rounded(.down)
        guard !followsFoundation, whole.isFinite, abs(whole) < 1e15 else { return instant }
        var seconds = time_t(whole)
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return instant }
        return instant.addingTimeInterval(TimeInterval(local.tm_gmtoff))
    }

    /// `date` as the desktop's clock shows it: a wall-clock time that summer time skips
    /// (02:30 on the night clocks go forward in Berlin) is the time the instant it stands
    /// for shows (03:30), as Foundation's calendars read one when ``followsFoundation``,
    /// so a date field never shows a time other than the one it stores.
    /// A date the C library cannot convert (one `mktime` fails on) stays as it is.
    public static func existing(_ date: Date) -> Date {
        guard !followsFoundation, let instant = knownInstant(from: date) else { return date }
        return Self.date(fromInstant: instant)
    }

    /// `date`, made by `calendar` from a wall-clock time whose hour is `hour`, with an hour
    /// summer time skips passed as a clock's hand passes it: moving `forward`, 2:30 on the
    /// night clocks go forward is 3:30 (the time the instant shows); moving back, it is 1:30
    /// of the same day, never 3:30 again. A time that exists is `date` itself. The calendar's
    /// hour and a segmented date's hour step by this one rule.
    public static func passingSkippedHour(_ hour: Int, of date: Date, forward: Bool, in calendar: Calendar) -> Date {
        let shown = existing(date)
        guard calendar.component(.hour, from: shown) != hour else { return date }
        guard !forward else { return shown }
        // The hour before, on the same day: a skipped midnight (Havana's) goes back to 23:30.
        var parts = calendar.dateComponents([.year, .month, .day, .minute, .second, .nanosecond], from: shown)
        parts.hour = (hour + 23) % 24
        return calendar.date(from: parts) ?? date
    }

    /// The instant a models' date stands for, by the desktop's time zone on that date (a
    /// wall-clock time skipped by summer time is read as `mktime` reads it; one in the hour
    /// summer time's end repeats is its first pass, whatever was read before).
    public static func instant(from date: Date) -> Date {
        guard !followsFoundation else { return date }
        return knownInstant(from: date) ?? date
    }

    /// The instant the wall-clock `date` names (the first, in the hour summer time's end
    /// repeats), or, for a time summer time skips, the one `mktime` gives; nil where it
    /// gives none, or for a date no `time_t` holds.
    private static func knownInstant(from date: Date) -> Date? {
        let whole = date.timeIntervalSince1970.rounded(.down)
        guard whole.isFinite, abs(whole) < 1e15 else { return nil }
        if let first = passes(of: date).first {
            return Date(timeIntervalSince1970: TimeInterval(first) + (date.timeIntervalSince1970 - whole))
        }
        var seconds = time_t(whole)
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return nil }
        parts.tm_isdst = -1
        let local = mktime(&parts)
        guard local != -1 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(local) + (date.timeIntervalSince1970 - whole))
    }
}
