import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

final class AreaFieldTests: XCTestCase {
    func testItGrowsWithItsLinesUpToTheMaximumThenScrolls() throws {
        try withGtk {
            let notes = AreaField(label: "Notes")
            notes.maximumLines = 4
            let harness = try FieldHarness([notes])
            defer { harness.close() }
            let empty = harness.height(of: notes)
            XCTAssertEqual(empty, 56)
            notes.text = "one\ntwo"
            let two = harness.height(of: notes)
            notes.text = "one\ntwo\nthree"
            harness.settle()
            let three = harness.height(of: notes)
            XCTAssertGreaterThan(three, two, "three lines are taller than two")
            notes.text = (1...4).map(String.init).joined(separator: "\n")
            harness.settle()
            let four = harness.height(of: notes)
            notes.text = (1...40).map(String.init).joined(separator: "\n")
            harness.settle()
            XCTAssertEqual(harness.height(of: notes), four, "past the maximum the text scrolls")
            XCTAssertEqual(four - three, three - two, "every line adds the same height")
        }
    }

    func testTypingReachesTheModelAndItIsMultiLineForAssistiveTechnologies() throws {
        try withGtk {
            let notes = AreaField(label: "Notes")
            notes.maxLength = 10
            let harness = try FieldHarness([notes])
            defer { harness.close() }
            notes.becomeFirstResponder()
            harness.settle()
            let textView = try XCTUnwrap(harness.focus)
            XCTAssertTrue(gIsA(textView, gtk_text_view_get_type()))
            gtk_text_buffer_set_text(gtk_text_view_get_buffer(gCast(textView)), "first\nsecond", -1)
            XCTAssertEqual(notes.text, "first\nsecond")
            XCTAssertEqual(notes.fieldModel.snapshot.counterText, "12 / 10")
            XCTAssertEqual(notes.state, .active)
            XCTAssertNil(harness.accessibleBool(textView, GTK_ACCESSIBLE_PROPERTY_MULTI_LINE, true))
            XCTAssertNil(harness.accessibleString(textView, GTK_ACCESSIBLE_PROPERTY_LABEL, "Notes"), "the text view is named")
        }
    }
}
