/// Why a stacked form could not be made.
public enum StackedFormError: Error, Equatable, Sendable {
    /// A stacked form needs at least one step (the seed allowed only 2 to 4).
    case noElements
}
