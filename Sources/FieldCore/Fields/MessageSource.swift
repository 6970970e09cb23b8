/// Who wrote a message a field shows. A ``FieldModel`` keeps one error and one warning per
/// source, each written only by ``FieldModel/setError(_:from:)`` or
/// ``FieldModel/setWarning(_:from:)``, and shows the first present in this order (the
/// order of the cases, whose raw values are their places from 0): nothing compares texts to
/// learn who wrote a message.
///
/// Each source has its own clearing policy:
///
/// | Source | Set by | Goes when |
/// | --- | --- | --- |
/// | ``app`` | the app: `setError(withText:)`, GObject's `error-text`, `mf_field_set_error` | ``FieldModel/errorClearing`` says, or ``FieldModel/removeErrorUI()`` |
/// | ``server`` | `Form.setErrors(_:submitted:)`: an answer from outside | the user edits the row |
/// | ``input`` | the field's value model: a date that cannot be read, a chip refused | the value model reads the input, or the value is replaced |
/// | ``rules`` | whoever checks the rules: the form's validator for a row (``Form/validate(_:)``, and as the row's mode says), `Field.validate()` alone | the next check passes, or as ``FieldModel/errorClearing`` says (a form's rows are ``ErrorClearing/manually``), or ``FieldModel/removeErrorUI()`` |
/// | ``check`` | an asynchronous check of a form's row | the check passes, or starts again on a new value |
public enum MessageSource: Int, CaseIterable, Comparable, Sendable {
    /// The app's own message, set explicitly; cleared as ``FieldModel/errorClearing`` says.
    case app
    /// An answer from outside the form (a server's), about the value that was sent.
    case server
    /// The field's own input that cannot become a value (a date typed wrong): the rules
    /// cannot judge a value that is not there, so this comes before them.
    case input
    /// The field's rules (a form row's, and the form's rules across rows shown on it).
    case rules
    /// An asynchronous check (a name already taken): asked only once the rules pass.
    case check

    public static func < (lhs: MessageSource, rhs: MessageSource) -> Bool { lhs.rawValue < rhs.rawValue }
}
