/// Why a stacked form could not be made.
public enum StackedFormError: Error, Equatable, Sendable {
    /// A stacked form needs at least one step, and may have any number.
    case noElements
}
