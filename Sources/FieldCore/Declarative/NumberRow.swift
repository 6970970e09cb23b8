import FoundationEssentials

/// A number row of a declarative form, editing an `Int`, `Double` or `Decimal` property
/// of the model (or an optional one, nil while the field is empty).
///
/// ```swift
/// NumberRow("Guests", \.guests, minimum: 1, maximum: 12, rules: .required)
/// NumberRow("Budget", \.budget, format: NumberFormat(.currency("EUR")))
/// ```
///
/// An `Int` row writes whole numbers: a fraction typed is no number ("Enter a number like
/// 1,234"), and one set from code is refused ("Enter a whole number"); a
/// row over a non-optional property leaves the model's number as it was while the field
/// is empty (a `.required` rule says so), and one over an optional property writes nil.
public struct NumberRow<Model: AnyObject>: FormRowDeclaration {
    /// The row.
    public let content: FormRowContent<Model>

    /// A number field labelled `label` editing `keyPath`, written as `format` says (the
    /// type's default when nil), within `minimum`...`maximum`, stepped by `step`.
    public init<Value: RowNumber>(_ label: String, _ keyPath: ReferenceWritableKeyPath<Model, Value>,
                                  format: NumberFormat? = nil, minimum: Decimal? = nil, maximum: Decimal? = nil,
                                  step: Decimal = 1, helper: String? = nil, rules: ValidationRule<FormValue>...) {
        self.init(label, key: FieldKey(keyPath, name: label), type: Value.self, format: format, minimum: minimum,
                  maximum: maximum, step: step, helper: helper, rules: rules,
                  read: { $0[keyPath: keyPath].formValue },
                  write: { model, value in if let number = Value(formValue: value) { model[keyPath: keyPath] = number } })
    }

    /// A number field labelled `label` editing the optional `keyPath` (nil while empty).
    public init<Value: RowNumber>(_ label: String, _ keyPath: ReferenceWritableKeyPath<Model, Value?>,
                                  format: NumberFormat? = nil, minimum: Decimal? = nil, maximum: Decimal? = nil,
                                  step: Decimal = 1, helper: String? = nil, rules: ValidationRule<FormValue>...) {
        self.init(label, key: FieldKey(keyPath, name: label), type: Value.self, format: format, minimum: minimum,
                  maximum: maximum, step: step, helper: helper, rules: rules,
                  read: { $0[keyPath: keyPath]?.formValue ?? .none },
                  write: { model, value in model[keyPath: keyPath] = Value(formValue: value) })
    }

    private init<Value: RowNumber>(_ label: String, key: FieldKey, type: Value.Type, format: NumberFormat?,
                                   minimum: Decimal?, maximum: Decimal?, step: Decimal, helper: String?,
                                   rules: [ValidationRule<FormValue>], read: @escaping (Model) -> FormValue,
                                   write: @escaping (Model, FormValue) -> Void) {
        let kind = RowKind.number(format: format ?? Value.defaultFormat, minimum: minimum, maximum: maximum, step: step)
        content = FormRowContent(key: key, label: label, kind: kind, helper: helper, rules: Value.implicitRules + rules,
                                  read: read, write: write)
    }
}
