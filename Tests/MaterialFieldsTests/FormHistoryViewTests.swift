import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Undo and redo in a FormView, with the real keys: a field's own text undo first, then
/// the form's, across rows, with the focus going back to each undone row.
final class FormHistoryViewTests: XCTestCase {
    @MainActor private static func contact() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "first", label: "First name"))
        try form.add(Row(tag: "last", label: "Last name"))
        try form.add(Row(tag: "notes", label: "Notes", kind: .area(maximumLines: 4)))
        return form
    }

    func testCtrlZIsTheFieldsOwnUndoFirstThenTheFormsAcrossRowsAndCtrlShiftZRedoes() throws {
        try withGtk {
            let form = try Self.contact()
            let view = try FormView(form: form)
            let history = view.keepHistory()
            XCTAssertTrue(view.keepHistory() === history, "one history per view")
            let window = TestWindow.steady(showing: view.widget.pointer, height: 500)
            defer { window.close() }
            let first = try XCTUnwrap(view.field(for: "first")), last = try XCTUnwrap(view.field(for: "last"))
            let input = try XInput(window: window.window)
            try input.click(first.widget.pointer)
            try input.type("Ada")
            try input.key("Tab")
            try input.type("Lovelace")
            XCTAssertTrue(MainLoopPump.run(until: { (try? form.value(of: "last")) == .text("Lovelace") }, timeout: 2))

            // In the last name, Ctrl+Z is GTK's text undo until the field has none left.
            var presses = 0
            while (try form.value(of: "last")) != .text(""), presses < 10 {
                try input.key("ctrl+z")
                presses += 1
                MainLoopPump.run(for: 0.1)
                XCTAssertTrue(window.isFocused(in: last), "the field's own undo keeps the focus in it")
            }
            XCTAssertEqual(try form.value(of: "last"), .text(""), "the field undid its typing")
            XCTAssertEqual(try form.value(of: "first"), .text("Ada"), "and only its own")

            // Then the form's: the first name goes, and the focus with it.
            try input.key("ctrl+z")
            XCTAssertTrue(MainLoopPump.run(until: { (try? form.value(of: "first")) == .text("") }, timeout: 2),
                          "Ctrl+Z reaches the form once the field has nothing to undo")
            XCTAssertTrue(MainLoopPump.run(until: { window.isFocused(in: first) }, timeout: 2), "focus on the undone row")
            XCTAssertFalse(history.canUndo)

            try input.key("ctrl+shift+z")
            XCTAssertTrue(MainLoopPump.run(until: { (try? form.value(of: "first")) == .text("Ada") }, timeout: 2), "redone")
            XCTAssertEqual((first as? EntryField)?.text, "Ada", "and shown")
            // Typing goes on where the redo left the focus, a new step of its own.
            try input.key("End")
            try input.type("!")
            XCTAssertTrue(MainLoopPump.run(until: { (try? form.value(of: "first")) == .text("Ada!") }, timeout: 2))
            try input.key("Tab", "Tab", "ctrl+y")
            MainLoopPump.run(for: 0.2)
            XCTAssertEqual(try form.value(of: "first"), .text("Ada!"), "nothing to redo after a new edit: Ctrl+Y changes nothing")
        }
    }

    func testAnAreaUndoesItsOwnTypingFirstAndAResetIsUndoneInOneStepFromIt() throws {
        try withGtk {
            let form = try Self.contact()
            let view = try FormView(form: form)
            view.keepHistory()
            let window = TestWindow.steady(showing: view.widget.pointer, height: 500)
            defer { window.close() }
            let input = try XInput(window: window.window)
            try input.click(try XCTUnwrap(view.field(for: "first")).widget.pointer)
            try input.type("Grace")
            try input.key("Tab", "Tab")
            try input.type("Admiral")
            XCTAssertTrue(MainLoopPump.run(until: { (try? form.value(of: "notes")) == .text("Admiral") }, timeout: 2))
            // The area's own undo and redo come first, as a one-line text's do.
            try input.key("ctrl+z")
            XCTAssertTrue(MainLoopPump.run(until: { (try? form.value(of: "notes")) != .text("Admiral") }, timeout: 2),
                          "Ctrl+Z in the area takes back its own typing")
            XCTAssertEqual(try form.value(of: "first"), .text("Grace"), "and only its own")
            try input.key("ctrl+shift+z")
            XCTAssertTrue(MainLoopPump.run(until: { (try? form.value(of: "notes")) == .text("Admiral") }, timeout: 2),
                          "Ctrl+Shift+Z in the area redoes it")
            // A reset button's click is an event of its own, after the typing's.
            MainLoopPump.run(for: 0.1)
            form.reset()
            let notes = try XCTUnwrap(view.field(for: "notes"))
            _ = form.focus("notes")
            XCTAssertTrue(MainLoopPump.run(until: { window.isFocused(in: notes) }, timeout: 2))
            try input.key("ctrl+z")
            XCTAssertTrue(MainLoopPump.run(until: { (try? form.value(of: "first")) == .text("Grace") }, timeout: 2),
                          "the reset is taken back, from a multi-line area that has nothing of its own to undo")
            XCTAssertEqual(try form.value(of: "notes"), .text("Admiral"))
            XCTAssertTrue(MainLoopPump.run(until: { window.isFocused(in: view.field(for: "first")) }, timeout: 2),
                          "focus on the first row the reset had changed")
        }
    }
}
