import Foundation

/// The calendar and formatters a ``DateRangeModel`` shows, parses and reads days with, for
/// one locale and time zone.
final class DateRangeFormats {
    /// The Gregorian calendar in the locale and time zone.
    let calendar: Calendar
    /// A day as the field shows it: the locale's short month, two-digit day and year.
    let day: DateFormatter
    /// The locale's short numeric date ("3/2/27"), also taken when typed.
    let shortDay: DateFormatter
    /// A day in full, as a screen reader says it.
    let fullDay: DateFormatter

    init(locale: Locale, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
        func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            configure(formatter)
            return formatter
        }
        day = formatter { $0.dateFormat = DateFormatter.dateFormat(fromTemplate: "MMMddyyyy", options: 0, locale: locale) ?? "MMM dd, yyyy" }
        shortDay = formatter { $0.dateStyle = .short }
        fullDay = formatter { $0.dateStyle = .full }
    }
}
