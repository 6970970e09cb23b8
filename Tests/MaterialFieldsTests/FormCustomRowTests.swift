import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

// README-EXAMPLE-BEGIN custom-row
/// The app's own widget for a row of the form: a plain `GtkEntry` for a voucher code.
@MainActor
final class VoucherEntry<Tag: RowTag> {
    let entry: UnsafeMutablePointer<GtkWidget> = gtk_entry_new()
    private var edited: SignalConnection?
    private var token: ObservationToken?

    init(form: Form<Tag>, tag: Tag) {
        let entry = entry
        // What the user types: one call, and the form does the rest.
        edited = try? GObjectSignals.connect(entry, "changed") { [weak form] _ in
            let text = String(cString: gtk_editable_get_text(OpaquePointer(entry)))
            guard (try? form?.value(of: tag)) != .text(text) else { return } // the form's own value
            try? form?.edit(tag, to: .text(text))
        }
        // What the form changes (undo, a restored draft, reset()): shown.
        token = form.changes.add { [weak form] change in
            guard case .value(tag) = change, case .text(let text)? = try? form?.value(of: tag),
                  String(cString: gtk_editable_get_text(OpaquePointer(entry))) != text else { return }
            gtk_editable_set_text(OpaquePointer(entry), text)
        }
    }
}
// README-EXAMPLE-END

// README-EXAMPLE-BEGIN custom-row-view
/// A form whose voucher row shows the app's entry, and the entry, which the app keeps.
@MainActor
func voucherForm() throws -> (view: FormView<String>, voucher: VoucherEntry<String>) {
    let form = Form<String>()
    try form.add(Row(tag: "voucher", label: "Voucher", kind: .custom, value: .text(""),
                     rules: [.required, .text(.minLength(4))], isFocusable: true))
    let view = try FormView(form: form)
    let voucher = VoucherEntry(form: form, tag: "voucher")
    try view.setCustomWidget(Widget(voucher.entry), for: "voucher")
    return (view, voucher)
}
// README-EXAMPLE-END

/// A custom row belongs to its form: the app's widget reports the user's changes with one
/// call, the row's rules check them, its error shows under the widget, a refused submit
/// focuses it, and drafts and history keep its value.
final class FormCustomRowTests: XCTestCase {
    private enum Tag: RowTag { case name, voucher }

    @MainActor private static func form() throws -> Form<Tag> {
        let form = Form<Tag>()
        try form.add(Row(tag: .name, label: "Name"))
        try form.add(Row(tag: .voucher, label: "Voucher", kind: .custom, value: .text(""),
                         rules: [.required, .text(.minLength(4))], isFocusable: true))
        return form
    }

    /// The error line under the custom row's widget, as shown.
    @MainActor private static func errorLine<T: RowTag>(of view: FormView<T>, row tag: T) throws -> String? {
        let row = try XCTUnwrap(view.rowWidget(for: tag))
        return WidgetTree.all(under: row.pointer)
            .first { gIsA($0, gtk_label_get_type()) && gtk_widget_get_mapped($0) != 0 }
            .map { String(cString: gtk_label_get_text(gCast($0))) }
    }

    func testTheAppsWidgetIsARowLikeAnyOther() throws {
        try withGtk {
            let (view, voucher) = try voucherForm()
            let form = view.form
            view.keepHistory()
            var refused: [String] = []
            view.onSubmitRefused = { result in refused = result.failures.map(\.tag) }
            let window = TestWindow.steady(showing: view.widget.pointer, height: 400)
            defer { window.close() }
            let input = try XInput(window: window.window)

            view.submit()
            XCTAssertEqual(refused, ["voucher"], "the row's rules run on submit")
            XCTAssertTrue(MainLoopPump.run(until: { KeyboardFocus.isInside(voucher.entry) }, timeout: 2),
                          "a refused submit focuses the app's widget")
            XCTAssertEqual(try Self.errorLine(of: view, row: "voucher"), "This field is required", "the error shows under the widget")

            try input.type("AB")
            XCTAssertTrue(MainLoopPump.run(until: { (try? form.value(of: "voucher")) == .text("AB") }, timeout: 2),
                          "each key the user types is the row's value")
            XCTAssertEqual(try Self.errorLine(of: view, row: "voucher"), "Use at least 4 characters",
                           "a row in error is checked again as the user types")
            try input.type("CD")
            XCTAssertTrue(MainLoopPump.run(until: { form.findRow(tag: "voucher")?.errorMessage == nil }, timeout: 2))
            XCTAssertNil(try Self.errorLine(of: view, row: "voucher"), "the error goes once the value passes")

            XCTAssertEqual(form.draft(formID: "test").values["voucher"], .text("ABCD"), "a draft keeps the value")
            view.history?.undo()
            XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(voucher.entry))), "",
                           "undo takes the typing back, and the app's widget shows it")
        }
    }

    func testTheErrorUnderTheWidgetIsDrawnInTheErrorColourLightAndDark() throws {
        try withGtk {
            defer { try? MaterialStyle.install(.light) }
            for scheme in [ColorScheme.light, .dark] {
                let (view, _) = try voucherForm()
                let window = TestWindow.steady(showing: view.widget.pointer, height: 300)
                defer { window.close() }
                try MaterialStyle.install(scheme)
                view.submit()
                gtk_root_set_focus(OpaquePointer(window.window), nil) // no focus ring in the picture
                MainLoopPump.waitForFrames(of: view.widget.pointer)
                let image = try RenderedImage(widget: view.widget.pointer)
                try image.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("custom-row-error-\(scheme.rawValue).png"))
                let row = try XCTUnwrap(view.rowWidget(for: "voucher"))
                let line = try XCTUnwrap(WidgetTree.all(under: row.pointer).first { gIsA($0, gtk_label_get_type()) && gtk_widget_get_mapped($0) != 0 })
                let box = WidgetTree.bounds(of: line, in: view.widget.pointer)
                XCTAssertGreaterThan(box.origin.y, WidgetTree.bounds(of: row.pointer, in: view.widget.pointer).origin.y, "the error sits under the widget")
                // The most saturated pixel of the line's text is the error colour.
                let error = scheme == .dark ? (0xf2, 0xb8, 0xb5) : (0xb3, 0x26, 0x1e)
                var best = (distance: Int.max, redness: Int.min)
                for y in Int(box.origin.y)..<Int(box.origin.y + box.size.height) {
                    for x in Int(box.origin.x)..<Int(box.origin.x + box.size.width) {
                        let pixel = image.pixel(x: x, y: y)
                        let redness = Int(pixel.red) - Int(pixel.green)
                        guard redness > best.redness else { continue }
                        let distance = abs(Int(pixel.red) - error.0) + abs(Int(pixel.green) - error.1) + abs(Int(pixel.blue) - error.2)
                        best = (distance, redness)
                    }
                }
                XCTAssertLessThan(best.distance, 40, "\(scheme): the error line is drawn in the error colour")
            }
        }
    }

    func testTheFormsArticleShowsTheAppsWidgetWordForWord() throws {
        let (examples, missing) = try ReadmeExamples.check(sourceFile: #filePath)
        XCTAssertEqual(examples, 2)
        XCTAssertEqual(missing, [], "the Forms and validation article shows the example word for word")
    }

    func testTheWidgetMayComeLateAndOnlyACustomRowTakesOne() throws {
        try withGtk {
            let form = try Self.form()
            let view = try FormView(form: form)
            let image = Widget(gtk_image_new_from_icon_name("dialog-information-symbolic"))
            view.makeCustomWidget = { _ in image }
            XCTAssertTrue(gtk_widget_is_ancestor(image.pointer, view.widget.pointer) != 0,
                          "a maker set after the view was made gives the row its widget")
            XCTAssertThrowsError(try view.setCustomWidget(image, for: .name)) { error in
                XCTAssertEqual(error as? FormView<Tag>.Failure, .notACustomRow("name"))
            }
            let other = Widget(gtk_label_new("Other"))
            try view.setCustomWidget(other, for: .voucher)
            XCTAssertTrue(gtk_widget_is_ancestor(other.pointer, view.widget.pointer) != 0, "a new widget replaces the old")
            XCTAssertNil(gtk_widget_get_parent(image.pointer), "which leaves the row")
        }
    }

    func testACustomRowShownWithNoWidgetIsACriticalNamingIt() throws {
        try withGtk {
            let view = try FormView(form: try Self.form())
            let messages = CriticalLog.capturing {
                let window = TestWindow.steady(showing: view.widget.pointer, height: 400)
                window.close()
            }
            XCTAssertEqual(messages.count, 1, "said once: \(messages)")
            XCTAssertTrue(messages.first?.contains("custom row “voucher” has no widget") == true, "\(messages)")
        }
    }
}
