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
    func testOnePrimaryButtonTheDoneBarInLineWithTheFieldsAndAOneLineStatus() throws {
        try withGtk {
            let page = FormPage()
            let shown = try ShownPage(page, width: 720, height: 600)
            defer { shown.close() }
            let primaries = WidgetTree.all(under: page.widget).filter { gtk_widget_has_css_class($0, "suggested-action") != 0 }
            XCTAssertEqual(primaries.count, 1, "Submit alone is the primary button (Done is not)")

            // The Previous / Next / Done bar lines up with the fields above it.
            let email = try XCTUnwrap(page.view.field(for: .email))
            email.becomeFirstResponder()
            let done = try XCTUnwrap(WidgetTree.button(in: page.view.widget.pointer, label: "Done"))
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_mapped(done) != 0 }))
            MainLoopPump.waitForFrames(of: page.view.widget.pointer)
            let field = WidgetTree.bounds(of: email.widget.pointer, in: page.view.widget.pointer)
            let button = WidgetTree.bounds(of: done, in: page.view.widget.pointer)
            XCTAssertEqual(button.origin.x + button.size.width, field.origin.x + field.size.width, accuracy: 1,
                           "Done ends where the fields end")

            // A refused submit's sentence stays on one line beside the button.
            let submit = try XCTUnwrap(WidgetTree.button(in: page.widget, label: "_Submit"))
            GObjectSignals.emit(submit, "clicked")
            MainLoopPump.waitForFrames(of: page.widget)
            let layout = gtk_widget_create_pango_layout(page.status, "Ag")
            defer { g_object_unref(layout?.gObject) }
            var line: Int32 = 0
            pango_layout_get_pixel_size(layout, nil, &line)
            XCTAssertFalse(page.statusText.isEmpty)
            // The height its text needs at the width it has (the row is as tall as the button).
            var needed: Int32 = 0
            gtk_widget_measure(page.status, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width(page.status), &needed, nil, nil, nil)
            XCTAssertLessThan(needed, 2 * line, "one line: \(page.statusText) in \(gtk_widget_get_width(page.status)) px")
        }
    }

    func testSubmitScrollsDownToTheFirstInvalidRowAndTheSwitchShowsTheVATRow() throws {
        try withGtk {
            try MaterialStyle.install(.light)
            GoldenImage.steadyRendering()
            let page = FormPage()
            let window = TestWindow(width: 720, height: 600, child: page.widget)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: page.view.widget.pointer))
            XCTAssertNotNil(page.view.rowWidget(for: .logo), "the custom row shows the app's widget")
            XCTAssertEqual(gtk_widget_is_visible(try XCTUnwrap(page.view.field(for: .vat)).widget.pointer), 0, "the VAT row starts hidden")
            let registered = try XCTUnwrap(page.view.rowWidget(for: .registered))
            let toggle = try XCTUnwrap(WidgetTree.all(under: registered.pointer).first { gIsA($0, gtk_switch_get_type()) })
            let input = try XInput(window: window.window)
            try input.click(toggle)
            XCTAssertTrue(MainLoopPump.run(until: {
                page.view.field(for: .vat).map { $0.widget.isVisible && gtk_widget_is_visible($0.widget.pointer) != 0 } ?? false
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
                return gtk_widget_compute_bounds(signature.widget.pointer, page.view.widget.pointer, &bounds) != 0 && bounds.origin.y >= 0
                    && bounds.origin.y + bounds.size.height <= Float(gtk_widget_get_height(page.view.widget.pointer))
            }, timeout: 2), "Submit scrolled down to it")
            XCTAssertTrue(gtk_widget_is_ancestor(try XCTUnwrap(window.focusWidget), signature.widget.pointer) != 0)

            try page.form.setValue(.text("A. Lovelace"), for: .signature)
            GObjectSignals.emit(submit, "clicked")
            XCTAssertEqual(page.form.focusedTag, .terms, "then the terms switch, which must be on")
            try page.form.setValue(.flag(true), for: .terms)
            GObjectSignals.emit(submit, "clicked")
            XCTAssertTrue(page.statusText.hasPrefix("Sent:"))
        }
    }

    func testTheFormCompletesWithTheKeyboardAlone() throws {
        try withGtk {
            let page = FormPage()
            let shown = try ShownPage(page, width: 720, height: 600)
            defer { shown.close() }
            let (window, input) = (shown.window, shown.input)
            @MainActor func focused(_ tag: FormPageTag) -> Bool {
                (page.view.field(for: tag) ?? nil).map { KeyboardFocus.isInside($0.widget.pointer) }
                    ?? page.view.rowWidget(for: tag).map { KeyboardFocus.isInside($0.pointer) } ?? false
            }
            @MainActor func tab(to tag: FormPageTag, _ message: String) throws {
                try input.key("Tab")
                XCTAssertTrue(MainLoopPump.run(until: { focused(tag) }, timeout: 2),
                              "\(message), not \(page.form.focusedTag.map { "\($0)" } ?? window.focusWidget.map { String(cString: mf_instance_type_name($0)) } ?? "nothing")")
            }

            // Submitting the empty form (its mnemonic, Alt+S) focuses the first row in error.
            try input.key("alt+s")
            XCTAssertTrue(MainLoopPump.run(until: { page.statusText.hasPrefix("Please fix") }, timeout: 2),
                          "Submit says what to do, not \(page.statusText)")
            XCTAssertTrue(focused(.company), "and focuses the company name")
            try input.type("Analytical Engines Ltd")
            try tab(to: .registered, "Tab reaches the VAT switch")
            try input.key("space")
            try tab(to: .vat, "Space turned it on: Tab reaches the VAT number row it shows")
            try input.type("GB123456789")
            try tab(to: .email, "then the e-mail")
            try input.type("ada@engines.example")
            try tab(to: .phone, "then the optional phone")
            for item in 1...12 { try tab(to: .item(item), "then item \(item)") }
            try tab(to: .signature, "then the signature")
            try input.type("A. Lovelace")
            try tab(to: .terms, "then the terms switch")
            try input.key("space")
            XCTAssertTrue(MainLoopPump.run(until: { (try? page.form.value(of: .terms)) == .flag(true) }, timeout: 2))

            // On to Submit by Tab, and Return presses it.
            let submit = try XCTUnwrap(WidgetTree.button(in: page.widget, label: "_Submit"))
            XCTAssertTrue(try shown.tab(to: submit), "Tab reaches Submit")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { page.statusText.hasPrefix("Sent:") }, timeout: 2),
                          "the form is sent: \(page.statusText) \(page.form.validate().failures)")
            XCTAssertEqual(try page.form.value(of: .vat), .text("GB123456789"))
        }
    }
}
