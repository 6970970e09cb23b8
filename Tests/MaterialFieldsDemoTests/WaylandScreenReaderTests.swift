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
        let walk = SignUpWalk(withOrcaCommands: false)
        let orca = try OrcaSession.run(page: "signup", transcript: "signup-wayland", wayland: true, walk.inputs)
        try walk.checkWhatEverySessionHears(orca)
        // The dialog is a Wayland toplevel of its own, which mutter activates and, closed,
        // gives the focus back to the window: Orca reads the field it returns to.
        walk.expect(orca, .keepEditing, says: "User name text.", "This field is required")
    }
}
