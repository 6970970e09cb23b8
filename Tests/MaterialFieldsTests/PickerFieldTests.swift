import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

@MainActor
private final class PickerRecorder: PickerFieldDelegate {
    var calls: [String] = []
    func pickerField(_ field: PickerField, didSelectRow row: Int) { calls.append("select:\(row)") }
    func pickerFieldDidEndEditing(_ field: PickerField) { calls.append("end:\(field.text)") }
    func pickerFieldCleared(_ field: PickerField) { calls.append("cleared") }
}

final class PickerFieldTests: XCTestCase {
    @MainActor private static func list(of picker: PickerField) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(WidgetTree.first(under: picker.widget, ofType: gtk_list_box_get_type()))
    }

    func testOpeningShowsTheListBelowAndGrowsTheFieldByThePopup() throws {
        try withGtk {
            let picker = PickerField(placeholder: "Country", data: ["Canada", "Chile", "France"])
            let harness = try FieldHarness([picker])
            defer { harness.close() }
            let closed = harness.height(of: picker)
            XCTAssertEqual(closed, 56)
            XCTAssertTrue(picker.open())
            harness.settle()
            XCTAssertTrue(picker.isOpen)
            XCTAssertTrue(harness.hasFocus(picker), "focus goes into the list")
            let popup = try XCTUnwrap(WidgetTree.child(of: picker.widget, withClass: "popup"))
            XCTAssertEqual(harness.height(of: picker), closed + GtkWidgets.naturalHeight(popup, forWidth: 344))
            XCTAssertGreaterThan(GtkWidgets.naturalHeight(popup, forWidth: 344), 100)

            picker.setError(withText: "Choose a country")
            let line = try XCTUnwrap(WidgetTree.child(of: picker.widget, withClass: "error-text"))
            XCTAssertEqual(harness.height(of: picker), closed + 4 + GtkWidgets.naturalHeight(line, forWidth: 312)
                           + GtkWidgets.naturalHeight(popup, forWidth: 344), "open with an error = normal + error line + picker")
        }
    }

    func testSelectingARowAndDoneCommitsItEscapeStyleCancelDoesNot() throws {
        try withGtk {
            let picker = PickerField(placeholder: "Country", data: ["Canada", "Chile", "France"])
            let recorder = PickerRecorder()
            let harness = try FieldHarness([picker])
            defer { harness.close() }
            picker.delegate = recorder
            var signalled: [Int] = []
            try GObjectSignals.connect(picker.widget, "did-select-row") { signalled.append($0.int(at: 1) ?? -1) }
            picker.open()
            let list = try Self.list(of: picker)
            gtk_list_box_select_row(gCast(list), gtk_list_box_get_row_at_index(gCast(list), 2))
            XCTAssertNil(picker.indexSelected, "moving through rows does not change the value")
            let done = try XCTUnwrap(WidgetTree.button(in: picker.widget, label: "_Done"))
            GObjectSignals.emit(done, "clicked")
            harness.settle()
            XCTAssertEqual(picker.indexSelected, 2)
            XCTAssertEqual(picker.text, "France")
            XCTAssertFalse(picker.isOpen)
            XCTAssertEqual(harness.height(of: picker), 56, "closed again")
            XCTAssertEqual(recorder.calls, ["select:2", "end:France"])
            XCTAssertEqual(signalled, [2], "C and Python code hear the GObject signal")
        }
    }

    func testOpeningAnotherFieldClosesThePickerAsDoneWould() throws {
        try withGtk {
            let picker = PickerField(placeholder: "Size", data: ["S", "M", "L"])
            let other = EntryField(placeholder: "Other")
            let harness = try FieldHarness([picker, other])
            defer { harness.close() }
            picker.open()
            let list = try Self.list(of: picker)
            gtk_list_box_select_row(gCast(list), gtk_list_box_get_row_at_index(gCast(list), 1))
            other.becomeFirstResponder()
            harness.settle()
            XCTAssertFalse(picker.isOpen)
            XCTAssertEqual(picker.text, "M")
            XCTAssertEqual(picker.state, .inactive)
        }
    }

    func testClearAndManualEntry() throws {
        try withGtk {
            let picker = PickerField(placeholder: "Size", data: ["S", "M", "L"])
            picker.isClearable = true
            picker.isManualEntryCapable = true
            picker.manualEntryOptionName = "Other…"
            let recorder = PickerRecorder()
            let harness = try FieldHarness([picker])
            defer { harness.close() }
            picker.delegate = recorder
            picker.setIndexTo(1)
            picker.open()
            let clear = try XCTUnwrap(WidgetTree.button(in: picker.widget, label: "_Clear"))
            GObjectSignals.emit(clear, "clicked")
            XCTAssertEqual(picker.text, "")
            XCTAssertEqual(picker.indexSelected, 1, "clear keeps the index, as the seed does")

            picker.open()
            let list = try Self.list(of: picker)
            gtk_list_box_select_row(gCast(list), gtk_list_box_get_row_at_index(gCast(list), 3))
            harness.settle()
            XCTAssertTrue(picker.pickerModel.isManualEntry)
            XCTAssertFalse(picker.isOpen)
            let text = try XCTUnwrap(harness.focus)
            XCTAssertTrue(gIsA(text, gtk_text_get_type()), "manual entry types into the field")
            XCTAssertNotEqual(gtk_editable_get_editable(OpaquePointer(text)), 0)
            gtk_editable_set_text(OpaquePointer(text), "XXL")
            GObjectSignals.emit(text, "activate")
            XCTAssertEqual(picker.text, "XXL")
            XCTAssertEqual(recorder.calls, ["cleared", "select:3", "end:XXL"])
        }
    }

    func testAnEmptyPickerDoesNotOpenAndTheStateIsExposed() throws {
        try withGtk {
            let empty = PickerField(placeholder: "Nothing")
            let harness = try FieldHarness([empty])
            defer { harness.close() }
            XCTAssertFalse(empty.open())
            XCTAssertEqual(harness.height(of: empty), 56)
            let text = try XCTUnwrap(WidgetTree.first(under: empty.widget, ofType: gtk_text_get_type()))
            XCTAssertNil(harness.accessibleBool(text, GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, true))
        }
    }
}
