import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import TestSupport
import MaterialFields
import XCTest

/// A FormView keeping drafts, in a real window driven by real keys: the banner that offers
/// a draft back, what Restore and Discard do, and the draft written as the user types.
final class FormDraftViewTests: XCTestCase {
    @MainActor private static func contact() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "first", label: "First name", rules: [.required]))
        try form.add(Row(tag: "last", label: "Last name", rules: [.required]))
        try form.add(Row(tag: "notes", label: "Notes", kind: .area(maximumLines: 4)))
        return form
    }

    /// A store in a new folder of its own.
    private static func store() -> DraftStore {
        DraftStore(appID: "org.example.Test", formID: "contact", directory: TemporaryPath("mf-drafts").url)
    }

    /// The visible labels under `root` with CSS class `name`.
    @MainActor private static func texts(under root: UnsafeMutablePointer<GtkWidget>, withClass name: String) -> [String] {
        WidgetTree.all(under: root).filter { gtk_widget_has_css_class($0, name) != 0 && gtk_widget_is_visible($0) != 0 }
            .map { String(cString: gtk_label_get_text(gCast($0))) }
    }

    /// The label of the focused button, if a button has the focus.
    @MainActor private static func focusedButton(in window: TestWindow) -> String? {
        guard let focus = window.focusWidget, gIsA(focus, gtk_button_get_type()) else { return nil }
        return gtk_button_get_label(gCast(focus)).map { String(cString: $0) }
    }

    func testTheBannerIsTheFirstFocusAndRestoreBringsTheDraftBackWithTheFocusOnTheFirstRow() throws {
        try withGtk {
            let store = Self.store()
            try store.save(FormDraft(formID: "contact", values: ["first": .text("Ada"), "notes": .text("Call after 6")]))
            let form = try Self.contact()
            let view = try FormView(form: form)
            let keeper = view.keepDrafts(in: store, prompt: "Restore your unsaved contact?")
            XCTAssertNotNil(keeper.offer)
            let window = TestWindow.steady(showing: view.widget.pointer, height: 600)
            defer { window.close() }
            XCTAssertEqual(Self.texts(under: view.widget.pointer, withClass: "message"), ["Restore your unsaved contact?"])
            XCTAssertEqual(Self.focusedButton(in: window), "Restore", "the window's first focus is the keeping choice")
            // The banner sits above the rows, full width inside the form's margins.
            let banner = try XCTUnwrap(WidgetTree.all(under: view.widget.pointer).first { gtk_widget_has_css_class($0, "draft-offer") != 0 })
            let first = try XCTUnwrap(view.field(for: "first") as? EntryField)
            let bannerFrame = WidgetTree.bounds(of: banner, in: view.widget.pointer)
            let firstFrame = WidgetTree.bounds(of: first.widget.pointer, in: view.widget.pointer)
            XCTAssertLessThan(bannerFrame.origin.y + bannerFrame.size.height, firstFrame.origin.y, "above the first row")
            XCTAssertEqual(bannerFrame.size.width, firstFrame.size.width, "as wide as the fields")
            try RenderedImage(widget: view.widget.pointer)
                .savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("draft-offer.png"))

            let input = try XInput(window: window.window)
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { (try? form.value(of: "first")) == .text("Ada") }, timeout: 2), "Return restores")
            XCTAssertEqual(try form.value(of: "notes"), .text("Call after 6"))
            XCTAssertEqual(first.text, "Ada", "and the field shows it")
            XCTAssertEqual(gtk_widget_get_visible(banner), 0, "the banner goes")
            XCTAssertTrue(MainLoopPump.run(until: { window.isFocused(in: first) }, timeout: 2),
                          "the focus goes to the first row, not nowhere")
            try input.key("End")
            try input.type("!")
            XCTAssertTrue(MainLoopPump.run(until: { first.text == "Ada!" }, timeout: 2), "where typing goes on")
        }
    }

    func testDiscardKeepsTheFormAsItIsTypingWritesTheDraftAndAValidSubmitRemovesIt() throws {
        try withGtk {
            let store = Self.store()
            try store.save(FormDraft(formID: "contact", values: ["first": .text("Ada")]))
            let form = try Self.contact()
            let view = try FormView(form: form)
            view.keepDrafts(in: store)
            let window = TestWindow.steady(showing: view.widget.pointer, height: 600)
            defer { window.close() }
            XCTAssertEqual(Self.texts(under: view.widget.pointer, withClass: "message"), ["Restore your unsaved changes?"],
                           "the prompt a view gets by default")
            let input = try XInput(window: window.window)
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { Self.focusedButton(in: window) == "Discard" }, timeout: 2),
                          "Tab goes from Restore to Discard, as they are seen")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { window.isFocused(in: view.field(for: "first")) }, timeout: 2))
            XCTAssertEqual(try form.value(of: "first"), .text(""), "discarded: nothing put back")
            XCTAssertTrue(MainLoopPump.run(until: { !FileManager.default.fileExists(atPath: store.url.path) }, timeout: 2),
                          "and with nothing unsaved the draft is gone")

            try input.type("Grace")
            try input.key("Tab")
            try input.type("Hopper")
            let typed = Date()
            XCTAssertTrue(MainLoopPump.run(until: { (try? store.load())?.values["last"] == .text("Hopper") }, timeout: 2),
                          "the draft follows the typing")
            XCTAssertLessThan(Date().timeIntervalSince(typed), 1.0, "never more than a second behind")
            XCTAssertTrue(view.submit())
            XCTAssertFalse(FileManager.default.fileExists(atPath: store.url.path), "a submitted form leaves no draft")
            MainLoopPump.run(for: 0.7)
            XCTAssertFalse(FileManager.default.fileExists(atPath: store.url.path), "nor does a write scheduled before it")
        }
    }

    func testADamagedDraftIsNamedInTheBannerInTheErrorColourRightToLeftAndDark() throws {
        try withGtk {
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
            defer { try? MaterialStyle.install(.light) }
            let store = Self.store()
            try FileManager.default.createDirectory(at: store.url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{\"format\": \"material-fields-dr".utf8).write(to: store.url)
            let form = try Self.contact()
            let view = try FormView(form: form)
            let keeper = view.keepDrafts(in: store)
            let window = TestWindow.steady(showing: view.widget.pointer, height: 600)
            defer { window.close() }
            try MaterialStyle.install(.dark)
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            let message = try XCTUnwrap(Self.texts(under: view.widget.pointer, withClass: "message").first)
            XCTAssertTrue(message.contains("is damaged and was set aside"), message)
            XCTAssertTrue(FileManager.default.fileExists(atPath: store.url.path + ".rejected"))
            XCTAssertEqual(Self.focusedButton(in: window), "Dismiss", "no Restore: only Dismiss")

            let banner = try XCTUnwrap(WidgetTree.all(under: view.widget.pointer).first { gtk_widget_has_css_class($0, "draft-offer") != 0 })
            let image = try RenderedImage(widget: view.widget.pointer)
            try image.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("draft-damaged-rtl-dark.png"))
            let frame = WidgetTree.bounds(of: banner, in: view.widget.pointer)
            let inside = image.pixel(x: Int(frame.origin.x) + 4, y: Int(frame.origin.y + frame.size.height / 2))
            XCTAssertEqual([inside.red, inside.green, inside.blue], [0x4a, 0x48, 0x50], "the dark container colour")
            // Right to left, the message starts at the right and Dismiss follows it, at the left.
            let dismiss = try XCTUnwrap(window.focusWidget)
            let dismissFrame = WidgetTree.bounds(of: dismiss, in: banner)
            XCTAssertLessThan(dismissFrame.origin.x, Float(gtk_widget_get_width(banner)) / 2, "Dismiss after the message, at the left")

            let input = try XInput(window: window.window)
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { keeper.problem == nil && gtk_widget_get_visible(banner) == 0 }, timeout: 2))
            XCTAssertTrue(MainLoopPump.run(until: { window.isFocused(in: view.field(for: "first")) }, timeout: 2))
        }
    }
}
