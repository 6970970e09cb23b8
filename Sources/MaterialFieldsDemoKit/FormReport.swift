import FieldCore

/// A page's form as the demo's `--dump-forms` writes it: its values and errors, and any
/// broken invariant (after a fuzzing run, there must be none).
public struct FormReport: Encodable, Sendable {
    /// How many rows the form has.
    public let rows: Int
    /// Each row's value as text, by tag.
    public let values: [String: String]
    /// Each row's error, by tag.
    public let errors: [String: String]
    /// What ``Form/invariantViolations()`` found.
    public let violations: [String]

    /// The report of `form`.
    public init<Tag>(_ form: Form<Tag>) {
        rows = form.rows.count
        values = Dictionary(uniqueKeysWithValues: form.rows.map { ("\($0.tag)", $0.value.text) })
        errors = Dictionary(uniqueKeysWithValues: form.rows.compactMap { row in row.errorMessage.map { ("\(row.tag)", $0) } })
        violations = form.invariantViolations()
    }
}
