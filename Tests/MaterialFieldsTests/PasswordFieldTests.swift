import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A password field as assistive technologies find it: GTK gives AT-SPI's password role
/// (a screen reader's cue never to echo what is typed) to a `GtkPasswordEntry` alone, so a
/// password's text is one, named and described as the field.
final class PasswordFieldTests: XCTestCase {
    @MainActor private static func role(of widget: UnsafeMutablePointer<GtkWidget>) -> Int? {
        GObjectProperties.value(of: widget, "accessible-role")?.enumValue
    }

    @MainActor private static func passwordEntry(in field: Field) -> UnsafeMutablePointer<GtkWidget>? {
        WidgetTree.first(under: field.widget.pointer, ofType: gtk_password_entry_get_type())
    }

    func testAPasswordIsReadAsAPasswordEntryNamedAndDescribedAsTheField() throws {
        try withGtk {
            let field = EntryField(label: "Password")
            field.text = "hunter2"
            field.helperText = "8 characters or more"
            field.purpose = .password
            let harness = try FieldHarness([field])
            defer { harness.close() }
            let entry = try XCTUnwrap(Self.passwordEntry(in: field), "the text is a GtkPasswordEntry's")
            XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(entry))), "hunter2", "what was typed stays")
            XCTAssertNil(harness.accessibleString(entry, GTK_ACCESSIBLE_PROPERTY_LABEL, "Password"))
            XCTAssertNil(harness.accessibleString(entry, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "8 characters or more"))
            // The field's own node steps aside, so the name is not read twice.
            XCTAssertEqual(Self.role(of: field.widget.pointer), Int(GTK_ACCESSIBLE_ROLE_GENERIC.rawValue))

            // Typing goes to the field's model through the entry's text.
            harness.type(into: field, "correct horse")
            XCTAssertEqual(field.text, "correct horse")
            let text = try XCTUnwrap(harness.focus)
            XCTAssertTrue(gtk_widget_is_ancestor(text, entry) != 0, "focus is in the password entry")
            XCTAssertEqual(gtk_text_get_visibility(gCast(text)), 0, "its characters are hidden")
        }
    }

    func testAnotherPurposeBeforeTheFieldShowsPutsThePlainTextBack() throws {
        try withGtk {
            let field = EntryField(label: "Code")
            field.purpose = .pin
            field.text = "1234"
            XCTAssertNotNil(Self.passwordEntry(in: field))
            field.purpose = .number
            XCTAssertNil(Self.passwordEntry(in: field), "a number is plain text")
            XCTAssertEqual(field.text, "1234")
            XCTAssertEqual(Self.role(of: field.widget.pointer), Int(GTK_ACCESSIBLE_ROLE_TEXT_BOX.rawValue), "the field is the text box again")
            let harness = try FieldHarness([field])
            defer { harness.close() }
            harness.type(into: field, "5678")
            XCTAssertEqual(field.text, "5678")
        }
    }

    func testOnceShownTheFieldKeepsItsAccessibleShapeAndStillHidesAPassword() throws {
        try withGtk {
            let field = EntryField(label: "Secret")
            let harness = try FieldHarness([field])
            defer { harness.close() }
            // GTK fixes a realized widget's role: no critical, the same text, hidden characters.
            field.purpose = .password
            XCTAssertNil(Self.passwordEntry(in: field))
            XCTAssertEqual(Self.role(of: field.widget.pointer), Int(GTK_ACCESSIBLE_ROLE_TEXT_BOX.rawValue))
            harness.type(into: field, "hunter2")
            let text = try XCTUnwrap(harness.focus)
            XCTAssertEqual(gtk_text_get_visibility(gCast(text)), 0)
            XCTAssertEqual(field.text, "hunter2")
            XCTAssertNotNil(gtk_text_get_extra_menu(gCast(text)), "the keyboard's way to the reveal button, in the text's menu")
        }
    }
}
