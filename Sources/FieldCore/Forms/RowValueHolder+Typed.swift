import FoundationEssentials

/// Text a row shows that its value does not hold: a date, a range or a number typed that the
/// field refused (or has not read yet), and the text typed towards the next chip. A draft
/// keeps it beside the value, so what the user typed comes back as typed, with its error.
extension RowValueHolder {
    /// The text on screen that the value does not hold; nil when the value says it all.
    package var typedText: String? { nil }

    /// Puts `text` back as the user typed it (it is read, or refused with its error, as then).
    package func retype(_ text: String) {}
}

extension DateFieldModel {
    package var typedText: String? { field.error(from: .input) != nil && !text.isEmpty ? text : nil }

    package func retype(_ text: String) { enterText(text) }
}

extension DateRangeModel {
    package var typedText: String? { field.error(from: .input) != nil && !text.isEmpty ? text : nil }

    package func retype(_ text: String) { enterText(text) }
}

extension NumberFieldModel {
    package var typedText: String? { value == nil && !text.text.isEmpty ? text.text : nil }

    package func retype(_ typed: String) { text.edit(typed) }
}

extension ChipsModel {
    package var typedText: String? { text.text.allSatisfy(\.isWhitespace) ? nil : text.text }

    package func retype(_ typed: String) { text.edit(typed) }
}
