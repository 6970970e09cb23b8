import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

/// The Checkout page's error summary, driven by real keys: the button pressed on a step
/// not done lists its errors above the cards, each a link to its field.
final class CheckoutErrorSummaryTests: XCTestCase {
    @MainActor private static func summary(in page: CheckoutPage) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(WidgetTree.all(under: page.form.widget.pointer).first { gtk_widget_has_css_class($0, "error-summary") != 0 })
    }

    func testTheButtonOnAStepNotDoneListsItsErrorsAsLinksThatLeadToEachField() throws {
        try withGtk {
            let (page, window, input) = try CheckoutPageTests.shownPage()
            defer { window.close() }
            let cta = page.form.ctaButton.pointer
            let summary = try Self.summary(in: page)
            let (name, street, city) = (page.fields[0][0], page.fields[0][1], page.fields[0][2])
            XCTAssertNotEqual(gtk_widget_get_sensitive(cta), 0, "the button stays pressable on a step not done")
            XCTAssertFalse(gtk_widget_has_css_class(cta, "suggested-action") != 0, "but does not look ready")
            XCTAssertEqual(gtk_widget_get_visible(summary), 0, "no summary before the button is pressed")

            // The name only, then Return in the last field: the step lists what is left.
            XCTAssertTrue(MainLoopPump.run(until: { name.isFocused }, timeout: 2))
            try input.type("Ada Lovelace")
            try input.key("Tab")
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { city.isFocused }, timeout: 2))
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_visible(summary) != 0 }, timeout: 2), "Return lists the errors")
            XCTAssertEqual(page.form.currentIndex, 0, "and stays on the step")
            XCTAssertEqual(page.form.errorSummaryItems.map(\.text),
                           ["Street and number: This field is required", "City: This field is required"])
            let first = try XCTUnwrap(WidgetTree.button(in: summary, showing: "Street and number: This field is required"))
            XCTAssertTrue(MainLoopPump.run(until: { window.focusWidget == first }, timeout: 2), "the first link takes the focus")
            XCTAssertTrue(street.hasError && city.hasError && !name.hasError, "each field shows its own error too")
            XCTAssertTrue(WidgetTree.all(under: summary).contains {
                gIsA($0, gtk_label_get_type()) && String(cString: gtk_label_get_text(gCast($0))) == "There is a problem with 2 fields"
            })
            MainLoopPump.waitForFrames(of: page.widget)
            let image = try RenderedImage(widget: page.form.widget.pointer)
            try image.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("checkout-error-summary.png"))
            let frame = WidgetTree.bounds(of: summary, in: page.form.widget.pointer)
            let edge = image.pixel(x: Int(frame.origin.x) + 1, y: Int(frame.origin.y + frame.size.height / 2))
            XCTAssertEqual(ThemeColor(red: edge.red, green: edge.green, blue: edge.blue), ThemeColor(hex: 0xb3261e),
                           "outlined in the error colour, as a form view's summary")

            // Return on a link leads to its field, kept in error until it is fixed.
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { street.isFocused }, timeout: 2), "Return focuses the street")
            XCTAssertTrue(street.hasError)
            try input.type("12 St James's Square")
            XCTAssertTrue(MainLoopPump.run(until: { page.form.errorSummaryItems.count == 1 }, timeout: 2), "a fixed field leaves the list")
            XCTAssertTrue(WidgetTree.all(under: summary).contains {
                gIsA($0, gtk_label_get_type()) && String(cString: gtk_label_get_text(gCast($0))) == "There is a problem with 1 field"
            })
            try input.key("Tab")
            try input.type("London")
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_visible(summary) == 0 }, timeout: 2), "it goes when none is left")
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_has_css_class(cta, "suggested-action") != 0 }, timeout: 2))
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { page.form.currentIndex == 1 }, timeout: 2), "the done step continues")

            // The next step's button, pressed with nothing chosen, lists its date.
            try input.click(cta)
            XCTAssertTrue(MainLoopPump.run(until: { page.form.errorSummaryItems.map(\.text) == ["Delivery date: This field is required"] },
                                           timeout: 2), "\(page.form.errorSummaryItems)")
            XCTAssertEqual(page.form.fields(ofStep: 1).count, 1)
            page.form.showsErrorSummary = false
            XCTAssertEqual(gtk_widget_get_sensitive(cta), 0, "without a summary the button waits for a step done")
            XCTAssertNil(WidgetTree.all(under: page.form.widget.pointer).first { gtk_widget_has_css_class($0, "error-summary") != 0 })
        }
    }
}
