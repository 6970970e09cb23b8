import FoundationEssentials

/// A date range row of a declarative form, editing a `DateRange?` property of the model
/// (nil while empty).
///
/// ```swift
/// DateRangeRow("Stay", \.stay, minimum: .now, maximumLength: .nights(14), rules: .required)
/// ```
public struct DateRangeRow<Model: AnyObject>: FormRowDeclaration {
    /// The row.
    public let content: FormRowContent<Model>

    /// A date range field labelled `label` editing `keyPath`, its days within
    /// `minimum`...`maximum`, no longer than `maximumLength` (in days or nights), checked by
    /// `rules`.
    public init(_ label: String, _ keyPath: ReferenceWritableKeyPath<Model, DateRange?>, minimum: Date? = nil,
                maximum: Date? = nil, maximumLength: RangeLength? = nil, helper: String? = nil,
                rules: ValidationRule<FormValue>...) {
        content = FormRowContent(
            key: FieldKey(keyPath, name: label), label: label,
            kind: .dateRange(minimum: minimum, maximum: maximum, maximumLength: maximumLength), helper: helper, rules: rules,
            read: { .dateRange($0[keyPath: keyPath]) },
            write: { model, value in
                if case .dateRange(let range) = value { model[keyPath: keyPath] = range }
            })
    }
}
