import FieldCore
import Foundation
import Observation
import Testing

/// A time and a range of days are rows of every form: typed values, rules, one event per
/// change, drafts, undo, reset, and the error for what could not be read.
@Suite("Time and date range rows")
@MainActor
struct TimeAndRangeRowTests {
    private enum Tag: RowTag { case arrival, stay, name, born }

    private static let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    private func day(_ month: Int, _ day: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar.date(from: DateComponents(year: 2027, month: month, day: day, hour: 12))!
    }

    private func booking() throws -> Form<Tag> {
        let form = Form<Tag>()
        try form.add(Row(tag: .name, label: "Name"))
        try form.add(Row(tag: .arrival, label: "Arrival time", kind: .time, rules: [.required]))
        try form.add(Row(tag: .stay, label: "Stay", kind: .dateRange(maximumLength: .nights(14)), rules: [.required]))
        return form
    }

    @Test func aDateRowsTextIsWhatItsFieldShowsInItsMode() throws {
        let form = Form<Tag>()
        try form.add(Row(tag: .arrival, label: "Arrival", kind: .date(mode: .time)))
        try form.add(Row(tag: .stay, label: "Check-in", kind: .date(mode: .dateAndTime)))
        let moment = day(3, 4).addingTimeInterval(2.5 * 3_600)
        for tag in [Tag.arrival, .stay] {
            try form.setValue(.date(moment), for: tag)
            guard case .date(let model) = try #require(form.findRow(tag: tag)).valueModel else { return }
            let dayAlone = try form.value(of: tag).text
            #expect(try form.text(of: tag) == model.format(moment) && model.format(moment).contains(":"),
                    "\(tag): the time as shown, not the day alone (\(dayAlone))")
        }
        guard case .date(let model) = try #require(form.findRow(tag: .arrival)).valueModel else { return }
        model.enterText("soon")
        #expect(try form.text(of: .arrival) == model.format(moment), "typed text that is no time is no value: the time stands")
        try form.add(Row(tag: .name, label: "Name", value: .text("Ada")))
        #expect(try form.text(of: .name) == "Ada")
    }

    @Test func aTimeRowHoldsATimeOfDayInItsSegments() throws {
        let form = try booking()
        guard case .time(let model) = try #require(form.findRow(tag: .arrival)).valueModel else {
            Issue.record("a time row has a segmented time model"); return
        }
        #expect(form.values[.arrival] == .time(nil))
        var told = 0
        let token = form.changes.add { if $0 == .value(.arrival) { told += 1 } }
        let nine = try #require(TimeOfDay(hour: 21, minute: 5))
        try form.setValue(.time(nine), for: .arrival)
        #expect(model.time == nine && model.components?.hour == 21)
        #expect(told == 1)
        try form.setValue(.time(nine), for: .arrival)
        #expect(told == 1, "the same time again tells nothing")
        try form.setValue(.time(nil), for: .arrival)
        #expect(form.values[.arrival] == .time(nil) && model.values.isEmpty)
        #expect(TimeOfDay(hour: 24, minute: 0) == nil && TimeOfDay(hour: 7, minute: 60) == nil)
        withExtendedLifetime(token) {}
    }

    @Test func aTimeReadsAndWritesAsHoursAndMinutesOnA24HourClock() {
        #expect(TimeOfDay("07:30") == TimeOfDay(hour: 7, minute: 30))
        #expect(TimeOfDay("7:05")?.description == "07:05")
        for text in ["", "24:00", "07:60", "7", "07:30:00", "a:b", "-1:30", "007:30", ":30"] {
            #expect(TimeOfDay(text) == nil, "\(text) is no time")
        }
    }

    @Test func anIncompleteTimeIsTheRowsErrorUntilItIsWhole() throws {
        let form = try booking()
        guard case .time(let model) = try #require(form.findRow(tag: .arrival)).valueModel else { return }
        _ = form.focus(.arrival)
        model.focus(.hour)
        #expect(model.type("9"), "the hour typed, the minute left empty")
        _ = form.focus(.name)
        model.leave()
        #expect(!form.validate().isValid)
        #expect(form.findRow(tag: .arrival)?.errorMessage == "Enter every part of the time",
                "what the segments could not make is the row's error, ahead of its rules")
        try form.setValue(.time(TimeOfDay(hour: 9, minute: 30)), for: .arrival)
        #expect(form.findRow(tag: .arrival)?.errorMessage == nil, "a whole time from code takes its place")
    }

    @Test func aFormValidatedWithTheKeyboardStillInSegmentsReadsWhatTheyShow() throws {
        let form = try booking()
        try form.add(Row(tag: .born, label: "Born", kind: .segmentedDate(minimum: nil, maximum: nil)))
        guard case .time(let time) = try #require(form.findRow(tag: .arrival)).valueModel,
              case .date(let born) = try #require(form.findRow(tag: .born)).valueModel else { return }
        // The view a segmented date field makes on its row's date model, in a region with no era.
        (born.formats, time.formats) = try (RegionFormats(locale: "en_US.UTF-8"), RegionFormats(locale: "en_US.UTF-8"))
        let segments = SegmentedDateModel(viewing: born)
        for (kind, digits) in [(DateSegmentKind.month, "03"), (.day, "04"), (.year, "27")] {
            segments.focus(kind)
            for digit in digits { segments.type(digit) }
        }
        #expect(born.date == nil && segments.typed == "27", "two digits of a year may be the start of four")
        time.focus(.hour)
        time.type("9")
        // An app's Ctrl+S, the keyboard still in each.
        let result = form.validate()
        let fourth = try #require(born.date)
        #expect(Calendar(identifier: .gregorian).dateComponents(in: born.timeZone, from: fourth).year == 2027,
                "the year shown is the date's")
        #expect(result.failures.map(\.message) == ["Enter every part of the time", "This field is required"],
                "the time's own error, where the rules saw no time; the stay is empty")
        time.type("1")
        time.type("5")
        #expect(time.values[.hour] == 9 && time.values[.minute] == 15 && time.inputError == nil, "the typing goes on")
    }

    @Test func aRangeRowHoldsItsDaysAndRefusesTooManyNights() throws {
        let form = try booking()
        guard case .dateRange(let model) = try #require(form.findRow(tag: .stay)).valueModel else {
            Issue.record("a range row has a date range model"); return
        }
        #expect(model.maximumNights == 14)
        var told = 0
        let token = form.changes.add { if $0 == .value(.stay) { told += 1 } }
        let week = try #require(DateRange(start: day(3, 1), end: day(3, 8)))
        try form.setValue(.dateRange(week), for: .stay)
        #expect(form.values[.stay] == .dateRange(week) && told == 1)
        model.enterText(model.format(try #require(DateRange(start: day(3, 1), end: day(3, 31)))))
        #expect(form.values[.stay] == .dateRange(week), "a range too long is refused, the last one kept")
        #expect(told == 1)
        #expect(!form.validate().isValid)
        #expect(form.findRow(tag: .stay)?.errorMessage == "At most 14 nights", "the refusal is the row's error")
        try form.setValue(.dateRange(nil), for: .stay)
        #expect(form.findRow(tag: .stay)?.errorMessage == nil || form.findRow(tag: .stay)?.errorMessage == "This field is required")
        #expect(told == 2)
        withExtendedLifetime(token) {}
    }

    @Test func draftsUndoAndResetKeepBoth() throws {
        let form = try booking()
        let week = try #require(DateRange(start: day(3, 1), end: day(3, 8)))
        let time = try #require(TimeOfDay(hour: 14, minute: 0))
        try form.setValue(.dateRange(week), for: .stay)
        try form.setValue(.time(time), for: .arrival)
        let encoded = try DraftStore.encoded(form.draft(formID: "booking"))
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let draft = try decoder.decode(FormDraft.self, from: encoded)
        let restarted = try booking()
        #expect(restarted.restore(draft) == 2)
        #expect(restarted.values[.stay] == .dateRange(week) && restarted.values[.arrival] == .time(time))

        let history = FormHistory(form: restarted)
        try restarted.edit(.arrival, to: .time(TimeOfDay(hour: 16, minute: 30)))
        #expect(history.undo() == .arrival)
        #expect(restarted.values[.arrival] == .time(time))
        restarted.reset()
        #expect(restarted.values[.arrival] == .time(nil) && restarted.values[.stay] == .dateRange(nil))

        let reversed = Data(#"{"start":"2027-03-08T03:00:00Z","end":"2027-03-01T03:00:00Z"}"#.utf8)
        #expect(throws: DecodingError.self) { try decoder.decode(DateRange.self, from: reversed) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TimeOfDay.self, from: Data(#"{"hour":25,"minute":0}"#.utf8)) }
    }

    @Test func limitsInTheWrongOrderAreRefusedWhenTheRowJoins() {
        let form = Form<Tag>()
        #expect(throws: FormError.invalidDateLimits(tag: "stay")) {
            try form.add(Row(tag: .stay, kind: .dateRange(minimum: day(3, 8), maximum: day(3, 1))))
        }
    }
}

/// A stay, declared over its own types.
@Observable private final class Visit {
    var arrival: TimeOfDay?
    var stay: DateRange?
}

@Suite("Declarative time and range rows")
@MainActor
struct TimeAndRangeDeclarativeTests {
    @Test func theModelGetsItsOwnTypes() throws {
        let visit = Visit()
        let editing = try ModelForm(editing: visit) {
            Section("Visit") {
                TimeRow("Arrival time", \.arrival, rules: .required)
                DateRangeRow("Stay", \.stay, maximumLength: .nights(14), rules: .required)
            }
        }
        #expect(!editing.form.validate().isValid)
        let time = try #require(TimeOfDay(hour: 15, minute: 45))
        try editing.form.edit(FieldKey(\Visit.arrival), to: .time(time))
        #expect(visit.arrival == time)
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let range = try #require(DateRange(start: start, end: start.addingTimeInterval(86_400 * 3)))
        try editing.form.edit(FieldKey(\Visit.stay), to: .dateRange(range))
        #expect(visit.stay?.start != nil && editing.form.validate().isValid)
    }
}

/// An event's invitees, declared as a list of addresses.
@Observable private final class Party {
    var invitees: [String] = []
}

@Suite("Chips rows")
@MainActor
struct ChipsRowTests {
    private enum Tag: RowTag { case invitees }

    @Test func aChipsRowHoldsItsListInTheChipsModelItsFieldShares() throws {
        let form = Form<Tag>()
        try form.add(Row(tag: .invitees, label: "Invitees", kind: .chips(maximumCount: 2, rule: .isEmail), rules: [.required]))
        guard case .chips(let model) = try #require(form.findRow(tag: .invitees)).valueModel else {
            Issue.record("a chips row holds a chips model"); return
        }
        #expect(model.text.field === form.findRow(tag: .invitees)?.field, "its text shares the row's field")
        #expect(model.field === model.text.field, "the chips model owns its text, and the field is the text's")
        #expect(!form.validate().isValid, "required: no chip yet")
        var told: [FormValue] = []
        let token = form.changes.add { if $0 == .value(.invitees) { told.append(form.values[.invitees] ?? .none) } }
        let commit = model.commit("ana@example.com, bo@")
        #expect(commit.remainder == "bo@" && commit.refusal != nil, "a refused part stays as typed, with the reason")
        #expect(told == [.list(["ana@example.com"])], "one commit, one value event")
        try form.setValue(.list(["ana@example.com", "cy@example.com", "di@example.com"]), for: .invitees)
        #expect(form.values[.invitees] == .list(["ana@example.com", "cy@example.com"]), "no more than the most")
        #expect(told.count == 2)
        model.maximumCount = 1
        #expect(model.chips == ["ana@example.com"], "lowering the most drops the last chips")
        #expect(told.count == 3)
        #expect(form.draft(formID: "party").values["invitees"] == .list(["ana@example.com"]))
        form.reset()
        #expect(form.values[.invitees] == .list([]))
        withExtendedLifetime(token) {}
    }

    @Test func aFormValidatedWithTextLeftAfterTheLastCommaCountsItAsAChip() throws {
        let form = Form<Tag>()
        try form.add(Row(tag: .invitees, label: "Invitees", kind: .chips(maximumCount: 3, rule: .isEmail), rules: [.required]))
        guard case .chips(let model) = try #require(form.findRow(tag: .invitees)).valueModel else {
            Issue.record("a chips row holds a chips model"); return
        }
        model.commit("ana@example.com,")
        model.text.edit("bo@example.com")
        #expect(form.validate().isValid)
        #expect(form.values[.invitees] == .list(["ana@example.com", "bo@example.com"]),
                "the address on screen is in the value the form saves")
        #expect(model.text.text.isEmpty)
        model.text.edit("cy@")
        let result = form.validate()
        #expect(model.text.text == "cy@", "a refused text stays as typed")
        #expect(result.failures.map(\.message) == [model.field.errorText].compactMap { $0 },
                "and the form fails with the reason the field shows")
        #expect(model.field.errorText?.contains("cy@") == true)
        #expect(form.values[.invitees] == .list(["ana@example.com", "bo@example.com"]))
        model.text.edit("   ")
        #expect(form.validate().isValid, "blank text asks for no chip and is no error")
        #expect(model.text.text == "   ")
    }

    @Test func aDeclaredChipsRowEditsTheModelsList() throws {
        let party = Party()
        let editing = try ModelForm(editing: party) {
            Section("Party") { ChipsRow("Invitees", \.invitees, maximumCount: 5, rule: .isEmail, rules: .required) }
        }
        try editing.form.edit(FieldKey(\Party.invitees), to: .list(["ana@example.com"]))
        #expect(party.invitees == ["ana@example.com"])
        #expect(editing.form.validate().isValid)
    }
}
