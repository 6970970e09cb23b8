import Foundation
import XCTest

/// The Sign-up walk of ``ScreenReaderTests`` on GNOME's own compositor: the demo is a Wayland
/// client of a headless mutter (with no DISPLAY), the keys come from mutter's remote-desktop
/// interface, and Orca runs as in GNOME's session (`orca-signup-wayland-gtk-4.N.md`).
///
/// Orca's own commands (KP_Enter, "where am I") are left out: on Wayland, Orca hears keys
/// only through GNOME Shell, which a headless mutter does not run, so they reach the
/// application instead. Everything Orca says as focus, values and errors change is the same.
final class WaylandScreenReaderTests: XCTestCase {
    func testOrcaReadsTheSignUpPageOnGnomesWaylandSessionAsOnX() throws {
        let inputs: [OrcaSession.Input] = [
            .keys("Tab"), .type("ada@"), .keys("Tab").heard("Enter a valid e-mail address", "Phone (optional) text."),
            .keys("shift+Tab"), .keys("Tab"),
            .keys("Tab"), .type("Secret1"), .keys("Tab").heard("Use a stronger password", "Confirm password"), .keys("Tab"),
            .keys("Return").heard("Choose a date"), .keys("Right"), .keys("Return").heard("Birth date text."),
            .keys("Tab"), .keys("Return").heard("List with"), .keys("Down"), .keys("Return").heard("Australia"),
            .keys("Tab"), .keys("Return").heard("There is a problem with 4 fields", "User name: This field is required"),
            .keys("Return").heard("User name text."),
            .keys("ctrl+q").heard("Keep editing"), .keys("Escape"),
        ]
        let orca = try OrcaSession.run(page: "signup", transcript: "signup-wayland", wayland: true, inputs)
        orca.expect(0, says: "E-mail text.")
        orca.expect(2, says: "Enter a valid e-mail address", "Phone (optional) text.", "US format, grouped as you type")
        orca.expect(3, says: "E-mail text.", "ada@", "Enter a valid e-mail address")
        orca.expect(4, says: "Phone (optional) text.")
        orca.expect(5, says: "Password password text")
        XCTAssertFalse(orca.steps.joined().joined().contains("Secret1"), "a password's characters are never spoken")
        orca.expect(7, says: "Use a stronger password", "Confirm password password text")
        orca.expect(8, says: "Birth date text.")
        // The calendar opens inside the window's own surface, as on X; Return confirms the day.
        orca.expect(9, says: "Choose a date")
        let year = Calendar.current.component(.year, from: Date()) - 30
        orca.expect(10, says: String(year))
        orca.expect(11, says: "Birth date text.", String(year))
        orca.expect(12, says: "Country combo box")
        orca.expect(13, says: "List with", "items")
        let chosen = try XCTUnwrap(orca.steps[14].last, "Down reads the next country")
        orca.expect(15, says: "Country combo box", chosen)
        orca.expect(16, says: "Create account", "button")
        orca.expect(17, says: "There is a problem with 4 fields", "User name: This field is required", "button")
        orca.expect(18, says: "User name text.", "This field is required")
        // The dialog is a Wayland toplevel of its own, which mutter activates: Orca reads it.
        orca.expect(19, says: "Unsaved changes", "Discard unsaved changes?", "Keep editing", "button")
    }
}
