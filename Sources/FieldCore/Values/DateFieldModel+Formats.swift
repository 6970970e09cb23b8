import FoundationEssentials

extension DateFieldModel: RegionFormatted {
    /// Creates a date field that formats as the C library's locale named as `locale` does
    /// (C's formats where it is not installed); ``init(label:mode:formats:timeZone:now:)``
    /// takes region formats.
    public convenience init(label: String = "", mode: DateMode = .date, locale: Locale,
                            timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.init(label: label, mode: mode, formats: RegionFormats(locale),
                  timeZone: timeZone, now: now)
    }

    /// The date as the field shows it: in ``dateFormat`` when the app gives one, else as
    /// the user's region writes it, in the field's time zone.
    public func format(_ date: Date) -> String {
        if let custom = customPattern {
            let components = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute, .second], from: date)
            return custom.string(from: components, formats: formats)
        }
        return textFormat.string(from: date, in: calendar)
    }

    /// Reads `input` as the user's region writes a date (or in ``dateFormat`` and ISO's
    /// `2027-03-04` when the app gives one), checking the limits. A date without its year takes the year of the field's date (or of the
    /// start date).
    public func parse(_ input: String) -> Result<Date?, DateFieldError> {
        // With the app's own pattern, the region's order would be a guess: only ISO's
        // year-first form is read besides it.
        let parsed = if let customPattern {
            customDate(from: input, in: customPattern) ?? (input.prefix(4).allSatisfy(\.isNumber) ? regionDate(from: input) : nil)
        } else {
            regionDate(from: input)
        }
        // A time summer time skips (2:30 on the night clocks go forward) is the time it is
        // read as (3:30), before the limits are checked.
        guard let parsed = parsed.map(LocalTime.existing) else {
            return .failure(.unparseable(input))
        }
        if let minimumDate, parsed < minimumDate, !(mode == .date && allowsDay(containing: parsed)) {
            return .failure(.beforeMinimum(parsed))
        }
        if let maximumDate, parsed > maximumDate, !(mode == .date && allowsDay(containing: parsed)) {
            return .failure(.afterMaximum(parsed))
        }
        return .success(clamped(parsed))
    }

    /// The user-facing message for a refused date, with an example in the field's format.
    public func message(for error: DateFieldError) -> String {
        switch error {
        case .unparseable:
            let example = format(minimumDate ?? defaultDate ?? now())
            return mode == .time ? Translations.format("Enter a time like %@", example) : Translations.format("Enter a date like %@", example)
        case .beforeMinimum:
            let minimum = minimumDate.map(format) ?? ""
            return mode == .time ? Translations.format("Enter a time no earlier than %@", minimum)
                : Translations.format("Enter a date on or after %@", minimum)
        case .afterMaximum:
            let maximum = maximumDate.map(format) ?? ""
            return mode == .time ? Translations.format("Enter a time no later than %@", maximum)
                : Translations.format("Enter a date on or before %@", maximum)
        case .minimumAfterMaximum: return error.description
        }
    }

    /// The Gregorian calendar in the field's time zone, its weeks starting on the region's
    /// first weekday.
    public var calendar: Calendar { formats.calendar(in: timeZone) }

    /// The pattern in use in Unicode's notation: ``dateFormat``, or the region's
    /// (`"dd.MM.yyyy"`, `"MM/dd/yyyy h:mm a"`), whose parts a segmented date lays out.
    public var effectiveDateFormat: String {
        dateFormat ?? textFormat.unicodePattern
    }

    /// How the region writes and reads the mode's dates.
    public var textFormat: DateTextFormat {
        DateTextFormat(formats: formats, mode: mode)
    }

    private func regionDate(from input: String) -> Date? {
        let reference = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date ?? startDate)
        guard var components = textFormat.components(from: input, reference: reference) else { return nil }
        if mode == .time {
            components.year = reference.year
            components.month = reference.month
            components.day = reference.day
        }
        return calendar.date(from: components)
    }

    /// The app's own pattern, with the time locale's names.
    private var customPattern: UnicodeDatePattern? {
        dateFormat.map(UnicodeDatePattern.init)
    }

    /// The date `input` gives in the app's pattern; what the pattern leaves out (the year of
    /// `"dd MMM"`, the day of `"HH:mm"`) is the field's date's, or the start date's.
    private func customDate(from input: String, in pattern: UnicodeDatePattern) -> Date? {
        let referenceYear = calendar.component(.year, from: date ?? startDate)
        guard let read = pattern.components(from: input, formats: formats, referenceYear: referenceYear) else { return nil }
        var components = calendar.dateComponents([.year, .month, .day], from: date ?? startDate)
        components.year = read.year ?? components.year
        components.month = read.month ?? components.month
        components.day = read.day ?? components.day
        components.hour = read.hour ?? 0
        components.minute = read.minute ?? 0
        components.second = read.second ?? 0
        guard let day = components.day, let month = components.month, let year = components.year,
              (1...12).contains(month), (1...DateTextReader.days(inMonth: month, of: year)).contains(day),
              (0...23).contains(components.hour ?? 0), (0...59).contains(components.minute ?? 0) else { return nil }
        return calendar.date(from: components)
    }
}
