/// How much a failed rule matters.
public enum ValidationSeverity: String, Equatable, Sendable {
    /// The value is invalid: the field shows an error and a form will not submit.
    case error
    /// The value is allowed but worth a second look ("this password is common"): the field
    /// shows a warning and the form stays valid.
    case warning
}
