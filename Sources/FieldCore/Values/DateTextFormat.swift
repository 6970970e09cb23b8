import FoundationEssentials

/// How a date field writes and reads dates and times in a region's formats
/// (``RegionFormats``): the locale's numeric date (`14.03.2027`, `03/14/2027`,
/// `2027年03月14日`) and its clock (`14:30`, `2:30 PM`).
///
/// Reading takes what a user of the locale types: the numeric date in the locale's order
/// with any separator (`3/4/2027` is 4 March in the US and 3 April in Britain), with or
/// without the year (then the reference's year), a two-digit year (from 80 years before the
/// reference's to 20 after; none where the region writes an era's years), ISO's
/// `2027-03-04`, and written dates with the locale's month names, full or short
/// (`4. März 2027`, `4 mars`, `March 4, 2027`). What it cannot read, a day that does not
/// exist (`31/02`), and text that could mean two dates (a year-first region's `4. márc. 14`,
/// a last number that may be the hour) are nil: never another day.
public struct DateTextFormat: Sendable, Equatable {
    /// The region whose formats are used.
    public let formats: RegionFormats
    /// Whether dates, times or both are written and read.
    public let mode: DateMode

    /// A format for `mode` in `formats`.
    public init(formats: RegionFormats, mode: DateMode = .date) {
        self.formats = formats
        self.mode = mode
    }

    /// The `strftime` pattern of the clock: `%H:%M`, or `%I:%M %p` (`%p %I:%M` where the
    /// locale puts its marker first).
    public var timePattern: String {
        if formats.uses24HourClock { return "%H:%M" }
        return formats.dayPeriodFirst ? "%p %I:%M" : "%I:%M %p"
    }

    /// The pattern of `mode`.
    public var pattern: String {
        switch mode {
        case .date: formats.datePattern
        case .time: timePattern
        case .dateAndTime: "\(formats.datePattern) \(timePattern)"
        }
    }

    /// ``pattern`` as a Unicode (`DateFormatter`) pattern (`dd.MM.yyyy`, `h:mm a`), its
    /// literal text quoted, for what lays out a date's parts.
    public var unicodePattern: String {
        var result = "", literal = ""
        func flush() {
            guard !literal.isEmpty else { return }
            result += literal.allSatisfy({ $0 == " " || $0 == "/" || $0 == "." || $0 == "-" || $0 == ":" || $0 == "," })
                ? literal : "'\(literal.replacing("'", with: "''"))'"
            literal = ""
        }
        var characters = pattern[...]
        while let character = characters.popFirst() {
            guard character == "%", var conversion = characters.popFirst() else { literal.append(character); continue }
            if "-_0EO".contains(conversion), let next = characters.popFirst() { conversion = next }
            let field: String? = switch conversion {
            case "d", "e": "dd"
            case "m": "MM"
            case "Y": "yyyy"
            case "y": "yy"
            case "b", "h": "MMM"
            case "B": "MMMM"
            case "H": "HH"
            case "I": "h"
            case "M": "mm"
            case "p": "a"
            default: nil
            }
            guard let field else { literal.append(conversion == "%" ? "%" : " "); continue }
            flush()
            result += field
        }
        flush()
        return result
    }

    /// A day in full as a screen reader says it, in the region's order and names: `%A,
    /// %B %-d, %Y` where the month comes first ("Tuesday, March 2, 2027"), `%A %-d %B %Y`
    /// where the day does ("Dienstag 2 März 2027"), the numeric date and the weekday where
    /// the year does.
    public var spokenDayPattern: String {
        switch formats.dateOrder {
        case .dayMonthYear: "%A %-d %B %Y"
        case .monthDayYear: "%A, %B %-d, %Y"
        case .yearMonthDay, .yearDayMonth: formats.datePattern.replacing("%m", with: "%-m")
            .replacing("%d", with: "%-d") + " %A"
        }
    }

    /// The day of `date` in full (``spokenDayPattern``), in `calendar`'s time zone.
    public func spokenDay(_ date: Date, in calendar: Calendar) -> String {
        RegionFormatter(formats: formats).string(spokenDayPattern, calendar.dateComponents([.year, .month, .day, .weekday], from: date))
    }

    /// `components` (year, month, day, hour, minute; missing ones as zero) in ``pattern``.
    public func string(from components: DateComponents) -> String {
        RegionFormatter(formats: formats).string(pattern, components)
    }

    /// `date` in ``pattern``, in `calendar`'s time zone.
    public func string(from date: Date, in calendar: Calendar) -> String {
        string(from: calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date))
    }

    /// The date, time or both that `text` writes; nil when it writes none, or one that
    /// does not exist. A date without its year takes `reference`'s year.
    public func components(from text: String, reference: DateComponents) -> DateComponents? {
        // No date is this long (the longest, a weekday and month of several words and a time,
        // are under 60 characters): a long paste is refused at once, not searched for names.
        guard text.count <= 100 else { return nil }
        guard let readable = DateTextReader.readable(text) else { return nil }
        let reader = DateTextReader(formats: formats)
        let (datePart, timePart) = split(readable, reader: reader)
        // `4.3. 14` or `4. März 14` with no time found is 4 March at 14 o'clock as much as 4 March 2014:
        // refused, not guessed.
        if mode == .dateAndTime, timePart == nil, reader.lastNumberMayBeAnHour(in: datePart) { return nil }
        var result = DateComponents()
        if mode != .time {
            guard let day = reader.day(in: datePart, reference: reference) else { return nil }
            result.year = day.year
            result.month = day.month
            result.day = day.day
        }
        if mode != .date {
            guard let time = reader.time(in: timePart ?? (mode == .time ? datePart : "")) else {
                // A date and time typed without its time keeps the reference's time.
                guard mode == .dateAndTime, timePart == nil else { return nil }
                result.hour = reference.hour ?? 0
                result.minute = reference.minute ?? 0
                return result
            }
            result.hour = time.hour
            result.minute = time.minute
        }
        return result
    }

    /// A date and time's two parts: the time starts at its first `h:mm`, or its first
    /// `h.mm` after the date's day and month (`4.3. 9.30`, `3 mar 9.30`).
    private func split(_ text: String, reader: DateTextReader) -> (String, String?) {
        guard mode == .dateAndTime else { return (text, nil) }
        let characters = Array(text)
        guard let start = hourBeforeSeparator(in: characters, reader: reader) ?? hourBeforeTimeWord(in: characters) else {
            return (text, nil)
        }
        // A marker written before the hour (`午後 2:30`) belongs to the time, as does a word
        // of the locale's time (Norwegian's `kl.` of `14. mars 2027 kl. 14.30`).
        let before = String(characters[..<start]).trimmed
        for marker in [formats.amSymbol, formats.pmSymbol] where !marker.isEmpty && before.hasSuffix(marker) {
            return (String(before.dropLast(marker.count)), String(characters[start...]) + " " + marker)
        }
        let trailing = before.reversed().drop { !DateTextReader.isLetter($0) && DateTextReader.digit($0) == nil }
        let word = String(trailing.prefix(while: DateTextReader.isLetter).reversed())
        if !word.isEmpty, formats.timeWords.contains(word.lowercased()) {
            return (String(trailing.dropFirst(word.count).reversed()), String(characters[start...]))
        }
        return (String(characters[..<start]), String(characters[start...]))
    }

    /// Where the first `h:mm` starts, or the first `h.mm` after the date's day and month.
    private func hourBeforeSeparator(in characters: [Character], reader: DateTextReader) -> Int? {
        let isDigit = { (offset: Int) in DateTextReader.digit(characters[offset]) != nil }
        for index in characters.indices where characters[index] == ":" || characters[index] == "." {
            guard index > 0, isDigit(index - 1), index + 1 < characters.count, isDigit(index + 1),
                  index + 3 >= characters.count || !isDigit(index + 3) || characters[index] == ":"
            else { continue }
            // A dot between two numbers is a time only after the date's own fields: its
            // numbers and a written month, then the hour.
            if characters[index] == "." {
                let before = String(characters[..<index])
                let fields = reader.parts(of: before)?.count { if case .weekday = $0 { false } else { true } }
                if (fields ?? DateTextReader.numbers(in: before).count) < 3 { continue }
            }
            var start = index - 1
            while start > 0, isDigit(start - 1) { start -= 1 }
            return start
        }
        return nil
    }

    /// Where the first number followed by the word of the locale's hour starts, in a region
    /// that writes its time in words (`2027年03月14日 14時30分`, `14시 30분`).
    private func hourBeforeTimeWord(in characters: [Character]) -> Int? {
        guard let hourWord = formats.timeSuffixes.first, !hourWord.isEmpty else { return nil }
        var index = 0
        while index < characters.count {
            guard DateTextReader.digit(characters[index]) != nil else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count, DateTextReader.digit(characters[index]) != nil { index += 1 }
            let word = characters[index...].drop(while: \.isWhitespace).prefix(while: DateTextReader.isLetter)
            if String(word).lowercased() == hourWord { return start }
        }
        return nil
    }
}
