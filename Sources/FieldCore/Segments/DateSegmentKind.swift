/// One typed part of a date or time: a segment of a ``SegmentedDateModel``.
public enum DateSegmentKind: String, Sendable, CaseIterable {
    /// The year, four digits.
    case year
    /// The month, 1 to 12.
    case month
    /// The day of the month, 1 to the month's last.
    case day
    /// The hour: 1 to 12 on a 12-hour clock, 0 to 23 on a 24-hour one.
    case hour
    /// The minute, 0 to 59.
    case minute
    /// AM (0) or PM (1), on a 12-hour clock.
    case dayPeriod

    /// What a screen reader calls the segment, in the user's language.
    public var name: String {
        switch self {
        case .year: Translations.string("year")
        case .month: Translations.string("month")
        case .day: Translations.string("day")
        case .hour: Translations.string("hour")
        case .minute: Translations.string("minute")
        case .dayPeriod: Translations.string("AM/PM")
        }
    }
}
