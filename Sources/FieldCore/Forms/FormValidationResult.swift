/// The outcome of validating a whole form.
public struct FormValidationResult<Tag: RowTag>: Equatable {
    /// Every failing row, in display order.
    public let failures: [ValidationFailure<Tag>]

    /// Whether every row passed.
    public var isValid: Bool { failures.isEmpty }

    /// The first invalid row in display order, where focus should go.
    public var firstInvalidTag: Tag? { failures.first?.tag }
}
