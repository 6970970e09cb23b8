import FoundationEssentials

/// How a range shows, parses and reads aloud.
extension DateRangeModel {
    /// The separators a typed range may use between its dates.
    private static let separators = ["–", "—", " - ", " to ", " bis "]

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

    /// Parses typed text: two dates as the region writes them (see ``DateTextFormat``),
    /// between an en dash, a hyphen with spaces or "to"; one date is a one-day range. Checks
    /// the order, the limits, unavailable days and ``maximumLength``.
    public func parse(_ input: String) -> Result<DateRange, DateRangeError> {
        let parts = Self.separators.lazy.map { input.components(separatedBy: $0) }.first { $0.count == 2 } ?? [input]
        let days = parts.map { parseDay($0.trimmed) }
        guard let start = days.first ?? nil, let end = days.last ?? nil else {
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

    private func parseDay(_ text: String) -> Date? {
        formatsInUse.date(from: text, reference: startDay).map(day)
    }
}
