import FoundationEssentials

/// Reads what a user of a region types for a day or a time (``DateTextFormat``).
struct DateTextReader {
    let formats: RegionFormats

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

    // MARK: Days

    func day(in text: String, reference: DateComponents) -> Day? {
        guard var parts = parts(of: text) else { return nil }
        // A word that names a month and a weekday is the month where the date needs one (no
        // other month, not three numbers); the others are weekdays (`mar 2/3/2027`).
        let isMonth = { (part: Part) in if case .month = part { true } else { false } }
        let needsMonth = !parts.contains(where: isMonth) && parts.count { if case .number = $0 { true } else { false } } < 3
        for index in parts.indices.reversed() {
            guard case .monthOrWeekday(let month, let weekday) = parts[index] else { continue }
            parts[index] = needsMonth && !parts.contains(where: isMonth) ? .month(month) : .weekday(weekday)
        }
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
            case .monthOrWeekday: return nil
            }
        }
        let referenceYear = reference.year ?? 2000
        let separators = text.filter { !$0.isNumber && !Self.isLetter($0) && !$0.isWhitespace }
        let day = month.map { written(month: $0, numbers: numbers, referenceYear: referenceYear) }
            ?? numeric(numbers, referenceYear: referenceYear, separators: separators)
        // A weekday that is not the date's leaves the user's meaning open: refused, not ignored.
        if let day, let weekday, weekday != Self.weekday(of: day) { return nil }
        return day
    }

    /// The weekday of `day` in the Gregorian calendar, 0 for Sunday (Sakamoto's method), as
    /// the locale's weekday names are numbered.
    static func weekday(of day: Day) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let year = day.month < 3 ? day.year - 1 : day.year
        return (year + year / 4 - year / 100 + year / 400 + offsets[day.month - 1] + day.day) % 7
    }

    /// A date with its month written: the other numbers are the day and, when given, the
    /// year (more than two digits, or past 31, or where the locale writes its year in a
    /// written date: first in Hungarian, else second).
    private func written(month: Int, numbers: [(value: Int, digits: Int)], referenceYear: Int) -> Day? {
        switch numbers.count {
        case 1: return valid(year: referenceYear, month: month, day: numbers[0].value)
        case 2:
            let (day, year) = yearComesFirst(inWritten: numbers) ? (numbers[1], numbers[0]) : (numbers[0], numbers[1])
            return valid(year: Self.fullYear(year, referenceYear: referenceYear), month: month, day: day.value)
        default: return nil
        }
    }

    /// Whether the first of a written date's two numbers is its year: more than two digits,
    /// past 31, or where the locale writes its year first (Hungarian) and the second may be a day.
    private func yearComesFirst(inWritten numbers: [(value: Int, digits: Int)]) -> Bool {
        numbers[0].digits > 2 || numbers[0].value > 31
            || (formats.writtenYearFirst && numbers[1].digits <= 2 && numbers[1].value <= 31)
    }

    /// A numeric date in the locale's order; a first number of four digits is ISO's year.
    /// A year-first locale that writes its dates with hyphens (Sweden's ISO) takes a day
    /// and month without the year only with a hyphen (`03-04`): its users write `4/3` for
    /// 4 March, CJK locales' for 3 April, and the locale cannot say which was meant.
    private func numeric(_ numbers: [(value: Int, digits: Int)], referenceYear: Int, separators: String) -> Day? {
        switch numbers.count {
        case 3:
            if numbers[0].digits >= 3 {
                // ISO's order, but the region's own where its day comes before its month
                // (Chechen's `2027.14.03`), unless typed with ISO's hyphens.
                let dayFirst = formats.dateOrder == .yearDayMonth && separators.contains { $0 != "-" }
                return valid(year: numbers[0].value, month: numbers[dayFirst ? 2 : 1].value, day: numbers[dayFirst ? 1 : 2].value)
            }
            switch formats.dateOrder {
            case .dayMonthYear:
                return valid(year: Self.fullYear(numbers[2], referenceYear: referenceYear), month: numbers[1].value, day: numbers[0].value)
            case .monthDayYear:
                return valid(year: Self.fullYear(numbers[2], referenceYear: referenceYear), month: numbers[0].value, day: numbers[1].value)
            case .yearMonthDay:
                return valid(year: Self.fullYear(numbers[0], referenceYear: referenceYear), month: numbers[1].value, day: numbers[2].value)
            case .yearDayMonth:
                return valid(year: Self.fullYear(numbers[0], referenceYear: referenceYear), month: numbers[2].value, day: numbers[1].value)
            }
        case 2:
            // Without the year: day and month in the locale's order (a year-first locale
            // writes the month first).
            if formats.dateOrder == .yearMonthDay, formats.datePattern.contains("-"), separators.contains(where: { $0 != "-" }) {
                return nil
            }
            return formats.dateOrder == .dayMonthYear || formats.dateOrder == .yearDayMonth
                ? valid(year: referenceYear, month: numbers[1].value, day: numbers[0].value)
                : valid(year: referenceYear, month: numbers[0].value, day: numbers[1].value)
        default: return nil
        }
    }

    /// Whether the last number of a date may as well be an hour as the date's year: it has at
    /// most two digits, it is an hour of the day, and a space sets it apart. In a numeric
    /// date, of three numbers, where none stands between the first two (`4.3. 14`, `3/4
    /// 14`); with the month written, after the day (`Mar 4 14`, `4. März 14`). In a date and
    /// time, that is a day and month and then the time as much as a whole date (4 March
    /// 2014, or in a year-first locale 14 April 2003).
    func lastNumberMayBeAnHour(in typed: String) -> Bool {
        let text = maskingDigitBearingNames(in: typed)
        var numbers: [String] = []
        var gaps: [String] = []
        var gap = ""
        for character in text {
            if let value = Self.digit(character) {
                if !gap.isEmpty || numbers.isEmpty {
                    if !numbers.isEmpty { gaps.append(gap) }
                    numbers.append("")
                    gap = ""
                }
                numbers[numbers.count - 1] += String(value)
            } else if !numbers.isEmpty {
                gap.append(character)
            }
        }
        guard let last = numbers.last, last.count <= 2, let hour = Int(last), hour <= 23, numbers[0].count <= 2,
              gaps.last?.contains(where: \.isWhitespace) == true
        else { return false }
        if parts(of: typed)?.contains(where: \.mayBeMonth) == true {
            return numbers.count == 2 && !yearComesFirst(inWritten: numbers.map { (Int($0) ?? 0, $0.count) })
        }
        return !text.contains(where: Self.isLetter) && numbers.count == 3 && !gaps[0].contains(where: \.isWhitespace)
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

    private func valid(year: Int, month: Int, day: Int) -> Day? {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, of: year)
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

    /// The month `word` names in the locale (full or short, as written or standing alone,
    /// with or without its abbreviating dot), ignoring case.
    // MARK: Times

    /// An hour and minute: `14:30`, `14.30`, `2:30 PM`, `2 PM`, the locale's marker or
    /// English's, before or after.
    func time(in text: String) -> (hour: Int, minute: Int)? {
        var numbers: [Int] = []
        var words: [String] = []
        for token in Self.tokens(in: text) {
            switch token {
            case .number(let value, _): numbers.append(value)
            case .word(let word): words.append(word)
            }
        }
        // A marker may be words apart (Tigrinya's `ድሕር ሰዓት`, Marathi's `म.नं.`).
        let afternoon = words.isEmpty ? nil : dayPeriod(words.joined())
        guard words.isEmpty || afternoon != nil else { return nil }
        guard (1...2).contains(numbers.count) else { return nil }
        var hour = numbers[0]
        let minute = numbers.count == 2 ? numbers[1] : 0
        if let afternoon {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (afternoon ? 12 : 0)
        }
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        return (hour, minute)
    }

    /// Whether `word` is the afternoon marker (true) or the morning one (false).
    private func dayPeriod(_ word: String) -> Bool? {
        let wanted = Self.folded(word)
        if !formats.amSymbol.isEmpty, wanted == Self.folded(formats.amSymbol) { return false }
        if !formats.pmSymbol.isEmpty, wanted == Self.folded(formats.pmSymbol) { return true }
        switch wanted {
        case "am": return false
        case "pm": return true
        default: return nil
        }
    }
}
