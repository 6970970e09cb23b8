/// What a ``TextFormatter`` makes of one edit: the text to show, where the caret goes, and
/// the typed characters it refused (so a field can tell the user why they did not appear).
public struct TextEdit: Equatable, Sendable {
    /// The text after the edit.
    public let text: String
    /// The caret, counted in characters.
    public let caret: Int
    /// The typed characters the formatter refused; empty when it took all of them (or drops
    /// characters by design, as a mask drops its literals).
    public let refused: String

    /// An edit's outcome.
    public init(text: String, caret: Int, refused: String = "") {
        self.text = text
        self.caret = caret
        self.refused = refused
    }
}
