extension Form {
    /// The ways the form breaks its own rules, empty when it holds together: each tag in
    /// the sections has exactly one row, at most one row has focus and it can take it, a field's value lives
    /// in its field's model, a row in error has a message to show, and the focus order
    /// skips hidden and disabled rows. Property tests and the demo's fuzzing check it.
    public func invariantViolations() -> [String] {
        FormInvariants.violations(of: self)
    }
}
