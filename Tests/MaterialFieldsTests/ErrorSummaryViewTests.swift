import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A form view's error summary in a real window, driven by real keys: what a refused
/// submit lists, where its links lead, how it shrinks and goes, and how it looks.
final class ErrorSummaryViewTests: XCTestCase {
    @MainActor private static func form() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "name", label: "_Name", rules: [.required]))
        for index in 1...8 { try form.add(Row(tag: "note\(index)", label: "Note \(index)")) }
        try form.add(Row(tag: "email", label: "E-mail", rules: [.required, .text(.isEmail)]))
        try form.add(Row(tag: "size", label: "Size", kind: .picker(data: ["S", "M", "L"]), rules: [.required]))
        return form
    }

    @MainActor private static func summary(in view: FormView<String>) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(WidgetTree.all(under: view.widget.pointer).first { gtk_widget_has_css_class($0, "error-summary") != 0 })
    }

    func testALineReadsInItsMessagesDirectionWhateverItsLabelsLanguage() throws {
        try withGtk {
            // An app's English label beside a message in Hebrew, as an untranslated app's
            // rows read on a Hebrew desktop.
            let form = Form<String>()
            try form.add(Row(tag: "name", label: "Name", rules: [ValidationRule<FormValue>.required.withMessage("זהו שדה חובה")]))
            let view = try FormView(form: form)
            view.showsErrorSummary = true
            let window = TestWindow.steady(showing: view.widget.pointer, height: 300)
            defer { window.close() }
            XCTAssertFalse(view.submit())
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            let link = try XCTUnwrap(WidgetTree.button(in: try Self.summary(in: view), showing: "Name: זהו שדה חובה"))
            let label = try XCTUnwrap(gtk_button_get_child(gCast(link)))
            let line = try XCTUnwrap(gtk_label_get_layout(gCast(label)).flatMap { pango_layout_get_line_readonly($0, 0) })
            XCTAssertEqual(line.pointee.resolved_dir, guint(PANGO_DIRECTION_RTL.rawValue), "right to left, the label read first")
            let named = mf_test_accessible_check_property_string(OpaquePointer(link), GTK_ACCESSIBLE_PROPERTY_LABEL, "Name: זהו שדה חובה")
            defer { g_free(named) }
            XCTAssertNil(named.map { String(cString: $0) }, "and named without the isolates")
        }
    }

    func testARefusedSubmitListsEachErrorAsALinkToItsFieldAndItGoesWhenAllAreFixed() throws {
        try withGtk {
            let form = try Self.form()
            let view = try FormView(form: form)
            view.showsErrorSummary = true
            let window = TestWindow.steady(showing: view.widget.pointer, height: 420)
            defer { window.close() }
            let summary = try Self.summary(in: view)
            XCTAssertEqual(gtk_widget_get_visible(summary), 0, "no summary before a submit")
            let input = try XInput(window: window.window)

            XCTAssertFalse(view.submit())
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertNotEqual(gtk_widget_get_visible(summary), 0)
            XCTAssertEqual(view.errorSummaryItems.map(\.text), ["Name: This field is required", "E-mail: This field is required",
                                                                "Size: This field is required"])
            let first = try XCTUnwrap(WidgetTree.button(in: summary, showing: "Name: This field is required"))
            XCTAssertEqual(window.focusWidget, first, "the summary's first link takes the focus")
            XCTAssertTrue(WidgetTree.all(under: summary).contains {
                gIsA($0, gtk_label_get_type()) && String(cString: gtk_label_get_text(gCast($0))) == "There is a problem with 3 fields"
            }, "its heading counts the rows to fix")

            // Tab goes from link to link; Return leads to the row, scrolled fully into view.
            try input.key("Tab")
            let emailLink = try XCTUnwrap(WidgetTree.button(in: summary, showing: "E-mail: This field is required"))
            XCTAssertTrue(MainLoopPump.run(until: { window.focusWidget == emailLink }, timeout: 2), "Tab reaches the next link")
            try input.key("Return")
            let email = try XCTUnwrap(view.field(for: "email"))
            XCTAssertTrue(MainLoopPump.run(until: { window.isFocused(in: email) }, timeout: 2), "Return focuses its field")
            XCTAssertEqual(form.focusedTag, "email")
            MainLoopPump.run(for: 0.5) // the scroll's animation
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            let scroller = try XCTUnwrap(WidgetTree.all(under: view.widget.pointer).first { gIsA($0, gtk_scrolled_window_get_type()) })
            let frame = WidgetTree.bounds(of: email.widget.pointer, in: scroller)
            XCTAssertGreaterThanOrEqual(frame.origin.y, 0, "the field's top shows")
            XCTAssertLessThanOrEqual(frame.origin.y + frame.size.height, Float(gtk_widget_get_height(scroller)), "and its bottom")

            // Fixing a row takes it off the list; the heading counts again.
            try input.type("ada@example.com")
            XCTAssertTrue(MainLoopPump.run(until: { view.errorSummaryItems.count == 2 }, timeout: 2), "\(view.errorSummaryItems)")
            XCTAssertNil(WidgetTree.button(in: summary, showing: "E-mail: This field is required"))
            try form.edit("name", to: .text("Ada"))
            try form.edit("size", to: .choice(1, "M"))
            XCTAssertTrue(view.errorSummaryItems.isEmpty)
            XCTAssertEqual(gtk_widget_get_visible(summary), 0, "it goes when none is left")
            XCTAssertTrue(view.submit())
            view.showsErrorSummary = false
            XCTAssertNil(WidgetTree.all(under: view.widget.pointer).first { gtk_widget_has_css_class($0, "error-summary") != 0 })
        }
    }

    func testTheSummaryIsOutlinedInTheErrorColourLightDarkAndRightToLeft() throws {
        try withGtk {
            defer { try? MaterialStyle.install(.light) }
            for (scheme, rtl) in [(ColorScheme.light, false), (.dark, false), (.light, true)] {
                gtk_widget_set_default_direction(rtl ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
                defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
                let view = try FormView(form: try Self.form())
                view.showsErrorSummary = true
                let window = TestWindow.steady(showing: view.widget.pointer, height: 420)
                defer { window.close() }
                try MaterialStyle.install(scheme)
                XCTAssertFalse(view.submit())
                gtk_root_set_focus(OpaquePointer(window.window), nil) // no focus ring in the picture
                MainLoopPump.waitForFrames(of: view.widget.pointer)
                let summary = try Self.summary(in: view)
                let image = try RenderedImage(widget: view.widget.pointer)
                let name = "error-summary-\(scheme.rawValue)\(rtl ? "-rtl" : "")"
                try image.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("\(name).png"))
                let frame = WidgetTree.bounds(of: summary, in: view.widget.pointer)
                let edge = image.pixel(x: Int(frame.origin.x) + 1, y: Int(frame.origin.y + frame.size.height / 2))
                let error = scheme == .dark ? ThemeColor(hex: 0xf2b8b5) : ThemeColor(hex: 0xb3261e)
                XCTAssertEqual(ThemeColor(red: edge.red, green: edge.green, blue: edge.blue), error, "\(name): outlined in the error colour")
                // The first link's text starts on the reading side: the left, or the right.
                let link = try XCTUnwrap(WidgetTree.button(in: summary, showing: "Name: This field is required"))
                var inked = (first: Int.max, last: Int.min)
                let box = WidgetTree.bounds(of: link, in: view.widget.pointer)
                let row = Int(box.origin.y + box.size.height / 2)
                let background = image.pixel(x: Int(frame.origin.x + frame.size.width / 2), y: Int(frame.origin.y) + 4)
                for x in Int(box.origin.x)..<Int(box.origin.x + box.size.width) {
                    let pixel = image.pixel(x: x, y: row)
                    if abs(Int(pixel.red) - Int(background.red)) + abs(Int(pixel.green) - Int(background.green)) > 120 {
                        inked = (min(inked.first, x), max(inked.last, x))
                    }
                }
                XCTAssertLessThan(inked.first, inked.last, "\(name): the link's text is drawn")
                let middleX = Int(box.origin.x + box.size.width / 2)
                if rtl {
                    XCTAssertGreaterThan(inked.first, middleX - 40, "\(name): right to left, the text sits at the right")
                } else {
                    XCTAssertLessThan(inked.last, middleX + 40, "\(name): the text sits at the left")
                }
            }
        }
    }
}
