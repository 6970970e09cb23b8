import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// The fields on GNOME's default session: the keyboard flow of ``KeyboardFlow`` runs in this
/// process on X, then again in a child process that is a client of mutter, GNOME's
/// compositor, in a headless Wayland session of its own (`Scripts/wayland-session.sh`), with
/// real key events from mutter's remote-desktop interface. Both must see the same: the same
/// focus, texts and open popups after each key, each popup laid out in the same place and
/// wholly inside the window, and on Wayland no GTK warning.
final class WaylandSessionTests: XCTestCase {
    /// Set in the child, which runs the flow on Wayland and prints its record.
    private static let clientVariable = "MATERIAL_FIELDS_WAYLAND_CLIENT"
    private static let recordPrefix = "wayland-record: "

    func testTheKeyboardFlowRunsOnGnomesWaylandCompositorAsOnX() throws {
        if ChildTestRun.isChild(Self.clientVariable) {
            try withGtk {
                let record = try KeyboardFlow.run { _ in try MutterInput() }
                let json = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
                FileHandle.standardOutput.write(Data((Self.recordPrefix + json + "\n").utf8))
            }
            return
        }
        var onX: KeyboardFlow.Record?
        try withGtk {
            onX = try KeyboardFlow.run { window in try XInput(window: window) }
        }
        let x = try XCTUnwrap(onX)
        XCTAssertEqual(x.steps.count, 11)
        XCTAssertEqual(x.steps.compactMap(\.open), ["Size", "City", "Birthday"], "\(x.steps)")
        XCTAssertEqual(x.steps.compactMap(\.popupWhollyShown), [true, true, true])
        XCTAssertEqual(x.steps.last?.texts.prefix(3), ["Ada", "Medium", "London"])

        let child = try ChildTestRun.run(
            "MaterialFieldsTests.WaylandSessionTests/testTheKeyboardFlowRunsOnGnomesWaylandCompositorAsOnX",
            under: ["/usr/bin/dbus-run-session", "--", ChildTestRun.root.appendingPathComponent("Scripts/wayland-session.sh").path],
            marking: Self.clientVariable)
        XCTAssertEqual(child.status, 0, "the Wayland client:\n\(child.output)\n\(child.errors)")
        let line = try XCTUnwrap(child.output.split(separator: "\n").first { $0.hasPrefix(Self.recordPrefix) },
                                 "the client printed its record:\n\(child.output)\n\(child.errors)")
        let wayland = try JSONDecoder().decode(KeyboardFlow.Record.self, from: Data(line.dropFirst(Self.recordPrefix.count).utf8))
        XCTAssertEqual(wayland.display, "GdkWaylandDisplay", "GTK ran on Wayland, not X")
        XCTAssertEqual(x.display, "GdkX11Display")
        for (onWayland, onX) in zip(wayland.steps, x.steps) {
            XCTAssertEqual(onWayland, onX, "Wayland against X")
        }
        XCTAssertEqual(wayland.steps.count, x.steps.count)
        let warnings = child.errors.split(separator: "\n").filter { $0.contains("-WARNING **") || $0.contains("-CRITICAL **") }
        XCTAssertEqual(warnings, [], "GTK warned on Wayland")
    }
}
