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
}
