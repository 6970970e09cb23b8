/// AstroForms' three ways of running rules over a value.
public enum Validation {
    /// Whether `value` passes every error rule (warnings never make it invalid); stops at
    /// the first failure.
    public static func validate<Value>(_ value: Value, _ rules: [ValidationRule<Value>]) -> Bool {
        rules.allSatisfy { $0.severity == .warning || $0(value) }
    }

    /// Whether `value` passes every error rule, and the first failing one's message.
    public static func validateWithMessage<Value>(_ value: Value, _ rules: [ValidationRule<Value>]) -> (Bool, String?) {
        for rule in rules where rule.severity == .error && !rule(value) { return (false, rule.message(for: value)) }
        return (true, nil)
    }

    /// The message of the first warning rule `value` fails, nil when none fails (a
    /// warning without a message reads "Check this value").
    public static func warning<Value>(_ value: Value, _ rules: [ValidationRule<Value>]) -> String? {
        rules.first { $0.severity == .warning && !$0(value) }.map { $0.message(for: value) ?? Translations.string("Check this value") }
    }

    /// Every rule's outcome and message, in order (for a live checklist of password rules).
    public static func validateList<Value>(_ value: Value, _ rules: [ValidationRule<Value>]) -> [(Bool, String?)] {
        rules.map { ($0(value), $0.message(for: value)) }
    }
}
