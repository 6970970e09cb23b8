import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// The form features on screen: a mask under real typing, a warning's colour and sign, the
/// German interface.
final class FormFeatureFieldTests: XCTestCase {
    func testAPhoneMaskGroupsRealTypingAndKeepsTheCaret() throws {
        try withGtk {
            let field = EntryField(label: "Phone")
            field.formatter = InputMask.phone
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.type("555x1234567")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "(555) 123-4567" }, timeout: 3), "typed: \(field.text)")
            XCTAssertEqual(field.value, "5551234567", "the value without the mask")
            try input.key("BackSpace", "BackSpace")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "(555) 123-45" }, timeout: 2), "after two BackSpaces: \(field.text)")
            try input.key("Home")
            let text = try XCTUnwrap(window.focusWidget)
            XCTAssertTrue(MainLoopPump.run(until: { gtk_editable_get_position(OpaquePointer(text)) == 0 }, timeout: 2), "Home")
            try input.type("9")
            XCTAssertTrue(MainLoopPump.run(until: { field.value == "955512345" }, timeout: 2), "typed at the start: \(field.text)")
            let focus = try XCTUnwrap(window.focusWidget)
            XCTAssertEqual(gtk_editable_get_position(OpaquePointer(focus)), 2, "the caret after the digit typed")
            field.formatter = InputFilter.digits
            XCTAssertEqual(field.text, "955512345", "another formatter lays the value out again")
        }
    }

    func testAFormatterGivenToTheModelLaterShapesTypingUntilItIsTakenAway() throws {
        try withGtk {
            // A form row's model may get its formatter after the field is made.
            let field = EntryField(label: "Code")
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.type("a1")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "a1" }, timeout: 3), "typed: \(field.text)")
            field.model.formatter = InputFilter.digits
            try input.type("b2")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "a12" }, timeout: 3), "filtered: \(field.text)")
            field.model.formatter = nil
            try input.type("c")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "a12c" }, timeout: 3), "unfiltered again: \(field.text)")
        }
    }

    func testAWarningShowsInItsOwnColourAndSignAndIsNotInvalid() throws {
        try withGtk {
            try MaterialStyle.install(.light)
            let field = EntryField(label: "Password")
            field.rules = [.minLength(4), ValidationRule("This password is common") { $0 != "password" }.asWarning()]
            field.text = "password"
            XCTAssertTrue(field.validate(), "a warning does not fail validation")
            XCTAssertEqual(field.warningText, "This password is common")
            XCTAssertFalse(field.hasError)
            let helper = try XCTUnwrap(WidgetTree.all(under: field.widget.pointer).first { gtk_widget_has_css_class($0, "warning-text") != 0 })
            XCTAssertEqual(String(cString: gtk_label_get_text(gCast(helper))), "⚠ This password is common")
            let window = TestWindow(width: 360, height: 140, child: field.widget.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: field.widget.pointer))
            var color = GdkRGBA()
            gtk_style_context_get_color(gtk_widget_get_style_context(helper), &color) // GTK 4.8 has no gtk_widget_get_color
            XCTAssertEqual([color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }, [0x7A, 0x52, 0x00],
                           "the warning colour of the theme")
            field.text = "abc"
            field.validate()
            XCTAssertTrue(field.hasError)
            XCTAssertNil(WidgetTree.all(under: field.widget.pointer).first {
                gtk_widget_has_css_class($0, "warning-text") != 0 && gtk_widget_get_visible($0) != 0
            }, "an error replaces the warning")
        }
    }

    func testTheInterfaceSpeaksGerman() throws {
        try withGtk {
            let previous = Translations.language
            Translations.language = "de"
            defer { Translations.language = previous }
            let picker = PickerField(label: "Land", data: ["Österreich"])
            picker.isManualEntryCapable = true
            XCTAssertNotNil(WidgetTree.button(in: picker.widget.pointer, label: "Fertig"), "Done is Fertig")
            XCTAssertNotNil(WidgetTree.button(in: picker.widget.pointer, label: "Löschen"), "Clear is Löschen, as in GTK's own German")
            XCTAssertEqual(picker.manualEntryOptionName, "Manuelle Eingabe")
            let entry = EntryField(label: "Name")
            entry.rules = [.required]
            entry.validate()
            XCTAssertEqual(entry.fieldModel.errorText, "Dieses Feld ist erforderlich")
        }
    }
}
