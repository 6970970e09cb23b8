import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A number field under real typing, arrow keys and the scroll wheel, in two locales.
final class NumberFieldTests: XCTestCase {
    private static let english = Locale(identifier: "en_US")
    private static let german = Locale(identifier: "de_DE")

    func testTypingGroupsTheDigitsAndKeepsALetterWithAnError() throws {
        try withGtk {
            let field = NumberField(label: "Population", format: NumberFormat(locale: Self.english))
            var changes = 0
            field.onChange = { _ in changes += 1 }
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.type("1234567.5")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "1,234,567.5" }, timeout: 3), "typed: \(field.text)")
            XCTAssertEqual(field.value, Decimal(string: "1234567.5"))
            let text = try XCTUnwrap(window.focusWidget)
            XCTAssertEqual(gtk_editable_get_position(OpaquePointer(text)), 11, "the caret after the last digit")
            try input.type("x")
            XCTAssertTrue(MainLoopPump.run(until: { field.hasError }, timeout: 2), "a letter is an error at once")
            XCTAssertEqual(field.text, "1,234,567.5x", "the letter stays, as typed")
            XCTAssertNil(field.value, "no number, never the digits around the letter")
            XCTAssertEqual(field.fieldModel.snapshot.supportingText, "Enter a number like 1,234.5")
            try input.key("BackSpace")
            XCTAssertTrue(MainLoopPump.run(until: { !field.hasError }, timeout: 2), "deleting it ends the error: \(field.text)")
            try input.key("Home", "Right")
            try input.type("9")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "19,234,567.5" }, timeout: 2), "typed after the 1: \(field.text)")
            XCTAssertEqual(gtk_editable_get_position(OpaquePointer(text)), 2, "the caret after the 9, past the regrouping")
            XCTAssertEqual(changes, 11, "one per change of the number: eight digits (the point changes none), the letter, BackSpace, the 9")
        }
    }

    func testArrowKeysPageKeysAndTheWheelStepWithinTheRange() throws {
        try withGtk {
            let field = NumberField(label: "Guests", format: NumberFormat(fractionDigits: 0, locale: Self.english))
            field.minimum = 1
            field.maximum = 12
            let (window, input, other) = try FieldHarness.show(field)
            defer { window.close() }
            gtk_widget_grab_focus(other)
            // The wheel over an unfocused field leaves it alone.
            try input.scroll(field.widget.pointer, up: true)
            _ = MainLoopPump.run(until: { field.value != nil }, timeout: 0.5)
            XCTAssertNil(field.value, "the wheel steps only a focused field")
            try input.click(field.widget.pointer)
            try input.key("Up")
            XCTAssertTrue(MainLoopPump.run(until: { field.value == 1 }, timeout: 2), "Up in an empty field: \(field.text)")
            try input.key("Up", "Up")
            XCTAssertTrue(MainLoopPump.run(until: { field.value == 3 }, timeout: 2), "Up twice: \(field.text)")
            try input.key("Page_Up")
            XCTAssertTrue(MainLoopPump.run(until: { field.value == 12 }, timeout: 2), "Page Up stops at the maximum: \(field.text)")
            try input.key("Down")
            XCTAssertTrue(MainLoopPump.run(until: { field.value == 11 }, timeout: 2), "Down: \(field.text)")
            try input.scroll(field.widget.pointer, up: false)
            XCTAssertTrue(MainLoopPump.run(until: { field.value == 10 }, timeout: 2), "the wheel down: \(field.text)")
            try input.scroll(field.widget.pointer, up: true)
            XCTAssertTrue(MainLoopPump.run(until: { field.value == 11 }, timeout: 2), "the wheel up: \(field.text)")
            // Typed past the maximum, the number stays when focus leaves, with the range as its error.
            try input.key("ctrl+a")
            try input.type("40")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "40" }, timeout: 2), "typed: \(field.text)")
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { field.hasError }, timeout: 2), "out of range on leaving: \(field.text)")
            XCTAssertEqual(field.value, 40, "never silently 12")
            XCTAssertEqual(field.fieldModel.snapshot.supportingText, "Enter a number from 1 to 12")
        }
    }

    func testGermanEurosTakeADecimalCommaAndTheSignAfter() throws {
        try withGtk {
            try MaterialStyle.install(.light)
            let field = NumberField(label: "Preis", format: NumberFormat(.currency("EUR"), locale: Self.german))
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.type("1234,5")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "1.234,5" }, timeout: 3), "typed: \(field.text)")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "1.234,50" }, timeout: 2), "Return tidies: \(field.text)")
            let suffix = WidgetTree.all(under: field.widget.pointer).first {
                gtk_widget_has_css_class($0, "suffix") != 0 && gtk_widget_get_visible($0) != 0
            }
            XCTAssertEqual(suffix.map { String(cString: gtk_label_get_text(gCast($0))) }, "€", "the euro sign after the number")
            XCTAssertEqual(field.value, Decimal(string: "1234.5"))
        }
    }

    func testCAndBindingsSetTheRangeAndHearTheValueThroughProperties() throws {
        try withGtk {
            let field = NumberField(label: "Quantity", format: NumberFormat(fractionDigits: 0, locale: Self.english))
            let object = field.widget.pointer.gObject
            var notified = 0
            let connection = try GObjectSignals.connect(object, "notify::value") { _ in notified += 1 }
            _ = GObjectProperties.set(object, "maximum", to: .double(5))
            _ = GObjectProperties.set(object, "value", to: .double(9))
            XCTAssertEqual(field.value, 5, "a value set through GObject is brought into range")
            XCTAssertEqual(GObjectProperties.value(of: object, "value")?.doubleValue, 5)
            XCTAssertEqual(notified, 1, "one notify for one real change")
            _ = GObjectProperties.set(object, "value", to: .double(5))
            XCTAssertEqual(notified, 1, "a set that changes nothing is silent")
            _ = GObjectProperties.set(object, "currency-code", to: .string("EUR"))
            XCTAssertEqual(GObjectProperties.value(of: object, "currency-code")?.stringValue, "EUR")
            _ = GObjectProperties.set(object, "currency-code", to: .string(nil))
            XCTAssertEqual(field.format.style, .decimal, "NULL makes an amount a plain number")
            // A percent reads NULL too; writing back what it reads leaves it a percent.
            let share = NumberField(label: "Share", format: NumberFormat(.percent))
            _ = GObjectProperties.set(share.widget.pointer, "currency-code", to: GObjectProperties.value(of: share.widget.pointer, "currency-code") ?? .string(nil))
            XCTAssertEqual(share.format.style, .percent, "NULL written back to a percent leaves it one")
            var boundsNotified = 0
            let bounds = try GObjectSignals.connect(object, "notify::minimum") { _ in boundsNotified += 1 }
            field.minimum = 2
            XCTAssertEqual(GObjectProperties.value(of: object, "minimum")?.doubleValue, 2, "a bound set from Swift reads through GObject")
            XCTAssertEqual(boundsNotified, 1, "and notifies once")
            XCTAssertEqual(String(cString: mf_instance_type_name(field.widget.pointer)), "MfNumberField")
            // A double means its shortest decimal form: a price up to 19.99 takes 19.99.
            let price = NumberField(label: "Price", format: NumberFormat(.currency("USD"), locale: Self.english))
            _ = GObjectProperties.set(price.widget.pointer, "maximum", to: .double(19.99))
            _ = GObjectProperties.set(price.widget.pointer, "value", to: .double(19.99))
            XCTAssertEqual(price.value, Decimal(string: "19.99"), "never 19.98999…")
            XCTAssertEqual(price.text, "19.99")
            price.model.text.edit("19.99")
            price.model.commit()
            XCTAssertNil(price.model.field.errorText, "the bound itself is in range")
            withExtendedLifetime(bounds) {}
            withExtendedLifetime(connection) {}
        }
    }
}
