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
    /// The whole outcome of replacing `range` of `text` with `replacement`: the text and
    /// caret ``apply(replacing:in:with:)`` gives, and the typed characters refused, which
    /// a field tells the user about. By default nothing is refused out loud.
    func edit(replacing range: Range<Int>, in text: String, with replacement: String) -> TextEdit
}

extension TextFormatter {
    /// The text and caret of ``apply(replacing:in:with:)``, refusing nothing out loud: a
    /// mask or filter drops what it does not take.
    public func edit(replacing range: Range<Int>, in text: String, with replacement: String) -> TextEdit {
        let (shown, caret) = apply(replacing: range, in: text, with: replacement)
        return TextEdit(text: shown, caret: caret)
    }
}
