/// Everything a field view renders, as one value: a view redraws when it changes.
public struct FieldSnapshot: Equatable, Sendable {
    /// The visual state.
    public var state: FieldState
    /// Whether the field has keyboard focus; it can differ while ``state`` does not (a
    /// field in error that gains or loses focus stays in error).
    public var isFocused: Bool
    /// The label text, with the optional suffix when the field is optional.
    public var label: String
    /// Whether the field holds a value (its clear button shows only then).
    public var hasValue: Bool
    /// Whether the label floats above the input (focused or holding a value).
    public var isLabelFloating: Bool
    /// The text under the field: the error when there is one, else the warning, else the helper.
    public var supportingText: String?
    /// Whether ``supportingText`` is a warning.
    public var isWarning: Bool
    /// The warning, also while an error shows in its place: a warning that comes or goes
    /// under an error is a change of the field's state, which its observers (a form) hear.
    public var warningText: String?
    /// The counter text, such as `"12 / 40"`, when the field counts characters.
    public var counterText: String?
    /// Whether the value is longer than the counter's maximum.
    public var isOverLimit: Bool
    /// Whether the field accepts focus and input.
    public var isEnabled: Bool
    /// Whether a value is required (the field is not optional).
    public var isRequired: Bool
}
