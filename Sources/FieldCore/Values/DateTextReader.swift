import FoundationEssentials

/// Reads what a user of a region types for a day or a time (``DateTextFormat``).
struct DateTextReader {
    let formats: RegionFormats
    /// The words of the locale's own literal text in its date (`年`, Basque's `eko`), lowercased.
    let literals: [String]
    /// Those written right after a number (`年`, `月` and `日` of `%Y年%m月%d日`).
    let numberSuffixes: [String]
    /// The month and weekday names that hold a digit, longest first (see ``parts(of:)``).
    let digitBearingNames: [(name: String, word: Word)]

    init(formats: RegionFormats) {
        self.formats = formats
        // The pattern with a mark for each number it writes, and a space for each name.
        let marked = Array(formats.datePattern.replacingConversions(flags: "-_0EO") { "dmYyCe".contains($0) ? "\u{0}" : " " })
        let ownLiterals = Self.words(in: String(marked)) + formats.dateWords
        // Where the day is written `日`, it is also said and written `號` or `号` (`3月14號`).
        literals = ownLiterals + (ownLiterals.contains("日") ? ["號", "号"] : [])
        numberSuffixes = marked.indices.filter { marked[$0] == "\u{0}" }
            .map { String(marked[($0 + 1)...].prefix(while: Self.isLetter)).lowercased() }
            .filter { !$0.isEmpty }
        digitBearingNames = Self.digitBearingNames(of: formats)
    }

    /// A day: year, month and day of month.
    struct Day: Equatable { let year: Int, month: Int, day: Int }

    /// A run of digits (any script's) with its value and length, or a word.
    enum Token: Equatable {
        case number(Int, digits: Int)
        case word(String)
    }

    /// The tokens of `text`: runs of digits and runs of letters; everything else separates.
    static func tokens(in text: String) -> [Token] {
        var tokens: [Token] = []
        var digits = "", word = ""
        func flush() {
            if !digits.isEmpty { tokens.append(.number(Int(digits) ?? -1, digits: digits.count)) }
            if !word.isEmpty { tokens.append(.word(word)) }
            digits = ""
            word = ""
        }
        for character in text {
            if let value = digit(character) {
                if !word.isEmpty { flush() }
                digits += String(value)
            } else if Self.isLetter(character) {
                if !digits.isEmpty { flush() }
                word.append(character)
            } else {
                flush()
            }
        }
        flush()
        return tokens
    }

    /// `text` as the reader reads it, each character as the key that typed it
    /// (``TextFolding/keyed(_:)``: `２０２７／３／１４ １４：３０`, the kana hyphen of
    /// `２０２７ー３ー４`); nil when a character holds a digit that is none of a date's (`³`,
    /// `½`, `⑭`, a digit with a mark, or an emoji's keycap `1⃣`): read past as a separator, it
    /// would leave the numbers around it another date, so the text is refused.
    static func readable(_ text: String) -> String? {
        var readable = ""
        for character in text {
            if digit(character) == nil, !isLetter(character),
               character.unicodeScalars.contains(where: { $0.properties.numericType != nil }) {
                return nil
            }
            readable.append(TextFolding.keyed(character))
        }
        return readable
    }

    /// The words of `text` (``tokens(in:)``), lowercased.
    static func words(in text: String) -> [String] {
        tokens(in: text).compactMap { if case .word(let word) = $0 { word.lowercased() } else { nil } }
    }

    /// The value of `character` as a digit of a date, a decimal digit of any script; nil for
    /// anything else, Chinese numerals too (the `一` of `星期一`, Monday, is a letter of its name).
    static func digit(_ character: Character) -> Int? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
              scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue
        else { return nil }
        return Int(value)
    }

    static func numbers(in text: String) -> [Int] {
        tokens(in: text).compactMap { if case .number(let value, _) = $0 { value } else { nil } }
    }

    /// The runs of digits in `text`, each with the text between it and the run before (for
    /// the first, the text before it): what sets a date's numbers apart, which
    /// ``tokens(in:)`` drops.
    static func numbersAndGaps(in text: String) -> [(digits: String, gap: String)] {
        var runs: [(digits: String, gap: String)] = []
        var gap = ""
        var inNumber = false
        for character in text {
            if let value = digit(character) {
                if !inNumber { runs.append(("", gap)) }
                runs[runs.count - 1].digits += String(value)
                gap = ""
                inNumber = true
            } else {
                gap.append(character)
                inNumber = false
            }
        }
        return runs
    }

    // MARK: Days

    func day(in typed: String, reference: DateComponents) -> Day? {
        let text = replacingEraYears(in: typed)
        guard let parts = parts(of: text) else { return nil }
        var month: Int?
        var weekday: Int?
        var numbers: [(value: Int, digits: Int)] = []
        for part in parts {
            switch part {
            case .number(let value, let digits): numbers.append((value, digits))
            case .month(let named):
                guard month == nil else { return nil }
                month = named
            case .weekday(let named):
                guard weekday == nil else { return nil }
                weekday = named
            }
        }
        let referenceYear = reference.year ?? 2000
        let separators = text.filter { Self.digit($0) == nil && !Self.isLetter($0) && !$0.isWhitespace }
        let byUnits = dayByUnits(in: text, referenceYear: referenceYear)
        if case .some(nil) = byUnits { return nil }
        let day = byUnits ?? month.map { written(month: $0, numbers: numbers, startingBeforeIt: Self.numberComesBeforeMonth(in: parts),
                                                 referenceYear: referenceYear) }
            ?? numeric(numbers, referenceYear: referenceYear, separators: separators)
        // A weekday that is not the date's leaves the user's meaning open: refused, not ignored.
        if let day, let weekday, weekday != Self.weekday(of: day) { return nil }
        return day
    }

    /// The units Chinese, Japanese and Korean write after a date's numbers: 0 the year's, 1
    /// the month's, 2 the day's (Taiwan's `號` too).
    private static let dateUnits: [Character: Int] = ["年": 0, "년": 0, "月": 1, "월": 1, "日": 2, "일": 2, "號": 2, "号": 2]

    /// Whether `character` is a unit Chinese, Japanese or Korean write after a date's number.
    static func isDateUnit(_ character: Character) -> Bool {
        dateUnits[character] != nil
    }

    /// The day of a date whose month and day are digits carrying the units Chinese, Japanese
    /// and Korean write after them (`2027年3月4日`, `3월 4일`, `4日3月`), each number read by
    /// its unit rather than by its place, and a number of three digits or more with none
    /// the year (`3月4日 2027`). Nil where the month or the day has no such number
    /// (`24  3月 2027`), or the year's unit none (`二〇二七年3月4日`, in Chinese numerals);
    /// `.some(nil)`, refused, where another number carries no unit or two carry the same: a
    /// time after the date (`3月4日 10時`, `3月4日 9`) is no part of it, and its hour never
    /// the day.
    private func dayByUnits(in text: String, referenceYear: Int) -> Day?? {
        let characters = Array(text)
        var fields: [Int: (value: Int, digits: Int)] = [:]
        var hasBareNumber = false, isRepeated = false
        var index = 0
        while index < characters.count {
            guard Self.digit(characters[index]) != nil else {
                index += 1
                continue
            }
            var digits = ""
            while index < characters.count, let value = Self.digit(characters[index]) {
                digits += String(value)
                index += 1
            }
            let unit = index < characters.count ? Self.dateUnits[characters[index]] : nil
            guard let unit = unit ?? (digits.count >= 3 ? 0 : nil) else {
                hasBareNumber = true
                continue
            }
            if fields[unit] != nil { isRepeated = true }
            fields[unit] = (Int(digits) ?? -1, digits.count)
        }
        guard let month = fields[1], let day = fields[2],
              fields[0] != nil || !text.contains(where: { Self.dateUnits[$0] == 0 }) else { return nil }
        guard !hasBareNumber, !isRepeated else { return .some(nil) }
        let typedYear = fields[0].map { self.year($0, referenceYear: referenceYear) } ?? referenceYear
        return .some(valid(year: typedYear, month: month.value, day: day.value))
    }

    /// The weekday of `day` in the Gregorian calendar, 0 for Sunday (Sakamoto's method), as
    /// the locale's weekday names are numbered.
    static func weekday(of day: Day) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let year = day.month < 3 ? day.year - 1 : day.year
        return (year + year / 4 - year / 100 + year / 400 + offsets[day.month - 1] + day.day) % 7
    }

    /// A date with its month written: the other numbers are the day and, when given, the
    /// year (``yearPlace(inWritten:startingBeforeMonth:)``); nil where either could be the
    /// year. `startingBeforeIt`: whether the first number comes before the month.
    private func written(month: Int, numbers: [(value: Int, digits: Int)], startingBeforeIt: Bool, referenceYear: Int) -> Day? {
        switch numbers.count {
        case 1: return valid(year: referenceYear, month: month, day: numbers[0].value)
        case 2:
            guard let yearAt = yearPlace(inWritten: numbers, startingBeforeMonth: startingBeforeIt) else { return nil }
            let (day, typedYear) = yearAt == 0 ? (numbers[1], numbers[0]) : (numbers[0], numbers[1])
            return valid(year: year(typedYear, referenceYear: referenceYear), month: month, day: day.value)
        default: return nil
        }
    }

    /// Which of a written date's two numbers is its year, 0 or 1: the first when it has more
    /// than two digits or is past 31, else the second; nil where the locale writes its year
    /// first (Hungarian's `2027. márc. 4.`), the first stands before the month, and either
    /// could be the day (`4. márc. 14` is 4 March 2014, or at 14 o'clock, as much as
    /// 14 March 2004). After the month the first is the day: `márc. 4 14` is not 2004.
    func yearPlace(inWritten numbers: [(value: Int, digits: Int)], startingBeforeMonth: Bool) -> Int? {
        if numbers[0].digits > 2 || numbers[0].value > 31 { return 0 }
        let eitherIsTheDay = numbers[1].digits <= 2 && numbers[1].value <= 31
        return formats.writtenYearFirst && startingBeforeMonth && eitherIsTheDay ? nil : 1
    }

    /// A numeric date in the locale's order; a first number of three or more digits is
    /// ISO's year, as is any first number where the locale writes its year first.
    /// A year-first locale that writes its dates with hyphens (Sweden's ISO) takes a day
    /// and month without the year only with a hyphen (`03-04`): its users write `4/3` for
    /// 4 March, CJK locales' for 3 April, and the locale cannot say which was meant.
    private func numeric(_ numbers: [(value: Int, digits: Int)], referenceYear: Int, separators: String) -> Day? {
        switch numbers.count {
        case 3:
            if numbers[0].digits < 3, formats.dateOrder.isYearFirst, let day = dayFirstInYearFirstRegion(numbers, referenceYear: referenceYear,
                                                                                                          separators: separators) {
                return day
            }
            if numbers[0].digits >= 3 || formats.dateOrder.isYearFirst {
                // ISO's order, or the region's own where its day comes before its month
                // (Chechen's `2027.14.03`) unless typed with ISO's hyphens alone.
                let isoHyphens = !separators.isEmpty && separators.allSatisfy { $0 == "-" }
                let dayFirst = formats.dateOrder == .yearDayMonth && !isoHyphens
                return valid(year: year(numbers[0], referenceYear: referenceYear),
                             month: numbers[dayFirst ? 2 : 1].value, day: numbers[dayFirst ? 1 : 2].value)
            }
            let last = year(numbers[2], referenceYear: referenceYear)
            return formats.dateOrder.isDayBeforeMonth
                ? valid(year: last, month: numbers[1].value, day: numbers[0].value)
                : valid(year: last, month: numbers[0].value, day: numbers[1].value)
        case 2:
            // Without the year: day and month in the locale's order (after the year, the
            // month comes first but in Chechen's year-day-month).
            if formats.dateOrder == .yearMonthDay, formats.datePattern.contains("-"), separators.contains(where: { $0 != "-" }) {
                return nil
            }
            if readsDotsBothWays(separators) {
                return either(valid(year: referenceYear, month: numbers[0].value, day: numbers[1].value),
                              valid(year: referenceYear, month: numbers[1].value, day: numbers[0].value))
            }
            return formats.dateOrder.isDayBeforeMonth
                ? valid(year: referenceYear, month: numbers[1].value, day: numbers[0].value)
                : valid(year: referenceYear, month: numbers[0].value, day: numbers[1].value)
        default: return nil
        }
    }

    /// A date typed with its year last, or with separators the region does not write, where
    /// the region writes its year first (Austria's and Sweden's `2027-03-04`): `.some(nil)`,
    /// refused, where the order is not for sure. With its year last the date is day first
    /// when dotted (`4.3.2027`) and otherwise wherever only one number can be the month
    /// (`24/12/2026`, Canada's `12/24/2026`); with none of its numbers a whole year, typed
    /// with other separators than the hyphens of a region that writes ISO's (`24.12.26` in
    /// Austria), it is refused rather than read as 26 December 2024; dotted where the region
    /// writes its dates so (Latvia), it is the day either order makes alike, or the one only
    /// one order makes (``readsDotsBothWays(_:)``). Nil where the region's own order applies.
    private func dayFirstInYearFirstRegion(_ numbers: [(value: Int, digits: Int)], referenceYear: Int, separators: String) -> Day?? {
        guard numbers[2].digits < 3 else {
            let last = self.year(numbers[2], referenceYear: referenceYear)
            let (first, second) = (numbers[0].value, numbers[1].value)
            if !separators.isEmpty, separators.allSatisfy({ $0 == "." }) || first == second || (first > 12 && second <= 12) {
                return .some(valid(year: last, month: second, day: first))
            }
            return second > 12 && first <= 12 ? .some(valid(year: last, month: first, day: second)) : .some(nil)
        }
        if formats.datePattern.contains("-") && separators.contains(where: { $0 != "-" }) { return .some(nil) }
        guard readsDotsBothWays(separators) else { return nil }
        return .some(either(valid(year: year(numbers[0], referenceYear: referenceYear), month: numbers[1].value, day: numbers[2].value),
                            valid(year: year(numbers[2], referenceYear: referenceYear), month: numbers[1].value, day: numbers[0].value)))
    }

    /// Whether a date typed with `separators` and without a whole year may be the region's
    /// order as much as day first: where the region writes its numeric dates year first with
    /// dots between the numbers (Latvia's `2027.03.04.`), its people also write them day
    /// first, as their neighbours do (`04.03.27`, `4.3.`), and the region cannot say which was
    /// meant. A dot in the region's words (Basque's `%Y.eko`) is none of these.
    private func readsDotsBothWays(_ separators: String) -> Bool {
        formats.dateOrder == .yearMonthDay && separators.contains(".")
            && (formats.datePattern.contains("%Y.%m") || formats.datePattern.contains("%m.%d"))
    }

    /// The day both readings of a typed date make, or the one only one of them makes; nil
    /// where they make two different days (refused, not guessed) or none.
    private func either(_ first: Day?, _ second: Day?) -> Day? {
        guard let first else { return second }
        guard let second else { return first }
        return first == second ? first : nil
    }

    /// A year as typed in the region: of three digits or more, a year of its era where it
    /// writes its dates in one (``RegionFormats/gregorianYear(typed:near:)``); of two, the
    /// Gregorian year ``fullYear(_:referenceYear:)`` gives, but where the region writes an
    /// era, whose short years (Thailand's `70` for 2570) the field cannot tell from the
    /// Gregorian calendar's: nil.
    func year(_ typed: (value: Int, digits: Int), referenceYear: Int) -> Int? {
        // No one writes a year with one digit: `Mar 2-9` is no day of 2009.
        guard typed.digits > 1 else { return nil }
        if typed.digits > 2 { return formats.gregorianYear(typed: typed.value, near: referenceYear) }
        return formats.eraYearOffset == nil ? Self.fullYear(typed, referenceYear: referenceYear) : nil
    }

    /// A year as typed: two digits are the year from 80 years before `referenceYear` to 20
    /// after it, as ICU's and most date pickers' window (`14.03.70` is 1970 in 2027: a
    /// birth date more often than a date 43 years ahead).
    static func fullYear(_ year: (value: Int, digits: Int), referenceYear: Int) -> Int {
        guard year.digits <= 2 else { return year.value }
        var full = referenceYear - referenceYear % 100 + year.value
        if full > referenceYear + 20 { full -= 100 }
        if full <= referenceYear - 80 { full += 100 }
        return full
    }

    /// The years a typed date may have: the Gregorian calendar's from its first whole year.
    /// Before October 1582 Foundation's calendar is the Julian one, and GLib's and the C
    /// library's are still Gregorian, so a date typed then would be another day to each.
    static let typedYears = 1583...9999

    private func valid(year: Int?, month: Int, day: Int) -> Day? {
        guard let year, Self.typedYears.contains(year), (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, of: year)
        else { return nil }
        return Day(year: year, month: month, day: day)
    }

    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
