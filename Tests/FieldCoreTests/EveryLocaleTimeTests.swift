import CLibraryFormats
import FieldCore
import Foundation
import Testing

/// Every UTF-8 locale the C library supports: a time field reads a time as the C library
/// writes it there (`strftime`), with its seconds (`%X`) and in the 12-hour clock where the
/// locale has one. Before, `14:30:00` was refused in every locale, and Japanese `14時30分`,
/// Korean `14시 30분` and Chinese `14时30分` in their own.
@Suite("Every locale reads its times")
struct EveryLocaleTimeTests {
    /// What the C library writes for 14 March 2027 at `hour`:`minute` with the `strftime`
    /// format `format` in `locale`.
    private static func written(_ format: String, hour: Int, minute: Int, in locale: String) -> String? {
        EveryLocaleTests.written(format, DateComponents(year: 2027, month: 3, day: 14, hour: hour, minute: minute), in: locale)
    }

    /// `locale`'s own time format (`%X`: `%H:%M:%S`, Arabic's `%Z %I:%M:%S %p`).
    static func ownTimeFormat(_ locale: String) -> String {
        var text = [CChar](repeating: 0, count: 128)
        guard c_library_time_format(locale, &text, text.count) == 0 else { return "" }
        return String(cLibraryText: text)
    }

    /// Locales whose times the field does not read yet, and why.
    private static let unread: Set<String> = [
        "lzh_TW", // hours in Chinese numerals with 廿 and 卅 (`廿三時`)
        "shn_MM", // `%I` written 00 for the hour after midnight, beside a day period
        "bo_CN", "bo_IN", "dz_BT", // the hour between words of the time (`ཆུ་ཚོད14ཀསར་མ30`)
    ]

    /// The `strftime` formats a locale's times are written in that say the time whole: the
    /// locale's own (`%X`), hours and minutes, and, where the locale writes an AM and a PM,
    /// the 12-hour clock with the marker after and before. The locale's own is left out
    /// where it names the time zone (Arabic's `%Z %I:%M:%S %p`, Norwegian's `kl. %H.%M %z`;
    /// `%r` names it in many), a time of day with a zone being more than the field reads;
    /// and where it is on the
    /// 12-hour clock with no marker (glibc's hy_AM and sm_WS write `02:30:00` for 14:30:
    /// that text says 2:30).
    static func timePatterns(of locale: String, _ formats: RegionFormats) -> [String] {
        let hasDayPeriods = !formats.amSymbol.trimmed.isEmpty && !formats.pmSymbol.trimmed.isEmpty
        let own = ownTimeFormat(locale)
        let namesZone = own.contains("%Z") || own.contains("%z") || own.contains("%r")
        let ownTime = namesZone || !hasDayPeriods && own.contains("%I") ? [] : ["%X"]
        return ownTime + ["%R", "%H:%M:%S"] + (hasDayPeriods ? ["%I:%M %p", "%p %I:%M"] : [])
    }

    /// A date and time as the C library writes the region's date and each of its times is
    /// that moment. Before, Japanese, Chinese and Korean `2027年03月14日 14時30分00秒` was
    /// refused: the time was found only at a colon or a dot.
    @Test func aDateAndTimeWrittenInAnyLocaleIsThatMoment() throws {
        let (calendar, now) = try EveryLocaleTests.today()
        var misread: [String] = []
        for locale in try EveryLocaleTests.supportedLocales() where !Self.unread.contains(locale) {
            let formats = try RegionFormats(locale: locale)
            let model = DateFieldModel(label: "When", mode: .dateAndTime, formats: formats, timeZone: calendar.timeZone,
                                       now: { now })
            // A day, hour and minute none of which is another (a split that took the day for
            // the hour would not pass unseen), before noon and after.
            for (hour, minute) in [(9, 5), (17, 45)] {
                let moment = DateComponents(year: 2027, month: 3, day: 23, hour: hour, minute: minute)
                let meant = try #require(calendar.date(from: moment))
                for pattern in Self.timePatterns(of: locale, formats) {
                    let text = try #require(EveryLocaleTests.written("%x " + pattern, moment, in: locale))
                    EveryLocaleTests.enter(text, into: model, meaning: meant, in: locale, misread: &misread)
                }
            }
        }
        #expect(misread.isEmpty, "\(misread.count): \(misread.prefix(40).joined(separator: "; "))")
    }

    @Test func aTimeWrittenInAnyLocaleIsThatTime() throws {
        let (calendar, now) = try EveryLocaleTests.today()
        var misread: [String] = []
        var times = 0
        for locale in try EveryLocaleTests.supportedLocales() where !Self.unread.contains(locale) {
            let formats = try RegionFormats(locale: locale)
            let model = DateFieldModel(label: "Time", mode: .time, formats: formats, timeZone: calendar.timeZone, now: { now })
            let patterns = Self.timePatterns(of: locale, formats)
            for (hour, minute) in [(0, 5), (9, 30), (12, 0), (12, 45), (14, 30), (23, 59)] {
                let moment = try #require(calendar.date(from: DateComponents(year: 2027, month: 3, day: 14, hour: hour, minute: minute)))
                model.setDateFromCode(moment)
                let shown = model.text
                for text in [shown] + patterns.compactMap({ Self.written($0, hour: hour, minute: minute, in: locale) }) {
                    model.setDateFromCode(nil)
                    times += 1
                    switch model.enterText(text) {
                    case .failure: misread.append("\(locale): \(text) refused")
                    case .success where model.date != moment: misread.append("\(locale): \(text) read as \(model.text)")
                    case .success: break
                    }
                }
            }
        }
        #expect(times > 8_000)
        #expect(misread.isEmpty, "\(misread.count): \(misread.prefix(40).joined(separator: "; "))")
    }

    /// A day and month in any locale, then a number a space apart that may be the hour
    /// (`4 March 14`, `Mar 4 9`, `4/3 14`), is 4 March or refused in a date and time: never
    /// another day. Before, a year-first region's written date (Hungarian, Persian, Basque,
    /// Chinese, en_DK) took the first small number for the year: `4 March 14` was
    /// 14 March 2004, and Hungarian `márc. 4 14` too.
    @Test func aDayAndMonthBeforeAnHourInAnyLocaleIsNeverAnotherDay() throws {
        let (calendar, now) = try EveryLocaleTests.today()
        var misread: [String] = []
        var withMinutes = 0, withMinutesRead = 0
        // Literary Chinese's short month names are its numerals (` 三 `), which a number beside
        // them joins.
        for locale in try EveryLocaleTests.supportedLocales() where locale != "lzh_TW" {
            let formats = try RegionFormats(locale: locale)
            let names = Set([formats.monthNames, formats.monthAbbreviations, formats.standaloneMonthNames,
                             formats.standaloneMonthAbbreviations].map { $0[2] }).filter { $0.contains(where: \.isLetter) }
            // Numbers alone are in the region's order: `4/3` is 4 March where the day comes first.
            let dayFirst = [.dayMonthYear, .yearDayMonth].contains(formats.dateOrder)
            for hour in [14, 9] {
                var texts = names.flatMap { ["4 \($0) \(hour)", "\($0) 4 \(hour)", "4. \($0) \(hour)", "\($0) 4. \(hour)"] }
                texts += ["4/3 \(hour)", "3/4 \(hour)", "4.3. \(hour)", "3.4. \(hour)"]
                // With its minutes the hour is the time's: 4 March at that hour, read in every locale.
                let timed = names.flatMap { ["4 \($0) \(hour):30", "\($0) 4 \(hour):30"] }
                withMinutes += timed.count
                for text in texts + timed {
                    let model = DateFieldModel(label: "Arrival", mode: .dateAndTime, formats: formats,
                                               timeZone: calendar.timeZone, now: { now })
                    guard case .success = model.enterText(text), let date = model.date else { continue }
                    if text.hasSuffix(":30") { withMinutesRead += 1 }
                    let day = calendar.dateComponents([.year, .month, .day, .hour], from: date)
                    let (month, dayOfMonth) = text.contains(where: \.isLetter) || (text.hasPrefix("4") == dayFirst) ? (3, 4) : (4, 3)
                    let meant = day.month == month && day.day == dayOfMonth
                        && ((day.year == 2027 && day.hour == hour) || (day.year == 2000 + hour && day.hour == 0 && !text.hasSuffix(":30")))
                    if !meant { misread.append("\(locale): \(text) read as \(model.text)") }
                }
            }
        }
        #expect(misread.isEmpty, "\(misread.count) misread: \(misread.prefix(20))")
        #expect(withMinutesRead == withMinutes, "\(withMinutesRead) of \(withMinutes) read with their minutes")
    }
}
