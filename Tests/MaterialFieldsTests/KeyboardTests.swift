import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Real key presses, sent to the X server by `xdotool` (GTK 4 has no API to fake them),
/// reaching the fields exactly as a user's keyboard would.
final class KeyboardTests: XCTestCase {
    @MainActor private static func xdotool(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "xdotool \(arguments.joined(separator: " "))")
    }

    @MainActor private static func requireXdotool(_ harness: FieldHarness) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
            // CI installs xdotool, so there a missing one is a failure, not a skip.
            if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail("xdotool is not installed") }
            throw XCTSkip("xdotool is not installed (apt-get install xdotool)")
        }
        let window = mf_x11_window_id(harness.window.window)
        guard window != 0 else { throw XCTSkip("not running on X11 (use xvfb-run)") }
        try xdotool(["windowfocus", "--sync", String(window)])
        return String(window)
    }

    func testTypingMnemonicAndTabReachTheFieldsFromTheKeyboard() throws {
        try withGtk {
            let name = EntryField(placeholder: "_Name")
            let email = EntryField(placeholder: "_E-mail")
            email.purpose = .email
            let harness = try FieldHarness([name, email])
            defer { harness.close() }
            _ = try Self.requireXdotool(harness)

            try Self.xdotool(["key", "alt+n"])
            XCTAssertTrue(MainLoopPump.run(until: { harness.hasFocus(name) }), "Alt+N, the label's mnemonic, focuses the field")
            try Self.xdotool(["type", "--delay", "20", "Ada"])
            XCTAssertTrue(MainLoopPump.run(until: { name.text == "Ada" }), "typed: '\(name.text)'")
            XCTAssertEqual(name.state, .active)

            try Self.xdotool(["key", "Tab"])
            XCTAssertTrue(MainLoopPump.run(until: { harness.hasFocus(email) }))
            XCTAssertEqual(name.state, .inactive)
            try Self.xdotool(["type", "--delay", "20", "ada@example.com"])
            XCTAssertTrue(MainLoopPump.run(until: { email.text == "ada@example.com" }))
        }
    }

    func testAPickerIsUsableFromTheKeyboardAlone() throws {
        try withGtk {
            let size = PickerField(placeholder: "_Size", data: ["Small", "Medium", "Large", "Extra large"])
            let harness = try FieldHarness([size], animated: false)
            defer { harness.close() }
            _ = try Self.requireXdotool(harness)

            try Self.xdotool(["key", "alt+s"])
            XCTAssertTrue(MainLoopPump.run(until: { harness.hasFocus(size) }))
            try Self.xdotool(["key", "Down"])
            XCTAssertTrue(MainLoopPump.run(until: { size.isOpen }), "Down opens the list")
            try Self.xdotool(["key", "Down", "Down"])
            XCTAssertTrue(MainLoopPump.run(until: { size.pickerModel.highlightedRow == 2 }), "arrows move: \(String(describing: size.pickerModel.highlightedRow))")
            try Self.xdotool(["key", "Escape"])
            XCTAssertTrue(MainLoopPump.run(until: { !size.isOpen }))
            XCTAssertNil(size.indexSelected, "Escape cancels")

            try Self.xdotool(["key", "space"])
            XCTAssertTrue(MainLoopPump.run(until: { size.isOpen }), "Space opens too")
            try Self.xdotool(["type", "--delay", "20", "ex"])
            XCTAssertTrue(MainLoopPump.run(until: { size.pickerModel.highlightedRow == 3 }), "typing searches the list")
            try Self.xdotool(["key", "Return"])
            XCTAssertTrue(MainLoopPump.run(until: { !size.isOpen }))
            XCTAssertEqual(size.text, "Extra large", "Enter commits")
            XCTAssertTrue(harness.hasFocus(size), "focus returns to the field")
        }
    }
}
