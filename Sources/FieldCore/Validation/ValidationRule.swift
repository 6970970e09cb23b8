import FoundationEssentials

/// One check of a value, with the message shown when it fails (AstroForms'
/// `ValidationRuleBlock` and `ValidationRuleMsgBlock` in one type).
///
/// Named rules (`required`, ``isEmail``, ...) are static members; add your own in an
/// extension.
///
/// A rule is `Sendable`, so an app keeps its rules where Swift 6 lets it share them (a
/// `static let` of rules, say): its check is a `@Sendable` function of the value alone.
///
/// Two rules are equal when they are the same rule (made by one call, then copied), so a
/// row kind that holds one is compared as a row kind is.
public struct ValidationRule<Value>: Sendable, Equatable {
    /// The message for a failure, nil for a bare check.
    public let message: String?
    /// Whether a failure blocks (an error) or only informs (a warning).
    public let severity: ValidationSeverity
    private let check: @Sendable (Value) -> Bool
    /// What a failure of a value says where the rule's failures differ, nil for ``message``.
    private let explain: (@Sendable (Value) -> String?)?
    /// The rule's identity: copies of one rule are equal, two rules never.
    private let identity = Identity()

    /// A rule from a check and an optional message; its failures are errors unless
    /// `severity` says otherwise.
    public init(_ message: String? = nil, severity: ValidationSeverity = .error, _ check: @escaping @Sendable (Value) -> Bool) {
        self.init(message, severity: severity, explaining: nil, check)
    }

    /// A rule whose failures say different things: `explain` gives the message for a value
    /// it fails (nil for `message`), as ``ValidationRule/number(in:formats:)`` tells text
    /// that is no number from a number out of range.
    init(_ message: String?, severity: ValidationSeverity = .error, explaining explain: (@Sendable (Value) -> String?)?,
         _ check: @escaping @Sendable (Value) -> Bool) {
        self.message = message
        self.severity = severity
        self.explain = explain
        self.check = check
    }

    /// What a failure of `value` says: ``message``, or where the rule's failures differ
    /// (text that is no number, or a number out of range), the one for `value`.
    public func message(for value: Value) -> String? {
        explain?(value) ?? message
    }

    /// The same check as a warning: shown under the field in its own colour, announced as a
    /// description, and never making the value invalid.
    public func asWarning() -> ValidationRule {
        ValidationRule(message, severity: .warning, explaining: explain, check)
    }

    /// Whether `lhs` and `rhs` are the same rule.
    public static func == (lhs: ValidationRule, rhs: ValidationRule) -> Bool { lhs.identity == rhs.identity }

    /// Whether `value` passes.
    public func callAsFunction(_ value: Value) -> Bool { check(value) }

    /// The same check with another message.
    public func withMessage(_ message: String) -> ValidationRule {
        ValidationRule(message, severity: severity, check)
    }

    /// This rule applied to a value derived from another type (a form value's text, say).
    public func pullback<Source>(_ transform: @escaping @Sendable (Source) -> Value) -> ValidationRule<Source> {
        let check = self.check
        let explain = self.explain.map { explain in { @Sendable (source: Source) in explain(transform(source)) } }
        return ValidationRule<Source>(message, severity: severity, explaining: explain) { check(transform($0)) }
    }
}
