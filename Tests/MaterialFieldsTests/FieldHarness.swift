import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A real window holding fields in a column, then a plain `GtkEntry` to move focus to,
/// with deterministic rendering (no animation, steady caret) and the shipped theme. With
/// a `scrolledHeight`, the column scrolls in a window that tall.
@MainActor
final class FieldHarness {
    let window: TestWindow
    let box: UnsafeMutablePointer<GtkWidget>
    let plainEntry: UnsafeMutablePointer<GtkWidget>
    /// The scrolled window around the column, when made with a `scrolledHeight`.
    private(set) var scroller: UnsafeMutablePointer<GtkWidget>?

    init(_ fields: [Field], width: Int32 = 360, scrolledHeight: Int32? = nil, scheme: ColorScheme = .light,
         palette: FieldPalette = .material, animated: Bool = false) throws {
        if !animated { GoldenImage.steadyRendering() }
        try MaterialStyle.install(scheme, palette: palette)
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(box, 8)
        }
        for field in fields { gtk_box_append(gCast(box), field.widget.pointer) }
        plainEntry = gtk_entry_new()
        gtk_box_append(gCast(box), plainEntry)
        var child = box
        if let scrolledHeight {
            let scrolled: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
            gtk_scrolled_window_set_policy(gCast(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_child(gCast(scrolled), box)
            gtk_widget_set_size_request(scrolled, -1, scrolledHeight)
            scroller = scrolled
            child = scrolled
        }
        window = TestWindow(width: width, height: scrolledHeight ?? 200, child: child)
        XCTAssertTrue(window.present(waitingFor: plainEntry))
        // A new window focuses its first focusable widget: start with every field unfocused.
        focusElsewhere()
        // And none hovered, wherever the test before left the pointer (no X server: no pointer).
        if (try? XInput.parkPointer(awayFrom: window.window)) != nil { settle() }
    }

    /// The widget with keyboard focus.
    var focus: UnsafeMutablePointer<GtkWidget>? { window.focusWidget }

    /// Whether focus is inside `field`.
    func hasFocus(_ field: Field) -> Bool {
        guard let focus else { return false }
        return focus == field.widget.pointer || gtk_widget_is_ancestor(focus, field.widget.pointer) != 0
    }

    /// Focuses `field` and sets the text of its focused editable, as typing would.
    func type(into field: Field, _ text: String) {
        field.becomeFirstResponder()
        if let focus, gIsA(focus, gtk_editable_get_type()) {
            gtk_editable_set_text(OpaquePointer(focus), text)
        }
    }

    /// Moves focus to the plain entry (out of every field).
    func focusElsewhere() {
        gtk_widget_grab_focus(plainEntry)
        settle()
    }

    /// Lets GTK run pending layout, style and focus work.
    func settle() {
        MainLoopPump.waitForFrames(of: window.window, 2)
    }

    /// The height GTK measures for `field` at the harness's width.
    func height(of field: Field) -> Int32 {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(field.widget.pointer, GTK_ORIENTATION_VERTICAL, 344, &minimum, &natural, nil, nil)
        return natural
    }

    /// Checks an accessible property or state of `widget`; returns GTK's message on mismatch.
    func accessibleString(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty, _ value: String) -> String? {
        message(mf_test_accessible_check_property_string(OpaquePointer(widget), property, value))
    }

    func accessibleBool(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty, _ value: Bool) -> String? {
        message(mf_test_accessible_check_property_boolean(OpaquePointer(widget), property, value ? 1 : 0))
    }

    /// Checks whether `widget` is hidden from assistive technologies.
    func accessibleHidden(_ widget: UnsafeMutablePointer<GtkWidget>, _ hidden: Bool) -> String? {
        message(mf_test_accessible_check_state_boolean(OpaquePointer(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden ? 1 : 0))
    }

    /// Checks the invalid state where GTK tells it as `invalid-entry`; where it would tell a
    /// defunct object instead (GTK 4.8), checks that it is never set.
    func accessibleInvalid(_ widget: UnsafeMutablePointer<GtkWidget>, _ invalid: Bool) -> String? {
        let value = invalid && Accessibility.reportsInvalidEntries ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE
        return message(mf_test_accessible_check_state_int(OpaquePointer(widget), GTK_ACCESSIBLE_STATE_INVALID, Int32(value.rawValue)))
    }

    private func message(_ result: UnsafeMutablePointer<CChar>?) -> String? {
        guard let result else { return nil }
        defer { g_free(result) }
        return String(cString: result)
    }

    /// Real keyboard and mouse input for the harness's window. Skips the test where
    /// `xdotool` or X11 is missing, except under CI, which installs both and so fails.
    func input() throws -> XInput {
        do {
            return try XInput(window: window.window)
        } catch let XInput.Failure.unavailable(reason) {
            if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail(reason) }
            throw XCTSkip(reason)
        }
    }

    /// Renders `widget` and compares it with its golden image.
    func verifyGolden(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        settle()
        if let problem = try GoldenImage.verify(widget, named: name, besides: file) {
            XCTFail(problem, file: file, line: line)
        }
    }

    func close() { window.close() }

    /// `field` on screen above a plain entry that focus can move to, with real input for
    /// its window: what a test of one field typed into needs.
    static func show(_ field: Field, scheme: ColorScheme = .light) throws
        -> (window: TestWindow, input: XInput, next: UnsafeMutablePointer<GtkWidget>) {
        let harness = try FieldHarness([field], scheme: scheme)
        return (harness.window, try harness.input(), harness.plainEntry)
    }
}
