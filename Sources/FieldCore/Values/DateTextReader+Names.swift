import FoundationEssentials

/// The words of a typed date: the locale's month and weekday names, and its literal text.
extension DateTextReader {
    /// A date's number, or the month or weekday its words name.
    enum Part: Equatable {
        case number(Int, digits: Int)
        case month(Int)
        case weekday(Int)
    }

    /// Whether the first number of `parts` comes before their written month (where the
    /// region writes its year first, it may be the year: Hungarian's `2027. márc. 4.`).
    static func numberComesBeforeMonth(in parts: [Part]) -> Bool {
        guard let month = parts.firstIndex(where: { if case .month = $0 { true } else { false } }),
              let number = parts.firstIndex(where: { if case .number = $0 { true } else { false } }) else { return false }
        return number < month
    }

    /// What a word of a typed date names.
    enum Word: Equatable {
        case month(Int)
        case weekday(Int)
        /// Both, as Spanish and Italian `mar` (March, and Tuesday), Welsh `Maw` and Breton
        /// `meurzh`: which it is, the rest of the date says.
        case monthOrWeekday(month: Int, weekday: Int)
        /// The date's own literal text (`年`, Basque's `eko`).
        case literal
    }

    /// The numbers of `text` and what its words name, the date's own literal text left out;
    /// nil when a word names nothing. A name that holds a digit is found whole first
    /// (Vietnamese `Tháng 3` and `T2`, Sorani's `کا٢`, Tibetan `ཟླ་༣`), and up to five words
    /// in a row are tried together before fewer, since a name may be typed with its own
    /// spaces or hyphens (Levantine Arabic's `كانون الثاني`, Maltese `It-Tnejn`). A word that
    /// names a month and a weekday is the month where the date needs one (no other month,
    /// fewer than three numbers, none joined by a date's separator: `mar 2 2027`), and a
    /// weekday otherwise (`mar 2/3/2027`).
    func parts(of text: String) -> [Part]? {
        parts(of: text, runs: Self.numbersAndGaps(in: maskingDigitBearingNames(in: text)))
    }

    /// ``parts(of:)``, given the runs of digits of `text` with its names that hold a digit
    /// masked, as ``numbersAndGaps(in:)`` of ``maskingDigitBearingNames(in:)`` gives them.
    func parts(of text: String, runs: [(digits: String, gap: String)]) -> [Part]? {
        guard let pieces = pieces(of: text) else { return nil }
        let numbers = pieces.count { if case .number = $0 { true } else { false } }
        let joined = runs.dropFirst()
            .contains { !$0.gap.contains(where: Self.isLetter) && $0.gap.contains { "/.-".contains($0) } }
        let namesMonth = pieces.contains { if case .word(.month) = $0 { true } else { false } }
        let eitherMonth = namesMonth || numbers >= 3 || joined ? nil
            : pieces.lastIndex { if case .word(.monthOrWeekday) = $0 { true } else { false } }
        return pieces.indices.compactMap { index in
            switch pieces[index] {
            case .number(let value, let digits): .number(value, digits: digits)
            case .word(.month(let month)): .month(month)
            case .word(.weekday(let weekday)): .weekday(weekday)
            case .word(.monthOrWeekday(let month, let weekday)): index == eitherMonth ? .month(month) : .weekday(weekday)
            case .word(.literal): nil
            }
        }
    }

    /// A number of a typed date, or a word and what it names.
    private enum Piece {
        case number(Int, digits: Int)
        case word(Word)
    }

    /// The numbers and named words of `text` (see ``parts(of:)``).
    private func pieces(of text: String) -> [Piece]? {
        if let (range, word) = digitBearingName(in: text) {
            guard let before = pieces(of: String(text[..<range.lowerBound])),
                  let after = pieces(of: String(text[range.upperBound...])) else { return nil }
            return before + [.word(word)] + after
        }
        var tokens = Self.tokens(in: text)
        var pieces: [Piece] = []
        var index = 0
        while index < tokens.count {
            if case .number(let value, let digits) = tokens[index] {
                pieces.append(.number(value, digits: digits))
                index += 1
                continue
            }
            var words: [String] = []
            while index + words.count < tokens.count, words.count < 5, case .word(let word) = tokens[index + words.count] {
                words.append(word)
            }
            let afterNumber = index > 0 && { if case .number = tokens[index - 1] { true } else { false } }()
            if let (word, count) = (1...words.count).reversed().lazy
                .compactMap({ count in self.word(words[..<count].joined(), alone: count == 1).map { ($0, count) } }).first {
                // The date's own text written after its numbers stands right after one
                // (`4日`); the same word elsewhere is the weekday it also names (Japanese
                // `(月)`, Monday).
                if word == .literal, !afterNumber, numberSuffixes.contains(words[0].lowercased()),
                   let weekday = weekdayNumber(named: words[0]) {
                    pieces.append(.word(.weekday(weekday)))
                } else {
                    pieces.append(.word(word))
                }
                index += count
            } else if let read = hanNumeralPieces(of: words[0]) {
                pieces += read
                index += 1
            } else if afterNumber, let unit = words[0].first, Self.isDateUnit(unit), words[0].count > 1 {
                // A number's unit run together with the word after it (`14日星期日`): apart.
                tokens.replaceSubrange(index...index, with: [.word(String(unit)), .word(String(words[0].dropFirst()))])
            } else {
                return nil
            }
        }
        return pieces
    }

    /// A word of a date in Chinese numerals (`三月四日`, `二〇二七年十二月十四日`), its month
    /// names found first where they are written in them (Literary Chinese's `三月`).
    private func hanNumeralPieces(of word: String) -> [Piece]? {
        guard Self.replacingHanNumerals(in: word) != nil else { return nil }
        let lowercased = word.lowercased()
        let named = monthLists.flatMap { $0.enumerated() }
            .map { (name: $0.element.trimmed.lowercased(), month: $0.offset + 1) }
            .filter { $0.name.count >= 2 && !$0.name.contains { Self.digit($0) != nil } }
            .sorted { $0.name.count > $1.name.count }
            .lazy.compactMap { name, month in lowercased.firstRange(of: name).map { ($0, month) } }.first
        // Around the month, the numerals are the day and year (`一日`, not 一, January's short name).
        let numerals = { (text: Substring) in pieces(of: Self.replacingHanNumerals(in: String(text)) ?? String(text)) }
        guard let (range, month) = named else { return numerals(lowercased[...]) }
        guard let before = numerals(lowercased[..<range.lowerBound]), let after = numerals(lowercased[range.upperBound...])
        else { return nil }
        return before + [.word(.month(month))] + after
    }

    /// `text` with each name that holds a digit (``parts(of:)``) replaced by a letter, so
    /// that digit is not taken for one of the date's numbers.
    func maskingDigitBearingNames(in text: String) -> String {
        var text = text
        while let (range, _) = digitBearingName(in: text) { text.replaceSubrange(range, with: "M") }
        return text
    }

    /// The longest month or weekday name that holds a digit and stands in `text` as a word of
    /// its own (no letter or digit just before or after it, so Japanese `2027年3月4日` stays
    /// numeric), where it first stands.
    private func digitBearingName(in text: String) -> (Range<String.Index>, Word)? {
        guard !digitBearingNames.isEmpty else { return nil }
        let characters = Array(text)
        let standsAlone = { (character: Character) in Self.digit(character) == nil && !Self.isLetter(character) }
        for (name, word) in digitBearingNames {
            let length = name.count
            for start in characters.indices where start + length <= characters.count {
                let end = start + length
                guard String(characters[start..<end]).lowercased() == name,
                      start == 0 || standsAlone(characters[start - 1]), end == characters.count || standsAlone(characters[end])
                else { continue }
                let lower = text.index(text.startIndex, offsetBy: start)
                return (lower..<text.index(lower, offsetBy: length), word)
            }
        }
        return nil
    }

    /// The locale's month and weekday names that hold a digit and a letter, lowercased,
    /// without their abbreviating dot, each once, longest first.
    static func digitBearingNames(of formats: RegionFormats) -> [(name: String, word: Word)] {
        let months = monthLists(of: formats)
            .flatMap { $0.enumerated().map { ($0.element, Word.month($0.offset + 1)) } }
        let weekdays = [formats.weekdayNames, formats.weekdayAbbreviations].flatMap { $0.enumerated().map { ($0.element, Word.weekday($0.offset)) } }
        var seen = Set<String>()
        return (months + weekdays)
            .map { name, word in
                var name = name.trimmed.lowercased()
                while name.hasSuffix(".") { name.removeLast() }
                return (name, word)
            }
            .filter { name, _ in name.contains { digit($0) != nil } && name.contains(where: isLetter) && seen.insert(name).inserted }
            .sorted { $0.0.count > $1.0.count }
    }

    /// What `word` names, or nil; `alone`: it is one word as typed, not words typed apart and
    /// joined, so the date's literal text may be written onto a month in it.
    private func word(_ word: String, alone: Bool) -> Word? {
        if let month = monthNumber(named: word, withLiteral: alone) {
            return weekdayNumber(named: word).map { .monthOrWeekday(month: month, weekday: $0) } ?? .month(month)
        }
        // The date's own literal text first: Japanese's 日 is also Sunday's short name.
        if literals.contains(word.lowercased()) { return .literal }
        return weekdayNumber(named: word).map { .weekday($0) }
    }

    /// The locale's month names: full and short, as written in a date and standing alone.
    private var monthLists: [[String]] { Self.monthLists(of: formats) }

    /// The month names of `formats`: full and short, as written in a date and standing alone,
    /// and the forms a date takes that the C library's locale does not give.
    private static func monthLists(of formats: RegionFormats) -> [[String]] {
        [formats.monthNames, formats.standaloneMonthNames, formats.monthAbbreviations, formats.standaloneMonthAbbreviations]
            + (casedMonthNames[formats.timeLanguage].map { [$0] } ?? [])
    }

    /// Month names as a date writes them where the C library's locale has only the name
    /// standing alone (`14. marca 2027` in Slovak and Slovenian, the genitive; `14. martā` in
    /// Latvian, the locative).
    private static let casedMonthNames: [String: [String]] = [
        "sk": ["januára", "februára", "marca", "apríla", "mája", "júna", "júla", "augusta", "septembra", "októbra", "novembra", "decembra"],
        "sl": ["januarja", "februarja", "marca", "aprila", "maja", "junija", "julija", "avgusta", "septembra", "oktobra", "novembra", "decembra"],
        "lv": ["janvārī", "februārī", "martā", "aprīlī", "maijā", "jūnijā", "jūlijā", "augustā", "septembrī", "oktobrī", "novembrī", "decembrī"],
    ]

    /// The month `word` names in the locale (full or short, as written or standing alone,
    /// with or without its abbreviating dot), ignoring case; `withLiteral`, a month with the
    /// date's literal text or the language's prefix written onto it is the month too
    /// (Basque's `%bren`: `urtren`; Hebrew's `במרץ`).
    private func monthNumber(named word: String, withLiteral: Bool) -> Int? {
        if let index = Self.index(of: word, among: monthLists) { return index + 1 }
        guard withLiteral else { return nil }
        let lowercased = word.lowercased()
        for literal in literals + formats.monthPrefixes where lowercased.count > literal.count {
            let stem = lowercased.hasSuffix(literal) ? String(lowercased.dropLast(literal.count))
                : lowercased.hasPrefix(literal) ? String(lowercased.dropFirst(literal.count)) : nil
            if let stem, let index = Self.index(of: stem, among: monthLists) { return index + 1 }
        }
        return nil
    }

    /// The weekday `word` names in the locale (full or short), 0 for Sunday, ignoring case.
    /// Chinese writes a weekday three ways whatever its region's own names are (`星期四`,
    /// `週四` or `周四`, `禮拜四` or `礼拜四`; Sunday's `日` also `天`): each is read.
    private func weekdayNumber(named word: String) -> Int? {
        if let index = Self.index(of: word, among: [formats.weekdayNames, formats.weekdayAbbreviations]) { return index }
        guard Self.chineseLanguages.contains(formats.timeLanguage),
              let prefix = Self.chineseWeekPrefixes.first(where: { word.hasPrefix($0) && word.count > $0.count }) else { return nil }
        let day = String(word.dropFirst(prefix.count))
        return day == "天" ? 0 : Self.index(of: day, among: [formats.weekdayAbbreviations])
    }

    /// The languages that write a weekday as a word for "week" and the day's number.
    private static let chineseLanguages: Set<String> = ["zh", "cmn", "yue", "nan", "hak", "lzh"]
    /// The words for "week" a Chinese weekday begins with, in both scripts.
    private static let chineseWeekPrefixes = ["星期", "禮拜", "礼拜", "週", "周"]

    /// The position of `word` in the first of `lists` that names it, compared ``folded(_:)``;
    /// else, typed without the accents a name has (``TextFolding/folded(_:)`` of the names
    /// only), of the one name it is then: Greek's capitals drop their accents (`ΜΑΡΤΙΟΥ` is
    /// `Μαρτίου`), and a keyboard without them types `marco` for `março`. What is typed keeps
    /// its own marks: Turkmen's `Şen`, Saturday, is never `Sen`, September.
    private static func index(of word: String, among lists: [[String]]) -> Int? {
        let wanted = folded(word)
        for names in lists {
            if let index = names.firstIndex(where: { folded($0) == wanted }) { return index }
        }
        for names in lists {
            let matching = names.indices.filter { TextFolding.folded(folded(names[$0])) == wanted }
            if matching.count == 1 { return matching[0] }
        }
        return nil
    }

    /// A name compared without case (``TextFolding/caseFolded(_:)``), spaces or its
    /// abbreviating dot; its digits are kept, so Japanese's `3月` names no month when only
    /// `月` is typed. Turkish and Azerbaijani `İ` and `ı` are `i`: typed in capitals, `NİSAN`
    /// and `KASIM` are `Nisan` and `Kasım`.
    static func folded(_ name: String) -> String {
        TextFolding.caseFolded(name).filter { isLetter($0) || $0.isNumber }
    }

    /// Whether `character` is a letter of a name, also where a mark written before the
    /// letter starts it (Syriac's abbreviation mark in `܏ܬܫ`), which `Character.isLetter`,
    /// reading the first scalar only, does not count.
    static func isLetter(_ character: Character) -> Bool {
        character.isLetter || character.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// `word` with each run of Chinese numerals written in digits (`三月四日` is `3月4日`,
    /// `二〇二七年十二月` `2027年12月`); nil when it has none, or a 十 that makes no number.
    static func replacingHanNumerals(in word: String) -> String? {
        let values: [Character: Int] = ["〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9]
        var result = "", run: [Character] = []
        var found = false
        func flush() -> Bool {
            defer { run = [] }
            guard !run.isEmpty else { return true }
            found = true
            // 十 is ten: 十四 is 14, 二十 is 20, 二十四 is 24; without it, digit by digit (二〇二七).
            guard let ten = run.firstIndex(of: "十") else {
                result += run.compactMap { values[$0].map(String.init) }.joined()
                return true
            }
            let tens = run[..<ten], units = run[(ten + 1)...]
            guard tens.count <= 1, units.count <= 1, !units.contains("十"), tens.allSatisfy({ values[$0] != nil }) else { return false }
            result += String((tens.first.flatMap { values[$0] } ?? 1) * 10 + (units.first.flatMap { values[$0] } ?? 0))
            return true
        }
        for character in word {
            if values[character] != nil || character == "十" {
                run.append(character)
            } else {
                guard flush() else { return nil }
                result.append(character)
            }
        }
        guard flush(), found else { return nil }
        return result
    }
}
