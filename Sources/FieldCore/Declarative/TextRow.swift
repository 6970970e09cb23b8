/// A text row of a declarative form: an entry (or, with `lines`, a multi-line area) that
/// edits a `String` property of the model.
///
/// ```swift
/// TextRow("E-mail", \.email, purpose: .email, rules: .required, .isEmail)
/// ```
public struct TextRow<Model: AnyObject>: FormRowDeclaration {
    /// The row.
    public let content: FormRowContent<Model>

    /// A row labelled `label` editing `keyPath`, checked by `rules` in order.
    ///
    /// - Parameters:
    ///   - label: the floating label (an underscore marks a mnemonic).
    ///   - keyPath: the model's `String` property the row edits.
    ///   - purpose: what the text is (sets input hints, hides a password).
    ///   - mask: shapes what is typed (``InputMask/phone``, ...); the model gets the value
    ///     without the mask's literals.
    ///   - lines: when given, a multi-line area growing up to that many lines.
    ///   - helper: supporting text under the field.
    ///   - isOptional: the label says "(optional)" and the field is not announced as required.
    ///   - rules: what the text must pass, in order (a warning rule does not block).
    ///   - check: an asynchronous check the form asks once the rules pass (see ``TextCheck``).
    public init(_ label: String, _ keyPath: ReferenceWritableKeyPath<Model, String>, purpose: InputPurpose = .freeForm,
                mask: InputMask? = nil, lines: Int? = nil, helper: String? = nil, isOptional: Bool = false,
                rules: ValidationRule<String>..., check: TextCheck? = nil) {
        self.init(label, keyPath, purpose: purpose, mask: mask, lines: lines, helper: helper, isOptional: isOptional,
                  rules: rules, check: check)
    }

    /// A row labelled `label` editing `keyPath`, checked by `rules` in order (as an array,
    /// for rules made elsewhere).
    public init(_ label: String, _ keyPath: ReferenceWritableKeyPath<Model, String>, purpose: InputPurpose = .freeForm,
                mask: InputMask? = nil, lines: Int? = nil, helper: String? = nil, isOptional: Bool = false,
                rules: [ValidationRule<String>], check: TextCheck? = nil) {
        let kind: RowKind = lines.map { .area(maximumLines: $0) } ?? .entry(purpose: purpose, mask: mask)
        let key = FieldKey(keyPath, name: label)
        content = FormRowContent(
            key: key,
            makeRow: { value in
                let row = Row(tag: key, label: label, kind: kind, value: value, rules: rules.map { .text($0) })
                row.field.helperText = helper
                row.field.isOptional = isOptional
                return row
            },
            read: { .text($0[keyPath: keyPath]) },
            write: { model, value in model[keyPath: keyPath] = value.text },
            check: check)
    }
}
