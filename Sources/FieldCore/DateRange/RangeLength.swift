/// The longest range a date range field takes, in the unit the app counts in.
///
/// A rental counts days, both ends included (Monday to Friday is 5 days); a hotel counts
/// nights, the days between arrival and departure (Monday to Friday is 4 nights). A
/// refusal says the limit in the app's unit: "At most 14 nights", never "At most 15 days".
public enum RangeLength: Equatable, Sendable {
    /// At most this many days, both ends counted (at least 1).
    case days(Int)
    /// At most this many nights, the days between the ends (at least 0: a one-day range).
    case nights(Int)

    /// How many days, both ends counted, the longest range covers.
    public var dayCount: Int {
        switch self {
        case .days(let days): max(1, days)
        case .nights(let nights): max(0, nights) + 1
        }
    }

    /// The refusal of a longer range, in this unit.
    var refusal: DateRangeError {
        switch self {
        case .days: .tooLong(maximum: dayCount)
        case .nights: .tooManyNights(maximum: dayCount - 1)
        }
    }
}
