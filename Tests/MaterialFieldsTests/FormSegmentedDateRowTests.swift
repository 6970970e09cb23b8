import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import Observation
import XCTest

/// An app's model with a date typed part by part.
@Observable private final class Trip {
    var departure: Date?
}

/// A segmented date is a row of every form: typed part by part with real keys, its value,
/// its refusal and its rules are the row's.
final class FormSegmentedDateRowTests: XCTestCase {
    private static let lastDay = Calendar.current.date(from: DateComponents(year: 2027, month: 12, day: 31, hour: 12)) ?? .now

    /// The day, month and year of `value`, or nil when it holds no date.
    private static func day(of value: FormValue?) -> DateComponents? {
        guard case .date(let date?)? = value else { return nil }
        return Calendar.current.dateComponents([.year, .month, .day], from: date)
    }

    /// A form of `row` alone, shown in a window, its segmented field in en_US.
    @MainActor private static func show(_ row: Row<String>) throws -> (form: Form<String>, view: FormView<String>, window: TestWindow, field: DateField) {
        let form = Form<String>()
        try form.add(row)
        let view = try FormView(form: form)
        let field = try XCTUnwrap(view.field(for: row.tag) as? DateField)
        field.use(locale: Locale(identifier: "en_US"), timeZone: .current)
        return (form, view, TestWindow.steady(showing: view.widget.pointer, height: 600), field)
    }

    func testTypedPartByPartIntoTheRowWithItsLimitAsTheRowsError() throws {
        try withGtk {
            let (form, view, window, field) = try Self.show(Row(tag: "departure", label: "Departure",
                                                                 kind: .segmentedDate(maximum: Self.lastDay), rules: [.required]))
            defer { window.close() }
            var refused = 0
            view.onSubmitRefused = { _ in refused += 1 }
            XCTAssertTrue(field.isSegmented, "the row's field types the date part by part")
            XCTAssertEqual(field.segmentModel?.segments, [.month, .day, .year], "in the locale's order")

            view.submit()
            XCTAssertEqual(refused, 1)
            XCTAssertTrue(MainLoopPump.run(until: { KeyboardFocus.isInside(field.widget.pointer) }, timeout: 2), "a refused submit focuses the segments")
            XCTAssertEqual(form.findRow(tag: "departure")?.errorMessage, "This field is required")
            let input = try XInput(window: window.window)
            try input.type("3142027")
            XCTAssertTrue(MainLoopPump.run(until: { Self.day(of: try? form.value(of: "departure")) != nil }, timeout: 2))
            XCTAssertEqual(Self.day(of: try form.value(of: "departure")), DateComponents(year: 2027, month: 3, day: 14),
                           "each part typed is the row's date once the date is whole")
            XCTAssertNil(form.findRow(tag: "departure")?.errorMessage, "and the required error goes")
            XCTAssertEqual(form.draft(formID: "trip").values["departure"], try form.value(of: "departure"), "drafts keep it")

            try input.key("Up")
            XCTAssertTrue(MainLoopPump.run(until: { form.findRow(tag: "departure")?.errorMessage != nil }, timeout: 2))
            XCTAssertEqual(form.findRow(tag: "departure")?.errorMessage, "Enter a date on or before 12/31/2027",
                           "a year after the limit is the row's error")
            XCTAssertTrue(field.isFocused, "the field keeps its focused look while the user is in its segments")
            view.submit()
            XCTAssertEqual(refused, 2, "and the form is not valid with it")
            XCTAssertEqual(form.findRow(tag: "departure")?.errorMessage, "Enter a date on or before 12/31/2027",
                           "leaving the refused date keeps it refused")
        }
    }

    func testAFormValidatedWithTheKeyboardInTheSegmentsReadsTheDateTheyShow() throws {
        try withGtk {
            let (form, _, window, field) = try Self.show(Row(tag: "departure", label: "Departure", kind: .segmentedDate(), rules: [.required]))
            defer { window.close() }
            XCTAssertTrue(field.becomeFirstResponder())
            try XInput(window: window.window).type("3427")
            XCTAssertTrue(MainLoopPump.run(until: { field.segmentModel?.text == "03/04/27" }, timeout: 2))
            XCTAssertNil(Self.day(of: try form.value(of: "departure")), "two digits of a year may be the start of four")
            // An app's Ctrl+S, the keyboard still on the year.
            XCTAssertTrue(form.validate().isValid, "what the segments show is checked")
            XCTAssertEqual(Self.day(of: try form.value(of: "departure")), DateComponents(year: 2027, month: 3, day: 4))
            XCTAssertTrue(KeyboardFocus.isInside(field.widget.pointer), "the keyboard stays in the segments")
        }
    }

    func testPartsTakenOutWithBackspaceLeaveTheRowWithoutTheirDate() throws {
        try withGtk {
            let (form, view, window, field) = try Self.show(Row(tag: "born", label: "Date of birth", kind: .segmentedDate(), rules: [.required]))
            defer { window.close() }
            try form.setValue(.date(Self.lastDay), for: "born")
            XCTAssertTrue(field.becomeFirstResponder())
            let input = try XInput(window: window.window)
            try input.key("Right")
            try input.key("Right")
            for _ in 0..<12 where field.segmentModel?.text != "mm/dd/yyyy" { try input.key("BackSpace") }
            XCTAssertTrue(MainLoopPump.run(until: { field.segmentModel?.text == "mm/dd/yyyy" }, timeout: 2), "Backspace takes every part out")
            XCTAssertNil(Self.day(of: try form.value(of: "born")), "and the row holds no date it does not show")
            view.submit()
            XCTAssertEqual(form.findRow(tag: "born")?.errorMessage, "This field is required", "so a required row is refused")
        }
    }

    func testEscapeOnTheCalendarPutsBackThePartsTyped() throws {
        try withGtk {
            let (form, _, window, field) = try Self.show(Row(tag: "born", label: "Date of birth", kind: .segmentedDate(maximum: Self.lastDay)))
            defer { window.close() }
            XCTAssertTrue(field.becomeFirstResponder())
            let input = try XInput(window: window.window)
            try input.type("03")
            XCTAssertTrue(MainLoopPump.run(until: { field.segmentModel?.text == "03/dd/yyyy" }, timeout: 2))
            try input.key("alt+Down")
            XCTAssertTrue(MainLoopPump.run(until: { field.isOpen }, timeout: 2), "Alt+Down opens the calendar")
            try input.key("Escape")
            XCTAssertTrue(MainLoopPump.run(until: { !field.isOpen }, timeout: 2))
            MainLoopPump.waitForFrames(of: field.widget.pointer)
            XCTAssertEqual(field.segmentModel?.text, "03/dd/yyyy", "Escape puts back what was typed")
            XCTAssertNil(Self.day(of: try form.value(of: "born")), "and no day the user did not choose")
            XCTAssertTrue(KeyboardFocus.isInside(field.widget.pointer), "the keyboard is back in the segments")

            // Half a year typed is put back too, and the typing goes on from it.
            try input.type("1419")
            XCTAssertTrue(MainLoopPump.run(until: { field.segmentModel?.text == "03/14/19" }, timeout: 2))
            try input.key("alt+Down")
            XCTAssertTrue(MainLoopPump.run(until: { field.isOpen }, timeout: 2))
            try input.key("Escape")
            XCTAssertTrue(MainLoopPump.run(until: { !field.isOpen }, timeout: 2))
            MainLoopPump.waitForFrames(of: field.widget.pointer)
            XCTAssertEqual(field.segmentModel?.text, "03/14/19", "the year's two digits are back")
            try input.type("80")
            XCTAssertTrue(MainLoopPump.run(until: { Self.day(of: try? form.value(of: "born")) != nil }, timeout: 2))
            XCTAssertEqual(Self.day(of: try form.value(of: "born")), DateComponents(year: 1980, month: 3, day: 14))
        }
    }

    func testADeclaredRowIsSegmentedAndEditsTheModelsDate() throws {
        try withGtk {
            let trip = Trip()
            let view = try FormView(editing: trip) {
                Section { DateRow("Departure", \.departure, segmented: true) }
            }
            let field = try XCTUnwrap(view.field(for: FieldKey(\Trip.departure)) as? DateField)
            XCTAssertTrue(field.isSegmented)
            field.use(locale: Locale(identifier: "en_US"), timeZone: .current)
            XCTAssertEqual(view.form.findRow(tag: FieldKey(\Trip.departure))?.kind, .segmentedDate())
            let window = TestWindow.steady(showing: view.widget.pointer, height: 600)
            defer { window.close() }
            XCTAssertTrue(field.becomeFirstResponder())
            try XInput(window: window.window).type("10032028")
            XCTAssertTrue(MainLoopPump.run(until: { trip.departure != nil }, timeout: 2))
            XCTAssertEqual(trip.departure.map { Calendar.current.dateComponents([.year, .month, .day], from: $0) },
                           DateComponents(year: 2028, month: 10, day: 3))
        }
    }
}
