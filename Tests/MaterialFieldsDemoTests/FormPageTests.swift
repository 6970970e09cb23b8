import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

/// The demo's Form page: a FormView with a custom row, a switch that shows a row, and a
/// Submit that scrolls down to the first error.
final class FormPageTests: XCTestCase {
    func testSubmitScrollsDownToTheFirstInvalidRowAndTheSwitchShowsTheVATRow() throws {
        try withGtk {
            try MaterialStyle.install(.light)
            GoldenImage.steadyRendering()
            let page = FormPage()
            let window = TestWindow(width: 720, height: 600, child: page.widget)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: page.view.widget))
            XCTAssertNotNil(page.view.rowWidget(for: .logo), "the custom row shows the app's widget")
            XCTAssertEqual(gtk_widget_is_visible(try XCTUnwrap(page.view.field(for: .vat)).widget), 0, "the VAT row starts hidden")
            let toggle = try XCTUnwrap(WidgetTree.all(under: page.widget).first { gIsA($0, gtk_check_button_get_type()) })
            gtk_check_button_set_active(gCast(toggle), 1)
            XCTAssertNotEqual(gtk_widget_is_visible(try XCTUnwrap(page.view.field(for: .vat)).widget), 0, "the switch shows the VAT row")
            gtk_check_button_set_active(gCast(toggle), 0)

            try page.form.setValue(.text("Analytical Engines Ltd"), for: .company)
            try page.form.setValue(.text("ada@engines.example"), for: .email)
            let submit = try XCTUnwrap(WidgetTree.button(in: page.widget, label: "_Submit"))
            GObjectSignals.emit(submit, "clicked")
            let signature = try XCTUnwrap(page.view.field(for: .signature))
            XCTAssertTrue(signature.hasError, "the required last row shows its error")
            XCTAssertTrue(MainLoopPump.run(until: {
                var bounds = graphene_rect_t()
                return gtk_widget_compute_bounds(signature.widget, page.view.widget, &bounds) != 0 && bounds.origin.y >= 0
                    && bounds.origin.y + bounds.size.height <= Float(gtk_widget_get_height(page.view.widget))
            }, timeout: 2), "Submit scrolled down to it")
            XCTAssertTrue(gtk_widget_is_ancestor(try XCTUnwrap(window.focusWidget), signature.widget) != 0)

            try page.form.setValue(.text("A. Lovelace"), for: .signature)
            GObjectSignals.emit(submit, "clicked")
            XCTAssertTrue(String(cString: gtk_label_get_text(gCast(page.status))).hasPrefix("Sent:"))
        }
    }
}
