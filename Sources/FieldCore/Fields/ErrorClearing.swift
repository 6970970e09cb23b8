/// When a field drops its error by itself (it always drops it on ``FieldModel/removeErrorUI()``).
public enum ErrorClearing: Sendable, Equatable {
    /// When the field gains focus, as the seed does.
    case onFocus
    /// On the first edit after the error was set.
    case onNextEdit
    /// When the owner reports the value valid again (``FieldModel/valueBecameValid()``).
    case whenValid
    /// Only when the app calls ``FieldModel/removeErrorUI()``.
    case manually
}
