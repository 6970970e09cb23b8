/// The outcome of validating a whole form.
public struct FormValidationResult<Tag: RowTag>: Equatable, Sendable {
    /// Every failing row, in display order.
    public let failures: [ValidationFailure<Tag>]
    /// Every row with a warning (a failed rule that does not block), in display order.
    public let warnings: [ValidationFailure<Tag>]
    /// Rows whose own rules pass but whose asynchronous check has not answered for their
    /// current values yet, in display order: the form is not valid until it has.
    public let pending: [Tag]

    /// The outcome of a validation.
    public init(failures: [ValidationFailure<Tag>], warnings: [ValidationFailure<Tag>] = [], pending: [Tag] = []) {
        self.failures = failures
        self.warnings = warnings
        self.pending = pending
    }

    /// Whether every row passed, every check included; warnings do not count.
    public var isValid: Bool { failures.isEmpty && pending.isEmpty }

    /// The first invalid row in display order, where focus should go.
    public var firstInvalidTag: Tag? { failures.first?.tag }
}
