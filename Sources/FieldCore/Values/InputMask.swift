/// A fixed-format input such as a phone or card number, grouped as the user types:
/// `#` takes a digit, `A` a letter, `*` any character, and anything else is a literal the
/// mask inserts. The caret stays after what was typed whether the user types, pastes or
/// deletes, and Backspace over a literal deletes the character before it. The value a
/// form sees is the typed characters alone.
public struct InputMask: TextFormatter, Equatable, Sendable {
    /// The pattern, such as `"(###) ###-####"`.
    public let pattern: String
    private let slots: [Character]

    /// A mask of `pattern`.
    public init(_ pattern: String) {
        self.pattern = pattern
        slots = Array(pattern)
    }

    /// A North American phone number: `(555) 123-4567`.
    public static let phone = InputMask("(###) ###-####")
    /// A 16-digit card number in groups of four.
    public static let cardNumber = InputMask("#### #### #### ####")

    /// How many characters the mask takes.
    public var capacity: Int { slots.filter(Self.isSlot).count }

    public func value(of text: String) -> String {
        String(raw(text))
    }

    public func display(_ value: String) -> String {
        format(Array(value).filter { accepts($0) })
    }

    public func apply(replacing range: Range<Int>, in text: String, with replacement: String) -> (text: String, caret: Int) {
        let shown = Array(text)
        let lower = min(max(0, range.lowerBound), shown.count), upper = min(max(lower, range.upperBound), shown.count)
        var start = rawCount(in: shown[..<lower])
        var deleted = rawCount(in: shown[lower..<upper])
        // Backspace over a literal alone deletes the typed character before it.
        if replacement.isEmpty, deleted == 0, upper > lower, start > 0 {
            start -= 1
            deleted = 1
        }
        var typed = raw(text)
        let inserted = Array(replacement).filter { accepts($0) }
        typed.replaceSubrange(start..<min(typed.count, start + deleted), with: inserted)
        typed = Array(typed.prefix(capacity))
        let formatted = format(typed)
        let typedBefore = min(start + inserted.count, typed.count)
        var position = caret(afterRaw: typedBefore, in: formatted)
        if inserted.isEmpty {
            // A deletion leaves the caret where it was, up to the next typed character,
            // rather than pulling it back before the literals.
            position = max(position, min(lower, caret(afterRaw: typedBefore + 1, in: formatted) - 1, formatted.count))
        }
        return (formatted, position)
    }

    // MARK: Private

    private static func isSlot(_ character: Character) -> Bool { character == "#" || character == "A" || character == "*" }

    private func accepts(_ character: Character) -> Bool {
        if character.isNumber { return slots.contains("#") || slots.contains("*") }
        if character.isLetter { return slots.contains("A") || slots.contains("*") }
        return slots.contains("*") && !character.isWhitespace
    }

    private func fits(_ character: Character, _ slot: Character) -> Bool {
        switch slot {
        case "#": character.isNumber
        case "A": character.isLetter
        default: true
        }
    }

    /// The typed characters of a shown text: those in slot positions.
    private func raw(_ text: String) -> [Character] {
        var result: [Character] = []
        for (index, character) in text.enumerated() {
            if index < slots.count, !Self.isSlot(slots[index]), character == slots[index] { continue }
            if accepts(character) { result.append(character) }
        }
        return result
    }

    private func rawCount(in characters: ArraySlice<Character>) -> Int {
        raw(String(characters)).count
    }

    /// `typed` laid into the pattern; literals appear only before a typed character.
    private func format(_ typed: [Character]) -> String {
        var result = ""
        var next = typed.makeIterator()
        var pending = ""
        var character = next.next()
        for slot in slots {
            guard let current = character else { break }
            if Self.isSlot(slot) {
                guard fits(current, slot) else { character = next.next(); continue }
                result += pending + String(current)
                pending = ""
                character = next.next()
            } else {
                pending.append(slot)
            }
        }
        return result
    }

    /// The caret just after the `count`-th typed character of `formatted`.
    private func caret(afterRaw count: Int, in formatted: String) -> Int {
        guard count > 0 else {
            // Before the first typed character: after the literals shown before it.
            return min(slots.firstIndex(where: Self.isSlot) ?? 0, formatted.count)
        }
        var seen = 0
        for index in 0..<formatted.count where index >= slots.count || Self.isSlot(slots[index]) {
            seen += 1
            if seen == count { return index + 1 }
        }
        return formatted.count
    }
}
