import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A `FormView` is its widget's own object, whatever its tag type: an app that puts the
/// view in a window and keeps nothing still has a working form, and the same object
/// answers for it.
final class FormViewOwnershipTests: XCTestCase {
    @MainActor private static func nameForm() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "name", label: "Name", rules: [.required]))
        return form
    }

    func testTheWidgetsObjectIsTheViewAndACastGivesItsTagsBack() throws {
        try withGtk {
            let view = try FormView(form: try Self.nameForm())
            let found = try XCTUnwrap(AnyFormView.wrapping(view.widget))
            XCTAssertTrue(found === view, "the view the app made, not a new one")
            XCTAssertTrue((found as? FormView<String>) === view)
            XCTAssertNil(found as? FormView<Int>, "a view of other tags is another class")
            XCTAssertNil(AnyFormView.wrapping(EntryField(label: "Name").widget), "a field is no form view")
        }
    }

    func testAViewOnlyItsWindowKeepsSubmitsFromTheKeyboardAndGoesWithTheWindow() throws {
        try withGtk {
            let form = try Self.nameForm()
            var submitted: [String] = []
            weak var kept: FormView<String>?
            var window: TestWindow?
            do {
                let view = try FormView(form: form)
                view.showsToolbar = true
                view.onSubmit = { values in submitted.append(values["name"]?.text ?? "") }
                kept = view
                window = TestWindow.steady(showing: view.widget.pointer, height: 300)
            }
            MainLoopPump.drain()
            MainLoopPump.run(for: 0.05)
            do {
                let view = try XCTUnwrap(kept, "the window's widget keeps the view the app let go")
                let field = try XCTUnwrap(view.field(for: "name"))
                let input = try XInput(window: try XCTUnwrap(window).window)
                try input.click(field.widget.pointer)
                try input.type("Ada")
                let done = try XCTUnwrap(WidgetTree.button(in: view.widget.pointer, label: "Done"))
                MainLoopPump.waitForFrames(of: view.widget.pointer)
                try input.click(done)
                XCTAssertTrue(MainLoopPump.run(until: { submitted == ["Ada"] }, timeout: 2), "typed, then Done: submitted")
            }
            window?.close()
            window = nil
            XCTAssertTrue(MainLoopPump.run(until: { kept == nil }, timeout: 2), "the view goes with its window")
            XCTAssertNoThrow(try FormView(form: form), "and its form may be shown again")
        }
    }

    func testAViewMadeByAUIFileIsAFormViewWithNoForm() throws {
        try withGtk {
            try MaterialFieldTypes.registerTypes()
            let ui = #"<interface><object class="MfFormView" id="form"/></interface>"#
            let view = try XCTUnwrap(AnyFormView.wrapping(try UIFile(ui).widget("form")))
            XCTAssertNil(view as? FormView<String>, "no form, so no tags")
            view.showsToolbar = true
            XCTAssertTrue(view.showsToolbar)
            XCTAssertNotNil(WidgetTree.button(in: view.widget.pointer, label: "Done"), "its bar shows")
        }
    }
}
