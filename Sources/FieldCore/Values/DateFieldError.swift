import FoundationEssentials

/// Why a date field refused a limit or a typed date.
public enum DateFieldError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The minimum would be later than the maximum.
    case minimumAfterMaximum(minimum: Date, maximum: Date)
    /// Typed text that is not a date in the field's format.
    case unparseable(String)
    /// A date before the minimum.
    case beforeMinimum(Date)
    /// A date after the maximum.
    case afterMaximum(Date)

    /// A sentence saying what went wrong or what the value is.
    public var description: String {
        switch self {
        case let .minimumAfterMaximum(minimum, maximum):
            "the minimum date \(minimum) is after the maximum date \(maximum)"
        case let .unparseable(text): "'\(text)' is not a date"
        case let .beforeMinimum(date): "\(date) is before the earliest allowed date"
        case let .afterMaximum(date): "\(date) is after the latest allowed date"
        }
    }
}
