import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Time, date range, suggestion and chips rows on a FormView: each field built on its row's
/// model, filled with real keys, its value the form's, told once per change.
final class FormFieldKindRowsTests: XCTestCase {
    private enum Tag: RowTag { case arrival, stay }

    func testATimeAndARangeAreTypedIntoTheirRowsFromTheKeyboard() throws {
        try withGtk {
            let form = Form<Tag>()
            try form.add(Row(tag: .arrival, label: "Arrival time", kind: .time, rules: [.required]))
            try form.add(Row(tag: .stay, label: "Stay", kind: .dateRange(maximumLength: .nights(14)), rules: [.required]))
            var told: [Tag] = []
            let token = form.changes.add { if case .value(let tag) = $0 { told.append(tag) } }
            let view = try FormView(form: form)
            let arrival = try XCTUnwrap(view.field(for: .arrival) as? TimeField, "a time row shows a TimeField")
            let stay = try XCTUnwrap(view.field(for: .stay) as? DateRangeField, "a range row shows a DateRangeField")
            XCTAssertEqual(stay.maximumNights, 14)
            let now = Date(timeIntervalSince1970: 1_805_000_000)
            arrival.use(locale: Locale(identifier: "en_US"), now: { now })
            stay.use(locale: Locale(identifier: "en_US"), timeZone: .current, now: { now })
            let window = TestWindow.steady(showing: view.widget.pointer, height: 500)
            defer { window.close() }

            XCTAssertFalse(view.submit(), "both empty and required")
            XCTAssertEqual(form.focusedTag, .arrival, "the first invalid row, the time, has the focus")
            let input = try XInput(window: window.window)
            try input.type("905p")
            XCTAssertTrue(MainLoopPump.run(until: { form.values[.arrival] == .time(TimeOfDay(hour: 21, minute: 5)) }, timeout: 2),
                          "typed segment by segment, the time is the row's: \(String(describing: form.values[.arrival]))")
            XCTAssertEqual(told.filter { $0 == .arrival }.count, 1, "told once, when the time became whole")

            XCTAssertTrue(stay.becomeFirstResponder())
            try input.type("3/2/27 - 3/9/27")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: {
                if case .dateRange(let range?) = form.values[.stay] { return range.dayCount(in: .current) == 8 }
                return false
            }, timeout: 2), "a typed range is the row's")
            XCTAssertEqual(told.filter { $0 == .stay }.count, 1)
            XCTAssertTrue(view.submit(), "both filled")

            XCTAssertTrue(stay.becomeFirstResponder())
            try input.key("ctrl+a")
            try input.type("3/2/27 - 3/30/27")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { stay.model.errorText == "At most 14 nights" }, timeout: 2),
                          "too many nights is refused in the row's own unit: \(stay.text) \(String(describing: stay.model.errorText))")
            XCTAssertFalse(view.submit(), "and the row's refusal holds the submit back")
            XCTAssertEqual(told.filter { $0 == .stay }.count, 1, "a refused range changes nothing, so nothing is told")
            form.reset()
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertEqual(stay.text, "")
            XCTAssertNil(arrival.time)
            withExtendedLifetime(token) {}
        }
    }

    func testASuggestionRowTakesWhatIsTypedAndTheSuggestionChosen() throws {
        try withGtk {
            let form = Form<String>()
            try form.add(Row(tag: "city", label: "City", kind: .suggestions(.list(["Lisbon", "London", "Los Angeles"])),
                             rules: [.required]))
            var told: [FormValue] = []
            let token = form.changes.add { if $0 == .value("city") { told.append(form.values["city"] ?? .none) } }
            let view = try FormView(form: form)
            let window = TestWindow.steady(showing: view.widget.pointer, height: 500)
            defer { window.close() }
            let city = try XCTUnwrap(view.field(for: "city") as? SuggestionField, "a suggestions row shows a SuggestionField")
            XCTAssertTrue(city.becomeFirstResponder())
            let input = try XInput(window: window.window)
            try input.type("lo")
            XCTAssertTrue(MainLoopPump.run(until: { city.suggestionModel.suggestions == ["London", "Los Angeles"] }, timeout: 3))
            try input.key("Down")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { form.values["city"] == .text("London") }, timeout: 2),
                          "the suggestion chosen is the row's value: \(String(describing: form.values["city"]))")
            XCTAssertEqual(told, [.text("l"), .text("lo"), .text("London")], "each key and the choice, once each")
            XCTAssertTrue(view.submit())
            withExtendedLifetime(token) {}
        }
    }

    func testAChipsRowTakesEachChipTypedAndTheFormsListShowsOnTheField() throws {
        try withGtk {
            let form = Form<String>()
            try form.add(Row(tag: "tags", label: "Languages", kind: .chips(maximumCount: 3), rules: [.required]))
            var told: [FormValue] = []
            let token = form.changes.add { if $0 == .value("tags") { told.append(form.values["tags"] ?? .none) } }
            let view = try FormView(form: form)
            let window = TestWindow.steady(showing: view.widget.pointer, height: 500)
            defer { window.close() }
            let tags = try XCTUnwrap(view.field(for: "tags") as? ChipsField, "a chips row shows a ChipsField")
            XCTAssertFalse(view.submit(), "no chip yet")
            XCTAssertEqual(form.focusedTag, "tags")
            let input = try XInput(window: window.window)
            try input.type("Swift,")
            XCTAssertTrue(MainLoopPump.run(until: { form.values["tags"] == .list(["Swift"]) }, timeout: 3), "a comma makes a chip of the row")
            try input.type("Vala")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { form.values["tags"] == .list(["Swift", "Vala"]) }, timeout: 2))
            XCTAssertEqual(told, [.list(["Swift"]), .list(["Swift", "Vala"])], "each chip told once; the typing between told nothing")
            XCTAssertTrue(view.submit())
            try form.setValue(.list(["C"]), for: "tags")
            XCTAssertEqual(tags.chips, ["C"], "the form's list shows on the field at once")
            XCTAssertTrue(tags.becomeFirstResponder())
            try input.key("BackSpace")
            XCTAssertTrue(MainLoopPump.run(until: { form.values["tags"] == .list([]) }, timeout: 2), "Backspace takes the last chip back")
            withExtendedLifetime(token) {}
        }
    }
}
