import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// In a window too short for its fields, what Tab reaches or Return opens scrolls into
/// view whole: the field with its helper, the picker's list and the calendar with their
/// *Done* buttons. Before each key the view is scrolled back to the top, as a user
/// reading the form with the wheel would leave it, so the next field starts out of view.
final class ShortWindowTests: XCTestCase {
    func testWhatTabReachesOrReturnOpensShowsWholeInAShortWindow() throws {
        try withGtk {
            let lines = (1...4).map { EntryField(label: "Line \($0)") }
            let country = PickerField(label: "Country", data: ["France", "Germany", "Italy", "Spain", "Sweden"])
            let birth = DateField(label: "Birth date")
            let notes = AreaField(label: "Notes")
            for field in [country, birth, notes] as [Field] { field.helperText = "Helper text under the field" }
            let harness = try FieldHarness(lines + [country, birth, notes], width: 360, scrolledHeight: 300)
            defer { harness.close() }
            guard let view = harness.scroller,
                  let scroll = gtk_scrolled_window_get_vadjustment(gCast(view)) else { return XCTFail("no scrolled window") }
            let input = try harness.input()
            @MainActor func shows(_ widget: UnsafeMutablePointer<GtkWidget>?) -> Bool {
                guard let widget else { return false }
                return WidgetTree.isWhollyShown(widget, in: view)
            }
            @MainActor func popup(of field: Field) -> UnsafeMutablePointer<GtkWidget>? {
                WidgetTree.child(of: field.widget.pointer, withClass: "popup")
            }
            /// Presses `key` with the view scrolled to its top; `holds` must become true.
            @MainActor func press(_ key: String, until holds: @escaping @MainActor () -> Bool, _ message: String) throws {
                gtk_adjustment_set_value(scroll, 0)
                harness.settle()
                try input.key(key)
                XCTAssertTrue(MainLoopPump.run(until: holds, timeout: 2), message)
            }
            @MainActor func savePicture(_ name: String) throws {
                harness.settle()
                try RenderedImage(widget: view).savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("\(name).png"))
            }

            lines[3].becomeFirstResponder()
            try press("Tab", until: { harness.hasFocus(country) && shows(country.widget.pointer) },
                      "Tab scrolls the picker field, its helper included, into view")
            // A field and its open popup are taller than the view: all of the popup shows.
            try press("Return", until: { country.isOpen && shows(popup(of: country)) },
                      "the open picker's list and Done button show whole")
            try savePicture("short-window-picker")
            try input.key("Escape")
            try press("Tab", until: { harness.hasFocus(birth) && shows(birth.widget.pointer) },
                      "Tab scrolls the date field, its helper included, into view")
            try press("Return", until: { birth.isOpen && shows(popup(of: birth)) },
                      "the open calendar and its Done button show whole")
            try savePicture("short-window-calendar")
            try input.key("Escape")
            try press("Tab", until: { harness.hasFocus(notes) && shows(notes.widget.pointer) }, "Tab scrolls the area field into view")
        }
    }
}
