import CLibraryFormats
import FieldCore
import Foundation
import Testing

/// Every UTF-8 locale the C library supports, not only the ones a test names: what a date
/// field shows there, it reads back as the same day and time, and a date written with any
/// of the locale's month names is that day, as is the date with its weekday beside it.
/// Before, these were refused or read as another day: names of two words or more (Levantine
/// Arabic's `كانون الثاني`, Maltese `It-Tnejn`), a month with the date's literal text
/// written onto it (Basque's `urtren`), a name holding a digit (Sorani's `کا٢`, Vietnamese
/// `Tháng 3` and `T2`), a short name that is a month's and a weekday's (Spanish `mar`), a
/// Syriac name starting with its abbreviation mark, a weekday holding a Chinese numeral
/// (Hong Kong's `星期一`), a day period of two words (Tigrinya's `ድሕር ሰዓት`, Marathi's
/// `म.नं.`), and a region writing its day between year and month (glibc's Chechen,
/// `2027.14.03`).
@Suite("Every locale reads back what it shows")
struct EveryLocaleTests {
    /// The UTF-8 locales of Debian's `locales` list, which `locales-all` has compiled.
    static func supportedLocales() throws -> [String] {
        let list = try String(contentsOfFile: "/usr/share/i18n/SUPPORTED", encoding: .utf8)
        return list.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            return fields.count == 2 && fields[1] == "UTF-8" ? String(fields[0]) : nil
        }
    }

    /// The Gregorian calendar in UTC, and 14 March 2027 in it: the day every model here takes
    /// as today.
    static func today() throws -> (calendar: Calendar, now: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        return (calendar, try #require(calendar.date(from: DateComponents(year: 2027, month: 3, day: 14))))
    }

    /// Types `typed` into `model` as `locale`'s user, and notes in `misread` a text that is
    /// refused though it writes `meant`, or read as anything but `meant` (nil: it is refused).
    static func enter(_ typed: String, into model: DateFieldModel, meaning meant: Date?, in locale: String,
                              misread: inout [String]) {
        switch model.enterText(typed) {
        case .failure: if meant != nil { misread.append("\(locale): \(typed) refused") }
        case .success: if model.date != meant { misread.append("\(locale): \(typed) read as \(model.text)") }
        }
    }

    @Test(arguments: [DateMode.date, .dateAndTime])
    func aDateShownInAnyLocaleReadsBackAsTheSameMoment(mode: DateMode) throws {
        let locales = try Self.supportedLocales()
        #expect(locales.count > 300, "Debian's list of supported locales")
        let (calendar, now) = try Self.today()
        var misread: [String] = []
        for locale in locales {
            let formats = try RegionFormats(locale: locale)
            let model = DateFieldModel(label: "Date", mode: mode, formats: formats, timeZone: calendar.timeZone, now: { now })
            // Each month, days of one and two digits, hours before and after noon.
            for month in 1...12 {
                for (day, hour) in [(4, 14), (14, 9), (28, 23)] {
                    let timed = mode == .dateAndTime
                    let moment = try #require(calendar.date(from: DateComponents(year: 2027, month: month, day: day,
                                                                                 hour: timed ? hour : 0, minute: timed ? 30 : 0)))
                    model.setDateFromCode(moment)
                    let shown = model.text
                    model.setDateFromCode(nil)
                    Self.enter(shown, into: model, meaning: moment, in: locale, misread: &misread)
                }
            }
        }
        #expect(misread.isEmpty, "\(misread.count) misread: \(misread.prefix(20))")
    }

    /// What the C library writes for `moment` (year to minute) with the `strftime` format
    /// `format` in `locale`.
    static func written(_ format: String, _ moment: DateComponents, in locale: String) -> String? {
        var text = [CChar](repeating: 0, count: 160)
        guard c_library_moment(locale, format, Int32(moment.year ?? 2027), Int32(moment.month ?? 1), Int32(moment.day ?? 1),
                               Int32(moment.hour ?? 0), Int32(moment.minute ?? 0), &text, text.count) == 0 else { return nil }
        return String(cLibraryText: text)
    }

    /// A date as the C library writes the region's own (`%x`, and `%Ex` with its era) is
    /// that day. Before, Thailand's and Laos's `14/03/2570`, in the Buddhist era, was read
    /// as the year 2570.
    @Test func aDateTheCLibraryWritesInAnyLocaleIsThatDay() throws {
        let (calendar, now) = try Self.today()
        // Chinese numerals with 廿 (`廿廿七年`), and Japan's era names (`令和09年`).
        let unread: Set<String> = ["lzh_TW", "ja_JP.UTF-8 %Ex"]
        var misread: [String] = []
        for locale in try Self.supportedLocales() where !unread.contains(locale) {
            let model = DateFieldModel(label: "Date", formats: try RegionFormats(locale: locale), timeZone: calendar.timeZone,
                                       now: { now })
            for month in 1...12 {
                let day = DateComponents(year: 2027, month: month, day: month + 10)
                let meant = try #require(calendar.date(from: day))
                for format in ["%x", "%Ex"] where !unread.contains("\(locale) \(format)") {
                    let text = try #require(Self.written(format, day, in: locale))
                    Self.enter(text, into: model, meaning: meant, in: locale, misread: &misread)
                }
            }
        }
        #expect(misread.isEmpty, "\(misread.count) misread: \(misread.prefix(20))")
    }

    @Test func aWrittenDateInAnyLocaleIsTheDayItNames() throws {
        let (calendar, now) = try Self.today()
        var misread: [String] = []
        for locale in try Self.supportedLocales() {
            let formats = try RegionFormats(locale: locale)
            let model = DateFieldModel(label: "Date", formats: formats, timeZone: calendar.timeZone, now: { now })
            let lists = [formats.monthNames, formats.standaloneMonthNames, formats.monthAbbreviations, formats.standaloneMonthAbbreviations]
            for month in 1...12 {
                let meant = try #require(calendar.date(from: DateComponents(year: 2027, month: month, day: 24)))
                // Khmer's short names are its digits alone: `១ 24` is no written date.
                let names = Set(lists.map { $0[month - 1] }).filter { $0.contains(where: \.isLetter) }
                for name in names {
                    for typed in ["24 \(name) 2027", "\(name) 24, 2027", "24 \(name)", "2027 \(name) 24"] {
                        Self.enter(typed, into: model, meaning: meant, in: locale, misread: &misread)
                    }
                }
            }
        }
        #expect(misread.isEmpty, "\(misread.count) misread: \(misread.prefix(20))")
    }

    @Test func aWeekdayBesideADateInAnyLocaleIsReadWhenItIsTheDatesOwn() throws {
        let (calendar, now) = try Self.today()
        var misread: [String] = []
        for locale in try Self.supportedLocales() {
            let formats = try RegionFormats(locale: locale)
            let model = DateFieldModel(label: "Date", formats: formats, timeZone: calendar.timeZone, now: { now })
            let weekdays = formats.weekdayNames + formats.weekdayAbbreviations
            for day in 1...7 {
                let date = calendar.date(from: DateComponents(year: 2027, month: 3, day: day))
                model.setDateFromCode(date)
                let shown = model.text
                // Where the date shows its weekday already there is nothing to add; a name that
                // is also a word of the date's own text (Pashto's `د.`, Tibetan `ཟླ་` on Debian
                // 13, Japanese `月`, Monday's and the month's) is that word; a short name that
                // is two days' (Frisian's `Sn`, Saturday and Sunday) tells nothing.
                let words = Set(shown.split { !$0.isLetter }.map(String.init))
                let own = (day + 0) % 7, next = (day + 1) % 7   // 1 March 2027 is a Monday
                guard !shown.lowercased().contains(formats.weekdayNames[own].lowercased()),
                      !words.contains(formats.weekdayAbbreviations[own].filter(\.isLetter)) else { continue }
                for (names, meant) in [(Set([formats.weekdayNames[own], formats.weekdayAbbreviations[own]]), date),
                                       (Set([formats.weekdayNames[next], formats.weekdayAbbreviations[next]]), nil)] {
                    for name in names where weekdays.filter({ $0 == name }).count == 1 && !words.contains(name.filter(\.isLetter)) {
                        for typed in ["\(name) \(shown)", "\(name), \(shown)", "\(shown) \(name)"] {
                            model.setDateFromCode(nil)
                            Self.enter(typed, into: model, meaning: meant, in: locale, misread: &misread)
                        }
                    }
                }
            }
        }
        #expect(misread.isEmpty, "\(misread.count) misread: \(misread.prefix(20))")
    }

    @Test(arguments: [DateMode.date, .time, .dateAndTime], ["0123456789", "٠١٢٣٤٥٦٧٨٩", "۰۱۲۳۴۵۶۷۸۹"])
    func aDateTypedIntoSegmentsInAnyLocaleIsTheMomentTyped(mode: DateMode, digits: String) throws {
        let (calendar, now) = try Self.today()
        let digit = Array(digits)
        var mistyped: [String] = []
        for locale in try Self.supportedLocales() {
            let formats = try RegionFormats(locale: locale)
            let model = SegmentedDateModel(label: "When", mode: mode, formats: formats, timeZone: calendar.timeZone, now: { now })
            func type(_ number: String) { for character in number { model.type(digit[character.wholeNumberValue ?? 0]) } }
            // 4 March 2027 at 14:30, segment by segment in the locale's order, the afternoon
            // chosen by the first letter of the locale's name for it where it has its own.
            for kind in model.segments {
                model.focus(kind)
                switch kind {
                case .year: type("2027")
                case .month: type("03")
                case .day: type("04")
                case .hour: type(model.uses12HourClock ? "02" : "14")
                case .minute: type("30")
                case .dayPeriod:
                    let (am, pm) = (model.dayPeriodSymbols.am.lowercased().first, model.dayPeriodSymbols.pm.lowercased().first)
                    model.type(am != pm ? pm ?? "p" : "p")
                }
            }
            let typed = model.components
            let date = typed?.year == 2027 && typed?.month == 3 && typed?.day == 4
            let time = typed?.hour == 14 && typed?.minute == 30
            if (mode != .time && !date) || (mode != .date && !time) {
                mistyped.append("\(locale): \(model.segments) gave \(String(describing: typed))")
            }
        }
        #expect(mistyped.isEmpty, "\(mistyped.count) mistyped: \(mistyped.prefix(10))")
    }
}
