/// Reading the user's text as a number, whole: what it reads as, or why it cannot be read.
extension NumberFormat {
    /// What a text reads as in a format.
    public enum Reading: Equatable, Sendable {
        /// A number, as a form sees it (`-1234.5`); empty, or a lone sign or separator,
        /// for none.
        case number(String)
        /// Not a number yet, but on its way to one: a group of digits being typed after a
        /// grouping separator (`1,5` on a US desktop, on its way to `1,500`), or whole
        /// groups after the separator the locale does not group with (`1,234` in Mexico, on
        /// its way to `1,234.50`). It reads as none, and is an error once the user is done.
        case incomplete
        /// Not a number in this format: a letter, a separator that is not the locale's,
        /// one in the wrong place, more fraction digits than the format shows.
        case unreadable
    }

    /// What `text` reads as. The format's own prefix or suffix (a currency sign, `%`, a unit)
    /// may stand at either end, with spaces beside it, and a minus sign before the digits; an
    /// amount's signs may stand wherever the C library's money puts them (`-$1,234.50`,
    /// `CHF- 1’234.50`, `₪ 1,234.50-`, `(HK$1,234.50)`, `USD 1,234.50`), and a dash or two right
    /// after its decimal separator marks a whole amount (`12,-`, `1.234,– €`, `CHF 12.--`:
    /// twelve, never minus twelve); a sign ending in a letter may carry an abbreviation's dot
    /// before a space or at the end (`ر.س. 5`), but not before a digit (`ر.س.5`, `USD.5` are
    /// unreadable: the dot could start the fraction). Spaces before the text go. The whole part
    /// may be grouped by the locale's grouping separator, any space, Arabic's thousands
    /// separator (U+066C) or, where the locale groups with an apostrophe, either apostrophe, as
    /// long as each ends a group; the fraction follows the locale's decimal separator or
    /// Arabic's (U+066B). Where the locale groups with a space or an apostrophe, the one of `.`
    /// and `,` that is not its decimal separator groups too when that separator follows
    /// (`$1,234.50` in Mexico); without it (`1,234`) the text is ``Reading/incomplete``, as
    /// the user may mean either. Separators and signs may be typed in their full-width forms
    /// (`１，２３４．５`), as an input method types them. Nothing else is read past, so no
    /// character the user typed is ever silently dropped from the number.
    public func reading(of text: String) -> Reading {
        reading(Array(text))
    }

    func reading(_ characters: [Character]) -> Reading {
        guard let (body, negative) = unsigned(characters[...]) else { return .unreadable }
        var tokens: [Character] = negative ? ["-"] : []
        tokens.reserveCapacity(body.count + 1)
        var significant = 0
        var groups = [0]
        var borrowedGroups = false
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            if let digit = Self.digit(character) {
                tokens.append(digit)
                if significant > 0 || digit != "0" { significant += 1 }
                groups[groups.count - 1] += 1
            } else if case let own = isGroupingMark(character), own || isBorrowedGroupingMark(character) {
                guard groups[groups.count - 1] > 0 else { return .unreadable }
                if !own { borrowedGroups = true }
                groups.append(0)
            } else {
                break
            }
            index += 1
        }
        var fraction = 0
        if index < body.endIndex, isDecimalMark(body[index]) {
            guard fractionDigits > 0 else { return .unreadable }
            tokens.append(".")
            index += 1
            while index < body.endIndex, let digit = Self.digit(body[index]) {
                tokens.append(digit)
                if significant > 0 || digit != "0" { significant += 1 }
                fraction += 1
                index += 1
            }
            guard fraction <= fractionDigits else { return .unreadable }
        }
        guard index == body.endIndex else { return .unreadable }
        // Past 38 significant digits a Decimal would round: the number would not be the text's.
        guard significant <= 38 else { return .unreadable }
        guard groups.count > 1 else { return .number(String(tokens)) }
        // Grouped: every group after the first is whole, except a last one still being typed,
        // and the first says something (no locale writes `0,250` for 250).
        guard groupingSize != Int.max, tokens.first(where: { $0 != "-" }) != "0" else { return .unreadable }
        let first = groups[0], last = groups[groups.count - 1], middle = groups.dropFirst().dropLast()
        let leading = groups.count > 2 ? secondaryGroupingSize : groupingSize
        guard first <= leading, middle.allSatisfy({ $0 == secondaryGroupingSize }) else { return .unreadable }
        let isWhole = !tokens.contains(".")
        // A borrowed mark is grouping only where the decimal separator follows it: until then
        // (`1.234` in France, `1,234` in Mexico) it could be either, and is read as none.
        if last == groupingSize { return borrowedGroups && isWhole ? .incomplete : .number(String(tokens)) }
        return last < groupingSize && isWhole ? .incomplete : .unreadable
    }

    /// An example of a number in this format, as the field shows it with its sign
    /// (`1.234,56 €`): what a message about unreadable text shows the user.
    public var example: String {
        let whole = style == .percent ? "12" : "1234"
        let digits: Int
        if case .currency = style { digits = fractionDigits } else { digits = min(fractionDigits, 1) }
        let fraction = digits > 0 ? "." + String("5678901234".prefix(digits)) : ""
        return [prefix, display(whole + fraction), suffix].compactMap { $0 }.joined(separator: " ")
    }

    /// The text without the format's own prefix or suffix at either end, and the spaces
    /// around it. Other spaces at the ends stay: typed after the digits, a space is a
    /// grouping separator the user is typing (`12 ` on its way to `12 500`).
    func trimmingSigns(_ characters: ArraySlice<Character>) -> ArraySlice<Character> {
        var body = characters
        for sign in [prefix, suffix].compactMap({ $0 }) where !sign.isEmpty {
            let sign = Array(sign), trimmed = trimmingSpaces(body)
            if trimmed.starts(with: sign) {
                body = trimmingSpaces(trimmed.dropFirst(sign.count))
            } else if trimmed.reversed().starts(with: sign.reversed()) {
                body = trimmingSpaces(trimmed.dropLast(sign.count))
            }
        }
        return body
    }

    func trimmingSpaces(_ characters: ArraySlice<Character>) -> ArraySlice<Character> {
        trimmingTrailingSpaces(trimmingLeadingSpaces(characters))
    }

    func trimmingLeadingSpaces(_ characters: ArraySlice<Character>) -> ArraySlice<Character> {
        characters.drop { $0.isWhitespace }
    }

    func trimmingTrailingSpaces(_ characters: ArraySlice<Character>) -> ArraySlice<Character> {
        var body = characters
        while body.last?.isWhitespace == true { body = body.dropLast() }
        return body
    }

    /// A grouping separator as a user may type it: the locale's (or its full-width form, as
    /// an input method types it: `，`), a space of any width, or an apostrophe of either kind
    /// where the locale groups with one (Switzerland).
    func isGroupingMark(_ character: Character) -> Bool {
        let character = TextFolding.keyed(character)
        if character == groupingSeparator && groupingSeparator != "\u{0}" { return true }
        if character.isWhitespace || character == "\u{066C}" { return true }
        let apostrophes: [Character] = ["'", "\u{2019}"]
        return apostrophes.contains(groupingSeparator) && apostrophes.contains(character)
    }

    /// Where the locale groups with neither `.` nor `,` (a space in France, Mexico's amounts,
    /// an apostrophe in Switzerland), the one of the two that is not its decimal separator,
    /// as people there also write it: `$1,234.50` in Mexico, `€ 1.234,50` in Austria.
    /// ``reading(_:)`` takes it for grouping only before the decimal separator, so a format
    /// with no fraction (a whole number, a percentage, yen) borrows none.
    func isBorrowedGroupingMark(_ character: Character) -> Bool {
        guard fractionDigits > 0, groupingSeparator != ".", groupingSeparator != ",", groupingSeparator != "\u{0}" else { return false }
        switch (decimalSeparator, TextFolding.keyed(character)) {
        case (",", "."), (".", ","): return true
        default: return false
        }
    }

    /// The decimal separator as a user may type it: the locale's (or its full-width form:
    /// `．`), or Arabic's (U+066B).
    func isDecimalMark(_ character: Character) -> Bool {
        TextFolding.keyed(character) == decimalSeparator || character == "\u{066B}"
    }

    /// A minus sign: ASCII's, as it is typed through an input method or written
    /// (``TextFolding/keyed(_:)``: `－`, `−`, the kana `ー` of `ー１２`).
    static func isMinus(_ character: Character) -> Bool {
        TextFolding.keyed(character) == "-"
    }

    /// The ASCII digit of a decimal digit in any script (`١` is 1); nil for any other
    /// character, a superscript (`²`), a circled digit or a numeral (`五`, `Ⅴ`) included.
    static func digit(_ character: Character) -> Character? {
        if let ascii = character.asciiValue { return (48...57).contains(ascii) ? character : nil }
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
              scalar.properties.numericType == .decimal, let value = character.wholeNumberValue else { return nil }
        return Character(String(value))
    }
}
