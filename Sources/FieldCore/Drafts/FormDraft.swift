import FoundationEssentials

/// What a form held when it was last saved as a draft: the values of its rows by tag,
/// with the form's identity, so a draft is never restored into another form.
public struct FormDraft: Codable, Equatable, Sendable {
    /// The file format's name, the first thing checked when a draft is read.
    public static let formatName = "material-fields-draft"
    /// The newest format version this library reads and writes.
    public static let currentVersion = 1

    /// Always ``formatName``.
    public var format: String
    /// The format version it was written in.
    public var version: Int
    /// The form it belongs to (``DraftStore/formID``).
    public var formID: String
    /// When it was written.
    public var savedAt: Date
    /// Each row's value, by the tag's description (`String(describing: tag)`).
    public var values: [String: FormValue]
    /// Text a row showed that its value did not hold, by the tag's description: a date, a
    /// range or a number the field refused, the text typed towards the next chip. Restored
    /// as typed, with its error. Nil in drafts written before it was kept.
    public var typed: [String: String]?

    /// A draft of `values`, and of the text `typed` beside them, for the form `formID`,
    /// written now.
    public init(formID: String, values: [String: FormValue], typed: [String: String]? = nil, savedAt: Date = Date()) {
        format = Self.formatName
        version = Self.currentVersion
        self.formID = formID
        self.savedAt = savedAt
        self.values = values
        self.typed = typed
    }

    /// Whether the draft holds text typed that no value holds.
    var holdsTypedText: Bool { !(typed ?? [:]).isEmpty }
}
