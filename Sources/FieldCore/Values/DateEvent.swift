import FoundationEssentials

/// What a date field reports to its delegate (`DateFieldDelegate`'s callbacks on iOS).
public enum DateEvent: Equatable, Sendable {
    /// The date changed, by the user or by opening; nil after *Clear*.
    case dateChanged(Date?)
    /// The picker closed with *Done*.
    case didEnd
    /// The user pressed *Clear*.
    case cleared
}
