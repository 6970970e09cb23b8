import FieldCore
import Foundation
import Testing

@Suite("Date ranges")
struct DateRangeModelTests {
    private let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    private let us = Locale(identifier: "en_US")

    private func day(_ year: Int, _ month: Int, _ day: Int, hour: Int = 12) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tokyo
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
    }

    private func model() -> DateRangeModel {
        let today = day(2027, 3, 14)
        return DateRangeModel(label: "Stay", locale: us, timeZone: tokyo, now: { today })
    }

    @Test func theFirstDayChosenIsTheStartAndTheNextTheEndWhichClosesTheCalendar() {
        let model = model()
        var events: [DateRangeEvent] = []
        var edits: [DateRange?] = []
        let tokens = [model.events.add { events.append($0) }, model.userEdits.add { edits.append($0) }]
        #expect(model.open())
        #expect(model.cursor == day(2027, 3, 14), "an empty calendar opens on today")
        #expect(model.choose(day(2027, 3, 20, hour: 23)) == nil)
        #expect(model.pendingStart == day(2027, 3, 20), "days are held at noon")
        #expect(model.range == nil && model.text.isEmpty, "the field keeps its value until the end is chosen")
        #expect(model.choose(day(2027, 3, 24)) == nil)
        #expect(model.range == DateRange(start: day(2027, 3, 20), end: day(2027, 3, 24)))
        #expect(!model.isOpen && model.cursor == nil)
        #expect(model.text == "03/20/2027 – 03/24/2027")
        #expect(events == [.startChosen(day(2027, 3, 20)), .rangeChanged(model.range), .didEnd])
        #expect(edits == [model.range])
        _ = tokens
    }

    @Test func aDayBeforeTheStartBecomesTheNewStartSoTheEndNeverPrecedesIt() {
        let model = model()
        model.open()
        model.choose(day(2027, 3, 20))
        model.choose(day(2027, 3, 18))
        #expect(model.pendingStart == day(2027, 3, 18) && model.isOpen)
        model.choose(day(2027, 3, 18))
        #expect(model.range?.dayCount(in: model.calendar) == 1, "the same day twice is a one-day range")
        #expect(model.text == "03/18/2027")
    }

    @Test func limitsUnavailableDaysAndTheLongestSpanRefuseDaysWithAReason() throws {
        let model = model()
        try model.setLimits(minimum: day(2027, 3, 14), maximum: day(2027, 6, 30))
        model.maximumDays = 7
        model.isUnavailable = { model.calendar.component(.weekday, from: $0) == 4 } // Wednesdays
        model.open()
        #expect(model.choose(day(2027, 3, 13)) == .beforeMinimum("03/14/2027"))
        #expect(model.choose(day(2027, 7, 1)) == .afterMaximum("06/30/2027"))
        #expect(model.choose(day(2027, 3, 17)) == .unavailable("03/17/2027"))
        #expect(model.choose(day(2027, 3, 16))?.description == nil)
        #expect(model.state(of: day(2027, 3, 16)) == .start)
        #expect(model.state(of: day(2027, 3, 22)) == .available, "the seventh day, both counted")
        #expect(model.state(of: day(2027, 3, 23)) == .unavailable, "an eighth day is too far from the start")
        #expect(model.state(of: day(2027, 3, 17)) == .unavailable)
        #expect(model.choose(day(2027, 3, 23)) == .tooLong(maximum: 7))
        #expect(model.choose(day(2027, 3, 23))?.description == "At most 7 days")
        #expect(model.pendingStart == day(2027, 3, 16), "a refusal changes nothing")
        #expect(model.choose(day(2027, 3, 22)) == nil, "a range may pass over an unavailable day")
        #expect(model.state(of: day(2027, 3, 19)) == .inside)
        #expect(model.state(of: day(2027, 3, 22)) == .end)
        #expect(throws: DateRangeError.minimumAfterMaximum) { try model.setLimits(minimum: day(2028, 1, 1), maximum: day(2027, 1, 1)) }
        try model.setLimits(minimum: day(2027, 3, 20), maximum: nil)
        #expect(model.range == DateRange(start: day(2027, 3, 20), end: day(2027, 3, 22)), "a range past a new limit is cut to fit")
    }

    @Test func theKeyboardsDayMovesWithinTheLimitsAndChoosesLikeAClick() throws {
        let model = model()
        try model.setLimits(minimum: day(2027, 3, 10), maximum: day(2027, 4, 2))
        model.open()
        #expect(model.moveCursor(by: 7))
        #expect(model.cursor == day(2027, 3, 21))
        #expect(model.moveCursor(by: 1, .month) && model.cursor == day(2027, 4, 2), "kept within the limits")
        #expect(!model.moveCursor(by: 1), "no further than the latest day")
        model.chooseCursor()
        #expect(model.pendingStart == day(2027, 4, 2))
        model.moveCursor(by: -3)
        model.chooseCursor()
        #expect(model.pendingStart == day(2027, 3, 30), "an earlier day is the new start")
        model.moveCursor(by: 2)
        model.chooseCursor()
        #expect(model.range == DateRange(start: day(2027, 3, 30), end: day(2027, 4, 1)))
    }

    @Test func aHotelCountsNightsAndItsRefusalSaysNights() {
        let model = model()
        model.maximumNights = 14
        #expect(model.maximumDays == 15, "14 nights cover 15 days, both ends counted")
        #expect(model.enterText("Mar 1, 2027 – Mar 15, 2027") == .success(DateRange(start: day(2027, 3, 1), end: day(2027, 3, 15))),
                "arriving on the 1st and leaving on the 15th is 14 nights")
        #expect(model.enterText("Mar 1, 2027 – Mar 16, 2027") == .failure(.tooManyNights(maximum: 14)))
        #expect(model.field.errorText == "At most 14 nights")
        // In the calendar, the 16th is out of reach from the 1st; the 15th is not.
        #expect(model.open())
        #expect(model.choose(day(2027, 3, 1)) == nil)
        #expect(model.choose(day(2027, 3, 16)) == .tooManyNights(maximum: 14))
        #expect(model.choose(day(2027, 3, 15)) == nil)
        #expect(model.range == DateRange(start: day(2027, 3, 1), end: day(2027, 3, 15)))

        model.maximumNights = -3
        #expect(model.maximumNights == 0 && model.maximumDays == 1, "no fewer than none: a one-day range")
        model.maximumDays = 14
        #expect(model.maximumNights == 13 && model.maximumLength == .days(14), "the last limit set is the unit counted in")
        model.maximumNights = nil
        #expect(model.maximumDays == nil)
        #expect(DateRangeError.tooManyNights(maximum: 1).description == "At most 1 night")
    }

    @Test func typedRangesParseAndRefusedOnesKeepTheTextWithTheReason() {
        let model = model()
        model.maximumDays = 14
        #expect(model.enterText("Mar 02, 2027 – Mar 09, 2027") == .success(DateRange(start: day(2027, 3, 2), end: day(2027, 3, 9))))
        #expect(model.enterText("3/2/27 - 3/5/27") == .success(DateRange(start: day(2027, 3, 2), end: day(2027, 3, 5))),
                "the locale's short dates, a hyphen between")
        #expect(model.enterText("Apr 1, 2027") == .success(DateRange(start: day(2027, 4, 1), end: day(2027, 4, 1))))
        #expect(model.enterText("Mar 09, 2027 – Mar 02, 2027") == .failure(.endBeforeStart))
        #expect(model.text == "Mar 09, 2027 – Mar 02, 2027", "the typed text stays")
        #expect(model.field.errorText == "The end cannot be before the start")
        #expect(model.range == DateRange(start: day(2027, 4, 1), end: day(2027, 4, 1)), "the range is kept")
        #expect(model.enterText("Mar 1, 2027 to Mar 31, 2027") == .failure(.tooLong(maximum: 14)))
        #expect(model.enterText("soon") == .failure(.unparseable(example: "03/14/2027 – 03/20/2027")))
        #expect(model.field.errorText == "Enter two dates like 03/14/2027 – 03/20/2027")
        for inputMethodsHyphen in ["3/2/27 － 3/5/27", "3/2/27 − 3/5/27", "３/２/２７　－　３/５/２７"] {
            #expect(model.enterText(inputMethodsHyphen) == .success(DateRange(start: day(2027, 3, 2), end: day(2027, 3, 5))),
                    "a hyphen typed in full width, or the minus sign: \(inputMethodsHyphen)")
        }
        #expect(model.enterText("3/2/27 - 3/1\u{20E3}5/27") == .failure(.unparseable(example: "03/14/2027 – 03/20/2027")),
                "a digit with an emoji's keycap is no 5th")
        #expect(model.enterText("") == .success(nil))
        #expect(model.range == nil && !model.field.hasError)
    }

    @Test func twoDaysOfOneMonthWrittenOnceAreARangeNeverAYear() {
        let model = model()
        let march = { (start: Int, end: Int) in DateRangeModelTests.Parsed.success(DateRange(start: self.day(2027, 3, start), end: self.day(2027, 3, end))) }
        for (locale, typed) in [("en_US", ["Mar 2-9", "Mar 2 – 9", "March 2-9, 2027"]), ("de_DE", ["2.-9. März", "2-9 März"]),
                                ("fr_FR", ["2-9 mars"]), ("es_ES", ["2-9 de marzo"]), ("ja_JP", ["3月2日～9日", "3月2日～3月9日", "3月2日-9日"])] {
            model.locale = Locale(identifier: locale)
            for text in typed { #expect(model.enterText(text) == march(2, 9), "\(locale): \(text)") }
        }
        model.locale = us
        #expect(model.enterText("March 10-20") == march(10, 20))
        #expect(model.enterText("3/2-3/9") != march(2, 9) && model.range == DateRange(start: day(2027, 3, 10), end: day(2027, 3, 20)),
                "numbers that stand beside a date's own separators are no span of days")
        #expect(model.enterText("Mar 9-2") == .failure(.endBeforeStart))
        // The year written once, at the end, is the start's too.
        #expect(model.enterText("Mar 2 - Mar 9, 2028") == .success(DateRange(start: day(2028, 3, 2), end: day(2028, 3, 9))))
        #expect(model.enterText("Dec 28 - Jan 3, 2028") == .success(DateRange(start: day(2027, 12, 28), end: day(2028, 1, 3))),
                "across the new year, the year before the end's")
        #expect(model.enterText("Dec 28 - Jan 3") == .failure(.endBeforeStart), "with no year at all, which years is open")
        model.locale = Locale(identifier: "de_DE")
        #expect(model.enterText("4.3. – 9.3.2028") == .success(DateRange(start: day(2028, 3, 4), end: day(2028, 3, 9))))
        // The year written once, at the start, as year-first regions write it, is the end's too.
        model.locale = Locale(identifier: "ja_JP")
        #expect(model.enterText("2025年3月2日～3月9日") == .success(DateRange(start: day(2025, 3, 2), end: day(2025, 3, 9))),
                "never to this year's 9 March")
        #expect(model.enterText("2027/12/28～1/3") == .success(DateRange(start: day(2027, 12, 28), end: day(2028, 1, 3))),
                "across the new year, the year after the start's")
        #expect(model.enterText("2028年2月20日～2月29日") == .success(DateRange(start: day(2028, 2, 20), end: day(2028, 2, 29))),
                "a day only the start's year has")
        #expect(model.enterText("2027年3月9日～3月2日") == .failure(.endBeforeStart), "backwards, never a year long")
        model.locale = us
        #expect(model.enterText("Mar 2, 2028 - Mar 9") == .success(DateRange(start: day(2028, 3, 2), end: day(2028, 3, 9))))
        model.locale = Locale(identifier: "ko_KR")
        #expect(model.enterText("3월 2일~9일") == march(2, 9))
        model.locale = Locale(identifier: "sv_SE")
        #expect(model.enterText("03-04") == march(4, 4), "Sweden's day and month, with no month named: one date")
    }

    @Test func aRangeWrittenInTheWordsOfTheRegionsLanguageIsRead() {
        let model = model()
        let march = DateRangeModelTests.Parsed.success(DateRange(start: day(2027, 3, 2), end: day(2027, 3, 9)))
        for (locale, typed) in [
            ("en_US", ["from Mar 2 to Mar 9", "Mar 2 through 9", "From March 2 to March 9, 2027"]),
            ("de_DE", ["vom 2. bis 9. März", "Vom 2. bis zum 9. März", "2. März bis 9. März"]),
            ("fr_FR", ["du 2 au 9 mars", "Du 2 mars au 9 mars 2027", "2 mars au 9 mars"]),
            ("es_ES", ["del 2 al 9 de marzo", "2 de marzo al 9 de marzo"]), ("it_IT", ["dal 2 al 9 marzo"]),
            ("pt_BR", ["de 2 a 9 de março"]), ("nl_NL", ["van 2 tot 9 maart", "2 t/m 9 maart"]),
            ("sv_SE", ["från 2 till 9 mars"]), ("pl_PL", ["od 2 do 9 marca"]), ("cs_CZ", ["od 2. do 9. března"]),
            ("ru_RU", ["с 2 по 9 марта"]), ("uk_UA", ["з 2 по 9 березня"]), ("ar_EG", ["من 2 إلى 9 مارس"]),
            ("he_IL", ["2 עד 9 במרץ", "מ-2 עד 9 במרץ", "מ־2 במרץ עד 9 במרץ"]),
            ("tr_TR", ["2 Mart'tan 9 Mart'a", "2'den 9 Mart'a kadar", "2 Mart’tan 9 Mart’a kadar", "2-9 Mart arası", "2 ile 9 Mart arası", "2 MART İLE 9 MART ARASI"]), ("ja_JP", ["3月2日から9日まで", "3月2日から3月9日まで", "3月2日ー9日"]),
            ("zh_CN", ["3月2日至9日", "从3月2日到3月9日"]), ("ko_KR", ["3월 2일부터 9일까지"]),
        ] {
            model.locale = Locale(identifier: locale)
            for text in typed { #expect(model.enterText(text) == march, "\(locale): \(text)") }
        }
        model.locale = Locale(identifier: "fr_FR")
        #expect(model.enterText("au 9 mars") == .failure(.unparseable(example: model.typingExample)), "a word with nothing before it joins nothing")
    }

    private typealias Parsed = Result<DateRange?, DateRangeError>

    @Test func doneKeepsALoneStartAsOneDayAndEscapeDropsIt() {
        let model = model()
        model.open()
        model.choose(day(2027, 5, 1))
        model.cancel()
        #expect(model.range == nil && model.pendingStart == nil && !model.isOpen)
        model.open()
        #expect(model.cursor == day(2027, 3, 14))
        model.choose(day(2027, 5, 1))
        model.done()
        #expect(model.range == DateRange(start: day(2027, 5, 1), end: day(2027, 5, 1)))
        model.isClearable = true
        model.clear()
        #expect(model.range == nil && model.text.isEmpty)
    }

    @Test func aRangeReadsAsARangeInTheUsersLanguage() {
        let model = model()
        let week = DateRange(start: day(2027, 3, 2), end: day(2027, 3, 9))!
        #expect(model.spoken(week) == "From Tuesday, March 2, 2027 to Tuesday, March 9, 2027, 8 days")
        model.locale = Locale(identifier: "de_DE")
        #expect(model.format(week) == "02.03.2027 – 09.03.2027")
        #expect(model.spoken(week).contains("Dienstag 2 März 2027"), "said with the locale's own names")
        #expect(model.enterText("02.03.27 bis 05.03.27") == .success(DateRange(start: day(2027, 3, 2), end: day(2027, 3, 5))))
    }

    @Test func aRangeSetFromCodeIsKeptWithinTheLimitsAndIsNoUserEdit() throws {
        let model = model()
        var edits = 0
        let token = model.userEdits.add { _ in edits += 1 }
        try model.setLimits(minimum: day(2027, 1, 1), maximum: day(2027, 12, 31))
        model.setRange(DateRange(start: day(2026, 12, 1), end: day(2027, 1, 5)))
        #expect(model.range == DateRange(start: day(2027, 1, 1), end: day(2027, 1, 5)))
        #expect(edits == 0)
        _ = token
    }
}

extension DateRangeModelTests {
    @Test func aMonthsStatesAtOnceAreEachDaysStateAcrossADaylightSavingChange() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = berlin
        let first = try #require(calendar.date(from: DateComponents(year: 2027, month: 3, day: 1, hour: 12)))
        let model = DateRangeModel(locale: Locale(identifier: "en_US"), timeZone: berlin, now: { first })
        func day(_ number: Int) -> Date { calendar.date(byAdding: .day, value: number - 1, to: first)! }
        try model.setLimits(minimum: day(3), maximum: day(40))
        model.maximumDays = 9
        model.isUnavailable = { calendar.component(.day, from: $0) == 13 }
        let days = (1...42).map(day)
        model.setRange(DateRange(start: day(24), end: day(30)))   // over the change on 28 March
        #expect(model.states(ofDaysFrom: first, count: 42) == days.map(model.state(of:)))
        model.open()
        model.choose(day(27))
        #expect(model.states(ofDaysFrom: first, count: 42) == days.map(model.state(of:)))
        #expect(model.states(ofDaysFrom: first, count: 42)[34] == .available && model.states(ofDaysFrom: first, count: 42)[35] == .unavailable,
                "the ninth day from the 27th is the 4th of April, the tenth is too far")
    }
}
