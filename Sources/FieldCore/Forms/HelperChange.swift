/// What showing a helper did.
public enum HelperChange: Equatable, Sendable {
    /// No helper was shown; now one is.
    case shown
    /// A helper of the same kind was shown; it was configured again.
    case reconfigured
    /// A helper of another kind was shown; it was replaced.
    case replaced
}
