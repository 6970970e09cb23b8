/// Why a validation rule could not be made.
public enum ValidationRuleError: Error, Equatable, Sendable {
    /// The regular expression does not compile.
    case invalidPattern(String)
}
