import FoundationEssentials

/// A chips row of a declarative form, editing a `[String]` property of the model (tags,
/// invitees' addresses), in the order the user added them.
///
/// ```swift
/// ChipsRow("Invitees", \.invitees, maximumCount: 5, rule: .isEmail)
/// ```
public struct ChipsRow<Model: AnyObject>: FormRowDeclaration {
    /// The row.
    public let content: FormRowContent<Model>

    /// A chips field labelled `label` editing `keyPath`, at most `maximumCount` chips, each
    /// passing `rule`, suggested from `suggestions` when given, the whole list checked by
    /// `rules`.
    public init(_ label: String, _ keyPath: ReferenceWritableKeyPath<Model, [String]>, maximumCount: Int? = nil,
                rule: ValidationRule<String>? = nil, suggestions: SuggestionSource? = nil, helper: String? = nil,
                rules: ValidationRule<FormValue>...) {
        content = FormRowContent(
            key: FieldKey(keyPath, name: label), label: label,
            kind: .chips(maximumCount: maximumCount, rule: rule, suggestions: suggestions), helper: helper, rules: rules,
            read: { .list($0[keyPath: keyPath]) },
            write: { model, value in
                if case .list(let items) = value { model[keyPath: keyPath] = items }
            })
    }
}
