/// An asynchronous check of a declarative text row ("is this user name free?"): the form
/// runs it as ``Form/setCheck(for:debounce:text:)`` does, so only the answer for the text
/// in the row counts.
///
/// ```swift
/// TextRow("User name", \.username, rules: .required, .minLength(3),
///         check: TextCheck(debounce: .milliseconds(300)) { name in
///             await server.isTaken(name) ? "\(name) is already taken" : nil
///         })
/// ```
public struct TextCheck: Sendable {
    /// How long the text must stay the same before the check is asked.
    public let debounce: Duration
    /// The check: nil is a pass, a string the failure shown as the row's error.
    public let check: @Sendable (String) async -> String?

    /// A check asked `debounce` after the last change of the text.
    public init(debounce: Duration = .zero, _ check: @escaping @Sendable (String) async -> String?) {
        self.debounce = debounce
        self.check = check
    }
}
