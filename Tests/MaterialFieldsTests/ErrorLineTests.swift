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
            let helped = EntryField(label: "Name")
            helped.helperText = "As on your passport"
            let bare = EntryField(label: "Code")
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
            let code = EntryField(label: "Code")
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
            let email = EntryField(label: "E-mail")
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

    /// The error takes the helper's place: typed into with real keys, a field whose verdict
    /// flips with each key keeps its helper line mapped (GTK would relayout the field's
    /// children for each unmap and map), and not a pixel of the helper shows behind the error.
    func testTheHelperStaysMappedBehindTheErrorAndNoPixelOfItShows() throws {
        try withGtk {
            let helped = EntryField(label: "E-mail")
            helped.helperText = "We never share it"
            helped.rules = [.isEmail]
            helped.onChange = { _ = $0.validate() }
            let bare = EntryField(label: "E-mail")
            let harness = try FieldHarness([helped, bare])
            defer { harness.close() }
            harness.settle()
            let helper = try XCTUnwrap(WidgetTree.shownChild(of: helped.widget.pointer, withClass: "supporting"))
            var mapChanges = 0
            let connections = try ["map", "unmap"].map { signal in
                try GObjectSignals.connect(helper, signal) { _ in mapChanges += 1 }
            }
            defer { connections.forEach { $0.disconnect() } }
            helped.becomeFirstResponder()
            harness.settle()
            // Invalid, invalid, invalid, invalid, valid, invalid, valid, invalid.
            try harness.input().type("a@b.c.d.")
            XCTAssertTrue(MainLoopPump.run(until: { helped.text == "a@b.c.d." }, timeout: 2))
            harness.settle()
            XCTAssertEqual(mapChanges, 0, "the verdict flipped four times, and the helper line never unmapped")
            XCTAssertTrue(helped.hasError)
            XCTAssertNil(WidgetTree.shownChild(of: helped.widget.pointer, withClass: "warning-text"))
            XCTAssertEqual(WidgetTree.shownChild(of: helped.widget.pointer, withClass: "supporting"),
                           WidgetTree.shownChild(of: helped.widget.pointer, withClass: "error-text"),
                           "the error line alone is on screen")

            // The same error in a field without helper text looks the same to the pixel,
            // and takes the same height: the helper behind it is drawn and measured as nothing.
            bare.text = "a@b.c.d."
            bare.setError(withText: "Enter a valid e-mail address")
            harness.focusElsewhere()
            harness.settle()
            XCTAssertEqual(harness.height(of: helped), harness.height(of: bare))
            XCTAssertEqual(try RenderedImage(widget: helped.widget.pointer)
                               .differingFraction(from: RenderedImage(widget: bare.widget.pointer), threshold: 0), 0)

            helped.removeErrorUI()
            harness.settle()
            XCTAssertEqual(WidgetTree.shownChild(of: helped.widget.pointer, withClass: "supporting"), helper,
                           "the helper is back")
            XCTAssertEqual(mapChanges, 0)
        }
    }
}
