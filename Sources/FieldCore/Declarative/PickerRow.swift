/// A picker row of a declarative form: one of `choices`, kept in a `String` property of the
/// model ("" while none is chosen). Text the model holds that is not one of the choices
/// shows no choice, and stays in the model until the user chooses one.
///
/// ```swift
/// PickerRow("Country", \.country, choices: ["Canada", "Chile", "France"], rules: .required)
/// ```
public struct PickerRow<Model: AnyObject>: FormRowDeclaration {
    /// The row.
    public let content: FormRowContent<Model>

    /// A picker labelled `label` editing `keyPath`, offering `choices`, checked by `rules`
    /// against the chosen text; `clearable` offers to clear the choice.
    public init(_ label: String, _ keyPath: ReferenceWritableKeyPath<Model, String>, choices: [String],
                clearable: Bool = false, rules: ValidationRule<String>...) {
        let key = FieldKey(keyPath, name: label)
        content = FormRowContent(
            key: key,
            makeRow: { value in
                Row(tag: key, label: label, kind: .picker(data: choices, clearable: clearable),
                    value: value, rules: rules.map { .text($0) })
            },
            read: { model in
                let text = model[keyPath: keyPath]
                return .choice(text.isEmpty ? nil : choices.firstIndex(of: text), text)
            },
            write: { model, value in model[keyPath: keyPath] = value.text })
    }
}
