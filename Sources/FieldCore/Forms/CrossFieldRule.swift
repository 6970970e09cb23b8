import FoundationEssentials

/// A rule that reads several rows at once ("the end date follows the start date", "at
/// least one of phone or e-mail"), re-checked when any of them changes, with its failure
/// shown on the row the app names.
public struct CrossFieldRule<Tag: RowTag>: Sendable {
    /// The rows the rule reads.
    public let tags: [Tag]
    /// The row that shows the failure.
    public let showOn: Tag
    /// The failure's message.
    public let message: String
    /// Whether a failure blocks (an error) or only informs (a warning).
    public let severity: ValidationSeverity
    private let check: @Sendable ([Tag: FormValue]) -> Bool

    /// A rule over `tags` whose failure shows on `showOn`.
    public init(reading tags: [Tag], showOn: Tag, message: String, severity: ValidationSeverity = .error,
                _ check: @escaping @Sendable ([Tag: FormValue]) -> Bool) {
        self.tags = tags
        self.showOn = showOn
        self.message = message
        self.severity = severity
        self.check = check
    }

    /// Whether `values` (the rows' values by tag) pass.
    public func callAsFunction(_ values: [Tag: FormValue]) -> Bool { check(values) }

    /// At least one of `tags` holds a value (as the `required` rule reads it).
    public static func atLeastOne(of tags: [Tag], showOn: Tag,
                                  message: String = Translations.string("At least one of these is required")) -> CrossFieldRule {
        let required = ValidationRule<FormValue>.required
        return CrossFieldRule(reading: tags, showOn: showOn, message: message) { values in
            tags.contains { values[$0].map(required.callAsFunction) ?? false }
        }
    }

    /// The date in `end` is not before the date in `start`; passes while either is empty.
    public static func dateOrder(start: Tag, end: Tag,
                                 message: String = Translations.string("The end must follow the start")) -> CrossFieldRule {
        CrossFieldRule(reading: [start, end], showOn: end, message: message) { values in
            guard case .date(let from?)? = values[start], case .date(let to?)? = values[end] else { return true }
            return to >= from
        }
    }
}
