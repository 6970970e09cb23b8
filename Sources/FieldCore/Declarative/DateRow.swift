import FoundationEssentials

/// A date row of a declarative form, editing a `Date?` property of the model (nil while
/// the field is empty).
///
/// ```swift
/// DateRow("Birth date", \.birthDate, maximum: .now, rules: .required)
/// ```
public struct DateRow<Model: AnyObject>: FormRowDeclaration {
    /// The row.
    public let content: FormRowContent<Model>

    /// A date field labelled `label` editing `keyPath` between `minimum` and `maximum`,
    /// opening at `defaultDate` while empty, checked by `rules`; `segmented` types the date
    /// part by part (``RowKind/segmentedDate(mode:minimum:maximum:)``) rather than as text.
    public init(_ label: String, _ keyPath: ReferenceWritableKeyPath<Model, Date?>, mode: DateMode = .date,
                minimum: Date? = nil, maximum: Date? = nil, defaultDate: Date? = nil, segmented: Bool = false,
                rules: ValidationRule<FormValue>...) {
        let key = FieldKey(keyPath, name: label)
        let kind: RowKind = segmented
            ? .segmentedDate(mode: mode, minimum: minimum, maximum: maximum)
            : .date(mode: mode, minimum: minimum, maximum: maximum, defaultDate: defaultDate)
        content = FormRowContent(
            key: key,
            makeRow: { value in Row(tag: key, label: label, kind: kind, value: value, rules: rules) },
            read: { .date($0[keyPath: keyPath]) },
            write: { model, value in
                if case .date(let date) = value { model[keyPath: keyPath] = date }
            })
    }
}
