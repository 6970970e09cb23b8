import FoundationEssentials

/// How a range shows, parses and reads aloud.
extension DateRangeModel {
    /// The separators a typed range may use between its dates (Japanese and Chinese write
    /// a wave dash, `3月2日～3月9日`).
    private static let separators = ["–", "—", " - ", " to ", " bis ", "～", "〜", "~"]

    /// The dashes that join two days of one month (`Mar 2-9`, `2.–9. März`, `3月2日～9日`).
    private static let dayDashes: Set<Character> = ["-", "–", "—", "～", "〜", "~"]

    /// One day as the field shows it: the region's numeric date ("03/02/2027",
    /// "02.03.2027").
    public func format(_ day: Date) -> String {
        formatsInUse.string(from: day)
    }

    /// The range as the field shows it: "03/02/2027 – 03/09/2027", or one date for a
    /// one-day range.
    public func format(_ range: DateRange) -> String {
        range.start == range.end ? format(range.start) : "\(format(range.start)) – \(format(range.end))"
    }

    /// The range as a screen reader says it: "From Tuesday, March 2, 2027 to Tuesday,
    /// March 9, 2027, 8 days".
    public func spoken(_ range: DateRange) -> String {
        let count = range.dayCount(in: calendar)
        if count == 1 { return Translations.format("%@, one day", spokenDay(range.start)) }
        return Translations.plural("From %@ to %@, %d day", "From %@ to %@, %d days", count,
                                   spokenDay(range.start), spokenDay(range.end), count)
    }

    /// A day of the open calendar as a screen reader says it: the day in full, what it is
    /// to the range, and what to choose next ("Tuesday, March 2, 2027, start. Choose the
    /// end").
    public func spokenCalendarDay(_ day: Date) -> String {
        var parts = [spokenDay(day)]
        switch state(of: day) {
        case .unavailable: parts.append(Translations.string("not available"))
        case .start: parts.append(Translations.string("start"))
        case .end: parts.append(Translations.string("end"))
        case .inside: parts.append(Translations.string("in the range"))
        case .available: break
        }
        return parts.joined(separator: ", ") + ". "
            + (pendingStart == nil ? Translations.string("Choose the start") : Translations.string("Choose the end"))
    }

    /// A day in full, in the field's locale: "Tuesday, March 2, 2027".
    private func spokenDay(_ day: Date) -> String {
        formatsInUse.spoken(day)
    }

    /// Parses typed text: two dates as the region writes them (see ``DateTextFormat``), between
    /// an en dash, a hyphen with spaces, a wave dash, "to" or the words of the region's
    /// language (`du 2 mars au 9 avril`, `del 2 al 9 de marzo`, `vom 2. bis 9. März`,
    /// `3月2日から9日まで`); two days of one month written
    /// once (`Mar 2-9`, `2.-9. März`, `2-9 mars`, `3月2日～9日`); one date is a one-day range. A
    /// day written without its year takes the other's: a start the end's (`Mar 2 - Mar 9,
    /// 2027`), or the year before where it crosses the new year (`Dec 28 - Jan 3, 2028`); an
    /// end the start's (`2025年3月2日～3月9日`), or the year after (`2027-12-28 – 01-03`).
    /// Checks the order, the limits, unavailable days and ``maximumLength``.
    public func parse(_ typed: String) -> Result<DateRange, DateRangeError> {
        guard let readable = DateTextReader.readable(typed) else { return .failure(.unparseable(example: typingExample)) }
        let input = formatsInUse.words.dashed(readable)
        let parts = Self.daySpan(in: input)
            ?? Self.separators.lazy.map { input.components(separatedBy: $0) }.first { $0.count == 2 } ?? [input]
        let first = parts.first?.trimmed ?? "", last = parts.last?.trimmed ?? ""
        // Where neither day has its year (`Dec 28 – Jan 3`), which years were meant is open:
        // both take the field's.
        var end = parseDay(last, reference: startDay)
        var start = parseDay(first, reference: end ?? startDay)
        let month = { (date: Date) in self.calendar.component(.month, from: date) }
        if let read = start, hasYear(first), end == nil || !hasYear(last) {
            // Read in the start's year, the end may be a day this year lacks (`Feb 29`).
            end = parseDay(last, reference: read)
            if let readEnd = end, month(readEnd) < month(read), let yearAfter = calendar.date(byAdding: .year, value: 1, to: read) {
                end = parseDay(last, reference: yearAfter)
            }
        } else if let read = start, let readEnd = end, month(read) > month(readEnd), hasYear(last), !hasYear(first),
                  let yearBefore = calendar.date(byAdding: .year, value: -1, to: readEnd) {
            start = parseDay(first, reference: yearBefore)
        }
        guard let start, let end else {
            return .failure(.unparseable(example: typingExample))
        }
        guard let range = DateRange(start: start, end: end) else { return .failure(.endBeforeStart) }
        if let refusal = refusal(of: start) ?? refusal(of: end) { return .failure(refusal) }
        if let maximumLength, range.dayCount(in: calendar) > maximumLength.dayCount { return .failure(maximumLength.refusal) }
        return .success(range)
    }

    /// A range like the ones the field takes, for hints and messages: a week from ``startDay``
    /// (fewer days when ``maximumDays`` is lower).
    public var typingExample: String {
        let end = calendar.date(byAdding: .day, value: min(6, (maximumDays ?? 7) - 1), to: startDay) ?? startDay
        return DateRange(start: startDay, end: end).map(format) ?? format(startDay)
    }

    /// The two dates of `text` written as one with two days joined by a dash (`Mar 2-9` is
    /// `Mar 2` and `Mar 9`, `3월 2일~9일` is `3월 2일` and `3월 9일`), or nil. The days stand
    /// apart from any other number (`3/2-3/9`, `2027-03-02` are no span) and the rest names
    /// the month in words (Sweden's `03-04` is 4 March), so the second day is never read as a
    /// year (`Mar 2-9` is not 2 March 2009).
    private static func daySpan(in text: String) -> [String]? {
        let characters = Array(text)
        func isDigit(_ index: Int) -> Bool { characters.indices.contains(index) && characters[index].isASCII && characters[index].isNumber }
        var index = 0
        while index < characters.count {
            guard isDigit(index), !isDigit(index - 1), index == 0 || !"/.-".contains(characters[index - 1]) else { index += 1; continue }
            var end = index
            while isDigit(end) { end += 1 }
            let first = String(characters[index..<end])
            // The first day's mark (`2.`, `2日`, `2일`) is the second's too.
            let mark = end < characters.count && ".日일号號".contains(characters[end]) ? String(characters[end]) : ""
            var cursor = end + mark.count
            while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
            guard cursor < characters.count, dayDashes.contains(characters[cursor]), first.count <= 2 else { index = end; continue }
            cursor += 1
            while cursor < characters.count, characters[cursor] == " " { cursor += 1 }
            var last = cursor
            while isDigit(last) { last += 1 }
            let second = String(characters[cursor..<last])
            if !mark.isEmpty {
                guard last < characters.count, String(characters[last]) == mark else { index = end; continue }
                last += 1
            }
            let before = String(characters[..<index]), after = String(characters[last...])
            guard (1...2).contains(second.count), !(after.first.map { "/-".contains($0) || $0.isNumber } ?? false),
                  (before + after).contains(where: \.isLetter) else { index = end; continue }
            return [before + first + mark + after, before + second + mark + after]
        }
        return nil
    }

    private func parseDay(_ text: String, reference: Date) -> Date? {
        formatsInUse.date(from: text, reference: reference).map(day)
    }

    /// Whether `text` writes its year: read a year later, it is the same day.
    private func hasYear(_ text: String) -> Bool {
        guard let read = parseDay(text, reference: startDay),
              let yearAfter = calendar.date(byAdding: .year, value: 1, to: startDay) else { return false }
        return parseDay(text, reference: yearAfter) == read
    }
}
