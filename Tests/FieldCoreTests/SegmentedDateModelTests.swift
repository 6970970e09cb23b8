import FieldCore
import Foundation
import Testing

@Suite("Segmented dates and times")
struct SegmentedDateModelTests {
    private let utc = TimeZone(identifier: "UTC")!

    private func model(_ mode: DateMode = .date, _ locale: String = "en_US") -> SegmentedDateModel {
        let now = Date(timeIntervalSince1970: 1_805_000_000)   // 2027-03-14 (a Sunday), 10:13 UTC
        return SegmentedDateModel(label: "Date", mode: mode, locale: Locale(identifier: locale), timeZone: utc, now: { now })
    }

    private func type(_ text: String, into model: SegmentedDateModel) {
        for character in text { model.type(character) }
    }

    @Test func theSegmentsComeInTheLocalesOrderWithItsSeparators() {
        #expect(model(.date, "en_US").parts == [.segment(.month), .literal("/"), .segment(.day), .literal("/"), .segment(.year)])
        #expect(model(.date, "de_DE").parts == [.segment(.day), .literal("."), .segment(.month), .literal("."), .segment(.year)])
        #expect(model(.date, "sv_SE").segments == [.year, .month, .day])
        #expect(model(.time, "en_US").parts == [.segment(.hour), .literal(":"), .segment(.minute), .literal(" "), .segment(.dayPeriod)])
        #expect(model(.time, "en_US").uses12HourClock && !model(.time, "de_DE").uses12HourClock, "the clock is the locale's")
        #expect(model(.time, "ko_KR").segments == [.hour, .minute], "Korean's clock in the C library has 24 hours")
        #expect(model(.time, "ar_EG").segments == [.hour, .minute, .dayPeriod], "Egypt's has 12")
        #expect(model(.date, "en_US").text == "mm/dd/yyyy", "placeholders while empty")
    }

    @Test func typingFillsEachSegmentAndMovesOnWhenNoFurtherDigitCouldFollow() {
        let date = model()
        var edits: [DateComponents?] = []
        let token = date.userEdits.add { edits.append($0) }
        date.focus(.month)
        type("3", into: date)
        #expect(date.focusedSegment == .day, "3 can only be March")
        type("1", into: date)
        #expect(date.focusedSegment == .day && date.text == "03/1/yyyy", "1 may become 1x: it waits")
        type("4", into: date)
        #expect(date.focusedSegment == .year)
        type("2027", into: date)
        #expect(date.components == DateComponents(year: 2027, month: 3, day: 14))
        #expect(date.text == "03/14/2027")
        #expect(edits.last == DateComponents(year: 2027, month: 3, day: 14), "the app hears the whole value once complete")
        date.focus(.month)
        type("15", into: date)
        #expect(date.values[.month] == nil && date.text == "15/14/2027", "15 is no month: kept as typed, never May")
        #expect(date.inputError == "Enter a whole number from 1 to 12")
        #expect(!date.type("3") && date.text == "15/14/2027", "no more digits until Backspace")
        date.deleteBackward()
        type("2", into: date)
        #expect(date.components == DateComponents(year: 2027, month: 12, day: 14) && date.inputError == nil)
        _ = token
    }

    @Test func twoDigitsThatAreNoneOfTheSegmentsValuesAreNeverAnotherNumber() {
        let german = model(.time, "de_DE")
        german.focus(.hour)
        type("2400", into: german)
        #expect(german.text == "24:––" && german.values[.hour] == nil, "never 04:00")
        #expect(german.inputError == "Enter a whole number from 0 to 23")
        german.focus(.minute)
        #expect(german.inputError == nil && german.values[.hour] == nil, "moving on drops the digits and their error")
        let month = model()
        month.focus(.month)
        type("00", into: month)
        #expect(month.inputError == "Enter a whole number from 1 to 12" && month.focusedSegment == .month, "00 is no month either")
        let japanese = model(.date, "ja_JP")
        japanese.focus(.year)
        type("20270431", into: japanese)
        #expect(japanese.components == nil && japanese.text.contains("31"), "April has 30 days: never the 1st: \(japanese.text)")
        #expect(japanese.inputError == "Enter a whole number from 1 to 30")
    }

    @Test func digitsTypedOnAnAMPMWrittenFirstGoOnToTheHour() {
        let hongKong = model(.time, "zh_HK")
        #expect(hongKong.segments.first == .dayPeriod, "Hong Kong writes 下午 before the time")
        hongKong.focus(.dayPeriod)
        type("1030", into: hongKong)
        #expect(hongKong.values[.hour] == 10 && hongKong.values[.minute] == 30, "never dropped: \(hongKong.text)")
    }

    @Test func onATwelveHourClockThirteenToNineteenAreTheAfternoons() {
        let american = model(.time, "en_US")
        american.focus(.hour)
        type("1330", into: american)
        #expect(american.components == DateComponents(hour: 13, minute: 30), "1:30 PM, never 3:30 AM")
        #expect(american.text == "01:30 PM")
        american.focus(.hour)
        type("12", into: american)
        #expect(american.components?.hour == 12, "12 is still noon")
    }

    @Test func separatorsTypedMoveOnAsPeopleTypeDates() {
        let date = model(.date, "de_DE")
        date.focus(.day)
        type("1.2.2028", into: date)
        #expect(date.components == DateComponents(year: 2028, month: 2, day: 1))
        #expect(!date.type("x"), "a letter is refused")
    }

    @Test func aYearLeftWithTwoDigitsIsTheOneTypedDatesMeanNeverTheYear27() {
        let date = model()
        date.focus(.month)
        type("3427", into: date)
        date.leave()
        #expect(date.components == DateComponents(year: 2027, month: 3, day: 4), "shown as 03/04/2027, not 03/04/27")
        #expect(date.text == "03/04/2027")
        date.focus(.year)
        type("70", into: date)
        date.focus(.month)
        #expect(date.components?.year == 1970, "moving to another segment finishes the year too")
        date.focus(.year)
        type("7", into: date)
        date.leave()
        #expect(date.components == nil && date.inputError == "Enter every part of the date", "one digit is no year")
        let german = model(.date, "de_DE")
        german.focus(.day)
        type("4.3.27.", into: german)
        #expect(german.components == DateComponents(year: 2027, month: 3, day: 4), "a separator typed after it as well")
    }

    @Test func aYearOfTheRegionsEraTypedIsItsGregorianYear() {
        // Thailand writes the Buddhist era's 2570 for 2027.
        let thai = model(.date, "th_TH")
        thai.focus(.day)
        type("14/03/2570", into: thai)
        #expect(thai.components == DateComponents(year: 2027, month: 3, day: 14))
        #expect(thai.text == "14/03/2570", "shown in the era, as the region writes it")
        #expect(thai.spokenValue(of: .year) == "2570")
        thai.focus(.year)
        type("2027", into: thai)
        #expect(thai.components == DateComponents(year: 2027, month: 3, day: 14), "a Gregorian year stays")
        // Part of a year of the era is no year yet: said as typed, and incomplete if left so.
        thai.focus(.year)
        type("257", into: thai)
        #expect(thai.text(of: .year) == "257" && thai.spokenValue(of: .year) == "257", "not 800")
        thai.leave()
        #expect(thai.components == nil)
        #expect(thai.inputError == "Enter every part of the date")
    }

    @Test func theArrowsStepWrapAndStartFromToday() {
        let date = model()
        date.focus(.day)
        date.step(by: 1)
        #expect(date.values[.day] == 14, "an empty segment starts from today")
        date.focus(.month)
        date.step(by: -1)
        #expect(date.values[.month] == 3)
        date.step(by: -3)
        #expect(date.values[.month] == 12, "months wrap")
        date.focus(.year)
        date.step(by: 1)
        #expect(date.values[.year] == 2027)
        date.focus(.day)
        date.step(by: -14)
        #expect(date.values[.day] == 31, "days wrap within the month")
        date.focus(.month)
        date.step(by: 2)
        #expect(date.values[.month] == 2 && date.values[.day] == 28, "31 February is kept within the month")
    }

    @Test func anEmptyDayStartsFromTodayWithinTheMonthSet() {
        let lastOfMarch = Date(timeIntervalSince1970: 1_806_468_800)   // 2027-03-31, 10:13 UTC
        let date = SegmentedDateModel(mode: .date, locale: Locale(identifier: "en_US"), timeZone: utc, now: { lastOfMarch })
        date.focus(.month)
        date.type("2")
        date.focus(.year)
        for key in "2027" { date.type(key) }
        date.focus(.day)
        date.step(by: 1)
        #expect(date.values[.day] == 28, "the 31st of February is its last day")
        #expect(date.components == DateComponents(year: 2027, month: 2, day: 28))
    }

    @Test func aRegionThatWritesItsDatesInItsOwnDigitsShowsItsSegmentsInThem() throws {
        let persian = SegmentedDateModel(label: "Date", mode: .date, formats: try RegionFormats(locale: "fa_IR.UTF-8"))
        persian.focus(.year)
        type("202", into: persian)
        #expect(persian.text(of: .year) == "۲۰۲", "the digits typed so far, as the field will show them")
        type("7", into: persian)
        type("۳۱۴", into: persian)
        #expect(persian.text == "۲۰۲۷/۰۳/۱۴")
        #expect(persian.components == DateComponents(year: 2027, month: 3, day: 14))
    }

    @Test func takingAPartOutOfAWholeDateEmptiesTheDateItViews() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let born = try #require(calendar.date(from: DateComponents(year: 1980, month: 3, day: 22, hour: 12)))
        let dateModel = DateFieldModel(mode: .date, locale: Locale(identifier: "en_US"), timeZone: utc, now: { born })
        dateModel.setDateFromCode(born)
        let segments = SegmentedDateModel(viewing: dateModel)
        segments.focus(.day)
        while segments.values[.day] != nil { segments.deleteBackward() }
        #expect(segments.text == "03/dd/1980", "the parts left stay")
        #expect(dateModel.date == nil, "and no date the segments no longer show stays behind them")
        type("22", into: segments)
        #expect(dateModel.date == born, "the day typed again makes it whole again")
    }

    @Test func theCalendarOpensOnThePartsTypedWithinItsLimits() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let latest = try #require(calendar.date(from: DateComponents(year: 2008, month: 12, day: 7, hour: 12)))
        let dateModel = DateFieldModel(mode: .date, locale: Locale(identifier: "en_US"), timeZone: utc, now: { latest })
        try dateModel.setMaximumDate(latest)
        let segments = SegmentedDateModel(viewing: dateModel)
        segments.focus(.month)
        type("0314", into: segments)
        dateModel.open()
        #expect(dateModel.date.map { calendar.dateComponents([.year, .month, .day], from: $0) } == DateComponents(year: 2008, month: 3, day: 14),
                "14 March of the start date's year, not the start date")
        dateModel.cancel()
        #expect(segments.text == "03/14/yyyy" && dateModel.date == nil, "Escape puts the parts back")
        type("2031", into: segments)
        segments.focus(.day)
        segments.deleteBackward()
        segments.deleteBackward()
        dateModel.open()
        #expect(dateModel.date == latest, "a year past the limit opens on the start date")
    }

    @Test func anEmptyTimeShowsDashesForEveryPartAndNoChosenHalfOfTheDay() {
        let alarm = model(.time)
        #expect(alarm.segments == [.hour, .minute, .dayPeriod])
        #expect(alarm.segments.map(alarm.text(of:)) == ["––", "––", "––"], "no AM that looks chosen")
        #expect(alarm.spokenValue(of: .dayPeriod) == "Empty")
        alarm.focus(.dayPeriod)
        alarm.type("p")
        #expect(alarm.text(of: .dayPeriod) == "PM")
    }

    @Test func anEmptyDatesPlaceholdersNeverRepeatTheUnitWrittenAfterThem() throws {
        for locale in ["ja_JP", "zh_CN", "ko_KR", "de_DE"] {
            let formats = try RegionFormats(locale: "\(locale).UTF-8")
            for language in Translations.availableLanguages + ["en"] {
                Translations.$languageForTask.withValue(language) {
                    let empty = SegmentedDateModel(label: "Date", mode: .date, formats: formats)
                    for (kind, next) in zip(empty.parts, empty.parts.dropFirst()) {
                        guard case .segment(let kind) = kind, case .literal(let unit) = next, let first = unit.trimmed.first,
                              first.isLetter else { continue }
                        #expect(!empty.text(of: kind).hasSuffix(String(first)), "\(locale) in \(language): not \(first)\(first)")
                    }
                }
            }
        }
    }

    @Test(arguments: [("gu_IN", "સ\u{0ABE}", 14), ("gu_IN", "સવ", 2), ("hi_IN", "अ", 14), ("hi_IN", "प", 2), ("bn_IN", "অ", 14),
                      ("sq_AL", "m", 14), ("sq_AL", "p", 2), ("gu_IN", "p", 14), ("ja_JP", "a", 2),
                      // A and P choose as they do where both names begin with one (asubuhi, alasiri).
                      ("sw_KE", "a", 2), ("sw_KE", "p", 14)])
    func aDayPeriodIsChosenByTheKeysThatBeginItsName(locale: String, keys: String, hour: Int) throws {
        let time = SegmentedDateModel(label: "Time", mode: .time, formats: try RegionFormats(locale: "\(locale).UTF-8"))
        guard time.segments.contains(.dayPeriod) else { return }
        time.focus(.hour)
        type("0230", into: time)
        time.focus(.dayPeriod)
        type(keys, into: time)
        #expect(time.components == DateComponents(hour: hour, minute: 30), "\(locale): \(keys)")
    }

    @Test func aDayPeriodWhoseNamesBeginAlikeShowsTheKeysUntilOneNameIsLeft() throws {
        let time = SegmentedDateModel(label: "Time", mode: .time, formats: try RegionFormats(locale: "gu_IN.UTF-8"))
        time.focus(.hour)
        type("0230", into: time)
        time.focus(.dayPeriod)
        #expect(time.type("સ"))
        #expect(time.focusedSegment == .dayPeriod && time.text(of: .dayPeriod) == "સ", "both names begin with સ")
        #expect(time.values[.dayPeriod] == nil)
        #expect(time.type("\u{0ABE}"))
        #expect(time.values[.dayPeriod] == 1 && time.text(of: .dayPeriod) == "સાંજે", "સા begins only the evening's")
        time.focus(.dayPeriod)
        #expect(time.type("સ"))
        time.deleteBackward()
        #expect(time.values[.dayPeriod] == 1 && time.text(of: .dayPeriod) == "સાંજે", "Backspace takes the key back, and the evening stays")
    }

    @Test func aTwelveHourTimeTypesAndStepsAsTheClockDoes() throws {
        let time = model(.time)
        time.focus(.hour)
        type("9", into: time)
        #expect(time.focusedSegment == .minute)
        type("05", into: time)
        #expect(time.focusedSegment == .dayPeriod)
        #expect(time.type("p"))
        #expect(time.components == DateComponents(hour: 21, minute: 5))
        #expect(time.text == "09:05 PM")
        time.focus(.hour)
        type("12", into: time)
        time.focus(.dayPeriod)
        time.type("a")
        #expect(time.components?.hour == 0, "12 AM is midnight")
        time.focus(.minute)
        time.step(by: -6)
        #expect(time.values[.minute] == 59, "minutes wrap")
        let day = try #require(time.date)
        #expect(time.calendar.component(.day, from: day) == 14, "a time alone is today's")
    }

    @Test func aTimeSummerTimeSkipsIsShownAsTheTimeItIsAndSteppedPast() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        // 28 March 2027, the night clocks go forward at 2:00 in Berlin; 1:30 in the morning.
        let night = try #require(calendar.date(from: DateComponents(year: 2027, month: 3, day: 28, hour: 1, minute: 30)))
        let moment = DateFieldModel(mode: .dateAndTime, locale: Locale(identifier: "de_DE"), timeZone: berlin, now: { night })
        moment.setDateFromCode(night)
        let segments = SegmentedDateModel(viewing: moment)
        segments.focus(.hour)
        type("02", into: segments)
        #expect(segments.values[.hour] == 3 && moment.date.map { calendar.component(.hour, from: $0) } == 3,
                "2:30 is no time that night: the segments show the 3:30 the date is")
        segments.focus(.hour)
        segments.step(by: -1)
        #expect(segments.values[.hour] == 1, "Down from 3:30 passes the hour that never was")
        #expect(moment.date == night)
        segments.step(by: 1)
        #expect(segments.values[.hour] == 3, "and Up from 1:30 too")
        let dayBefore = try #require(calendar.date(from: DateComponents(year: 2027, month: 3, day: 27, hour: 2, minute: 30)))
        moment.setDateFromCode(dayBefore)
        segments.focus(.day)
        segments.step(by: 1)
        #expect(segments.values[.day] == 28 && segments.values[.hour] == 3,
                "Up on the day reaches the 28th, whose 2:30 is 3:30, as the calendar's day does: no day is passed")
        let alarm = SegmentedDateModel(label: "Alarm", mode: .time, locale: Locale(identifier: "de_DE"), timeZone: berlin, now: { night })
        alarm.focus(.hour)
        type("0230", into: alarm)
        alarm.focus(.hour)
        alarm.step(by: -1)
        alarm.step(by: 1)
        #expect(alarm.time == TimeOfDay(hour: 2, minute: 30), "a time field's time of day is no moment: 2:30 is an alarm's every night")
    }

    @Test func backspaceTakesBackADigitThenEmptiesThenMovesBack() {
        let time = model(.time, "de_DE")
        time.focus(.hour)
        type("1", into: time)
        #expect(time.values[.hour] == 1 && time.focusedSegment == .hour)
        time.deleteBackward()
        #expect(time.values[.hour] == nil && time.typed.isEmpty)
        time.focus(.minute)
        time.step(by: 1)
        time.deleteBackward()
        #expect(time.values[.minute] == nil)
        time.deleteBackward()
        #expect(time.focusedSegment == .hour)
    }

    @Test func anIncompleteValueIsAnErrorWhenTheFieldIsLeft() {
        let date = model()
        date.focus(.month)
        type("4", into: date)
        date.leave()
        #expect(date.isIncomplete && date.field.errorText == "Enter every part of the date")
        date.setDate(Date(timeIntervalSince1970: 1_805_000_000))
        #expect(!date.field.hasError && date.text == "03/14/2027")
        date.setDate(nil)
        date.leave()
        #expect(!date.field.hasError, "an empty field is no error here (a rule may require it)")
    }

    @Test func eachSegmentIsReadByItsNameAndValue() {
        let date = model()
        date.setDate(Date(timeIntervalSince1970: 1_805_000_000))
        #expect(date.spokenValue(of: .month) == "March")
        #expect(DateSegmentKind.month.name == "month")
        date.focus(.day)
        date.deleteBackward()
        #expect(date.spokenValue(of: .day) == "Empty")
    }
}
