import FoundationEssentials

/// The words of a typed date: the locale's month and weekday names, and its literal text.
extension DateTextReader {
    /// A date's number, or the month or weekday its words name.
    enum Part: Equatable {
        case number(Int, digits: Int)
        case month(Int)
        case weekday(Int)
        /// A word that names both, as Spanish and Italian `mar` (March, and Tuesday), Welsh
        /// `Maw` and Breton `meurzh`: which it is, the rest of the date says.
        case monthOrWeekday(month: Int, weekday: Int)

        /// Whether the part is a month, or may be.
        var mayBeMonth: Bool {
            switch self {
            case .month, .monthOrWeekday: true
            case .number, .weekday: false
            }
        }
    }

    /// The numbers of `text` and what its words name, the date's own literal text left out;
    /// nil when a word names nothing. A name that holds a digit is found whole first
    /// (Vietnamese `Tháng 3` and `T2`, Sorani's `کا٢`, Tibetan `ཟླ་༣`), and up to five words in a row
    /// are tried together before fewer, since a name may be typed with its own spaces or
    /// hyphens (Levantine Arabic's `كانون الثاني`, Maltese `It-Tnejn`, Lingala's months).
    func parts(of text: String) -> [Part]? {
        if let (range, name) = digitBearingName(in: text) {
            guard let before = parts(of: String(text[..<range.lowerBound])),
                  let after = parts(of: String(text[range.upperBound...])) else { return nil }
            return before + [name] + after
        }
        let tokens = Self.tokens(in: text)
        var parts: [Part] = []
        var index = 0
        while index < tokens.count {
            if case .number(let value, let digits) = tokens[index] {
                parts.append(.number(value, digits: digits))
                index += 1
                continue
            }
            var words: [String] = []
            while index + words.count < tokens.count, words.count < 5, case .word(let word) = tokens[index + words.count] {
                words.append(word)
            }
            guard let (name, count) = (1...words.count).reversed().lazy
                .compactMap({ count in self.name(words[..<count].joined()).map { ($0, count) } }).first
            else { return nil }
            if let name { parts.append(name) }
            index += count
        }
        return parts
    }

    /// `text` with each name that holds a digit (``parts(of:)``) replaced by a letter, so
    /// that digit is not taken for one of the date's numbers.
    func maskingDigitBearingNames(in text: String) -> String {
        var text = text
        while let (range, _) = digitBearingName(in: text) { text.replaceSubrange(range, with: "M") }
        return text
    }

    /// The first month or weekday name in `text` that holds a digit and a letter, as a word
    /// of its own (no letter or digit just before or after it, so Japanese `2027年3月4日`
    /// stays numeric).
    private func digitBearingName(in text: String) -> (Range<String.Index>, Part)? {
        let named = { (lists: [[String]], part: @escaping (Int) -> Part) in
            lists.flatMap { list in list.enumerated().map { (name: $0.element.trimmed.lowercased(), part: part($0.offset)) } }
        }
        let names = (named(monthLists) { .month($0 + 1) } + named([formats.weekdayNames, formats.weekdayAbbreviations]) { .weekday($0) })
            .filter { $0.name.contains { Self.digit($0) != nil } && $0.name.contains(where: Self.isLetter) }
            .sorted { $0.name.count > $1.name.count }
        guard !names.isEmpty else { return nil }
        let characters = Array(text)
        let standsAlone = { (character: Character) in Self.digit(character) == nil && !Self.isLetter(character) }
        for (name, part) in names {
            let length = name.count
            for start in characters.indices where start + length <= characters.count {
                let end = start + length
                guard String(characters[start..<end]).lowercased() == name,
                      start == 0 || standsAlone(characters[start - 1]), end == characters.count || standsAlone(characters[end])
                else { continue }
                let lower = text.index(text.startIndex, offsetBy: start)
                return (lower..<text.index(lower, offsetBy: length), part)
            }
        }
        return nil
    }

    /// What `word` names: a month, a weekday, or (`.some(nil)`) the date's own literal text.
    private func name(_ word: String) -> Part?? {
        if let month = monthNumber(named: word) {
            return weekdayNumber(named: word).map { .monthOrWeekday(month: month, weekday: $0) } ?? .month(month)
        }
        // The date's own literal text first: Japanese's 日 is also Sunday's short name.
        if literals.contains(word) { return .some(nil) }
        if let weekday = weekdayNumber(named: word) { return .weekday(weekday) }
        return nil
    }

    /// The locale's month names: full and short, as written in a date and standing alone.
    private var monthLists: [[String]] {
        [formats.monthNames, formats.standaloneMonthNames, formats.monthAbbreviations, formats.standaloneMonthAbbreviations]
    }

    /// The month `word` names in the locale (full or short, as written or standing alone,
    /// with or without its abbreviating dot), ignoring case. A month with the date's literal
    /// text written onto it is the month too (Basque's `%bren`: `urtren`, January's).
    private func monthNumber(named word: String) -> Int? {
        if let index = Self.index(of: word, among: monthLists) { return index + 1 }
        let lowercased = word.lowercased()
        for literal in literals.map({ $0.lowercased() }) where lowercased.count > literal.count {
            let stem = lowercased.hasSuffix(literal) ? String(lowercased.dropLast(literal.count))
                : lowercased.hasPrefix(literal) ? String(lowercased.dropFirst(literal.count)) : nil
            if let stem, let index = Self.index(of: stem, among: monthLists) { return index + 1 }
        }
        return nil
    }

    /// The weekday `word` names in the locale (full or short), 0 for Sunday, ignoring case.
    private func weekdayNumber(named word: String) -> Int? {
        Self.index(of: word, among: [formats.weekdayNames, formats.weekdayAbbreviations])
    }

    /// The position of `word` in the first of `lists` that names it, compared ``folded(_:)``.
    private static func index(of word: String, among lists: [[String]]) -> Int? {
        let wanted = folded(word)
        for names in lists {
            if let index = names.firstIndex(where: { folded($0) == wanted }) { return index }
        }
        return nil
    }

    /// Words that may stand beside a date's numbers: the locale's own literal text in its
    /// date (`年`, `de`).
    private var literals: [String] {
        Self.tokens(in: formats.datePattern.replacingConversions(flags: "-_0EO") { _ in " " })
            .compactMap { if case .word(let word) = $0 { word } else { nil } }
    }

    /// A name compared without case, spaces or its abbreviating dot; its digits are kept,
    /// so Japanese's `3月` names no month when only `月` is typed.
    static func folded(_ name: String) -> String {
        name.lowercased().filter { isLetter($0) || $0.isNumber }
    }

    /// Whether `character` is a letter of a name, also where a mark written before the
    /// letter starts it (Syriac's abbreviation mark in `܏ܬܫ`), which `Character.isLetter`,
    /// reading the first scalar only, does not count.
    static func isLetter(_ character: Character) -> Bool {
        character.isLetter || character.unicodeScalars.contains { $0.properties.isAlphabetic }
    }
}
