import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The instants a wall-clock time names. In the hour summer time's end repeats (01:00 to
/// 02:00 on the night New York's clocks go back) it names two, and the C library's `mktime`
/// chooses between them by what it read last; so each is asked for in turn, and a time reads
/// as its first pass, whatever was read before.
extension LocalTime {
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
