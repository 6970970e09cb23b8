import FieldCore
import Foundation
import Testing

@Suite("Date fields")
struct DateFieldModelTests {
    private let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    private let us = Locale(identifier: "en_US")

    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, in zone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
    }

    private func field(now: Date? = nil) -> DateFieldModel {
        let fixedNow = now ?? date(2027, 3, 14, in: tokyo)
        return DateFieldModel(label: "Birth date", locale: us, timeZone: tokyo, now: { fixedNow })
    }

    @Test func datesShowInTheUsersTimeZoneNotGMT() {
        // 00:30 on 15 March in Tokyo is still 14 March in GMT: the seed showed the wrong day.
        let model = field()
        let justAfterMidnight = date(2027, 3, 15, 0, in: tokyo).addingTimeInterval(30 * 60)
        #expect(model.format(justAfterMidnight) == "03/15/2027")
    }

    @Test func theDefaultFormatIsTheLocalesNumericDateAndAnAppCanChooseAnother() {
        let model = field()
        model.choose(date(2027, 6, 1, in: tokyo))
        #expect(model.text == "06/01/2027", "the US's own numeric date, its year in full")
        model.dateFormat = "yyyy-MM-dd"
        #expect(model.text == "2027-06-01")
        model.enterText("2027-07-04")
        #expect(model.date == date(2027, 7, 4, 0, in: tokyo), "typed dates parse in the chosen format")
        model.locale = Locale(identifier: "fr_FR")
        model.dateFormat = nil
        #expect(model.text == "04/07/2027", "the order follows the locale")
        model.locale = Locale(identifier: "de_DE")
        model.choose(date(2027, 3, 14, in: tokyo))
        #expect(model.text == "14.03.2027")
        model.enterText("15. März 2027")
        #expect(model.date == date(2027, 3, 15, 0, in: tokyo), "and typed dates parse in that order")
    }

    @Test func openingAnEmptyFieldSetsTheDefaultDateAtOnce() {
        let model = field()
        let birthday = date(1990, 6, 1, in: tokyo)
        model.defaultDate = birthday
        var events: [DateEvent] = []
        let token = model.events.add { events.append($0) }
        #expect(model.open())
        #expect(model.date == birthday)
        #expect(model.field.isFocused)
        model.done()
        model.choose(date(1991, 1, 1, in: tokyo))
        model.open()
        #expect(model.date == date(1991, 1, 1, in: tokyo), "a date the user picked stays")
        #expect(events == [.dateChanged(birthday), .didEnd, .dateChanged(date(1991, 1, 1, in: tokyo))])
        withExtendedLifetime(token) {}
    }

    @Test func doneBlursTheFieldUnlessAViewFollowsKeyboardFocus() {
        let date = field()
        #expect(date.open())
        date.done()
        #expect(!date.field.isFocused)
        date.popupMovesFocus = false
        #expect(date.open())
        #expect(!date.field.isFocused, "a view's focus is the toolkit's: opening from code takes none")
        date.cancel()
        date.field.focus()
        #expect(date.open())
        date.done()
        #expect(date.field.isFocused, "a view keeps the focus after Done")
    }

    @Test func escapePutsBackTheDateFromBeforeOpening() {
        let empty = field()
        #expect(empty.open())
        #expect(empty.date != nil, "opening an empty field shows the start date")
        empty.cancel()
        #expect(empty.date == nil, "Escape: empty again")
        #expect(!empty.isOpen)

        let chosen = field()
        let first = date(1990, 5, 1, in: tokyo)
        #expect(chosen.open())
        #expect(chosen.choose(first))
        chosen.done()
        #expect(chosen.open())
        #expect(chosen.choose(date(1991, 6, 2, in: tokyo)))
        chosen.cancel()
        #expect(chosen.date == first, "Escape: the date from before opening")
    }

    @Test func clearSetsTheDateToNil() {
        let model = field()
        model.isClearable = true
        model.open()
        var events: [DateEvent] = []
        let token = model.events.add { events.append($0) }
        model.clear()
        #expect(model.date == nil)
        #expect(model.text == "")
        #expect(events == [.dateChanged(nil), .cleared])
        model.field.setError(withText: "Too late")
        model.open()
        #expect(model.date == model.startDate, "opening again sets the default again")
        model.clear()
        #expect(!model.field.hasError, "Clear removes the error")
        withExtendedLifetime(token) {}
    }

    @Test func aMinimumAfterTheMaximumIsRejectedAndNilRemovesALimit() throws {
        let model = field()
        try model.setMaximumDate(date(2000, 1, 1, in: tokyo))
        #expect(throws: DateFieldError.minimumAfterMaximum(minimum: date(2001, 1, 1, in: tokyo), maximum: date(2000, 1, 1, in: tokyo))) {
            try model.setMinimumDate(date(2001, 1, 1, in: tokyo))
        }
        #expect(model.minimumDate == nil, "a refused limit changes nothing")
        try model.setMaximumDate(nil)
        try model.setMinimumDate(date(2001, 1, 1, in: tokyo))
        #expect(model.minimumDate == date(2001, 1, 1, in: tokyo))
    }

    @Test func daysOutsideTheLimitsCannotBeChosen() throws {
        let model = field()
        try model.setMinimumDate(date(2027, 3, 10, 9, in: tokyo))
        try model.setMaximumDate(date(2027, 3, 20, 18, in: tokyo))
        #expect(model.choose(date(2027, 3, 9, in: tokyo)) == false)
        #expect(model.allowsDay(containing: date(2027, 3, 10, 1, in: tokyo)), "the first day counts though it starts earlier")
        #expect(!model.allowsDay(containing: date(2027, 3, 21, in: tokyo)))
        #expect(model.choose(date(2027, 3, 15, in: tokyo)))
    }

    @Test func openingClampsTheDefaultIntoTheLimits() throws {
        let model = field(now: date(2030, 1, 1, in: tokyo))
        try model.setMaximumDate(date(2027, 12, 31, in: tokyo))
        model.open()
        #expect(model.date == date(2027, 12, 31, in: tokyo))
    }

    @Test func typedDatesAreParsedAndBadOnesAreErrorsThatKeepTheText() throws {
        let model = field()
        try model.setMaximumDate(date(2027, 12, 31, 23, in: tokyo))
        #expect(throws: Never.self) { try model.enterText("Mar 3, 2027").get() }
        #expect(model.date.map(model.format) == "03/03/2027")
        #expect(!model.field.hasError)

        let garbage = model.enterText("the day after tomorrow")
        #expect(garbage == .failure(.unparseable("the day after tomorrow")))
        #expect(model.field.hasError)
        #expect(model.text == "the day after tomorrow", "the user's text is never lost")
        #expect(model.date.map(model.format) == "03/03/2027", "the last good date stays")

        if case .failure(.afterMaximum) = model.enterText("1/5/2028") {} else { Issue.record("expected afterMaximum") }
        #expect(model.field.snapshot.supportingText == "Enter a date on or before 12/31/2027")

        model.enterText("3/4/2027")
        #expect(!model.field.hasError, "the short numeric form parses too")
        #expect(model.date.map(model.format) == "03/04/2027", "4 March, as the US writes it")
    }

    @Test func timeModeFormatsOnlyTheTime() {
        let model = DateFieldModel(label: "Alarm", mode: .time, locale: us, timeZone: tokyo)
        let time = model.format(date(2027, 3, 14, 7, in: tokyo)).replacingOccurrences(of: "\u{202F}", with: " ")
        #expect(time == "7:00 AM")
        model.mode = .dateAndTime
        let both = model.format(date(2027, 3, 14, 7, in: tokyo)).replacingOccurrences(of: "\u{202F}", with: " ")
        #expect(both == "03/14/2027 7:00 AM")
        model.locale = Locale(identifier: "de_DE")
        model.mode = .time
        #expect(model.format(date(2027, 3, 14, 19, in: tokyo)) == "19:00", "the locale's own hour cycle")
    }
}
