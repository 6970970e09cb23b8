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
            XCTAssertTrue(MainLoopPump.run(until: { stay.fieldModel.errorText == "At most 14 nights" }, timeout: 2),
                          "too many nights is refused in the row's own unit: \(stay.text) \(String(describing: stay.fieldModel.errorText))")
            XCTAssertFalse(view.submit(), "and the row's refusal holds the submit back")
            XCTAssertEqual(told.filter { $0 == .stay }.count, 1, "a refused range changes nothing, so nothing is told")
            form.reset()
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertEqual(stay.text, "")
            XCTAssertNil(arrival.time)
            withExtendedLifetime(token) {}
        }
    }

    func testAFormValidatedWithFocusInADateOrRangeReadsWhatIsTyped() throws {
        try withGtk {
            let form = Form<Tag>()
            try form.add(Row(tag: .arrival, label: "Arrival", kind: .date, rules: [.required]))
            try form.add(Row(tag: .stay, label: "Stay", kind: .dateRange(maximumLength: nil), rules: [.required]))
            let view = try FormView(form: form)
            let arrival = try XCTUnwrap(view.field(for: .arrival) as? DateField)
            let stay = try XCTUnwrap(view.field(for: .stay) as? DateRangeField)
            let now = Date(timeIntervalSince1970: 1_805_000_000)
            arrival.use(locale: Locale(identifier: "en_US"), timeZone: .current, now: { now })
            stay.use(locale: Locale(identifier: "en_US"), timeZone: .current, now: { now })
            let window = TestWindow.steady(showing: view.widget.pointer, height: 500)
            defer { window.close() }
            let input = try XInput(window: window.window)
            XCTAssertTrue(arrival.becomeFirstResponder())
            MainLoopPump.run(for: 0.2)
            try input.type("3/2/27")
            MainLoopPump.run(for: 0.2)
            // An app's Ctrl+S: the focus is still in the date, its text not yet read.
            XCTAssertFalse(form.validate().isValid, "the range is empty")
            XCTAssertNil(form.findRow(tag: .arrival)?.errorMessage, "what is on screen is what is checked")
            XCTAssertEqual(arrival.text, "03/02/2027")
            guard case .date(let date?) = form.values[.arrival] else { return XCTFail("the typed date is the row's") }
            XCTAssertEqual(Calendar.current.component(.day, from: date), 2)
            try input.key("ctrl+a")
            try input.type("someday")
            MainLoopPump.run(for: 0.2)
            XCTAssertFalse(form.validate().isValid)
            XCTAssertNotNil(form.findRow(tag: .arrival)?.errorMessage, "never the date from before")
            XCTAssertEqual(arrival.text, "someday", "the text stays, with its error")
            XCTAssertTrue(KeyboardFocus.isInside(arrival.widget.pointer), "the focus stays in the date")
            try input.key("ctrl+a")
            try input.type("3/2/27")
            XCTAssertTrue(MainLoopPump.run(until: { window.focusWidget.map { String(cString: gtk_editable_get_text(OpaquePointer($0))) } == "3/2/27" },
                                           timeout: 2), "the keys arrived before the focus moves on")
            XCTAssertTrue(stay.becomeFirstResponder())
            MainLoopPump.run(for: 0.2)
            try input.type("3/2/27 - 3/9/27")
            MainLoopPump.run(for: 0.2)
            XCTAssertTrue(form.validate().isValid, "the range typed is the row's too")
            XCTAssertEqual(stay.text, "03/02/2027 – 03/09/2027")
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

    /// Each field on screen is made on its row's own value model and keeps it: its typed
    /// `model` is the row's, whose field model is the field's, and the value set on the
    /// model is the form's and the field's at once.
    func testEachFieldIsMadeOnItsRowsValueModelAndKeepsIt() throws {
        try withGtk {
            let form = Form<String>()
            try form.add(Row(tag: "entry", label: "Name"))
            try form.add(Row(tag: "area", label: "Notes", kind: .area))
            try form.add(Row(tag: "suggest", label: "City", kind: .suggestions(.list(["Lisbon", "London"]))))
            try form.add(Row(tag: "number", label: "Guests", kind: .number))
            try form.add(Row(tag: "picker", label: "Size", kind: .picker(data: ["S", "M", "L"])))
            try form.add(Row(tag: "date", label: "Arrival", kind: .date))
            try form.add(Row(tag: "segments", label: "Birthday", kind: .segmentedDate()))
            try form.add(Row(tag: "time", label: "At", kind: .time))
            try form.add(Row(tag: "range", label: "Stay", kind: .dateRange))
            try form.add(Row(tag: "chips", label: "Tags", kind: .chips()))
            let view = try FormView(form: form)
            let window = TestWindow.steady(showing: view.widget.pointer, height: 900)
            defer { window.close() }

            @MainActor func expectShared<Model: ValueModel>(_ tag: String, _ model: Model?, _ value: Model.Value, file: StaticString = #filePath,
                                                 line: UInt = #line) throws {
                let row = try XCTUnwrap(form.findRow(tag: tag), file: file, line: line)
                let model = try XCTUnwrap(model, "\(tag): the field of its kind", file: file, line: line)
                XCTAssertTrue(row.valueModel.holder === model, "\(tag): the row's own value model", file: file, line: line)
                let shown = view.field(for: tag)?.fieldModel
                XCTAssertTrue(shown === model.field && row.field === model.field, "\(tag): one field model, the value model's",
                              file: file, line: line)
                model.set(value, by: .code)
                XCTAssertEqual(row.value, row.valueModel.value, file: file, line: line)
                XCTAssertNotEqual(row.value, row.kind.emptyValue, "\(tag): set on the model, the row's value", file: file, line: line)
            }
            let day = Date(timeIntervalSince1970: 1_805_000_000)
            try expectShared("entry", (view.field(for: "entry") as? EntryField)?.model, "Ada")
            try expectShared("area", (view.field(for: "area") as? AreaField)?.model, "Two\nlines")
            try expectShared("suggest", (view.field(for: "suggest") as? SuggestionField)?.model, "Lisbon")
            try expectShared("number", (view.field(for: "number") as? NumberField)?.model, Decimal(3))
            try expectShared("picker", (view.field(for: "picker") as? PickerField)?.model, PickerChoice(index: 1, text: "M"))
            try expectShared("date", (view.field(for: "date") as? DateField)?.model, day)
            try expectShared("segments", (view.field(for: "segments") as? DateField)?.model, day)
            try expectShared("time", (view.field(for: "time") as? TimeField)?.model, day)
            try expectShared("range", (view.field(for: "range") as? DateRangeField)?.model,
                             DateRange(start: day, end: day.addingTimeInterval(2 * 86_400)))
            try expectShared("chips", (view.field(for: "chips") as? ChipsField)?.model, ["swift"])

            let segmented = try XCTUnwrap(view.field(for: "segments") as? DateField)
            XCTAssertTrue(segmented.segmentModel?.dateModel === segmented.model, "the segments are a view of the date model")
            XCTAssertNotNil(segmented.segmentModel?.components, "the date set on the date model fills the segments")
        }
    }
}
