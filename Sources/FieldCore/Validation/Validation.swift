/// The seed's three ways of running rules over a value.
public enum Validation {
    /// Whether `value` passes every rule; stops at the first failure.
    public static func validate<Value>(_ value: Value, _ rules: [ValidationRule<Value>]) -> Bool {
        rules.allSatisfy { $0(value) }
    }

    /// Whether `value` passes every rule, and the first failing rule's message.
    public static func validateWithMessage<Value>(_ value: Value, _ rules: [ValidationRule<Value>]) -> (Bool, String?) {
        for rule in rules where !rule(value) { return (false, rule.message) }
        return (true, nil)
    }

    /// Every rule's outcome and message, in order (for a live checklist of password rules).
    public static func validateList<Value>(_ value: Value, _ rules: [ValidationRule<Value>]) -> [(Bool, String?)] {
        rules.map { ($0(value), $0.message) }
    }
}
