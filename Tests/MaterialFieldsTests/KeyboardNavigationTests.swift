import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Tab and Shift+Tab, pressed for real, move through every kind of field both ways:
/// no field keeps the keyboard.
final class KeyboardNavigationTests: XCTestCase {
    func testTabAndShiftTabMoveThroughEveryFieldKindBothWays() throws {
        try withGtk {
            let name = EntryField(label: "Name")
            let notes = AreaField(label: "Notes")
            let size = PickerField(label: "Size", data: ["S", "M", "L"])
            let when = DateField(label: "When")
            let secret = EntryField(label: "Secret")
            secret.purpose = .password
            let harness = try FieldHarness([name, notes, size, when, secret], width: 400)
            defer { harness.close() }
            let input = try harness.input()
            name.becomeFirstResponder()
            harness.settle()
            @MainActor func stop(_ field: Field) -> FocusStop { FocusStop(name: field.label) { harness.hasFocus(field) } }
            try pressing("Tab", reaches: [notes, size, when, secret].map(stop), with: input, settle: harness.settle)
            try pressing("shift+Tab", reaches: [when, size, notes, name].map(stop), with: input, settle: harness.settle)
            XCTAssertFalse(size.isOpen || when.isOpen, "passing through opens nothing")
        }
    }
}
