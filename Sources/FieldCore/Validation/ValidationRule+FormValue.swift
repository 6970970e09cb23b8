import FoundationEssentials

extension ValidationRule where Value == FormValue {
    /// A text rule applied to a form value's text.
    public static func text(_ rule: ValidationRule<String>) -> ValidationRule {
        rule.pullback(\.text)
    }

    /// A value is present: non-blank text, a choice, a date, or any number or flag.
    public static var required: ValidationRule {
        ValidationRule(Translations.string("This field is required")) { value in
            switch value {
            case .text(let text): !BlankText.isBlank(text)
            case .choice(let index, let text): index != nil || !text.isEmpty
            case .date(let date): date != nil
            case .time(let time): time != nil
            case .dateRange(let range): range != nil
            case .list(let items): !items.isEmpty
            case .number, .flag: true
            case .none: false
            }
        }
    }

    /// A whole number: a number row's value with no fraction, or text of digits with an
    /// optional sign; passes while the row is empty, which the required rule refuses.
    public static var wholeNumber: ValidationRule {
        let text = ValidationRule<String>.wholeNumber
        return ValidationRule(text.message) { value in
            switch value {
            case .number(let number): number.rounded() == number
            case .none: true
            case .text(let typed): BlankText.isBlank(typed) || text(typed)
            default: false
            }
        }
    }

    /// A number within `range`: a number row's value, or text as the user's region writes
    /// numbers (``RegionFormats``: the desktop's `LC_NUMERIC` unless `formats` says
    /// otherwise), so that a German user's `12,5` is twelve and a half and their `1.000` a
    /// thousand, as a number field reads them. Text that does not read as a number there
    /// (`1.5` in German, `1e3`) fails; an empty row passes, which the required rule refuses.
    /// The message gives the bounds in the same format, or, for text that is no number there,
    /// an example of one within them ("Enter a number like 50,5"). ``ValidationRule/number(in:)`` on
    /// text reads the one spelling every locale shares instead (`1234.5`), for text that a
    /// program, not a user, wrote.
    public static func number(in range: ClosedRange<Double>, formats: RegionFormats = .desktop) -> ValidationRule {
        let format = NumberFormat(.decimal, fractionDigits: 38, formats: formats)
        let message = Translations.format("Enter a number from %@ to %@", NumberFormat.shown(range.lowerBound, formats: formats),
                                          NumberFormat.shown(range.upperBound, formats: formats))
        let read = { @Sendable (typed: String) -> Double? in
            guard case .number(let read) = format.reading(of: typed.trimmed) else { return nil }
            return format.number(fromValue: read).flatMap { Double("\($0)") }
        }
        let noNumber = Translations.format("Enter a number like %@", NumberFormat.shown(example(within: range), formats: formats))
        let explain = { @Sendable (value: FormValue) -> String? in
            guard case .text(let typed) = value, !BlankText.isBlank(typed), read(typed) == nil else { return nil }
            return noNumber
        }
        return ValidationRule(message, explaining: explain) { value in
            switch value {
            case .number(let number): return range.contains(number)
            case .none: return true
            case .text(let typed): return BlankText.isBlank(typed) || read(typed).map(range.contains) == true
            default: return false
            }
        }
    }

    /// A number within `range` with a fraction where the range is wide enough (`50.5` from 0
    /// to 100, `0.5` from 0 to 1), to show the user the decimal separator the rule reads.
    private static func example(within range: ClosedRange<Double>) -> Double {
        let middle = range.lowerBound + (range.upperBound - range.lowerBound) / 2
        guard middle.isFinite else { return 12.5 }
        return range.upperBound - range.lowerBound >= 1 ? middle.rounded(.down) + 0.5 : middle
    }

    /// A switch is on (terms accepted, say); any other value fails.
    public static var isOn: ValidationRule {
        ValidationRule(Translations.string("This must be switched on")) { $0 == .flag(true) }
    }

    /// The value is a date within the limits (either may be nil).
    public static func dateRange(from minimum: Date?, to maximum: Date?) -> ValidationRule {
        ValidationRule<Date?>.dateRange(from: minimum, to: maximum).pullback { value in
            if case .date(let date) = value { date } else { nil }
        }
    }
}
