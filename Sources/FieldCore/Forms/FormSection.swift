/// A keyed group of rows with an optional header (the seed iOSForm's `FormSection`).
public struct FormSection<Tag: RowTag> {
    /// The section's identity.
    public let key: String
    /// The header text, nil for none.
    public var header: String?
    /// The rows' tags, in order.
    public internal(set) var tags: [Tag]

    /// An empty section.
    public init(key: String, header: String? = nil) {
        self.key = key
        self.header = header
        tags = []
    }
}
