/// A picker's value: the index of the choice and the text the field shows.
///
/// `index` is nil while nothing is chosen, the value is cleared, or the text was typed by
/// manual entry; the text is then the typed text (empty for none).
public struct PickerChoice: Equatable, Sendable {
    /// The chosen index into the picker's choices, nil for none.
    public var index: Int?
    /// The text shown: the choice's, or what was typed by manual entry.
    public var text: String

    /// A choice of `index` showing `text`.
    public init(index: Int?, text: String) {
        self.index = index
        self.text = text
    }
}
