/// The three visual states of every field (`isFocused` and `hasError` here, `isActive` and `hasError` on iOS).
public enum FieldState: String, Equatable, Sendable, CaseIterable {
    /// Not focused and without an error.
    case inactive
    /// Focused: the active indicator and label take the primary colour.
    case active
    /// Showing an error; this wins over focus until the error is cleared.
    case error
}
