/// A section of a declarative form: rows under a header, with an optional footer.
///
/// ```swift
/// Section("Account") {
///     TextRow("E-mail", \.email, rules: .required, .isEmail)
/// }
/// ```
public struct Section<Model: AnyObject> {
    /// The header, nil for none.
    public let header: String?
    /// The footer, nil for none.
    public let footer: String?
    /// The rows, in order.
    public let rows: [FormRowContent<Model>]

    /// A section titled `header` holding `rows`.
    public init(_ header: String? = nil, footer: String? = nil, @RowsBuilder<Model> rows: () -> [FormRowContent<Model>]) {
        self.header = header
        self.footer = footer
        self.rows = rows()
    }
}
