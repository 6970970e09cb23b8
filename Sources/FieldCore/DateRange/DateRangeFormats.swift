import FoundationEssentials

/// The calendar and formats a ``DateRangeModel`` shows, reads and says days with, for one
/// region's formats and time zone.
final class DateRangeFormats {
    /// The Gregorian calendar in the time zone, its weeks starting on the region's first day.
    let calendar: Calendar
    /// A day as the field shows it and reads it back: the region's numeric date.
    let day: DateTextFormat
    /// The words a range is written with in the region's language (`du 2 au 9 mars`).
    let words: RangeWords

    init(formats: RegionFormats, timeZone: TimeZone) {
        calendar = formats.calendar(in: timeZone)
        day = DateTextFormat(formats: formats, mode: .date)
        words = RangeWords(language: formats.timeLanguage)
    }

    /// `date` as the field shows it.
    func string(from date: Date) -> String {
        day.string(from: date, in: calendar)
    }

    /// `date` in full, as a screen reader says it.
    func spoken(_ date: Date) -> String {
        day.spokenDay(date, in: calendar)
    }

    /// The day `text` writes, its year `reference`'s when not given.
    func date(from text: String, reference: Date) -> Date? {
        let year = calendar.dateComponents([.year, .month, .day], from: reference)
        return day.components(from: text, reference: year).flatMap { calendar.date(from: $0) }
    }
}
