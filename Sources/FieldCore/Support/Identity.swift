/// What makes a value equal only to its own copies (a rule, a suggestion source): the
/// copies share one of these, and two made apart never are the same one.
///
/// An object rather than a `UUID`: a form of a thousand rows makes a thousand rules, and
/// a `UUID` asks the system for random bytes each time, where this is one allocation.
final class Identity: Sendable, Equatable {
    init() {}

    /// Whether `lhs` and `rhs` are the same identity.
    static func == (lhs: Identity, rhs: Identity) -> Bool { lhs === rhs }
}
