/// A view shown below a row, such as an error message (`Helper` on iOS); the widget
/// layer maps each ``kind`` to a widget.
public struct RowHelper: Equatable, Sendable {
    /// What sort of helper this is, such as `"error"` or `"hint"`.
    public var kind: String
    /// Its text.
    public var text: String
    /// How many times it has been configured while shown (1 when first shown).
    public internal(set) var configurationCount: Int

    /// A helper of `kind` with `text`.
    public init(kind: String, text: String = "") {
        self.kind = kind
        self.text = text
        configurationCount = 0
    }
}
