import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A number row on a FormView: a NumberField built on the row's model, typed and stepped
/// with real keys, its number the form's value, told once per change, and focused by a
/// failed submit.
final class FormNumberRowTests: XCTestCase {
    private enum Tag: RowTag { case name, guests }

    @MainActor private static func form() throws -> Form<Tag> {
        let form = Form<Tag>()
        try form.add(Row(tag: .name, label: "Name"))
        try form.add(Row(tag: .guests, label: "Guests",
                         kind: .number(format: NumberFormat(fractionDigits: 0, locale: Locale(identifier: "en_US")), minimum: 1, maximum: 12),
                         rules: [.required]))
        return form
    }

    func testANumberRowIsANumberFieldTypedSteppedAndToldOncePerChange() throws {
        try withGtk {
            let form = try Self.form()
            var told: [FormValue] = []
            let token = form.changes.add { change in
                if change == .value(.guests) { told.append(form.values[.guests] ?? .none) }
            }
            let view = try FormView(form: form)
            let window = TestWindow.steady(showing: view.widget.pointer, height: 400)
            defer { window.close() }
            let guests = try XCTUnwrap(view.field(for: .guests) as? NumberField, "a number row shows a NumberField")
            XCTAssertEqual(guests.minimum, 1)
            XCTAssertEqual(guests.maximum, 12)

            XCTAssertFalse(view.submit(), "an empty required number fails the submit")
            XCTAssertEqual(form.focusedTag, .guests, "and takes the focus")
            XCTAssertEqual(guests.fieldModel.errorText, "This field is required")

            let input = try XInput(window: window.window)
            try input.type("3")
            XCTAssertTrue(MainLoopPump.run(until: { form.values[.guests] == .number(3) }, timeout: 2), "typing is the row's number")
            XCTAssertEqual(told, [.number(3)], "one key, one value event, the number readable in it")
            XCTAssertNil(guests.fieldModel.errorText, "the error goes with the number typed")
            try input.key("Up")
            XCTAssertTrue(MainLoopPump.run(until: { form.values[.guests] == .number(4) }, timeout: 2), "Up steps the row's number")
            try form.setValue(.number(20), for: .guests)
            XCTAssertEqual(guests.text, "12", "a number from code shows at once, in range")
            XCTAssertEqual(told, [.number(3), .number(4), .number(12)])
            form.reset()
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertEqual(guests.text, "", "reset empties the field on screen")
            withExtendedLifetime(token) {}
        }
    }
}
