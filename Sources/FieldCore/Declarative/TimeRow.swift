import FoundationEssentials

/// A time row of a declarative form, editing a `TimeOfDay?` property of the model (nil
/// while any segment is empty).
///
/// ```swift
/// TimeRow("Arrival time", \.arrival, rules: .required)
/// ```
public struct TimeRow<Model: AnyObject>: FormRowDeclaration {
    /// The row.
    public let content: FormRowContent<Model>

    /// A time field labelled `label` editing `keyPath`, checked by `rules`.
    public init(_ label: String, _ keyPath: ReferenceWritableKeyPath<Model, TimeOfDay?>, helper: String? = nil,
                rules: ValidationRule<FormValue>...) {
        content = FormRowContent(
            key: FieldKey(keyPath, name: label), label: label, kind: .time, helper: helper, rules: rules,
            read: { .time($0[keyPath: keyPath]) },
            write: { model, value in
                if case .time(let time) = value { model[keyPath: keyPath] = time }
            })
    }
}
