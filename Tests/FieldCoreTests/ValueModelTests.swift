import FieldCore
import Foundation
import Testing

// README-EXAMPLE-BEGIN value-model
/// Empties any field's value model, as code does: no `onChange`, one change told.
func empty<Model: ValueModel>(_ model: Model, to nothing: Model.Value) {
    model.set(nothing, by: .code)
}

func pickASizeThenEmptyIt() -> PickerModel {
    let size = PickerModel(label: "Size", data: ["S", "M", "L"])
    size.set(PickerChoice(index: 1, text: "M"), by: .user)  // size.value.text is "M"
    empty(size, to: PickerChoice(index: nil, text: ""))      // size.value.index is nil
    return size
}
// README-EXAMPLE-END

/// Every field's value model has one shape: it owns the field model its field renders,
/// holds the value, takes a new one with whose change it is, and tells each change once.
@Suite("Value models")
struct ValueModelTests {
    private let utc = TimeZone(identifier: "UTC")!
    private let now = Date(timeIntervalSince1970: 1_805_000_000)   // 2027-03-14, 10:13 UTC

    private func day(_ month: Int, _ day: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: 2027, month: month, day: day, hour: 12))!
    }

    /// Sets `value` on `model` as the user's change, then again: the model holds it, tells
    /// it once as the user's, and tells nothing for the same value again.
    private func expectOneShape<Model: ValueModel>(_ model: Model, _ value: Model.Value,
                                                   sourceLocation: SourceLocation = #_sourceLocation) {
        let field = model.field
        var told: [ChangeOrigin] = []
        let token = model.valueChanges.add { told.append($0) }
        model.set(value, by: .user)
        #expect(model.value == value, "holds what was set", sourceLocation: sourceLocation)
        #expect(told == [.user], "told once, as the user's", sourceLocation: sourceLocation)
        model.set(value, by: .code)
        #expect(told == [.user], "the same value again is no change", sourceLocation: sourceLocation)
        #expect(model.field === field, "the field model is the model's own, kept", sourceLocation: sourceLocation)
        withExtendedLifetime(token) {}
    }

    @Test func everyKindHasTheSameShape() {
        expectOneShape(TextFieldModel(label: "Name"), "Ana")
        expectOneShape(PickerModel(label: "Size", data: ["S", "M", "L"]), PickerChoice(index: 1, text: "M"))
        expectOneShape(DateFieldModel(label: "Arrival", locale: Locale(identifier: "en_US"), timeZone: utc, now: { now }), day(3, 4))
        expectOneShape(NumberFieldModel(label: "Guests"), Decimal(3))
        expectOneShape(SegmentedDateModel(label: "At", mode: .time, locale: Locale(identifier: "en_US"), timeZone: utc, now: { now }),
                       day(3, 14))   // noon today: a time is a moment on today's date
        expectOneShape(DateRangeModel(label: "Stay", locale: Locale(identifier: "en_US"), timeZone: utc, now: { now }),
                       DateRange(start: day(3, 4), end: day(3, 6)))
        expectOneShape(ChipsModel(maximumCount: 3), ["swift", "gtk"])
    }

    @Test func theArticlesExampleEmptiesAnyKind() throws {
        let size = pickASizeThenEmptyIt()
        #expect(size.value == PickerChoice(index: nil, text: "") && size.indexSelected == nil)
        let guests = NumberFieldModel(label: "Guests")
        guests.set(4, by: .user)
        empty(guests, to: nil)
        #expect(guests.value == nil && guests.text.text.isEmpty)
        try ReadmeExamples.expectInReadme(from: #filePath)
    }

    @Test func aPickerChoiceOutsideItsListChangesNothingAndNoIndexEmptiesIt() {
        let size = PickerModel(label: "Size", data: ["S", "M"])
        size.set(PickerChoice(index: 0, text: "S"), by: .user)
        size.set(PickerChoice(index: 7, text: "XXL"), by: .user)
        #expect(size.value == PickerChoice(index: 0, text: "S"), "a choice the list does not have is refused")
        size.set(PickerChoice(index: nil, text: "ignored"), by: .code)
        #expect(size.value == PickerChoice(index: nil, text: ""))
    }

    @Test func aChipsModelOwnsTheTextTypedTowardsTheNextChip() {
        let text = TextFieldModel(label: "Invite")
        let invitees = ChipsModel(rule: .isEmail, text: text)
        #expect(invitees.text === text && invitees.field === text.field, "its field is its text's")
        #expect(ChipsModel().field !== ChipsModel().field, "each model made alone has a field of its own")
    }

    @Test func aSegmentedDateIsAViewOfTheDateModel() {
        let arrival = DateFieldModel(label: "Arrival", locale: Locale(identifier: "en_US"), timeZone: utc, now: { now })
        try? arrival.setMaximumDate(day(12, 31))
        let segments = SegmentedDateModel(viewing: arrival)
        #expect(segments.field === arrival.field && segments.dateModel === arrival, "one field, one date")

        segments.focus(.month)
        for character in "01012028" { segments.type(character) }
        #expect(arrival.date == nil, "a date past the maximum is not taken")
        #expect(arrival.field.errorText != nil, "it is the field's error")
        #expect(segments.text == "01/01/2028", "the segments keep what was typed")

        segments.focus(.month)
        for character in "03042027" { segments.type(character) }
        #expect(arrival.date == day(3, 4), "a whole typed date is the date model's, 3/4 being 4 March in en_US")
        #expect(arrival.field.errorText == nil, "and the refusal is gone")

        arrival.set(day(5, 6), by: .code)
        #expect(segments.text == "05/06/2027", "the date model's change fills the segments")

        segments.set(day(6, 7), by: .code)
        #expect(arrival.date == day(6, 7), "a date set on the view is the date model's")

        arrival.isClearable = true
        arrival.clear()
        #expect(segments.text == "mm/dd/yyyy", "Clear empties the segments")
    }

    @Test func escapeOnTheCalendarPutsBackTheSegmentsTypedBeforeItOpened() {
        let arrival = DateFieldModel(label: "Arrival", locale: Locale(identifier: "en_US"), timeZone: utc, now: { now })
        arrival.isClearable = true
        let segments = SegmentedDateModel(viewing: arrival)
        segments.focus(.month)
        for character in "03" { segments.type(character) }
        #expect(segments.text == "03/dd/yyyy")
        #expect(arrival.open())
        #expect(arrival.date != nil && !segments.isIncomplete, "the calendar opens on its start date, shown in the segments")
        arrival.cancel()
        #expect(arrival.date == nil && segments.text == "03/dd/yyyy", "Escape puts back what was typed, never an empty field")
        #expect(arrival.open())
        arrival.done()
        #expect(segments.text == "03/14/2027", "Done keeps the day the calendar opened on")
        arrival.clear()
        #expect(segments.text == "mm/dd/yyyy", "and a later Clear empties the segments: what was typed went with Done")
    }

    @Test func aYearLeftShortOfItsDigitsOutsideTheLimitsIsRefusedAsTheFieldIsLeft() throws {
        let arrival = DateFieldModel(label: "Arrival", locale: Locale(identifier: "en_US"), timeZone: utc, now: { now })
        try arrival.setMinimumDate(day(1, 1))
        let segments = SegmentedDateModel(viewing: arrival)
        segments.focus(.month)
        for character in "010120" { segments.type(character) }
        #expect(!segments.typed.isEmpty, "a year of two digits may go on")
        segments.leave()
        #expect(arrival.date == nil, "the year the user left is before the minimum: not taken")
        #expect(arrival.field.errorText != nil, "and the refusal stays the field's error as it is left")
    }
}
