/// Shapes what the user types into a text field as they type: an ``InputMask`` (a phone or
/// card number grouped as typed) or an ``InputFilter`` (digits only, upper case). The
/// field shows the formatted text; a form sees ``value(of:)``.
public protocol TextFormatter: Sendable {
    /// The text and caret after replacing the characters in `range` of `text` with
    /// `replacement` (typing, pasting or deleting), the caret counted in characters.
    func apply(replacing range: Range<Int>, in text: String, with replacement: String) -> (text: String, caret: Int)
    /// The value a form sees for the shown `text` (a mask's digits without its literals).
    func value(of text: String) -> String
    /// The text shown for a `value` set from code.
    func display(_ value: String) -> String
}
