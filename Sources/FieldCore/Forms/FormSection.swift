/// A keyed group of rows with an optional header and footer (iOSForm's
/// `FormSection`).
public struct FormSection<Tag: RowTag> {
    /// The section's identity.
    public let key: String
    /// The header text, nil for none.
    public var header: String?
    /// The footer text below the rows (a note, a legal line), nil for none.
    public var footer: String?
    /// The rows' tags, in order.
    public internal(set) var tags: [Tag]

    /// An empty section.
    public init(key: String, header: String? = nil, footer: String? = nil) {
        self.key = key
        self.header = header
        self.footer = footer
        tags = []
    }

    /// Where `index`, counted across `sections` in display order, falls: the key of the
    /// section and the index within it (the end of a section before the start of the next),
    /// nil past the last row.
    static func place(_ index: Int, in sections: [FormSection]) -> (key: String, index: Int)? {
        var remaining = index
        for section in sections {
            if remaining <= section.tags.count { return (section.key, remaining) }
            remaining -= section.tags.count
        }
        return nil
    }
}
