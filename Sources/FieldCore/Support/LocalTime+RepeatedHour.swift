import FoundationEssentials
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The hour summer time's end repeats (01:00 to 02:00 on the night New York's clocks go
/// back): each of its wall-clock times names two instants, and the C library's `mktime`
/// chooses between them by what it read last. So the instants are found one by one, the
/// first is the one a wall-clock time names, and a date given for the second pass is
/// remembered, so that a `GDateTime` given is the one given back.
extension LocalTime {
    /// The second passes given, by their wall-clock dates.
    private static let laterPasses = Mutex<[Date: Date]>([:])

    /// The instant given for `date` when it was given for its second pass.
    static func laterPass(of date: Date) -> Date? {
        laterPasses.withLock { $0[date] }
    }

    /// Notes which pass `instant`, read as `wallClock`, is, when `wallClock` names two.
    static func remember(_ instant: Date, at wallClock: Date) {
        let named = passes(of: wallClock)
        guard named.count == 2 else { return }
        let isLater = time_t(instant.timeIntervalSince1970.rounded(.down)) == named[1]
        laterPasses.withLock { $0[wallClock] = isLater ? instant : nil }
    }

    /// The instants, to the second, that the wall-clock `date` names by the desktop's time
    /// zone, earliest first: one, two in the hour summer time's end repeats, none in the
    /// hour it skips.
    static func passes(of date: Date) -> [time_t] {
        let whole = date.timeIntervalSince1970.rounded(.down)
        guard whole.isFinite, abs(whole) < 1e15 else { return [] }
        var seconds = time_t(whole)
        var wall = tm()
        guard gmtime_r(&seconds, &wall) != nil else { return [] }
        var found: [time_t] = []
        for daylight: Int32 in [1, 0] {
            var parts = wall
            parts.tm_isdst = daylight
            var instant = mktime(&parts)
            var read = tm()
            // Asked for summer or standard time, mktime moves a time that is not one: kept
            // only when the instant reads back as the same time, in the time asked for.
            guard instant != -1, localtime_r(&instant, &read) != nil, read.tm_isdst == daylight,
                  (read.tm_year, read.tm_mon, read.tm_mday) == (wall.tm_year, wall.tm_mon, wall.tm_mday),
                  (read.tm_hour, read.tm_min, read.tm_sec) == (wall.tm_hour, wall.tm_min, wall.tm_sec)
            else { continue }
            found.append(instant)
        }
        return found.sorted()
    }
}
