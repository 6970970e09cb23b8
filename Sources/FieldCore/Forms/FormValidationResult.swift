/// The outcome of validating a whole form.
public struct FormValidationResult<Tag: RowTag>: Equatable {
    /// Every failing row, in display order.
    public let failures: [ValidationFailure<Tag>]
    /// Every row with a warning (a failed rule that does not block), in display order.
    public let warnings: [ValidationFailure<Tag>]

    /// The outcome of a validation.
    public init(failures: [ValidationFailure<Tag>], warnings: [ValidationFailure<Tag>] = []) {
        self.failures = failures
        self.warnings = warnings
    }

    /// Whether every row passed; warnings do not count.
    public var isValid: Bool { failures.isEmpty }

    /// The first invalid row in display order, where focus should go.
    public var firstInvalidTag: Tag? { failures.first?.tag }
}
