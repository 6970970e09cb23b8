/// When a field drops the app's and the rules' errors (see ``MessageSource``) by itself.
/// With any but ``manually``, the user choosing or clearing a value (a picker's row, a
/// date) drops them too. Both always go on ``FieldModel/removeErrorUI()``.
public enum ErrorClearing: Sendable, Equatable {
    /// When the field gains focus.
    case onFocus
    /// On the first edit after the error was set.
    case onNextEdit
    /// When the owner reports the value valid again.
    case whenValid
    /// Only when whoever set them clears them: a form's rows are so, their form checking
    /// each new value.
    case manually
}
