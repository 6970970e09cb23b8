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
