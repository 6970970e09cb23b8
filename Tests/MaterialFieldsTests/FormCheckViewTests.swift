import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A form view's asynchronous checks in a real window: the spinner, the submit that waits,
/// and answers that come back out of order while the user types.
final class FormCheckViewTests: XCTestCase {
    @MainActor private static func names() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "first", label: "First name", rules: [.required]))
        try form.add(Row(tag: "last", label: "Last name", rules: [.required]))
        return form
    }

    @MainActor private static func show(_ view: FormView<String>) -> TestWindow {
        TestWindow.steady(showing: view.widget.pointer, height: 400)
    }

    func testACheckShowsASpinnerWhileItRunsAndSubmitWaitsForIt() throws {
        try withGtk {
            let form = try Self.names()
            let view = try FormView(form: form)
            let window = Self.show(view)
            defer { window.close() }
            var submitted: [[String: FormValue]] = []
            var refused: [FormValidationResult<String>] = []
            view.onSubmit = { submitted.append($0) }
            view.onSubmitRefused = { refused.append($0) }
            try form.setCheck(for: "first", text: { name in
                try? await Task.sleep(for: .milliseconds(150))
                return name == "Ada" ? "Ada is taken" : nil
            })
            let first = try XCTUnwrap(view.field(for: "first"))
            try form.setValue(.text("Lovelace"), for: "last")
            try form.setValue(.text("Ada"), for: "first")
            XCTAssertTrue(first.isChecking)
            let spinner = try XCTUnwrap(WidgetTree.first(under: first.widget.pointer, ofType: gtk_spinner_get_type()))
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertNotEqual(gtk_widget_get_mapped(spinner), 0, "a spinner turns in the field while the check runs")

            XCTAssertFalse(view.submit(), "not submitted while the name is being checked")
            XCTAssertTrue(view.isWaitingForChecks, "submit waits for the check")
            XCTAssertFalse(view.submit(), "a second press does not queue a second submit")
            XCTAssertTrue(MainLoopPump.run(until: { !view.isWaitingForChecks }, timeout: 3))
            XCTAssertEqual(refused.count, 1, "once the check answered, the submit was refused")
            XCTAssertEqual(submitted.count, 0)
            XCTAssertFalse(first.isChecking)
            XCTAssertEqual(first.fieldModel.errorText, "Ada is taken", "the check's message shows as the row's error")
            XCTAssertTrue(gtk_widget_is_ancestor(try XCTUnwrap(window.focusWidget), first.widget.pointer) != 0)

            try form.setValue(.text("Grace"), for: "first")
            XCTAssertNil(first.fieldModel.errorText, "the answer about Ada goes as soon as the name does")
            XCTAssertFalse(view.submit())
            XCTAssertTrue(MainLoopPump.run(until: { !view.isWaitingForChecks }, timeout: 3))
            XCTAssertEqual(submitted.count, 1, "Grace is free: submitted once the check answered")
            XCTAssertEqual(submitted.first?["first"], .text("Grace"))
        }
    }

    func testALateAnswerForAnEarlierNameNeverShowsUnderTheNameTyped() throws {
        try withGtk {
            let form = try Self.names()
            let view = try FormView(form: form)
            let window = Self.show(view)
            defer { window.close() }
            let input = try XInput(window: window.window)
            // The server is slow about "Ada" (taken) and quick about anything else.
            try form.setCheck(for: "first", text: { name in
                try? await Task.sleep(for: name == "Ada" ? .milliseconds(900) : .milliseconds(30))
                return name == "Ada" ? "Ada is taken" : nil
            })
            let first = try XCTUnwrap(view.field(for: "first") as? EntryField)
            try input.click(first.widget.pointer)
            try input.type("Ada")
            XCTAssertTrue(MainLoopPump.run(until: { first.text == "Ada" && first.isChecking }, timeout: 3))
            try input.type("m")
            XCTAssertTrue(MainLoopPump.run(until: { form.checkState(of: "first") == .valid }, timeout: 3),
                          "Adam is answered first")
            MainLoopPump.run(for: 1.2) // Ada's answer arrives now, out of order
            XCTAssertEqual(first.text, "Adam")
            XCTAssertFalse(first.hasError, "“Ada is taken” is about Ada: it never shows under Adam")
            XCTAssertFalse(first.isChecking)
            XCTAssertNil(first.fieldModel.errorText)

            // Back to Ada by Backspace: asked again, and this answer counts.
            try input.key("BackSpace")
            XCTAssertTrue(MainLoopPump.run(until: { first.hasError }, timeout: 3))
            XCTAssertEqual(first.fieldModel.errorText, "Ada is taken")
        }
    }
}
