/// When a field drops its error by itself (it always drops it on ``FieldModel/removeErrorUI()``).
/// With any but ``manually``, the user choosing or clearing a value (a picker's row, a
/// date) drops it too (``FieldModel/userReplacedValue()``).
public enum ErrorClearing: Sendable, Equatable {
    /// When the field gains focus.
    case onFocus
    /// On the first edit after the error was set.
    case onNextEdit
    /// When the owner reports the value valid again (``FieldModel/valueBecameValid()``).
    case whenValid
    /// Only when the app calls ``FieldModel/removeErrorUI()``: a form's rows are so, their
    /// form checking each new value.
    case manually
}
