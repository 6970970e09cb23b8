import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// How the user's region writes dates, times, numbers and money, read from the C
/// library's locales category by category, as GLib, `GtkCalendar` and `GtkSpinButton` read
/// them: dates, times and names from `LC_TIME`, the decimal point and grouping from
/// `LC_NUMERIC`, money from `LC_MONETARY`.
///
/// ``desktop`` follows the environment by POSIX's rules (`LC_ALL`, then the category's own
/// variable, then `LANG`), so GNOME's split *Formats* region (`LANG=en_US.UTF-8` with
/// `LC_TIME=de_DE.UTF-8`) shows German dates beside English messages. Foundation's
/// `Locale.current` is not used: on Linux it is `en_001` whatever the environment says.
///
/// A model made with explicit formats (``init(locale:)``) formats as that locale does on
/// any machine where the locale is installed, which is what an app's own tests want.
public struct RegionFormats: Sendable, Equatable {
    /// A locale the C library does not have (on Debian, `locales-all` has them all).
    public struct NotInstalled: Error, Equatable, CustomStringConvertible {
        /// The locale's name as asked for.
        public let name: String
        /// The sentence an app can show or log.
        public var description: String { "the locale \(name) is not installed" }
    }

    /// The order a numeric date writes its day, month and year in.
    public enum DateOrder: Sendable, Equatable {
        /// `14.03.2027`, `14/03/2027`.
        case dayMonthYear
        /// `03/14/2027`.
        case monthDayYear
        /// `2027-03-14`, `2027年03月14日`.
        case yearMonthDay
        /// `2027.14.03` (glibc's Chechen).
        case yearDayMonth

        /// Whether the year comes first.
        var isYearFirst: Bool { self == .yearMonthDay || self == .yearDayMonth }
        /// Whether the day comes before the month.
        var isDayBeforeMonth: Bool { self == .dayMonthYear || self == .yearDayMonth }
    }

    /// The locale `LC_TIME` came from (`de_DE.UTF-8`).
    public let timeLocale: String
    /// The language of ``timeLocale`` (`de`): the one a date's and a range's words are read in.
    var timeLanguage: String { Self.language(of: timeLocale) }
    /// The locale `LC_NUMERIC` came from.
    public let numericLocale: String
    /// The locale `LC_MONETARY` came from.
    public let monetaryLocale: String

    /// The locale's numeric date as a `strftime` pattern (`%d.%m.%Y`), its year always in
    /// four digits: a two-digit year would be a guess when typed back.
    public let datePattern: String
    /// The order of ``datePattern``.
    public let dateOrder: DateOrder
    /// Whether a date written with its month's name puts the year first (`2027. márc. 4.`),
    /// as the locale's long date (`_DATE_FMT`, what `date` prints) does.
    public let writtenYearFirst: Bool
    /// Month names as a date writes them (`MON_1`…; genitive where the language has one).
    public let monthNames: [String]
    /// Month names standing alone, as a calendar's heading shows them (`%OB`).
    public let standaloneMonthNames: [String]
    /// Abbreviated month names (`Jan`, `Mär`).
    public let monthAbbreviations: [String]
    /// Abbreviated month names standing alone.
    public let standaloneMonthAbbreviations: [String]
    /// Weekday names, Sunday first (`%A`).
    public let weekdayNames: [String]
    /// Abbreviated weekday names, Sunday first (`%a`), as `GtkCalendar` heads its columns.
    public let weekdayAbbreviations: [String]
    /// The first day of the week, 1 for Sunday to 7 for Saturday (`Calendar.firstWeekday`),
    /// worked out as `GtkCalendar` does from `_NL_TIME_FIRST_WEEKDAY` and `_NL_TIME_WEEK_1STDAY`.
    public let firstWeekday: Int
    /// Whether times are written on a 24-hour clock (the locale's time has no AM/PM).
    public let uses24HourClock: Bool
    /// The locale's morning and afternoon markers (`AM`, `PM`); empty where it has none.
    public let amSymbol: String
    /// The afternoon marker.
    public let pmSymbol: String
    /// Whether the marker comes before the hour (`오후 2:30`) rather than after it.
    public let dayPeriodFirst: Bool
    /// How many years ahead of the Gregorian year the region writes its years, where its
    /// dates are in an era (`%Ey`: Thailand's and Laos's Buddhist era, 543, so 2570 is
    /// 2027); nil where they are Gregorian. The fields show the era's years there, as the C
    /// library's `%x` does (and GTK's calendar under GTK's Thai messages), and read the
    /// Gregorian calendar's too.
    let eraYearOffset: Int?
    /// The digits the region writes its dates and times in where its date format asks for
    /// its own (`%Od`: Persian's `۰` to `۹`, Burmese's, Odia's), as the C library's `%x` and
    /// GTK's calendar write them; nil for ASCII's. Numbers keep ASCII's, as `printf` writes them.
    let dateDigits: [Character]?
    /// The eras the region's people write years in (``Era``), read in a typed date.
    let eras: [Era]
    /// `number`, written in ASCII's digits, in the region's own where its dates have them.
    func inDateDigits(_ number: String) -> String {
        guard let digits = dateDigits else { return number }
        return String(number.map { digit in digit.wholeNumberValue.flatMap { digits[safe: $0] } ?? digit })
    }
    /// The year the region writes for the Gregorian `year`: its era's where its dates are
    /// in one (2570 in Thailand for 2027), `year` elsewhere.
    func shownYear(_ year: Int) -> Int {
        year + (eraYearOffset ?? 0)
    }
    /// The Gregorian year a user of the region means by the full year `typed`, where the
    /// year the field refers to is `reference`. Where the region writes its dates in an era,
    /// a year of the era within 200 years of it (2570 in Thailand is 2027), or a Gregorian
    /// year within 200 years of it (2027 stays 2027: the two are 543 years apart); nil for
    /// a year that is neither, which could be either. Elsewhere `typed`.
    func gregorianYear(typed: Int, near reference: Int) -> Int? {
        guard let offset = eraYearOffset else { return typed }
        if abs(typed - offset - reference) <= 200 { return typed - offset }
        return abs(typed - reference) <= 200 ? typed : nil
    }

    /// The words a written date holds besides its names and numbers, lowercased: those of
    /// the C library's long date formats (Catalan's `de` of `%-d %B de %Y`), and the
    /// words the region's language writes in a date where the C library writes none
    /// (Spanish, Portuguese and Galician `de`: `14 de marzo de 2027`; Russian's `г.`; Danish
    /// and Swedish `den 14. marts 2027`).
    let dateWords: [String]
    /// Letters the region's language writes onto a month's name in a date, lowercased
    /// (Hebrew's `ב`, in: `4 במרץ 2027`). Not words of their own: Hebrew's `ב'` is Monday.
    let monthPrefixes: [String]
    /// The words of the C library's own ways to write a time (`時`, `分` and `秒` of
    /// Japanese `%H時%M分%S秒`, Korean `시`, Norwegian `kl`), lowercased: a typed time may
    /// hold them.
    let timeWords: [String]
    /// The words written right after the hour, the minute and the second where the region
    /// writes its time in words (Japanese `時`, `分`, `秒`; Korean `시`, `분`, `초`); empty
    /// where it writes none.
    let timeSuffixes: [String]

    /// The decimal separator (`,` in German).
    public let decimalSeparator: String
    /// The grouping separator (`.` in German, a narrow no-break space in French); empty
    /// where the locale does not group (C).
    public let groupingSeparator: String
    /// Digits in a group, innermost first (`[3]`, India's `[3, 2]`); empty for none.
    public let grouping: [Int]

    /// The local currency's sign (`€`).
    public let currencySymbol: String
    /// The local currency's ISO 4217 code (`EUR`).
    public let currencyCode: String
    /// The decimal separator of amounts.
    public let monetaryDecimalSeparator: String
    /// The grouping separator of amounts.
    public let monetaryGroupingSeparator: String
    /// Digits in a group of amounts, innermost first.
    public let monetaryGrouping: [Int]
    /// Fraction digits of the local currency.
    public let currencyFractionDigits: Int
    /// Whether the sign comes before an amount (`$12.50`) or after it (`12,50 €`).
    public let currencyPrecedesAmount: Bool
    /// Whether a space separates the sign from the amount.
    public let currencySeparatedBySpace: Bool

    /// The formats of the user's desktop, read from the environment once, when first asked.
    public static var desktop: RegionFormats { desktopFormats }

    private static let desktopFormats = RegionFormats(environment: ())

    /// The C locale's formats, which every machine has.
    public static let posix: RegionFormats = (try? RegionFormats(locale: "C.UTF-8")) ?? (try? RegionFormats(locale: "C"))
        ?? RegionFormats(environment: ())

    /// Every category from the locale `name` (`de_DE.UTF-8`, `de_DE`, `de_DE@euro`: a name
    /// without a code set is tried with UTF-8 first).
    ///
    /// - Throws: ``NotInstalled`` when the C library has no such locale.
    public init(locale name: String) throws {
        try self.init(time: name, numeric: name, monetary: name)
    }

    /// The Gregorian calendar in `timeZone`, its weeks starting on ``firstWeekday``, as
    /// `GtkCalendar` lays them out: the one calendar every date model counts days with.
    public func calendar(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    /// Dates and times from `time`, numbers from `numeric` and money from `monetary`, as
    /// GNOME's *Formats* region sets them apart from the language.
    ///
    /// - Throws: ``NotInstalled`` for a locale the C library does not have.
    public init(time: String, numeric: String, monetary: String) throws {
        let timeHandle = try Self.open(time, mask: LC_TIME_MASK)
        defer { timeHandle.free() }
        let numericHandle = try Self.open(numeric, mask: LC_NUMERIC_MASK)
        defer { numericHandle.free() }
        let monetaryHandle = try Self.open(monetary, mask: LC_MONETARY_MASK)
        defer { monetaryHandle.free() }
        self.init(time: timeHandle, numeric: numericHandle, monetary: monetaryHandle)
    }

    /// Each category as the environment sets it; a category whose locale is not installed
    /// is C's, as `setlocale` leaves it.
    private init(environment: Void) {
        let categories = [LC_TIME_MASK, LC_NUMERIC_MASK, LC_MONETARY_MASK].map { mask in
            (try? Self.open("", mask: mask)) ?? (try? Self.open("C.UTF-8", mask: mask)) ?? Self.open(c: mask)
        }
        defer { categories.forEach { $0.free() } }
        self.init(time: categories[0], numeric: categories[1], monetary: categories[2])
    }

    private init(time: LocaleHandle, numeric: LocaleHandle, monetary: LocaleHandle) {
        let reader = LangInfo(time: time.locale, numeric: numeric.locale, monetary: monetary.locale)
        timeLocale = time.name
        numericLocale = numeric.name
        monetaryLocale = monetary.name
        let ownDatePattern = reader.time(D_FMT)
        (datePattern, dateOrder) = Self.datePattern(from: ownDatePattern)
        eraYearOffset = ["%Ey", "%EY", "%EC"].contains(where: ownDatePattern.contains) ? reader.eraYearOffset : nil
        dateDigits = ownDatePattern.contains("%O") ? reader.ownDigits : nil
        eras = reader.eras
        let longDate = reader.time(Int(_DATE_FMT))
        let language = Self.language(of: time.name)
        dateWords = Self.words(of: [reader.time(D_T_FMT), longDate]) + Self.dateConnectives(in: language)
        monthPrefixes = language == "he" ? ["ב"] : []
        // The alternative forms count too: Persian writes its year `%Oy`, in its own digits.
        let yearAt = ["%Y", "%y", "%EY", "%Ey", "%OY", "%Oy"].compactMap { longDate.firstRange(of: $0)?.lowerBound }.min()
        let monthAt = ["%b", "%B", "%h", "%m", "%Ob", "%OB", "%Om"].compactMap { longDate.firstRange(of: $0)?.lowerBound }.min()
        writtenYearFirst = yearAt.flatMap { year in monthAt.map { year < $0 } } ?? dateOrder.isYearFirst
        monthNames = (0..<12).map { reader.time(MON_1 + $0) }
        standaloneMonthNames = (0..<12).map { reader.time(Int(__ALTMON_1) + $0) }
        monthAbbreviations = (0..<12).map { reader.time(ABMON_1 + $0) }
        standaloneMonthAbbreviations = (0..<12).map { reader.time(Int(_NL_ABALTMON_1) + $0) }
        weekdayNames = (0..<7).map { reader.time(DAY_1 + $0) }
        weekdayAbbreviations = (0..<7).map { reader.time(ABDAY_1 + $0) }
        firstWeekday = reader.firstWeekday
        amSymbol = reader.time(AM_STR)
        pmSymbol = reader.time(PM_STR)
        // The alternative forms are the same hours (Odia's and Burmese's `%OI`, in their digits).
        let timePattern = reader.time(T_FMT).plainConversions
        let twelveHourPattern = reader.time(T_FMT_AMPM).plainConversions
        dayPeriodFirst = (twelveHourPattern.firstRange(of: "%p")?.lowerBound).map { marker in
            twelveHourPattern.firstRange(of: "%I").map { marker < $0.lowerBound } ?? false
        } ?? false
        uses24HourClock = amSymbol.isEmpty || !(timePattern.contains("%I") || timePattern.contains("%r") || timePattern.contains("%l"))
        (timeWords, timeSuffixes) = Self.timeWords(of: [timePattern, twelveHourPattern])
        decimalSeparator = reader.numeric(RADIXCHAR).nonEmpty ?? "."
        groupingSeparator = reader.numeric(THOUSEP)
        grouping = groupingSeparator.isEmpty ? [] : reader.grouping(Int(__GROUPING), in: .numeric)
        currencySymbol = reader.monetary(Int(__CURRENCY_SYMBOL))
        currencyCode = reader.monetary(Int(__INT_CURR_SYMBOL)).trimmed
        monetaryDecimalSeparator = reader.monetary(Int(__MON_DECIMAL_POINT)).nonEmpty ?? decimalSeparator
        monetaryGroupingSeparator = reader.monetary(Int(__MON_THOUSANDS_SEP))
        monetaryGrouping = monetaryGroupingSeparator.isEmpty ? [] : reader.grouping(Int(__MON_GROUPING), in: .monetary)
        currencyFractionDigits = reader.byte(Int(__FRAC_DIGITS), in: .monetary).flatMap { $0 == 127 ? nil : Int($0) } ?? 2
        currencyPrecedesAmount = reader.byte(Int(__P_CS_PRECEDES), in: .monetary) != 0
        currencySeparatedBySpace = reader.byte(Int(__P_SEP_BY_SPACE), in: .monetary).map { $0 == 1 || $0 == 2 } ?? false
    }

    // MARK: Reading the C library

    /// A `locale_t` and the name it was opened by.
    private struct LocaleHandle {
        let locale: locale_t
        let name: String
        /// Whether this handle opened the locale (a borrowed one is never freed).
        var owned = true

        func free() {
            if owned { freelocale(locale) }
        }
    }

    /// Opens `name` for the categories of `mask`; `""` reads the environment.
    private static func open(_ name: String, mask: Int32) throws -> LocaleHandle {
        let candidates = name.isEmpty || name.contains(".") || name == "C" || name == "POSIX"
            ? [name] : [Self.withCodeSet(name, "UTF-8"), name]
        for candidate in candidates {
            if let locale = newlocale(mask, candidate, nil) {
                return LocaleHandle(locale: locale, name: candidate.isEmpty ? Self.environmentName(for: mask) : candidate)
            }
        }
        throw NotInstalled(name: name)
    }

    /// The C locale, which `newlocale` always has (it fails only when out of memory; then
    /// glibc's own C locale object, which is never freed).
    private static func open(c mask: Int32) -> LocaleHandle {
        if let locale = newlocale(mask, "C", nil) { return LocaleHandle(locale: locale, name: "C") }
        return LocaleHandle(locale: uselocale(nil), name: "C", owned: false)
    }

    /// `de_DE@euro` with a code set: `de_DE.UTF-8@euro`.
    private static func withCodeSet(_ name: String, _ codeSet: String) -> String {
        guard let at = name.firstIndex(of: "@") else { return "\(name).\(codeSet)" }
        return "\(name[..<at]).\(codeSet)\(name[at...])"
    }

    /// The variable POSIX reads for a category: `LC_ALL`, the category's own, then `LANG`.
    private static func environmentName(for mask: Int32) -> String {
        let own = switch mask {
        case LC_TIME_MASK: "LC_TIME"
        case LC_NUMERIC_MASK: "LC_NUMERIC"
        default: "LC_MONETARY"
        }
        return ["LC_ALL", own, "LANG"].lazy.compactMap(ProcessEnvironment.value).first ?? "C"
    }

    /// The literal words of the formats `patterns`, lowercased.
    private static func words(of patterns: [String]) -> [String] {
        patterns.flatMap { DateTextReader.words(in: $0.replacingConversions(flags: "-_0EO^#") { _ in " " }) }
    }

    /// The language of the locale `name` (`de` of `de_DE.UTF-8`), lowercased.
    static func language(of name: String) -> String {
        name.prefix(while: \.isLetter).lowercased()
    }

    /// The words a written date takes in `language` that the C library's formats do not
    /// write: connectives (`de`, Spanish's `del`: `14 de marzo del 2027`; French's `le 4
    /// mars`; Vietnamese's `ngày 4 tháng 3 năm 2027`) and the year's word or its abbreviation (`4 марта 2027 г.`, `4 березня 2027 р.`, `4 marca 2027 r.`).
    private static func dateConnectives(in language: String) -> [String] {
        switch language {
        case "es": ["de", "del"]
        case "pt", "gl", "ast": ["de"]
        case "fr": ["le"]
        case "da", "sv", "nb", "nn", "no": ["den"]
        case "ru", "be": ["г", "года"]
        case "uk": ["р", "року"]
        case "bg": ["г", "година"]
        case "pl": ["r", "roku"]
        case "vi": ["ngày", "năm"]
        default: []
        }
    }

    /// The words of the time formats `patterns`, lowercased, and the words right after the
    /// hour, the minute and the second in the first of them that writes any.
    private static func timeWords(of patterns: [String]) -> (all: [String], suffixes: [String]) {
        var all: [String] = [], suffixes: [String] = []
        for pattern in patterns {
            // A mark for the hour, minute and second, a space for anything else written.
            let marked = Array(pattern.replacing("%T", with: "%H:%M:%S").replacing("%R", with: "%H:%M")
                .replacingConversions(flags: "-_0EO^#") { "HIklMS".contains($0) ? "\u{0}" : " " })
            all += DateTextReader.words(in: String(marked))
            let after = marked.indices.filter { marked[$0] == "\u{0}" }
                .map { String(marked[($0 + 1)...].prefix(while: DateTextReader.isLetter)).lowercased() }
            if !suffixes.contains(where: { !$0.isEmpty }) { suffixes = after.contains { !$0.isEmpty } ? after : [] }
        }
        return (all, suffixes)
    }

    /// Splits the locale's `D_FMT` into a four-digit-year pattern and its order. The
    /// locale's flags and alternative forms (`%-d`, `%Ey`, `%Oy`) become the plain
    /// conversions first: the fields write the region's digits (``dateDigits``), and a year
    /// of an era through ``shownYear(_:)``.
    static func datePattern(from pattern: String) -> (String, DateOrder) {
        let expanded = pattern.plainConversions
            .replacing("%D", with: "%m/%d/%y")
            .replacing("%F", with: "%Y-%m-%d")
            .replacing("%C%y", with: "%Y")
            .replacing("%y", with: "%Y")
            .replacing("%e", with: "%d")
        let position = { (conversions: [String]) in conversions.lazy.compactMap { expanded.firstRange(of: $0)?.lowerBound }.first }
        guard let day = position(["%d"]), let month = position(["%m", "%b", "%B"]) else { return ("%m/%d/%Y", .monthDayYear) }
        if let year = position(["%Y"]), year < month { return (expanded, day < month ? .yearDayMonth : .yearMonthDay) }
        // A pattern whose year is missing or not Gregorian still orders its day and month.
        let pattern = position(["%Y"]) == nil ? (day < month ? "%d/%m/%Y" : "%m/%d/%Y") : expanded
        return (pattern, day < month ? .dayMonthYear : .monthDayYear)
    }
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
