import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// The line under a field that shows its error: what the screen shows of it, and what a
/// screen reader finds, as the error comes and goes.
final class ErrorLineTests: XCTestCase {
    func testAnErrorThatIsGoneLeavesNothingOnScreenBelowTheFieldEither() throws {
        try withGtk {
            let helped = EntryField(placeholder: "Name")
            helped.helperText = "As on your passport"
            let bare = EntryField(placeholder: "Code")
            // Tall enough that the column keeps its size as the error comes and goes.
            let harness = try FieldHarness([helped, bare], scrolledHeight: 480)
            defer { harness.close() }
            harness.settle()
            let before = try RenderedImage(widget: harness.box)
            for field in [helped, bare] {
                field.setError(withText: "A long error that wraps onto a second line under the field it belongs to")
                harness.settle()
                XCTAssertGreaterThan(try RenderedImage(widget: harness.box).differingFraction(from: before), 0.001,
                                     "the error shows")
                XCTAssertNotNil(WidgetTree.shownChild(of: field.widget.pointer, withClass: "error-text"))
                field.removeErrorUI()
                harness.settle()
                // The line stays mapped, transparent and measured as nothing: not a pixel of it
                // shows, over the helper or over the plain entry below the bare field.
                XCTAssertEqual(try RenderedImage(widget: harness.box).differingFraction(from: before, threshold: 0), 0,
                               "the window looks as it did before the error")
                XCTAssertNil(WidgetTree.shownChild(of: field.widget.pointer, withClass: "error-text"))
            }
        }
    }

    func testAnErrorLineOffScreenIsNeverSizedBelowItsMinimumInANarrowField() throws {
        try withGtk {
            let code = EntryField(placeholder: "Code")
            let harness = try FieldHarness([code], width: 120)
            defer { harness.close() }
            code.setError(withText: "Pneumonoultramicroscopicsilicovolcanoconiosis")
            harness.settle()
            let line = try XCTUnwrap(WidgetTree.shownChild(of: code.widget.pointer, withClass: "error-text"))
            var minimum: Int32 = 0
            gtk_widget_measure(line, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
            // Shown, its longest word widens the field; off screen it does not, yet the
            // line (still mapped) keeps its minimum.
            XCTAssertGreaterThanOrEqual(gtk_widget_get_width(code.widget.pointer), minimum)
            code.removeErrorUI()
            gtk_widget_set_size_request(code.widget.pointer, 100, -1)
            gtk_widget_set_hexpand(code.widget.pointer, 0)
            gtk_widget_set_halign(code.widget.pointer, GTK_ALIGN_START)
            harness.settle()
            XCTAssertLessThan(gtk_widget_get_width(code.widget.pointer), minimum, "the field no longer makes room for it")
            XCTAssertGreaterThanOrEqual(gtk_widget_get_width(line), minimum)
        }
    }

    /// (Typed into a field that validates each change, the line is found once the typing
    /// pauses: `EntryFieldTests.testAScreenReaderHearsAVerdictReachedWhileTypingOnceTheTypingPauses`.)
    func testAScreenReaderFindsTheErrorLineExactlyWhileItIsToldTheError() throws {
        try withGtk {
            let email = EntryField(placeholder: "E-mail")
            let harness = try FieldHarness([email])
            defer { harness.close() }
            // An error the app sets is found at once, an alert with the error.
            email.setError(withText: "Taken")
            harness.settle()
            let line = try XCTUnwrap(WidgetTree.shownChild(of: email.widget.pointer, withClass: "error-text"))
            XCTAssertNil(harness.accessibleHidden(line, false))
            email.removeErrorUI()
            harness.settle()
            XCTAssertNil(harness.accessibleHidden(line, true), "gone from the screen, gone for AT")

            // GTK marks a widget it maps as not hidden: mapped again, the line stays hidden.
            gtk_widget_set_visible(email.widget.pointer, 0)
            gtk_widget_set_visible(email.widget.pointer, 1)
            harness.settle()
            XCTAssertNotEqual(gtk_widget_get_mapped(line), 0)
            XCTAssertNil(harness.accessibleHidden(line, true), "no stale alert after the field is shown again")
        }
    }
}
