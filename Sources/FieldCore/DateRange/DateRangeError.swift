import FoundationEssentials

/// Why a date range field refused a day, a typed range or its limits, with the message
/// the field shows in the user's language.
public enum DateRangeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The earliest day would be after the latest.
    case minimumAfterMaximum
    /// Typed text that is not two dates (one date stands for a one-day range).
    case unparseable(example: String)
    /// A typed end before its start.
    case endBeforeStart
    /// A day before the earliest allowed one, which is given.
    case beforeMinimum(String)
    /// A day after the latest allowed one, which is given.
    case afterMaximum(String)
    /// A day the app made unavailable, as shown.
    case unavailable(String)
    /// A range longer than ``DateRangeModel/maximumDays``.
    case tooLong(maximum: Int)
    /// A range of more nights than ``DateRangeModel/maximumNights``.
    case tooManyNights(maximum: Int)

    /// The message shown under the field.
    public var description: String {
        switch self {
        case .minimumAfterMaximum: Translations.string("The earliest day is after the latest")
        case .unparseable(let example): Translations.format("Enter two dates like %@", example)
        case .endBeforeStart: Translations.string("The end cannot be before the start")
        case .beforeMinimum(let day): Translations.format("Choose days on or after %@", day)
        case .afterMaximum(let day): Translations.format("Choose days on or before %@", day)
        case .unavailable(let day): Translations.format("%@ is not available", day)
        case .tooLong(let maximum): Translations.plural("At most %d day", "At most %d days", maximum)
        case .tooManyNights(let maximum): Translations.plural("At most %d night", "At most %d nights", maximum)
        }
    }
}
