#if canImport(Glibc)
import Glibc
#endif

/// Reads `nl_langinfo_l` items of three opened locales, one per category, for
/// ``RegionFormats``.
struct LangInfo {
    /// Which locale an item is read from.
    enum Category { case time, numeric, monetary }

    let time: locale_t
    let numeric: locale_t
    let monetary: locale_t

    func time(_ item: Int) -> String { string(item, in: .time) }
    func numeric(_ item: Int) -> String { string(item, in: .numeric) }
    func monetary(_ item: Int) -> String { string(item, in: .monetary) }

    func string(_ item: Int, in category: Category) -> String {
        guard let value = nl_langinfo_l(nl_item(item), locale(category)) else { return "" }
        return String(cString: value)
    }

    /// A one-byte item (`FRAC_DIGITS`, `P_CS_PRECEDES`); nil when the locale gives none.
    func byte(_ item: Int, in category: Category) -> UInt8? {
        guard let value = nl_langinfo_l(nl_item(item), locale(category)) else { return nil }
        return UInt8(bitPattern: value.pointee)
    }

    /// A grouping item (`GROUPING`): a byte per group, innermost first; the last repeats,
    /// and `CHAR_MAX` (or the end) stops grouping.
    func grouping(_ item: Int, in category: Category) -> [Int] {
        guard let value = nl_langinfo_l(nl_item(item), locale(category)) else { return [] }
        var sizes: [Int] = []
        var index = 0
        while value[index] > 0, value[index] != CChar(bitPattern: 127), sizes.count < 8 {
            sizes.append(Int(value[index]))
            index += 1
        }
        return sizes
    }

    /// The first day of the week as `GtkCalendar` works it out, 1 for Sunday: the week's
    /// origin (`_NL_TIME_WEEK_1STDAY`, a date whose weekday is day 1) and the locale's
    /// first weekday counted from it (`_NL_TIME_FIRST_WEEKDAY`, 1-based).
    var firstWeekday: Int {
        guard let first = nl_langinfo_l(nl_item(_NL_TIME_FIRST_WEEKDAY), time),
              let origin = nl_langinfo_l(nl_item(_NL_TIME_WEEK_1STDAY), time)
        else { return 1 }
        // The origin is a number (19971130, a Sunday; 19971201, a Monday) passed in the
        // pointer's place.
        let word = UInt32(truncatingIfNeeded: UInt(bitPattern: origin))
        let originWeekday = word == 19_971_201 ? 1 : 0
        let firstDay = max(1, Int(first.pointee))
        return (originWeekday + firstDay - 1) % 7 + 1
    }

    /// How many years the locale's era year (`%Ey`) is ahead of the Gregorian year, as
    /// the C library writes it for 2027 (Thailand's and Laos's Buddhist era: 543); nil
    /// where the locale has no era then, or one in step with the Gregorian year.
    var eraYearOffset: Int? {
        var moment = tm()
        moment.tm_year = 2027 - 1900
        moment.tm_mday = 1
        let written = formatted("%Ey", moment)
        // Digits of any script, and nothing else: an era written in words is no offset.
        let digits = written.compactMap(DateTextReader.digit)
        guard !digits.isEmpty, digits.count == written.count else { return nil }
        let offset = digits.reduce(0) { $0 * 10 + $1 } - 2027
        return offset == 0 ? nil : offset
    }

    /// The eras the locale writes years in (`ERA`: one segment a line, as many as
    /// `_NL_TIME_ERA_NUM_ENTRIES` counts), those counting up.
    var eras: [Era] {
        guard let count = nl_langinfo_l(nl_item(_NL_TIME_ERA_NUM_ENTRIES), time),
              var segment = nl_langinfo_l(nl_item(ERA), time) else { return [] }
        // The count is a number passed in the pointer's place, as the week's origin is.
        let number = Int(UInt32(truncatingIfNeeded: UInt(bitPattern: count)))
        var eras: [Era] = []
        for _ in 0..<min(number, 64) {
            if let era = Era(locale: String(cString: segment)) { eras.append(era) }
            segment = segment.advanced(by: strlen(segment) + 1)
        }
        return eras
    }

    /// The ten digits the locale writes its own numbers in (`%OH`, from its `ALT_DIGITS`:
    /// Persian's `۰` to `۹`), nil where it has none, or numerals that are no script's
    /// decimal digits (Literary Chinese's `〇`, `一`).
    var ownDigits: [Character]? {
        var digits: [Character] = []
        for value in 0..<10 {
            var moment = tm()
            moment.tm_hour = Int32(value)
            guard let digit = formatted("%OH", moment).last, DateTextReader.digit(digit) == value else { return nil }
            digits.append(digit)
        }
        return digits.first == "0" ? nil : digits
    }

    /// `moment` in `pattern` (`strftime_l`), in the time locale.
    private func formatted(_ pattern: String, _ moment: tm) -> String {
        var moment = moment
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime_l(&buffer, buffer.count, pattern, &moment, time)
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func locale(_ category: Category) -> locale_t {
        switch category {
        case .time: time
        case .numeric: numeric
        case .monetary: monetary
        }
    }
}
