import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFieldsC
import XCTest

/// What a C, Python or Vala app hears from an `MfForm` while a user fills its view with the
/// keyboard: each change of a row's error is one `error-changed`, and `mf_form_get_error()`
/// already says the new error when it arrives.
final class FormSignalsTests: XCTestCase {
    /// A C caller's form: a required picker, a required date and a required name.
    @MainActor private static func bookingForm() throws -> UnsafeMutableRawPointer {
        let form = try XCTUnwrap(mfFormNew())
        let choices: [UnsafePointer<CChar>?] = ["Single", "Double", "Suite"].map { (name: String) -> UnsafePointer<CChar>? in UnsafePointer(strdup(name)) } + [nil]
        defer { for case let choice? in choices { free(UnsafeMutableRawPointer(mutating: choice)) } }
        XCTAssertEqual(choices.withUnsafeBufferPointer { mfFormAddPickerRow(form, "room", "Room", $0.baseAddress, 1, nil) }, 1)
        XCTAssertEqual(mfFormAddDateRow(form, "arrival", "Arrival", 0, nil, nil, nil, 1, nil), 1)
        XCTAssertEqual(mfFormAddRow(form, "name", "Name", 0, 1, nil), 1)
        return form
    }

    /// The tags of every `error-changed`, the error `mf_form_get_error()` gave then, and
    /// the error line the row's field showed then.
    @MainActor private final class Heard {
        var errors: [(tag: String, error: String?, shown: String?)] = []
        /// Each field's `notify::error-text`: its tag, the property then, and the line shown then.
        var notified: [(tag: String, error: String?, shown: String?)] = []
        var connections: [SignalConnection] = []

        func errors(of tag: String) -> [String?] { errors.filter { $0.tag == tag }.map(\.error) }
    }

    @MainActor private static func listen(to form: UnsafeMutableRawPointer, in view: UnsafeMutablePointer<GtkWidget>) throws -> Heard {
        let heard = Heard()
        func shownError(_ tag: String) -> String? {
            mfFormViewGetField(view, tag).flatMap { WidgetTree.shownError(of: $0.assumingMemoryBound(to: GtkWidget.self)) }
        }
        heard.connections.append(try GObjectSignals.connect(form.assumingMemoryBound(to: GObject.self), "error-changed") { arguments in
            let tag = arguments.string(at: 1) ?? "?"
            let error = mfFormGetError(form, tag).map { pointer in
                defer { g_free(pointer) }
                return String(cString: pointer)
            }
            heard.errors.append((tag, error, shownError(tag)))
        })
        for tag in ["room", "arrival", "name"] {
            let field = try XCTUnwrap(mfFormViewGetField(view, tag)).assumingMemoryBound(to: GObject.self)
            heard.connections.append(try GObjectSignals.connect(field, "notify::error-text") { _ in
                let error = GObjectProperties.value(of: field, "error-text")?.stringValue
                heard.notified.append((tag, error, shownError(tag)))
            })
        }
        return heard
    }

    func testChoosingInAPickerAndTypingADateAreEachToldOnceByErrorChanged() throws {
        try withGtk {
            let form = try Self.bookingForm()
            defer { g_object_unref(form) }
            let view = try XCTUnwrap(mfFormViewNew(form)).assumingMemoryBound(to: GtkWidget.self)
            let window = TestWindow.steady(showing: view, height: 600)
            defer { window.close() }
            let heard = try Self.listen(to: form, in: view)

            XCTAssertEqual(mfFormViewSubmit(view), 0, "an empty form does not submit")
            XCTAssertEqual(heard.errors.map(\.tag), ["room", "arrival", "name"])
            XCTAssertTrue(heard.errors.allSatisfy { $0.error != nil }, "each arrives with its error readable")

            // The failed submit took the user to the picker: Down opens it, Return keeps the first choice.
            let input = try XInput(window: window.window)
            let picker = try XCTUnwrap(WidgetTree.all(under: view).first { gIsA($0, mfPickerFieldGetType()) })
            XCTAssertTrue(MainLoopPump.run(until: { Self.hasFocus(picker, in: window) }, timeout: 2), "the submit focused the picker")
            try input.key("Down")
            MainLoopPump.waitForFrames(of: view)
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { mfFormGetChoice(form, "room") == 0 }, timeout: 2), "Return chooses Single")
            MainLoopPump.waitForFrames(of: view)
            XCTAssertEqual(heard.errors(of: "room").count, 2, "the error's going is told, once: \(heard.errors)")
            XCTAssertEqual(heard.errors(of: "room").last, .some(nil), "and mf_form_get_error () is NULL when it is")

            // Then a date the field cannot read, typed and left with Tab.
            let date = try XCTUnwrap(WidgetTree.all(under: view).first { gIsA($0, mfDateFieldGetType()) })
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { Self.hasFocus(date, in: window) }, timeout: 2), "Tab reaches the date")
            try input.type("31 Smarch")
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { heard.errors(of: "arrival").count == 2 }, timeout: 2),
                          "the field's refusal replaces the required error, told once: \(heard.errors)")
            MainLoopPump.waitForFrames(of: view)
            let refusal = try XCTUnwrap(heard.errors(of: "arrival").last ?? nil)
            XCTAssertNotEqual(refusal, heard.errors(of: "arrival").first ?? nil, "it says what is wrong now")
            XCTAssertEqual(heard.errors(of: "arrival").count, 2, "and nothing more: \(heard.errors)")
            XCTAssertEqual(heard.errors(of: "name").count, 1, "the name, untouched, was told once, at the submit")
            for told in heard.errors {
                XCTAssertEqual(told.shown, told.error, "\(told.tag)'s error is on screen when error-changed tells it")
            }
            XCTAssertEqual(heard.notified.map(\.tag), heard.errors.map(\.tag), "each field notifies error-text once per change")
            for told in heard.notified {
                XCTAssertEqual(told.shown, told.error, "\(told.tag)'s error is on screen when notify::error-text tells it")
            }
        }
    }

    @MainActor private static func hasFocus(_ widget: UnsafeMutablePointer<GtkWidget>, in window: TestWindow) -> Bool {
        guard let focus = window.focusWidget else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }
}
