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
        try XCTUnwrap(WidgetTree.first(under: picker.widget.pointer, ofType: gtk_list_view_get_type()))
    }

    /// Selects a row as the arrow keys do: through the list's selection model.
    @MainActor private static func select(row: UInt32, of picker: PickerField) throws {
        let list = try Self.list(of: picker)
        gtk_selection_model_select_item(gtk_list_view_get_model(gCast(list)), row, 1)
    }

    func testOpeningShowsTheListBelowAndGrowsTheFieldByThePopup() throws {
        try withGtk {
            let picker = PickerField(label: "Country", data: ["Canada", "Chile", "France"])
            let harness = try FieldHarness([picker])
            defer { harness.close() }
            let closed = harness.height(of: picker)
            XCTAssertEqual(closed, 56)
            XCTAssertTrue(picker.open())
            harness.settle()
            XCTAssertTrue(picker.isOpen)
            XCTAssertTrue(harness.hasFocus(picker), "focus goes into the list")
            let popup = try XCTUnwrap(WidgetTree.child(of: picker.widget.pointer, withClass: "popup"))
            XCTAssertEqual(harness.height(of: picker), closed + WidgetTree.naturalHeight(popup, forWidth: 344))
            XCTAssertGreaterThan(WidgetTree.naturalHeight(popup, forWidth: 344), 100)

            picker.setError(withText: "Choose a country")
            let line = try XCTUnwrap(WidgetTree.shownChild(of: picker.widget.pointer, withClass: "error-text"))
            XCTAssertEqual(harness.height(of: picker), closed + 4 + WidgetTree.naturalHeight(line, forWidth: 312)
                           + WidgetTree.naturalHeight(popup, forWidth: 344), "open with an error = normal + error line + picker")
        }
    }

    func testSelectingARowSetsTheTextAtOnceReportsItAndClearsTheError() throws {
        try withGtk {
            let picker = PickerField(label: "Country", data: ["Canada", "Chile", "France"])
            // Kept through opening, which focuses the field; a choice is the next edit.
            picker.errorClearing = .onNextEdit
            let recorder = PickerRecorder()
            let harness = try FieldHarness([picker])
            defer { harness.close() }
            picker.delegate = recorder
            var signalled: [Int] = []
            try GObjectSignals.connect(picker.widget.pointer, "did-select-row") { signalled.append($0.int(at: 1) ?? -1) }
            picker.setError(withText: "Choose a country")
            picker.open()
            try Self.select(row: 2, of: picker)
            harness.settle()
            XCTAssertEqual(picker.text, "France", "as the seed's wheel: the field shows the row at once")
            XCTAssertEqual(picker.indexSelected, 2)
            XCTAssertFalse(picker.hasError, "selecting a row removes the error")
            let shown = try XCTUnwrap(WidgetTree.first(under: picker.widget.pointer, ofType: gtk_text_get_type()))
            XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(shown))), "France", "on screen too")
            XCTAssertNil(WidgetTree.shownChild(of: picker.widget.pointer, withClass: "error-text"), "the error line is gone")
            let done = try XCTUnwrap(WidgetTree.button(in: picker.widget.pointer, label: "Done"))
            GObjectSignals.emit(done, "clicked")
            harness.settle()
            XCTAssertFalse(picker.isOpen)
            XCTAssertEqual(harness.height(of: picker), 56, "closed again")
            XCTAssertEqual(recorder.calls, ["select:2", "end:France"])
            XCTAssertEqual(signalled, [2], "C and Python code hear the GObject signal")
        }
    }

    func testAClosedClearablePickerOffersClearOnTheFieldAndClearRemovesTheError() throws {
        try withGtk {
            let picker = PickerField(label: "Size", data: ["S", "M", "L"])
            picker.isClearable = true
            let harness = try FieldHarness([picker])
            defer { harness.close() }
            XCTAssertNil(WidgetTree.button(in: picker.widget.pointer, tooltip: "Clear"), "no value, no clear button")
            picker.setIndexTo(1)
            harness.settle()
            let clear = try XCTUnwrap(WidgetTree.button(in: picker.widget.pointer, tooltip: "Clear"))
            XCTAssertTrue(gtk_widget_get_mapped(clear) != 0, "a value and clearable: the field offers Clear")
            picker.open()
            harness.settle()
            XCTAssertFalse(gtk_widget_get_mapped(clear) != 0, "opening hides it (the popup has its own)")
            picker.done()
            picker.setError(withText: "Not that size")
            harness.settle()
            GObjectSignals.emit(clear, "clicked")
            harness.settle()
            XCTAssertEqual(picker.text, "")
            XCTAssertFalse(picker.hasError, "Clear removes the error")
            XCTAssertFalse(gtk_widget_get_mapped(clear) != 0, "nothing left to clear")
        }
    }

    func testOpeningAnotherFieldClosesThePickerAsDoneWould() throws {
        try withGtk {
            let picker = PickerField(label: "Size", data: ["S", "M", "L"])
            let other = EntryField(label: "Other")
            let harness = try FieldHarness([picker, other])
            defer { harness.close() }
            picker.open()
            try Self.select(row: 1, of: picker)
            other.becomeFirstResponder()
            harness.settle()
            XCTAssertFalse(picker.isOpen)
            XCTAssertEqual(picker.text, "M")
            XCTAssertEqual(picker.state, .inactive)
        }
    }

    func testAClearablePickerOffersClearOnTheFieldOnceClosedAndNotWhileOpen() throws {
        try withGtk {
            let picker = PickerField(label: "Size", data: ["S", "M", "L"])
            picker.isClearable = true
            let harness = try FieldHarness([picker])
            defer { harness.close() }
            let input = try harness.input()
            picker.becomeFirstResponder()
            try input.key("Return", "Down", "Return")
            XCTAssertTrue(MainLoopPump.run(until: { !picker.isOpen && picker.text == "M" }, timeout: 2), "chosen: \(picker.text)")
            harness.settle()
            let clear = try XCTUnwrap(WidgetTree.button(in: picker.widget.pointer, tooltip: "Clear"), "Done leaves a clear button on the field")
            XCTAssertNotEqual(gtk_widget_get_mapped(clear), 0, "shown")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { picker.isOpen }, timeout: 2))
            harness.settle()
            XCTAssertEqual(gtk_widget_get_mapped(clear), 0, "opening hides it: the open list has its own Clear")
        }
    }

    func testClearAndManualEntry() throws {
        try withGtk {
            let picker = PickerField(label: "Size", data: ["S", "M", "L"])
            picker.isClearable = true
            picker.isManualEntryCapable = true
            picker.manualEntryOptionName = "Other…"
            let recorder = PickerRecorder()
            let harness = try FieldHarness([picker])
            defer { harness.close() }
            picker.delegate = recorder
            picker.setIndexTo(1)
            picker.open()
            let clear = try XCTUnwrap(WidgetTree.button(in: picker.widget.pointer, label: "Clear"))
            GObjectSignals.emit(clear, "clicked")
            XCTAssertEqual(picker.text, "")
            XCTAssertEqual(picker.indexSelected, 1, "clear keeps the index, as the seed does")

            picker.open()
            try Self.select(row: 3, of: picker)
            harness.settle()
            XCTAssertTrue(picker.model.isManualEntry)
            XCTAssertFalse(picker.isOpen)
            let text = try XCTUnwrap(harness.focus)
            XCTAssertTrue(gIsA(text, gtk_text_get_type()), "manual entry types into the field")
            XCTAssertNotEqual(gtk_editable_get_editable(OpaquePointer(text)), 0)
            gtk_editable_set_text(OpaquePointer(text), "XXL")
            GObjectSignals.emit(text, "activate")
            harness.settle()
            XCTAssertEqual(picker.text, "XXL")
            XCTAssertEqual(recorder.calls, ["cleared", "select:3", "end:XXL"])
            XCTAssertTrue(harness.hasFocus(picker), "Return keeps focus in the field")
            XCTAssertTrue(picker.isFocused, "and the active state says so")
            XCTAssertTrue(WidgetTree.hasState(picker, "focused"))
            harness.focusElsewhere()
            XCTAssertFalse(picker.isFocused)
            XCTAssertFalse(WidgetTree.hasState(picker, "focused"))
        }
    }

    /// The part of `text`'s pixels a caret draws: `text` rendered as shown, against the
    /// same with every caret made transparent.
    @MainActor private static func caretFraction(of text: UnsafeMutablePointer<GtkWidget>, in harness: FieldHarness) throws -> Double {
        let shown = try RenderedImage(widget: text)
        let noCaret = StyleSheet(css: "text { caret-color: transparent; }")
        noCaret.install(priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER) + 1)
        defer { noCaret.uninstall() }
        harness.settle()
        return shown.differingFraction(from: try RenderedImage(widget: text))
    }

    func testAFocusedPickerShowsNoCaretUntilItTakesTypedText() throws {
        try withGtk {
            let settings = try XCTUnwrap(gtk_settings_get_default()).gObject
            let blinks = GObjectProperties.value(of: settings, "gtk-cursor-blink")?.boolValue ?? true
            GObjectProperties.set(settings, "gtk-cursor-blink", to: .bool(false))
            defer { GObjectProperties.set(settings, "gtk-cursor-blink", to: .bool(blinks)) }
            let picker = PickerField(label: "Size", data: ["S", "M", "L"])
            picker.isManualEntryCapable = true
            picker.manualEntryOptionName = "Other…"
            let harness = try FieldHarness([picker])
            defer { harness.close() }
            picker.setIndexTo(1)
            let text = try XCTUnwrap(WidgetTree.first(under: picker.widget.pointer, ofType: gtk_text_get_type()))
            gtk_widget_grab_focus(text)
            harness.settle()
            XCTAssertTrue(harness.hasFocus(picker))
            XCTAssertFalse(picker.isOpen)
            XCTAssertEqual(try Self.caretFraction(of: text, in: harness), 0, "a chosen value is not text to edit: no caret")

            picker.open()
            try Self.select(row: 3, of: picker)
            harness.settle()
            XCTAssertTrue(picker.model.isManualEntry)
            XCTAssertTrue(harness.hasFocus(picker))
            XCTAssertGreaterThan(try Self.caretFraction(of: text, in: harness), 0, "manual entry types text: the caret is back")
        }
    }

    func testAPickerOpenedBeforeItsWindowShowsDoesNotPullTheFocusOrScrollThePage() throws {
        try withGtk {
            let column: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
            let first = EntryField(label: "First")
            gtk_box_append(gCast(column), first.widget.pointer)
            let spacer: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
            gtk_widget_set_size_request(spacer, -1, 1_200)
            gtk_box_append(gCast(column), spacer)
            let picker = PickerField(label: "Size", data: ["S", "M", "L"])
            gtk_box_append(gCast(column), picker.widget.pointer)
            XCTAssertTrue(picker.open(), "opened as the demo's gallery does, before any window")
            let scroller: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
            gtk_scrolled_window_set_child(gCast(scroller), column)
            let window = TestWindow(width: 400, height: 300, child: scroller)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: picker.widget.pointer))
            MainLoopPump.waitForFrames(of: scroller, 4)
            XCTAssertTrue(picker.isOpen)
            let list = try Self.list(of: picker)
            XCTAssertEqual(gtk_widget_get_state_flags(list).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue, 0,
                           "the list did not take the focus once laid out")
            let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(gCast(scroller)))
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 0, "the page stays at its top")
        }
    }

    func testAnEmptyPickerDoesNotOpenAndTheStateIsExposed() throws {
        try withGtk {
            let empty = PickerField(label: "Nothing")
            let harness = try FieldHarness([empty])
            defer { harness.close() }
            XCTAssertFalse(empty.open())
            XCTAssertEqual(harness.height(of: empty), 56)
            XCTAssertEqual(gtk_accessible_get_accessible_role(OpaquePointer(empty.widget.pointer)), GTK_ACCESSIBLE_ROLE_COMBO_BOX)
            XCTAssertNil(harness.accessibleBool(empty.widget.pointer, GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, true))
        }
    }
}
