import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// One place keyboard focus should reach: a name for the failure message and the check.
struct FocusStop {
    let name: String
    let holds: @MainActor () -> Bool
}

/// Presses `key` once per stop and checks that focus reaches each of `stops` in order.
@MainActor
func pressing(_ key: String, reaches stops: [FocusStop], with input: XInput, settle: () -> Void,
              file: StaticString = #filePath, line: UInt = #line) throws {
    for stop in stops {
        try input.key(key)
        settle()
        XCTAssertTrue(MainLoopPump.run(until: stop.holds, timeout: 2), "\(key) reaches \(stop.name)", file: file, line: line)
    }
}

/// Tab and Shift+Tab, pressed for real, move through every kind of field both ways:
/// no field keeps the keyboard.
final class KeyboardNavigationTests: XCTestCase {
    func testTabAndShiftTabMoveThroughEveryFieldKindBothWays() throws {
        try withGtk {
            let name = EntryField(placeholder: "Name")
            let notes = AreaField(placeholder: "Notes")
            let size = PickerField(placeholder: "Size", data: ["S", "M", "L"])
            let when = DateField(placeholder: "When")
            let secret = EntryField(placeholder: "Secret")
            secret.purpose = .password
            let harness = try FieldHarness([name, notes, size, when, secret], width: 400)
            defer { harness.close() }
            let input = try harness.input()
            name.becomeFirstResponder()
            harness.settle()
            @MainActor func stop(_ field: Field) -> FocusStop { FocusStop(name: field.placeholder) { harness.hasFocus(field) } }
            try pressing("Tab", reaches: [notes, size, when, secret].map(stop), with: input, settle: harness.settle)
            try pressing("shift+Tab", reaches: [when, size, notes, name].map(stop), with: input, settle: harness.settle)
            XCTAssertFalse(size.isOpen || when.isOpen, "passing through opens nothing")
        }
    }
}

