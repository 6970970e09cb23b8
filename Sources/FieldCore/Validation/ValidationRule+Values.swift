import FoundationEssentials

extension ValidationRule where Value == Double {
    /// A number within `range`.
    public static func range(_ range: ClosedRange<Double>) -> ValidationRule {
        ValidationRule(Translations.format("Enter a number from %@ to %@", NumberFormat.shown(range.lowerBound), NumberFormat.shown(range.upperBound))) {
            range.contains($0)
        }
    }
}

extension ValidationRule where Value == Int {
    /// A whole number within `range` (a count kept as an `Int`).
    public static func range(_ range: ClosedRange<Int>) -> ValidationRule {
        ValidationRule(Translations.format("Enter a whole number from %@ to %@", NumberFormat.shown(range.lowerBound), NumberFormat.shown(range.upperBound))) {
            range.contains($0)
        }
    }
}

extension ValidationRule where Value == Date? {
    /// A date, no earlier than `minimum` and no later than `maximum` (either may be nil).
    public static func dateRange(from minimum: Date?, to maximum: Date?) -> ValidationRule {
        ValidationRule(Translations.string("Choose a date in the allowed range")) { date in
            guard let date else { return false }
            return !(minimum.map { date < $0 } ?? false) && !(maximum.map { date > $0 } ?? false)
        }
    }
}
