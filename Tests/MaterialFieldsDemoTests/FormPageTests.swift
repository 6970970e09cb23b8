import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

/// The demo's Form page: a FormView with a custom row, a switch that shows a row, and a
/// Submit that scrolls down to the first error, then to the terms switch.
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
            let registered = try XCTUnwrap(page.view.rowWidget(for: .registered))
            let toggle = try XCTUnwrap(WidgetTree.all(under: registered).first { gIsA($0, gtk_switch_get_type()) })
            let input = try XInput(window: window.window)
            try input.click(toggle)
            XCTAssertTrue(MainLoopPump.run(until: {
                (page.view.field(for: .vat)?.widget).map { gtk_widget_is_visible($0) != 0 } ?? false
            }, timeout: 2), "a click on the switch row shows the VAT row")
            try input.click(toggle)
            XCTAssertTrue(MainLoopPump.run(until: { (try? page.form.value(of: .registered)) == .flag(false) }, timeout: 2))

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
            XCTAssertEqual(page.form.focusedTag, .terms, "then the terms switch, which must be on")
            try page.form.setValue(.flag(true), for: .terms)
            GObjectSignals.emit(submit, "clicked")
            XCTAssertTrue(page.statusText.hasPrefix("Sent:"))
        }
    }
}
