import FoundationEssentials

/// A text row of a declarative form that suggests as the user types, editing a `String`
/// property of the model with what was typed or chosen.
///
/// ```swift
/// SuggestionRow("City", \.city, source: .list(["Lisbon", "London", "Lyon"]), rules: .required)
/// ```
public struct SuggestionRow<Model: AnyObject>: FormRowDeclaration {
    /// The row.
    public let content: FormRowContent<Model>

    /// A suggestion field labelled `label` editing `keyPath`, suggesting from `source` (a
    /// list, or an asynchronous provider), at most `limit` at once, checked by `rules`.
    public init(_ label: String, _ keyPath: ReferenceWritableKeyPath<Model, String>, source: SuggestionSource,
                limit: Int = 8, helper: String? = nil, rules: ValidationRule<String>...) {
        content = FormRowContent(
            key: FieldKey(keyPath, name: label), label: label, kind: .suggestions(source, limit: limit), helper: helper,
            rules: rules.map { .text($0) },
            read: { .text($0[keyPath: keyPath]) },
            write: { model, value in model[keyPath: keyPath] = value.text })
    }
}
