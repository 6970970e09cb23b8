import FoundationEssentials

extension ValidationRule where Value == String {
    /// Not empty once surrounding white space is trimmed.
    public static var required: ValidationRule {
        ValidationRule(Translations.string("This field is required")) { !BlankText.isBlank($0) }
    }

    /// An e-mail address as the HTML standard defines a valid one (what
    /// `<input type=email>` accepts), with a dot in the domain: `ada@example.com`, not
    /// `ada@localhost` (see ``isEmail(allowingSingleLabelDomain:)``).
    public static var isEmail: ValidationRule {
        isEmail(allowingSingleLabelDomain: false)
    }

    /// An e-mail address as the HTML standard defines a valid one: a local part of
    /// letters, digits and the characters `.!#$%&'*+/=?^_{|}~-` and the backtick, then a domain of dot-separated labels
    /// of 1 to 63 letters, digits and hyphens, none beginning or ending with a hyphen. With
    /// `allowingSingleLabelDomain`, a domain without a dot (`ada@localhost`) passes too,
    /// as the standard lets it.
    public static func isEmail(allowingSingleLabelDomain: Bool) -> ValidationRule {
        ValidationRule(Translations.string("Enter a valid e-mail address")) {
            EmailAddress.isValid($0, allowingSingleLabelDomain: allowingSingleLabelDomain)
        }
    }

    /// At least `count` characters.
    public static func minLength(_ count: Int) -> ValidationRule {
        ValidationRule(Translations.format("Use at least %d characters", count)) { $0.count >= count }
    }

    /// At most `count` characters.
    public static func maxLength(_ count: Int) -> ValidationRule {
        ValidationRule(Translations.format("Use at most %d characters", count)) { $0.count <= count }
    }

    /// The whole string matches the regular expression `pattern`, in Swift's regex syntax
    /// (`Regex(_:)`, which reads the common PCRE and ICU forms).
    ///
    /// - Throws: ``ValidationRuleError/invalidPattern(_:)`` if `pattern` does not compile.
    public static func matches(_ pattern: String, message: String = Translations.string("The format is not right")) throws -> ValidationRule {
        let expression: Regex<AnyRegexOutput>
        do {
            expression = try Regex(pattern)
        } catch {
            throw ValidationRuleError.invalidPattern(pattern)
        }
        nonisolated(unsafe) let whole = expression
        return ValidationRule(message) { text in
            (try? whole.wholeMatch(in: text)) != nil
        }
    }

    /// A number in the one spelling every locale shares (`1234.5`, as a number row's value
    /// reads as text) within `range`. For what a user types into an entry row, the form
    /// rule ``ValidationRule/number(in:formats:)`` reads the user's region's numbers.
    public static func number(in range: ClosedRange<Double>) -> ValidationRule {
        ValidationRule(Translations.format("Enter a number from %@ to %@", NumberFormat.shown(range.lowerBound), NumberFormat.shown(range.upperBound))) { text in
            guard let number = Double(text.trimmed), number.isFinite else { return false }
            return range.contains(number)
        }
    }

    /// A whole number, written with digits and an optional sign (`12`, `-3`; not `2.5`,
    /// `1e3` or `12 guests`): a count of guests, rooms or nights.
    public static var wholeNumber: ValidationRule {
        ValidationRule(Translations.string("Enter a whole number")) { text in
            Int(text.trimmed) != nil
        }
    }

    /// A whole number (digits and an optional sign, as the rule without a range takes)
    /// within `range`; its message says both.
    public static func wholeNumber(in range: ClosedRange<Int>) -> ValidationRule {
        ValidationRule(Translations.format("Enter a whole number from %@ to %@", NumberFormat.shown(range.lowerBound), NumberFormat.shown(range.upperBound))) { text in
            guard let number = Int(text.trimmed) else { return false }
            return range.contains(number)
        }
    }

    /// An absolute http or https URL with a host.
    public static var url: ValidationRule {
        ValidationRule(Translations.string("Enter a web address starting with http:// or https://")) { text in
            guard let components = URLComponents(string: text.trimmed),
                  let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
                  let host = components.host, !host.isEmpty
            else { return false }
            return true
        }
    }
}
