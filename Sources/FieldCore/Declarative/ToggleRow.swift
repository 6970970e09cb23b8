/// A switch row of a declarative form, editing a `Bool` property of the model.
///
/// ```swift
/// ToggleRow("I accept the terms", \.acceptsTerms, rules: .isOn)
/// ```
public struct ToggleRow<Model: AnyObject>: FormRowDeclaration {
    /// The row.
    public let content: FormRowContent<Model>

    /// A switch labelled `label` editing `keyPath`, checked by `rules` (`.isOn` to require it).
    public init(_ label: String, _ keyPath: ReferenceWritableKeyPath<Model, Bool>, rules: ValidationRule<FormValue>...) {
        let key = FieldKey(keyPath, name: label)
        content = FormRowContent(
            key: key,
            makeRow: { Row(tag: key, label: label, kind: .switch, value: $0, rules: rules) },
            read: { .flag($0[keyPath: keyPath]) },
            write: { model, value in
                if case .flag(let flag) = value { model[keyPath: keyPath] = flag }
            })
    }
}
