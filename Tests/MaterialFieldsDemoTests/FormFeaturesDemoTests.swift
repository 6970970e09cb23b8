import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

/// The form features on the Sign-up page: the common-password warning, the debounced
/// user-name check with its indicator, the masked phone number typed for real, and the
/// window that asks before closing with unsaved changes.
final class FormFeaturesDemoTests: XCTestCase {
    func testTheSignUpPageWarnsDebouncesAndMasks() throws {
        try withGtk {
            try MaterialStyle.install(.light)
            GoldenImage.steadyRendering()
            let page = SignUpPage(checkDelay: .milliseconds(10))
            let window = TestWindow(width: 480, height: 900, child: page.widget)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: page.password.widget.pointer))
            let input = try XInput(window: window.window)

            try input.click(page.username.widget.pointer)
            try input.type("adalove")
            XCTAssertTrue(MainLoopPump.run(until: { page.username.isChecking }, timeout: 2),
                          "the indicator turns while the check waits and runs")
            XCTAssertTrue(MainLoopPump.run(until: { page.availability.state == .valid }, timeout: 3))
            XCTAssertEqual(page.availability.checksStarted, 1, "seven keystrokes, one check: the rest were still typing")
            XCTAssertFalse(page.username.isChecking)

            let phone = try XCTUnwrap(page.view.field(for: \SignUpAccount.phone) as? EntryField)
            try input.click(phone.widget.pointer)
            try input.type("2025550143")
            XCTAssertTrue(MainLoopPump.run(until: { phone.text == "(202) 555-0143" }, timeout: 3), "grouped as typed: \(phone.text)")
            XCTAssertEqual(try page.form.value(of: FieldKey(\SignUpAccount.phone)), .text("2025550143"), "the form sees the digits")
            XCTAssertEqual(page.account.phone, "2025550143", "and so does the app's model")

            try input.click(page.password.widget.pointer)
            try input.type("Password1")
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { page.password.warningText != nil }, timeout: 2), "a common password warns on leaving")
            XCTAssertFalse(page.password.hasError, "a warning is not an error")
        }
    }

    func testClosingWithUnsavedChangesAsksFirst() throws {
        try withGtk {
            let app = try TestApplication.make(id: "io.github.materialfields.DemoTest")
            // With nothing typed, the window closes at once.
            let quiet = DemoWindow(app: app, pages: [SignUpPage(checkDelay: .milliseconds(10))])
            let quietReference = GObjectRef(quiet.window)
            quiet.present()
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_mapped(quiet.window) != 0 }))
            gtk_window_close(gCast(quiet.window))
            XCTAssertNil(quiet.closeConfirmation)
            XCTAssertEqual(gtk_widget_get_visible(quiet.window), 0)
            withExtendedLifetime(quietReference) {}

            let page = SignUpPage(checkDelay: .milliseconds(10))
            let demo = DemoWindow(app: app, pages: [page])
            let reference = GObjectRef(demo.window)
            demo.present()
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_mapped(demo.window) != 0 }))
            page.account.email = "ada@example.com"
            XCTAssertTrue(MainLoopPump.run(until: { page.email.text == "ada@example.com" }), "the model's change shows in the field")
            gtk_window_close(gCast(demo.window))
            let dialog = try XCTUnwrap(demo.closeConfirmation, "unsaved changes: the window asks")
            XCTAssertNotEqual(gtk_widget_get_visible(demo.window), 0, "and stays open")
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_mapped(dialog) != 0 }))
            let input = try XInput(window: dialog)
            try input.key("Escape")
            XCTAssertTrue(MainLoopPump.run(until: { demo.closeConfirmation == nil }, timeout: 2), "Escape keeps editing")
            XCTAssertNotEqual(gtk_widget_get_visible(demo.window), 0)

            gtk_window_close(gCast(demo.window))
            let again = try XCTUnwrap(demo.closeConfirmation)
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_mapped(again) != 0 }))
            MainLoopPump.waitForFrames(of: again)
            let discard = try XCTUnwrap(WidgetTree.button(in: again, label: "_Discard and close"))
            try XInput(window: again).click(discard)
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_visible(demo.window) == 0 }, timeout: 2), "Discard closes the window")
            withExtendedLifetime(reference) {}
        }
    }
}
