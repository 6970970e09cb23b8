import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Real key presses, sent to the X server by `xdotool` (GTK 4 has no API to fake them),
/// reaching the fields exactly as a user's keyboard would.
final class KeyboardTests: XCTestCase {
    func testTypingMnemonicAndTabReachTheFieldsFromTheKeyboard() throws {
        try withGtk {
            let name = EntryField(label: "_Name")
            let email = EntryField(label: "_E-mail")
            email.purpose = .email
            let harness = try FieldHarness([name, email])
            defer { harness.close() }
            let input = try harness.input()

            try input.key("alt+n")
            XCTAssertTrue(MainLoopPump.run(until: { harness.hasFocus(name) }), "Alt+N, the label's mnemonic, focuses the field")
            try input.type("Ada")
            XCTAssertTrue(MainLoopPump.run(until: { name.text == "Ada" }), "typed: '\(name.text)'")
            XCTAssertEqual(name.state, .active)

            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { harness.hasFocus(email) }))
            XCTAssertEqual(name.state, .inactive)
            try input.type("ada@example.com")
            XCTAssertTrue(MainLoopPump.run(until: { email.text == "ada@example.com" }))
        }
    }

    func testThePasswordIsShownFromTheKeyboardThroughTheContextMenu() throws {
        try withGtk {
            let secret = EntryField(label: "Password")
            secret.purpose = .password
            let harness = try FieldHarness([secret])
            defer { harness.close() }
            let input = try harness.input()
            let text = try XCTUnwrap(WidgetTree.first(under: secret.widget.pointer, ofType: gtk_text_get_type()))
            @MainActor func shown() -> Bool { GObjectProperties.value(of: text, "visibility")?.boolValue == true }
            secret.becomeFirstResponder()
            try input.type("correct horse")
            XCTAssertFalse(shown(), "a password starts hidden")
            // The reveal button is no Tab stop: the menu's last item, Show or hide the password.
            try input.key("shift+F10")
            MainLoopPump.run(for: 0.3)
            try input.key("Up", "Return")
            XCTAssertTrue(MainLoopPump.run(until: shown, timeout: 2), "the menu item shows the password")
            XCTAssertEqual(secret.text, "correct horse", "and keeps it")
        }
    }

    func testReturnInAPickersManualEntryCommitsTheTypedTextAsDoneDoes() throws {
        try withGtk {
            let size = PickerField(label: "_Size", data: ["Small", "Large"])
            size.isManualEntryCapable = true
            let harness = try FieldHarness([size], animated: false)
            defer { harness.close() }
            let input = try harness.input()
            try input.key("alt+s", "Down")
            XCTAssertTrue(MainLoopPump.run(until: { size.isOpen }))
            // Opening highlights the first row; the Manual Entry row is after the two choices.
            try input.key("Down", "Down", "Return")
            XCTAssertTrue(MainLoopPump.run(until: { size.model.isManualEntry && !size.isOpen }), "manual entry")
            XCTAssertTrue(harness.hasFocus(size), "the field takes the typing")
            try input.type("XXL")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { size.text == "XXL" }), "Return commits what was typed: \(size.text)")
            XCTAssertFalse(size.isOpen)
            XCTAssertTrue(harness.hasFocus(size) && size.state == .active, "focus and its look stay, as after Done")
        }
    }

    func testAPickerIsUsableFromTheKeyboardAlone() throws {
        try withGtk {
            let size = PickerField(label: "_Size", data: ["Small", "Medium", "Large", "Extra large"])
            let harness = try FieldHarness([size], animated: false)
            defer { harness.close() }
            let input = try harness.input()

            try input.key("alt+s")
            XCTAssertTrue(MainLoopPump.run(until: { harness.hasFocus(size) }))
            try input.key("Down")
            XCTAssertTrue(MainLoopPump.run(until: { size.isOpen }), "Down opens the list")
            try input.key("Down", "Down")
            XCTAssertTrue(MainLoopPump.run(until: { size.model.highlightedRow == 2 }), "arrows move: \(String(describing: size.model.highlightedRow))")
            try input.key("Escape")
            XCTAssertTrue(MainLoopPump.run(until: { !size.isOpen }))
            XCTAssertNil(size.indexSelected, "Escape cancels")
            XCTAssertEqual(size.state, .active, "the field keeps focus, and its focused look")

            try input.key("space")
            XCTAssertTrue(MainLoopPump.run(until: { size.isOpen }), "Space opens too")
            try input.type("ex")
            XCTAssertTrue(MainLoopPump.run(until: { size.model.highlightedRow == 3 }), "typing searches the list")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { !size.isOpen }))
            XCTAssertEqual(size.text, "Extra large", "Enter commits")
            XCTAssertTrue(harness.hasFocus(size), "focus returns to the field")
            XCTAssertEqual(size.state, .active, "with its focused look")
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { size.state == .inactive }), "leaving it is what blurs it")
        }
    }
}
