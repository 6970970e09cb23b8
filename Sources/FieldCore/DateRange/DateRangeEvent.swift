import FoundationEssentials

/// What a date range field reports, in the order it happens.
public enum DateRangeEvent: Equatable, Sendable {
    /// The range changed (by the user or from code); nil when emptied.
    case rangeChanged(DateRange?)
    /// The user chose the first day in the open calendar; the end is next.
    case startChosen(Date)
    /// The calendar closed with a range chosen, or with *Done*.
    case didEnd
    /// The user pressed *Clear*.
    case cleared
}
