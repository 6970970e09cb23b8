import FieldCore
import Foundation
import Testing

/// A form's change events say each real change of a row's error, value and focus once, say
/// nothing when nothing changed, and arrive after the change is stored, whoever made it:
/// the form's own calls, the row's models as a field on screen drives them (a picker's
/// choice, a date typed wrong), or code setting the field's error directly.
@Suite("Form events")
struct FormEventTests {
    /// Every change event, with what the row held when it arrived.
    private final class EventLog {
        var entries: [(change: FormChange<String>, errorThen: String?, valueThen: FormValue?)] = []
        var token: ObservationToken?

        init(_ form: Form<String>) {
            token = form.changes.add { [unowned self, unowned form] change in
                let tag: String? = switch change {
                case .error(let tag, _), .value(let tag): tag
                default: nil
                }
                let row = tag.flatMap(form.findRow(tag:))
                entries.append((change, row?.errorMessage, row?.value))
            }
        }

        func errors(_ tag: String) -> [String?] {
            entries.compactMap { if case .error(tag, let message) = $0.change { message } else { nil } }
        }

        func values(_ tag: String) -> Int {
            entries.count { if case .value(tag) = $0.change { true } else { false } }
        }
    }

    private static let day = Date(timeIntervalSince1970: 1_800_000_000)

    private func bookingForm() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "room", label: "Room", kind: .picker(data: ["Single", "Double", "Suite"]), rules: [.required]))
        try form.add(Row(tag: "arrival", label: "Arrival", kind: .date(), rules: [.required]))
        try form.add(Row(tag: "name", label: "Name", rules: [.required]))
        return form
    }

    private func picker(_ form: Form<String>, _ tag: String) throws -> PickerModel {
        guard case .picker(let model)? = form.findRow(tag: tag)?.valueModel else { throw FormError.missingRow(tag) }
        return model
    }

    private func dates(_ form: Form<String>, _ tag: String) throws -> DateFieldModel {
        guard case .date(let model)? = form.findRow(tag: tag)?.valueModel else { throw FormError.missingRow(tag) }
        return model
    }

    @Test func choosingInAPickerAfterAFailedSubmitTellsTheErrorWentOnce() throws {
        let form = try bookingForm()
        let log = EventLog(form)
        #expect(form.validate().failures.map(\.tag) == ["room", "arrival", "name"])
        #expect(log.errors("room") == ["This field is required"])

        // Down opens the list, Return keeps the highlighted row, as the picker field does.
        let room = try picker(form, "room")
        room.open()
        room.done()

        #expect(form.findRow(tag: "room")?.errorMessage == nil)
        #expect(log.errors("room") == ["This field is required", nil], "the error's going is told, once")
        #expect(log.values("room") == 1)
        let told = try #require(log.entries.last { if case .error("room", _) = $0.change { true } else { false } })
        #expect(told.errorThen == nil && told.valueThen == .choice(0, "Single"), "the new state is there when told")
    }

    @Test func aDateTheFieldCannotReadIsTheRowsErrorAndIsToldEachTimeItChanges() throws {
        let form = try bookingForm()
        form.validate()
        let log = EventLog(form)
        let arrival = try dates(form, "arrival")

        arrival.enterText("the 31st of Smarch")
        let unreadable = try #require(form.findRow(tag: "arrival")?.errorMessage)
        #expect(unreadable != "This field is required", "the field says it cannot read the date")
        #expect(log.errors("arrival") == [unreadable])

        arrival.enterText("the 31st of Smarch")
        #expect(log.errors("arrival") == [unreadable], "the same refusal again changes nothing, and says nothing")

        form.blur("arrival")
        form.validate()
        #expect(form.findRow(tag: "arrival")?.errorMessage == unreadable, "validation keeps what the rules cannot see")

        arrival.enterText(arrival.format(Self.day))
        #expect(form.findRow(tag: "arrival")?.errorMessage == nil)
        #expect(log.errors("arrival") == [unreadable, nil])
        #expect(log.values("arrival") == 1)
    }

    @Test func codeThatSetsARowsFieldErrorIsHeardByTheForm() throws {
        let form = try bookingForm()
        let log = EventLog(form)
        let name = try #require(form.findRow(tag: "name"))
        name.field.setError(withText: "Taken")
        name.field.setError(withText: "Taken")
        name.field.removeErrorUI()
        #expect(log.errors("name") == ["Taken", nil])
    }

    @Test func resetTellsEachErrorItClearsAndNothingForRowsWithout() throws {
        let form = try bookingForm()
        try form.edit("name", to: .text("Ada"))
        form.validate()
        let log = EventLog(form)
        form.reset()
        #expect(log.errors("room") == [nil])
        #expect(log.errors("arrival") == [nil])
        #expect(log.errors("name") == [])
        #expect(log.values("name") == 1)
    }

    @Test func errorsFromOutsideAreToldOnceAndGoOnTheNextEditOnce() throws {
        let form = try bookingForm()
        let log = EventLog(form)
        try form.setErrors(["name": "Already booked under this name"])
        try form.edit("name", to: .text("Grace"))
        #expect(log.errors("name") == ["Already booked under this name", nil])
    }

    @Test func anEditOfARowInErrorChecksItAgainAtOnce() throws {
        let form = Form<String>()
        try form.add(Row(tag: "code", label: "Code", rules: [.required, .text(.minLength(4))]))
        form.validate()
        let log = EventLog(form)
        try form.edit("code", to: .text("ab"))
        try form.edit("code", to: .text("abc"))
        try form.edit("code", to: .text("abcd"))
        #expect(log.errors("code") == [ValidationRule<FormValue>.text(.minLength(4)).message, nil],
                "the message changes as the value does, and goes once it is right; no repeat")
    }
}
