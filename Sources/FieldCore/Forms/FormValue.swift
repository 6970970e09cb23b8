import FoundationEssentials

/// The value a form row holds (Codable, as a draft on disk keeps it).
public enum FormValue: Equatable, Sendable, Codable {
    /// Text from an entry, area or manual picker entry.
    case text(String)
    /// A number.
    case number(Double)
    /// A switch or check box.
    case flag(Bool)
    /// A date, nil when empty.
    case date(Date?)
    /// A picker's choice: its index (nil when none) and the text shown.
    case choice(Int?, String)
    /// A time on the clock, nil while empty or incomplete.
    case time(TimeOfDay?)
    /// A range of days, nil when empty.
    case dateRange(DateRange?)
    /// Chips (tags, addresses), in the order added; empty when there are none.
    case list([String])
    /// A row with no value (a header, a button).
    case none

    /// The value as text, for rules that read text: a date as the desktop's region writes
    /// it in the user's time zone (`03/04/2027`, as a date field shows it), a number in
    /// one spelling for every locale (`-1234.5`), as text rules read numbers.
    public var text: String {
        switch self {
        case .text(let text): text
        case .number: decimal.map { "\($0)" } ?? ""
        case .flag(let flag): flag ? "true" : "false"
        case .date(let date): date.map(Self.dayText) ?? ""
        case .choice(_, let text): text
        case .time(let time): time?.description ?? ""
        case .list(let items): items.joined(separator: ", ")
        case .dateRange(let range): range.map { "\(Self.dayText($0.start)) – \(Self.dayText($0.end))" } ?? ""
        case .none: ""
        }
    }

    private static func dayText(_ date: Date) -> String {
        DateTextFormat(formats: .desktop).string(from: date, in: RegionFormats.desktop.calendar(in: LocalTime.zone))
    }

    /// A number's value as a `Decimal`, read from its shortest decimal form so that `0.1`
    /// stays `0.1`, and 0 for one nearer zero than a `Decimal` holds (10⁻¹²⁰); nil for any
    /// other value, and for a number no number field shows (infinity, NaN, and 10³⁸ and
    /// beyond, of more whole digits than a field reads back): a number row refuses those
    /// with ``FormError/numberOutOfReach(tag:number:)``.
    public var decimal: Decimal? {
        guard case .number(let number) = self, number.isFinite, number.magnitude < 1e38 else { return nil }
        return Decimal(string: "\(number)", locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }

    /// The name of the case, for error messages.
    var kindName: String {
        switch self {
        case .text: "text"
        case .number: "number"
        case .flag: "flag"
        case .date: "date"
        case .choice: "choice"
        case .time: "time"
        case .dateRange: "date range"
        case .list: "list"
        case .none: "none"
        }
    }
}
