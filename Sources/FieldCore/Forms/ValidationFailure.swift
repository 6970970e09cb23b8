/// One row that failed validation, and why.
public struct ValidationFailure<Tag: RowTag>: Equatable, Sendable {
    /// The row.
    public let tag: Tag
    /// The failing rule's message.
    public let message: String
}
