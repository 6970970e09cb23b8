import CGtk
import Foundation
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A FormView in a real window: sections and rows on screen, changes at run time, focus
/// order and submit.
final class FormViewTests: XCTestCase {
    @MainActor private static func contact() throws -> Form<String> {
        let form = Form<String>()
        try form.insertSection(key: "name", header: "Name")
        try form.insertSection(key: "more", header: "More")
        try form.insert(Row(tag: "first", label: "First name", rules: [.required]), inSection: "name", at: 0)
        try form.insert(Row(tag: "last", label: "Last name", rules: [.required]), inSection: "name", at: 1)
        try form.insert(Row(tag: "country", label: "Country", kind: .picker(data: ["Canada", "France"])), inSection: "more", at: 0)
        try form.insert(Row(tag: "born", label: "Born", kind: .date(mode: .date)), inSection: "more", at: 1)
        try form.insert(Row(tag: "notes", label: "Notes", kind: .area(maximumLines: 4)), inSection: "more", at: 2)
        return form
    }

    @MainActor private static func show(_ view: FormView<String>, height: Int32 = 700) -> TestWindow {
        TestWindow.steady(showing: view.widget.pointer, height: height)
    }

    /// The texts of the labels under `root` with CSS class `name`, in order.
    @MainActor private static func texts(under root: UnsafeMutablePointer<GtkWidget>, withClass name: String) -> [String] {
        WidgetTree.all(under: root).filter { gtk_widget_has_css_class($0, name) != 0 && gtk_widget_get_visible($0) != 0 }
            .map { String(cString: gtk_label_get_text(gCast($0))) }
    }

    func testSectionsShowUnderTheirHeadersWithEachRowAsItsKindOfField() throws {
        try withGtk {
            let view = try FormView(form: try Self.contact())
            let window = Self.show(view)
            defer { window.close() }
            XCTAssertEqual(Self.texts(under: view.widget.pointer, withClass: "form-section-header"), ["Name", "More"])
            XCTAssertEqual(Self.texts(under: view.widget.pointer, withClass: "form-section-footer"), [], "no footer unless asked")
            try view.form.setSectionTexts(header: "More about you", footer: "Shown to nobody else", for: "more")
            XCTAssertEqual(Self.texts(under: view.widget.pointer, withClass: "form-section-header"), ["Name", "More about you"])
            XCTAssertEqual(Self.texts(under: view.widget.pointer, withClass: "form-section-footer"), ["Shown to nobody else"])
            let footer = try XCTUnwrap(WidgetTree.all(under: view.widget.pointer).first { gtk_widget_has_css_class($0, "form-section-footer") != 0 && gtk_widget_get_visible($0) != 0 })
            XCTAssertNil(gtk_widget_get_next_sibling(footer), "the footer is below the section's rows")
            XCTAssertNotNil(view.field(for: "first") as? EntryField)
            XCTAssertNotNil(view.field(for: "country") as? PickerField)
            XCTAssertNotNil(view.field(for: "born") as? DateField)
            XCTAssertEqual((view.field(for: "notes") as? AreaField)?.maximumLines, 4)
            let labels = ["first", "last", "country", "born", "notes"].compactMap { view.field(for: $0)?.label }
            XCTAssertEqual(labels, ["First name", "Last name", "Country", "Born", "Notes"])
            var first = graphene_rect_t(), last = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(try XCTUnwrap(view.field(for: "first")).widget.pointer, view.widget.pointer, &first), 0)
            XCTAssertNotEqual(gtk_widget_compute_bounds(try XCTUnwrap(view.field(for: "last")).widget.pointer, view.widget.pointer, &last), 0)
            XCTAssertLessThan(first.origin.y, last.origin.y, "rows in order, on screen")
            XCTAssertThrowsError(try FormView(form: view.form), "one form, one view") { error in
                XCTAssertEqual(error as? FormView<String>.Failure, .formAlreadyShown)
            }
        }
    }

    func testInsertingAndRemovingAtRunTimeKeepsTheFocusedFieldAndItsText() throws {
        try withGtk {
            let view = try FormView(form: try Self.contact())
            let window = Self.show(view)
            defer { window.close() }
            let last = try XCTUnwrap(view.field(for: "last") as? EntryField)
            let lastWidget = last.widget
            last.becomeFirstResponder()
            if let focus = window.focusWidget { gtk_editable_set_text(OpaquePointer(focus), "Lovelace") }
            try view.form.insert(Row(tag: "middle", label: "Middle name"), inSection: "name", at: 1)
            try view.form.insertSection(key: "address", header: "Address", at: 1)
            try view.form.insert(Row(tag: "city", label: "City"), inSection: "address", at: 0)
            try view.form.removeSection(key: "more")
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertTrue(view.field(for: "last")?.widget == lastWidget, "the field was not rebuilt")
            XCTAssertEqual(last.text, "Lovelace", "its typed text stays")
            let focus = try XCTUnwrap(window.focusWidget)
            XCTAssertTrue(gtk_widget_is_ancestor(focus, lastWidget.pointer) != 0, "and it keeps focus")
            XCTAssertEqual(Self.texts(under: view.widget.pointer, withClass: "form-section-header"), ["Name", "Address"])
            XCTAssertNil(view.field(for: "country"), "a removed section's rows are gone")
            XCTAssertNotNil(view.field(for: "city"))
            try view.form.remove(tag: "middle")
            XCTAssertNil(view.field(for: "middle"))
        }
    }

    func testSubmitShowsEveryErrorAndFocusesTheFirstInvalidRowScrolledIntoView() throws {
        try withGtk {
            let form = Form<Int>()
            for index in 0..<30 {
                try form.add(Row(tag: index, label: "Field \(index)", value: .text(index == 25 ? "" : "ok"), rules: [.required]))
            }
            let view = try FormView(form: form)
            var submitted: [Int: FormValue] = [:]
            view.onSubmit = { submitted = $0 }
            var signalled = 0
            try GObjectSignals.connect(view.widget.pointer, "submitted") { _ in signalled += 1 }
            GoldenImage.steadyRendering()
            let window = TestWindow(width: 420, height: 400, child: view.widget.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: view.widget.pointer))
            XCTAssertFalse(view.submit())
            let invalid = try XCTUnwrap(view.field(for: 25))
            XCTAssertTrue(invalid.hasError)
            XCTAssertTrue(MainLoopPump.run(until: {
                var bounds = graphene_rect_t()
                return gtk_widget_compute_bounds(invalid.widget.pointer, view.widget.pointer, &bounds) != 0
                    && bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= 400
            }, timeout: 2), "the first invalid row, far below, scrolled into view")
            let focus = try XCTUnwrap(window.focusWidget)
            XCTAssertTrue(gtk_widget_is_ancestor(focus, invalid.widget.pointer) != 0, "and has focus")
            try form.setValue(.text("fixed"), for: 25)
            XCTAssertTrue(view.submit())
            XCTAssertEqual(submitted.count, 30)
            XCTAssertEqual(submitted[25], .text("fixed"))
            XCTAssertEqual(signalled, 1)
        }
    }

    func testTheToolbarIsMadeWhenFirstShownAndStaysAfterItIsHidden() throws {
        try withGtk {
            let view = try FormView(form: try Self.contact())
            let window = Self.show(view)
            defer { window.close() }
            view.showsToolbar = false
            XCTAssertFalse(view.showsToolbar)
            XCTAssertNil(WidgetTree.button(in: view.widget.pointer, tooltip: "Next field"), "a form that never shows its bar has none")
            view.showsToolbar = true
            let next = try XCTUnwrap(WidgetTree.button(in: view.widget.pointer, tooltip: "Next field"), "shown, it is made")
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertNotEqual(gtk_widget_get_mapped(next), 0, "and is on screen")
            view.showsToolbar = false
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertFalse(view.showsToolbar)
            XCTAssertEqual(gtk_widget_get_mapped(next), 0, "hidden, it leaves the screen")
            view.showsToolbar = true
            XCTAssertEqual(WidgetTree.button(in: view.widget.pointer, tooltip: "Next field"), next, "and comes back as it was")
        }
    }

    func testTabAndTheToolbarMoveFocusInTheFormsOrderSkippingHiddenRows() throws {
        try withGtk {
            let form = try Self.contact()
            let view = try FormView(form: form)
            view.showsToolbar = true
            let window = Self.show(view)
            defer { window.close() }
            try form.setHidden(true, for: "last")
            let first = try XCTUnwrap(view.field(for: "first"))
            first.becomeFirstResponder()
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            let previous = try XCTUnwrap(WidgetTree.button(in: view.widget.pointer, tooltip: "Previous field"))
            let next = try XCTUnwrap(WidgetTree.button(in: view.widget.pointer, tooltip: "Next field"))
            XCTAssertEqual(gtk_widget_get_sensitive(previous), 0, "nothing before the first row")
            XCTAssertNotEqual(gtk_widget_get_sensitive(next), 0)
            GObjectSignals.emit(next, "clicked")
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            let country = try XCTUnwrap(view.field(for: "country"))
            XCTAssertTrue(gtk_widget_is_ancestor(try XCTUnwrap(window.focusWidget), country.widget.pointer) != 0,
                          "Next skips the hidden row and moves real focus")
            XCTAssertNotEqual(gtk_widget_get_sensitive(previous), 0)

            let input = try XInput(window: window.window)
            first.becomeFirstResponder()
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: {
                window.focusWidget.map { gtk_widget_is_ancestor($0, country.widget.pointer) != 0 } ?? false
            }, timeout: 2), "Tab follows the same order")
        }
    }

    func testBadInputIsAClearErrorOrANoOpAndNeverLosesTypedText() throws {
        try withGtk {
            let form = try Self.contact()
            let view = try FormView(form: form)
            let window = Self.show(view)
            defer { window.close() }
            XCTAssertThrowsError(try form.add(Row(tag: "first", label: "Again")), "a duplicate tag") { error in
                XCTAssertEqual(error as? FormError, .duplicateTag("first"))
            }
            XCTAssertThrowsError(try form.setValue(.text("x"), for: "nowhere")) { error in
                XCTAssertEqual(error as? FormError, .missingRow("nowhere"))
            }
            XCTAssertThrowsError(try form.insert(Row(tag: "x"), inSection: "nowhere", at: 0)) { error in
                XCTAssertEqual(error as? FormError, .missingSection("nowhere"))
            }
            let first = try XCTUnwrap(view.field(for: "first") as? EntryField)
            first.becomeFirstResponder()
            if let focus = window.focusWidget { gtk_editable_set_text(OpaquePointer(focus), "Ada") }
            XCTAssertThrowsError(try form.setValue(.flag(true), for: "first"), "a value of the wrong kind") { error in
                XCTAssertEqual(error as? FormError, .wrongKindOfValue(tag: "first", takes: "text", given: "flag"))
            }
            XCTAssertEqual(first.text, "Ada", "and the field's text stays as it is")
            try form.remove(tag: "first")
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertNil(view.field(for: "first"), "removing the focused row removes its field")
            if let tag = form.focusedTag {
                let focus = try XCTUnwrap(window.focusWidget)
                XCTAssertTrue(gtk_widget_is_ancestor(focus, try XCTUnwrap(view.field(for: tag)).widget.pointer) != 0,
                              "the form's focused row is where GTK moved focus")
            }
            XCTAssertFalse(view.submit(), "the form goes on working")
        }
    }

    func testASectionedFormWithAHelperAndAnErrorLooksRightInLightAndDark() throws {
        try withGtk {
            for scheme in [ColorScheme.light, .dark] {
                let form = Form<String>()
                try form.insertSection(key: "name", header: "Name")
                try form.insertSection(key: "contact", header: "Contact")
                try form.insert(Row(tag: "first", label: "First name", value: .text("Ada")), inSection: "name", at: 0)
                try form.insert(Row(tag: "company", label: "Company"), inSection: "name", at: 1)
                try form.insert(Row(tag: "email", label: "E-mail", value: .text("ada@"), rules: [.text(.isEmail)]),
                                inSection: "contact", at: 0)
                let view = try FormView(form: form)
                try form.showHelper(for: "company", kind: "hint") { $0.text = "As registered" }
                form.validate()
                GoldenImage.steadyRendering()
                try MaterialStyle.install(scheme)
                let window = TestWindow(width: 380, height: 360, child: view.widget.pointer)
                defer { window.close() }
                XCTAssertTrue(window.present(waitingFor: view.widget.pointer))
                gtk_root_set_focus(OpaquePointer(window.window), nil) // no field focused in the picture
                XCTAssertTrue(MainLoopPump.run(until: { view.isHelperShown(for: "company") }, timeout: 2))
                MainLoopPump.waitForFrames(of: view.widget.pointer)
                let name = "form-sections-\(scheme == .dark ? "dark" : "light")"
                if let problem = try GoldenImage.verify(view.widget.pointer, named: name, besides: #filePath) { XCTFail(problem) }
            }
            try MaterialStyle.install(.light)
        }
    }

    func testHelpersFadeInAfterAFifthOfASecondAndReconfigureOrReplaceAtOnce() throws {
        try withGtk {
            let form = try Self.contact()
            let view = try FormView(form: form)
            view.makeHelperWidget = { helper in
                helper.kind == "progress" ? Widget(gtk_progress_bar_new()) : nil
            }
            let window = Self.show(view)
            defer { window.close() }
            let started = Date()
            try form.showHelper(for: "first", kind: "hint") { $0.text = "As on your passport" }
            XCTAssertFalse(view.isHelperShown(for: "first"), "not at once")
            XCTAssertTrue(MainLoopPump.run(until: { view.isHelperShown(for: "first") }, timeout: 2))
            XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.19, "it waits 0.2 s, as the seed does")
            let label = try XCTUnwrap(view.helperWidget(for: "first"))
            XCTAssertEqual(String(cString: gtk_label_get_text(gCast(label.pointer))), "As on your passport")

            try form.showHelper(for: "first", kind: "hint") { $0.text = "Given names too" }
            XCTAssertTrue(view.helperWidget(for: "first") == label, "the same kind is reconfigured in place")
            XCTAssertEqual(String(cString: gtk_label_get_text(gCast(label.pointer))), "Given names too", "at once")

            try form.showHelper(for: "first", kind: "progress")
            let bar = try XCTUnwrap(view.helperWidget(for: "first"))
            XCTAssertTrue(gIsA(bar.pointer, gtk_progress_bar_get_type()), "another kind replaces it with the app's widget")
            XCTAssertTrue(view.isHelperShown(for: "first"), "at once, with no second wait")

            form.hideHelper(for: "first")
            XCTAssertFalse(view.isHelperShown(for: "first"), "hiding fades it out")
            try form.showHelper(for: "last", kind: "hint") { $0.text = "Family name" }
            form.hideHelper(for: "last")
            MainLoopPump.run(for: 0.3)
            XCTAssertFalse(view.isHelperShown(for: "last"), "a helper hidden before its fade-in never shows")
        }
    }

    func testARowInsertedIntoAShownFormSlidesIn() throws {
        try withGtk {
            let form = try Self.contact()
            let view = try FormView(form: form)
            let window = Self.show(view)
            defer { window.close() }
            try form.insert(Row(tag: "middle", label: "Middle name"), inSection: "name", at: 1)
            let field = try XCTUnwrap(view.field(for: "middle"))
            let slot = try XCTUnwrap(gtk_widget_get_parent(field.widget.pointer))
            XCTAssertTrue(gIsA(slot, gtk_revealer_get_type()), "the row sits in a revealer")
            XCTAssertEqual(gtk_revealer_get_reveal_child(gCast(slot)), 1, "which opens")
            XCTAssertGreaterThan(gtk_revealer_get_transition_duration(gCast(slot)), 0, "with a slide")
            let first = try XCTUnwrap(gtk_widget_get_parent(try XCTUnwrap(view.field(for: "first")).widget.pointer))
            XCTAssertFalse(gIsA(first, gtk_revealer_get_type()),
                           "rows there from the start do not slide (and cost no revealer)")
        }
    }

    func testARowsOwnThemeWinsOverTheFormsAndTheDefaultFollowsTheScheme() throws {
        try withGtk {
            let form = try Self.contact()
            var teal = FieldTheme.light
            teal.name = "teal"
            teal.surfaceContainerHighest = ThemeColor(hex: 0xB2DFDB)
            try XCTUnwrap(form.findRow(tag: "last")).theme = teal
            let view = try FormView(form: form)
            let window = Self.show(view)
            defer { window.close() }
            gtk_root_set_focus(OpaquePointer(window.window), nil)
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            @MainActor func container(_ tag: String) throws -> [UInt8] {
                let pixel = try RenderedImage(widget: try XCTUnwrap(view.field(for: tag)).widget.pointer).pixel(x: 8, y: 4)
                return [pixel.red, pixel.green, pixel.blue]
            }
            XCTAssertEqual(try container("last"), [0xB2, 0xDF, 0xDB], "the row's own theme colours its field")
            XCTAssertEqual(try container("first"), [0xE6, 0xE0, 0xE9], "other rows keep the app's scheme")

            var sand = FieldTheme.light
            sand.name = "sand"
            sand.surfaceContainerHighest = ThemeColor(hex: 0xF5E6C8)
            form.theme = sand
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertEqual(try container("first"), [0xF5, 0xE6, 0xC8], "the form's theme colours every row")
            XCTAssertEqual(try container("last"), [0xB2, 0xDF, 0xDB], "but a row's own theme wins")
        }
    }

    func testAFieldOnScreenAndItsRowAreOneModelDrivenByRealTypingAndClicks() throws {
        try withGtk {
            let form = try Self.contact()
            var updates: [(RowUpdate, String)] = []
            form.onRowUpdate = { update, row in updates.append((update, row.tag)) }
            let view = try FormView(form: form)
            view.showsToolbar = true
            let window = Self.show(view)
            defer { window.close() }
            let first = try XCTUnwrap(view.field(for: "first"))
            let row = try XCTUnwrap(form.findRow(tag: "first"))
            XCTAssertTrue(first.fieldModel === row.field, "the field renders the row's own model")
            first.rules = [] // not read: a row's field has the row's rules alone
            XCTAssertFalse(first.validate(), "the field's validate checks its row")
            XCTAssertEqual(row.errorMessage, "This field is required")
            let input = try XInput(window: window.window)
            try input.click(first.widget.pointer)
            try input.type("Ada")
            XCTAssertTrue(MainLoopPump.run(until: { (try? form.value(of: "first")) == .text("Ada") }, timeout: 2),
                          "real typing is the row's value")
            XCTAssertTrue(updates.contains { $0 == (.live, "first") }, "and fires the seed's live row update")
            let next = try XCTUnwrap(WidgetTree.button(in: view.widget.pointer, tooltip: "Next field"))
            try input.click(next)
            let last = try XCTUnwrap(view.field(for: "last"))
            XCTAssertTrue(MainLoopPump.run(until: { form.focusedTag == "last" }, timeout: 2), "a real click on Next")
            XCTAssertTrue(MainLoopPump.run(until: {
                window.focusWidget.map { gtk_widget_is_ancestor($0, last.widget.pointer) != 0 } ?? false
            }, timeout: 2), "moves keyboard focus")
            XCTAssertTrue(updates.contains { $0 == (.onResignActive, "first") }, "and the first row resigned")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { form.focusedTag == "country" }, timeout: 2),
                          "Return in a field moves on to the next row")
        }
    }
}
