import FieldCore
import Testing

/// Form-level undo and redo: what one step is, what undo puts back, and where the focus goes.
@Suite("Form history")
@MainActor
struct HistoryTests {
    /// A contact form: a name, an e-mail, and a switch that adds a second phone row.
    private func contact() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "name", label: "Name"))
        try form.add(Row(tag: "email", label: "E-mail"))
        try form.add(Row(tag: "more", label: "Second phone", kind: .switch))
        return form
    }

    /// Lets the main actor turn, as the main loop does between two key presses.
    private func nextEvent() async {
        for _ in 0..<5 { await Task.yield() }
    }

    /// Types `text` into `tag` a character at a time, one event per character.
    private func type(_ text: String, into tag: String, _ form: Form<String>) async throws {
        _ = form.focus(tag)
        var typed = (try form.value(of: tag)).text
        for character in text {
            typed.append(character)
            try form.edit(tag, to: .text(typed))
            await nextEvent()
        }
    }

    @Test func whatWasTypedInARowIsOneStepAndUndoFocusesTheRow() async throws {
        let form = try contact()
        let history = FormHistory(form: form)
        try await type("Ada", into: "name", form)
        try await type("ada@example.org", into: "email", form)
        #expect(history.canUndo && !history.canRedo)

        #expect(history.undo() == "email")
        #expect(try form.value(of: "email") == .text(""))
        #expect(form.focusedTag == "email", "the focus goes to the undone row")
        #expect(history.undo() == "name")
        #expect(try form.value(of: "name") == .text(""), "three keystrokes, one step")
        #expect(form.focusedTag == "name")
        #expect(!history.canUndo)

        #expect(history.redo() == "name")
        #expect(try form.value(of: "name") == .text("Ada"))
        #expect(history.redo() == "email")
        #expect(!history.canRedo)
    }

    @Test func comingBackToARowStartsANewStep() async throws {
        let form = try contact()
        let history = FormHistory(form: form)
        try await type("Ada", into: "name", form)
        try await type("x", into: "email", form)
        try await type(" L", into: "name", form)
        history.undo()
        #expect(try form.value(of: "name") == .text("Ada"), "only what was typed since coming back")
    }

    @Test func textTheFieldUndidItselfLeavesNoStep() async throws {
        let form = try contact()
        let history = FormHistory(form: form)
        try await type("Ad", into: "name", form)
        // The field's own Ctrl+Z takes the typing back: the row changes back.
        try form.edit("name", to: .text(""))
        await nextEvent()
        #expect(!history.canUndo, "typed and taken back is nothing to undo")
    }

    @Test func aSwitchThatAddsARowIsOneStepUndoneWithTheRowAndItsValueKept() async throws {
        let form = try contact()
        // The app adds the second phone row when the switch goes on, in the same event.
        let token = form.changes.add { change in
            guard change == .value("more") else { return }
            if (try? form.value(of: "more")) == .flag(true), form.findRow(tag: "phone2") == nil {
                try? form.insert(Row(tag: "phone2", label: "Second phone number"), at: 3)
            }
        }
        let history = FormHistory(form: form)
        _ = form.focus("more")
        try form.edit("more", to: .flag(true))
        await nextEvent()
        try await type("555", into: "phone2", form)

        history.undo()
        #expect(try form.value(of: "phone2") == .text(""))
        history.undo()
        #expect(form.findRow(tag: "phone2") == nil, "the row goes with the switch that added it")
        #expect(try form.value(of: "more") == .flag(false))
        #expect(form.focusedTag == "more")
        history.redo()
        #expect(form.findRow(tag: "phone2") != nil)
        #expect(form.rows.map(\.tag) == ["name", "email", "more", "phone2"], "back where it was")
        history.redo()
        #expect(try form.value(of: "phone2") == .text("555"))
        _ = token
    }

    @Test func aRemovedRowComesBackWhereItWasWithWhatItHeld() async throws {
        let form = try contact()
        let history = FormHistory(form: form)
        try await type("Ada", into: "email", form)
        try form.remove(tag: "email")
        await nextEvent()
        #expect(history.undo() == "email", "the row put back is focused")
        #expect(form.rows.map(\.tag) == ["name", "email", "more"])
        #expect(try form.value(of: "email") == .text("Ada"))
    }

    @Test func aResetIsOneStepAndUndoPutsEveryValueBack() async throws {
        let form = try contact()
        let history = FormHistory(form: form)
        try await type("Ada", into: "name", form)
        try await type("a@b.c", into: "email", form)
        form.reset()
        await nextEvent()
        #expect(try form.value(of: "name") == .text(""))
        #expect(history.undo() == "name", "the first row the reset changed")
        #expect(try form.value(of: "name") == .text("Ada"))
        #expect(try form.value(of: "email") == .text("a@b.c"))
        history.redo()
        #expect(try form.value(of: "email") == .text(""))
    }

    @Test func aNewChangeAfterUndoDropsWhatCouldBeRedoneAndTheLimitHolds() async throws {
        let form = try contact()
        let history = FormHistory(form: form, limit: 2)
        var heard = 0
        let token = history.changes.add { heard += 1 }
        try await type("a", into: "name", form)
        try await type("b", into: "email", form)
        history.undo()
        #expect(history.canRedo)
        try await type("c", into: "name", form)
        #expect(!history.canRedo, "a new change drops the redo")
        try await type("d", into: "email", form)
        #expect(history.undo() != nil && history.undo() != nil && history.undo() == nil, "two steps kept")
        #expect(heard > 0)
        _ = token
    }
}
