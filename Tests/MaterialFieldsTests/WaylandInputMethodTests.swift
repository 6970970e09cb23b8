import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Text composed through IBus on GNOME's Wayland session: the test runs itself again as a
/// client of mutter in a headless Wayland session (`Scripts/wayland-session.sh`, no X at
/// all) with an IBus daemon of its own and Anthy (`Scripts/ibus-session.sh anthy`,
/// `GTK_IM_MODULE=ibus`: GTK's IBus module speaks to the daemon over D-Bus, so it needs no
/// X), typing with real key events from mutter's remote-desktop interface. The kana arrive
/// whole, the Return that commits them makes no chip, and Up while Anthy composes steps no
/// number, as on X (``IBusInputMethodTests``).
final class WaylandInputMethodTests: XCTestCase {
    /// Set in the child, which runs on Wayland with IBus.
    private static let clientVariable = "MATERIAL_FIELDS_WAYLAND_IBUS_CLIENT"

    func testAnthyComposesInTheFieldsOnGnomesWaylandCompositor() throws {
        if ChildTestRun.isChild(Self.clientVariable) {
            try withGtk {
                try Self.typeThroughAnthyOnWayland()
            }
            return
        }
        let scripts = ChildTestRun.root.appendingPathComponent("Scripts")
        let child = try ChildTestRun.run("MaterialFieldsTests.WaylandInputMethodTests/testAnthyComposesInTheFieldsOnGnomesWaylandCompositor",
                                         under: ["/usr/bin/dbus-run-session", "--", scripts.appendingPathComponent("wayland-session.sh").path,
                                                 scripts.appendingPathComponent("ibus-session.sh").path, "anthy"],
                                         marking: Self.clientVariable)
        XCTAssertEqual(child.status, 0, "under IBus on Wayland:\n\(child.output)\n\(child.errors)")
        XCTAssertTrue(child.output.contains("Executed 1 test, with 0 failures"), child.output)
        let warnings = child.errors.split(separator: "\n").filter { $0.contains("Gtk-WARNING **") || $0.contains("-CRITICAL **") }
        XCTAssertEqual(warnings, [], "GTK warned on Wayland")
    }

    @MainActor private static func typeThroughAnthyOnWayland() throws {
        let display = String(cString: mf_instance_type_name(UnsafeMutableRawPointer(gdk_display_get_default())))
        XCTAssertEqual(display, "GdkWaylandDisplay", "GTK runs on Wayland, not X")
        let tags = ChipsField(label: "Dishes")
        let guests = NumberField(label: "Guests")
        let harness = try FieldHarness([tags, guests])
        defer { harness.close() }
        let input = try MutterInput()
        XCTAssertTrue(MainLoopPump.run(until: { gtk_window_is_active(gCast(harness.window.window)) != 0 }, timeout: 5),
                      "the window takes the keyboard focus")
        tags.becomeFirstResponder()
        harness.settle()
        // Ctrl+J turns Anthy to hiragana (its mode is global, for both fields).
        try input.key("ctrl+j")
        try input.key("k", "a", "Return")
        XCTAssertTrue(MainLoopPump.run(until: { tags.text == "か" }, timeout: IBusInputMethodTests.patience), "the kana arrive whole: \(tags.text)")
        MainLoopPump.run(for: 0.3)
        XCTAssertEqual(tags.chips, [], "the Return that committed them made no chip")
        try input.key("Return")
        XCTAssertTrue(MainLoopPump.run(until: { tags.chips == ["か"] }, timeout: IBusInputMethodTests.patience), "the next Return does: \(tags.chips)")

        guests.becomeFirstResponder()
        harness.settle()
        let composition = try IBusInputMethodTests.composition(of: guests)
        // The keys that reach the window, for the messages below: a key the input method
        // neither takes nor hands back is heard here and nowhere after.
        EventControllers.onKeyPress(of: harness.window.window, phase: GTK_PHASE_CAPTURE) { [weak composition] keyval, _ in
            composition?.record("key " + (gdk_keyval_name(keyval).map { String(cString: $0) } ?? "\(keyval)"))
            return false
        }
        try input.key("a", "Up")
        MainLoopPump.run(for: 0.5)
        XCTAssertEqual(composition.heard.first, "あ", "Anthy composed in the number field")
        XCTAssertNil(guests.value, "Up went to Anthy, not to the number: \(guests.text)")
        try IBusInputMethodTests.endComposition(composition) { try input.key("Escape") }
        try input.key("Up")
        XCTAssertTrue(MainLoopPump.run(until: { guests.value != nil }, timeout: IBusInputMethodTests.patience), "with no composition, Up steps the number: \(guests.text), \(composition.events)")
    }
}
