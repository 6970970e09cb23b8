/// How the open calendar shows one day of a date range field.
public enum DateRangeDay: Equatable, Sendable {
    /// A day that cannot be chosen now: outside the limits, unavailable, or too far from
    /// the start already chosen.
    case unavailable
    /// The first day of the range, or the start chosen while the end is still to come.
    case start
    /// The last day of the range.
    case end
    /// A day between the start and the end.
    case inside
    /// Any other day that can be chosen.
    case available
}
