import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Every kind of row on a FormView: the fields get their kind's options, and switch and
/// button rows work with real clicks and keys, through the row's one model.
final class FormRowKindTests: XCTestCase {
    private enum Tag: RowTag { case price, email, size, born, news, send }

    private static let limit = Date(timeIntervalSince1970: 1_700_000_000)

    @MainActor private static func form() throws -> Form<Tag> {
        let form = Form<Tag>()
        try form.add(Row(tag: .price, label: "Price", kind: .entry(purpose: .number, unit: "per kg", isMonetary: true)))
        try form.add(Row(tag: .email, label: "E-mail", kind: .entry(purpose: .email)))
        try form.add(Row(tag: .size, label: "Size", kind: .picker(data: ["S", "M"], manualEntry: true, clearable: true)))
        try form.add(Row(tag: .born, label: "Born", kind: .date(maximum: limit, defaultDate: limit)))
        try form.add(Row(tag: .news, label: "Send me _news", kind: .switch, rules: [.isOn]))
        try form.add(Row(tag: .send, label: "_Send", kind: .button))
        return form
    }

    @MainActor private static func show(_ view: FormView<Tag>) -> TestWindow {
        TestWindow.steady(showing: view.widget.pointer, height: 800)
    }

    @MainActor private static func control(_ type: GType, in view: FormView<Tag>, row tag: Tag) throws -> UnsafeMutablePointer<GtkWidget> {
        let row = try XCTUnwrap(view.rowWidget(for: tag))
        return try XCTUnwrap(WidgetTree.all(under: row.pointer).first { gIsA($0, type) })
    }

    func testEachFieldGetsItsKindsOptions() throws {
        try withGtk {
            let view = try FormView(form: try Self.form())
            let window = Self.show(view)
            defer { window.close() }
            let price = try XCTUnwrap(view.field(for: .price) as? EntryField)
            XCTAssertEqual(price.purpose, .number)
            XCTAssertEqual(price.unit, "per kg")
            XCTAssertTrue(price.isMonetary)
            let shown = WidgetTree.all(under: price.widget.pointer).filter { gIsA($0, gtk_label_get_type()) && gtk_widget_get_mapped($0) != 0 }
                .map { String(cString: gtk_label_get_text(gCast($0))) }
            XCTAssertTrue(shown.contains("$") && shown.contains("per kg"), "the currency sign and the unit are on screen: \(shown)")
            XCTAssertEqual((view.field(for: .email) as? EntryField)?.purpose, .email)
            let size = try XCTUnwrap(view.field(for: .size) as? PickerField)
            XCTAssertTrue(size.isManualEntryCapable)
            XCTAssertTrue(size.isClearable)
            let born = try XCTUnwrap(view.field(for: .born) as? DateField)
            XCTAssertEqual(born.maximumDate, Self.limit)
            XCTAssertEqual(born.defaultDate, Self.limit)
        }
    }

    func testARowsHeldDateTypedAgainAfterARefusalIsShownFormatted() throws {
        try withGtk {
            let form = try Self.form()
            let view = try FormView(form: form)
            let window = Self.show(view)
            defer { window.close() }
            let born = try XCTUnwrap(view.field(for: .born) as? DateField)
            born.use(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!, now: { Self.limit })
            try form.setValue(.date(Self.limit), for: .born)
            let held = born.text
            let entry = try Self.control(gtk_text_get_type(), in: view, row: .born)
            for (typed, refused) in [("someday", true), ("Nov 14, 2023", false), ("someday", true), ("11/14/2023", false), ("someday", true), (held, false)] {
                born.becomeFirstResponder()
                gtk_editable_set_text(OpaquePointer(entry), typed)
                GObjectSignals.emit(entry, "activate")
                MainLoopPump.waitForFrames(of: window.window, 2)
                XCTAssertEqual(born.hasError, refused, "typed \(typed)")
                let shown = String(cString: gtk_editable_get_text(OpaquePointer(entry)))
                XCTAssertEqual(shown, refused ? typed : held, "a refused text stays as typed; the held date is shown formatted")
            }
        }
    }

    func testASwitchRowIsTheRowsFlagToggledByARealClick() throws {
        try withGtk {
            let form = try Self.form()
            var updates: [RowUpdate] = []
            form.onRowUpdate = { update, row in if row.tag == .news { updates.append(update) } }
            let view = try FormView(form: form)
            let window = Self.show(view)
            defer { window.close() }
            XCTAssertNil(view.field(for: .news), "a switch row is not a text field")
            let toggle = try Self.control(gtk_switch_get_type(), in: view, row: .news)
            let input = try XInput(window: window.window)
            try input.click(toggle)
            XCTAssertTrue(MainLoopPump.run(until: { (try? form.value(of: .news)) == .flag(true) }, timeout: 2),
                          "a click on the switch is the row's value")
            XCTAssertTrue(updates.contains(.live), "and fires the live row update")
            try form.setValue(.flag(false), for: .news)
            XCTAssertEqual(gtk_switch_get_active(gCast(toggle)), 0, "setValue flips the switch on screen")
            try form.setValue(.flag(true), for: .news)
            form.reset()
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertEqual(gtk_switch_get_active(gCast(toggle)), 0, "reset turns it off again")
            try form.setEnabled(false, for: .news)
            XCTAssertEqual(gtk_widget_get_sensitive(toggle), 0, "a disabled row's switch is insensitive")
        }
    }

    func testSubmitShowsASwitchRowsErrorAndFocusesItsSwitch() throws {
        try withGtk {
            let form = try Self.form()
            let view = try FormView(form: form)
            let window = Self.show(view)
            defer { window.close() }
            XCTAssertFalse(view.submit())
            let toggle = try Self.control(gtk_switch_get_type(), in: view, row: .news)
            XCTAssertEqual(window.focusWidget, toggle, "the first invalid row is the switch, and it has focus")
            XCTAssertEqual(form.focusedTag, .news)
            let error = try XCTUnwrap(WidgetTree.all(under: try XCTUnwrap(view.rowWidget(for: .news)).pointer).first {
                gtk_widget_has_css_class($0, "form-control-error") != 0
            })
            XCTAssertNotEqual(gtk_widget_get_visible(error), 0)
            XCTAssertEqual(String(cString: gtk_label_get_text(gCast(error))), "This must be switched on")
            let input = try XInput(window: window.window)
            try input.key("space")
            XCTAssertTrue(MainLoopPump.run(until: { (try? form.value(of: .news)) == .flag(true) }, timeout: 2),
                          "Space on the focused switch turns it on")
            XCTAssertTrue(view.submit())
            XCTAssertEqual(gtk_widget_get_visible(error), 0, "and its error goes")
        }
    }

    func testAButtonRowCallsTheAppWithItsTagAndTabReachesIt() throws {
        try withGtk {
            let form = try Self.form()
            let view = try FormView(form: form)
            var pressed: [Tag] = []
            view.onButton = { pressed.append($0) }
            let window = Self.show(view)
            defer { window.close() }
            let button = try Self.control(gtk_button_get_type(), in: view, row: .send)
            let input = try XInput(window: window.window)
            try input.click(button)
            XCTAssertTrue(MainLoopPump.run(until: { pressed == [.send] }, timeout: 2), "a real click")
            let toggle = try Self.control(gtk_switch_get_type(), in: view, row: .news)
            gtk_widget_grab_focus(toggle)
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { form.focusedTag == .send }, timeout: 2), "Tab moves from the switch to the button")
            XCTAssertEqual(view.focusPrevious(), .news, "and focusPrevious goes back")
            XCTAssertEqual(window.focusWidget, toggle)
        }
    }
}
