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
    private static func ownTimeFormat(_ locale: String) -> String {
        var text = [CChar](repeating: 0, count: 128)
        guard c_library_time_format(locale, &text, text.count) == 0 else { return "" }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Locales whose times the field does not read yet, and why.
    private static let unread: Set<String> = [
        "lzh_TW", // hours in Chinese numerals with 廿 and 卅 (`廿三時`)
        "shn_MM", // `%I` written 00 for the hour after midnight, beside a day period
        "bo_CN", "bo_IN", "dz_BT", // the hour between words of the time (`ཆུ་ཚོད14ཀསར་མ30`)
    ]

    @Test func aTimeWrittenInAnyLocaleIsThatTime() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let now = try #require(calendar.date(from: DateComponents(year: 2027, month: 3, day: 14)))
        var misread: [String] = []
        var times = 0
        for locale in try EveryLocaleTests.supportedLocales() where !Self.unread.contains(locale) {
            let formats = try RegionFormats(locale: locale)
            let model = DateFieldModel(label: "Time", mode: .time, formats: formats, timeZone: calendar.timeZone, now: { now })
            // The locale's own time (`%X`), hours and minutes, and, where the locale writes
            // an AM and a PM, the 12-hour clock with the marker after and before.
            let hasDayPeriods = !formats.amSymbol.trimmed.isEmpty && !formats.pmSymbol.trimmed.isEmpty
            // The locale's own time is left out where it names the time zone (Arabic's
            // `%Z %I:%M:%S %p`; `%r` names it in many), a time of day with a zone being more
            // than the field reads; and where it is on the 12-hour clock with no marker
            // (glibc's hy_AM and sm_WS write `02:30:00` for 14:30: that text says 2:30).
            let own = Self.ownTimeFormat(locale)
            let ownTime = own.contains("%Z") || own.contains("%r") || !hasDayPeriods && own.contains("%I") ? [] : ["%X"]
            let patterns = ownTime + ["%R", "%H:%M:%S"] + (hasDayPeriods ? ["%I:%M %p", "%p %I:%M"] : [])
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
