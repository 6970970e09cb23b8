import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

private enum Tag: RowTag { case name, email, size, notes }

/// An app's own delegate, which a binding must leave in place.
@MainActor
private final class AppDelegate: EntryFieldDelegate {
    var changes: [String] = []
    func entryFieldDidChange(_ field: EntryField) { changes.append(field.text) }
}

/// Fields the app lays out itself, bound to a FieldCore form through the library.
final class FormBindingTests: XCTestCase {
    @MainActor private static func form() throws -> Form<Tag> {
        let form = Form<Tag>()
        try form.add(Row(tag: .name, label: "Name", rules: [.required]))
        try form.add(Row(tag: .email, label: "E-mail", rules: [.required, .text(.isEmail)]))
        try form.add(Row(tag: .size, label: "Size", value: .choice(nil, ""), rules: [.required]))
        try form.add(Row(tag: .notes, label: "Notes"))
        return form
    }

    func testTypingEditsTheRowAndTheFormsErrorsShowOnTheField() throws {
        try withGtk {
            let form = try Self.form()
            let name = EntryField(placeholder: "Name"), email = EntryField(placeholder: "E-mail")
            let app = AppDelegate()
            email.delegate = app
            let harness = try FieldHarness([name, email])
            defer { harness.close() }
            let binding = try FormBinding(form: form, fields: [.name: name, .email: email])
            let input = try harness.input()

            email.becomeFirstResponder()
            try input.type("ada@")
            XCTAssertTrue(MainLoopPump.run(until: { email.text == "ada@" }, timeout: 2))
            XCTAssertEqual(try form.value(of: .email), .text("ada@"), "typing edits the row")
            XCTAssertEqual(form.focusedTag, .email, "focus follows")
            XCTAssertEqual(app.changes.last, "ada@", "the app's own delegate still hears every change")
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { email.hasError }, timeout: 2), "leaving validates, and the error shows")
            XCTAssertEqual(email.model.errorText, "Enter a valid e-mail address")
            email.becomeFirstResponder()
            try input.key("End") // focus selects the text; typing goes after it
            try input.type("example.com")
            XCTAssertTrue(MainLoopPump.run(until: { !email.hasError }, timeout: 2), "the form says when the error goes")
            withExtendedLifetime(binding) {}
        }
    }

    func testWhatTheFormDoesFromCodeShowsOnTheFields() throws {
        try withGtk {
            let form = try Self.form()
            let name = EntryField(placeholder: "Name"), email = EntryField(placeholder: "E-mail")
            let size = PickerField(placeholder: "Size", data: ["S", "M", "L"])
            let notes = AreaField(placeholder: "Notes")
            let harness = try FieldHarness([name, email, size, notes])
            defer { harness.close() }
            let binding = try FormBinding(form: form, fields: [.name: name, .email: email, .size: size, .notes: notes])

            try form.setValue(.text("Grace"), for: .name)
            try form.setValue(.choice(1, "M"), for: .size)
            XCTAssertEqual(name.text, "Grace", "setValue shows on the field")
            XCTAssertEqual(size.text, "M")
            XCTAssertEqual(form.findRow(tag: .name)?.updates.valueHasChanged, false, "and is not echoed back as an edit")

            try form.setHidden(true, for: .notes)
            harness.settle()
            XCTAssertEqual(gtk_widget_get_visible(notes.widget.pointer), 0, "a hidden row hides its field")
            try form.setEnabled(false, for: .email)
            XCTAssertEqual(gtk_widget_get_sensitive(email.widget.pointer), 0, "a disabled row disables its field")
            try form.showHelper(for: .name, kind: "hint") { $0.text = "As on your passport" }
            XCTAssertEqual(name.helperText, "As on your passport", "a helper shows under the field")

            XCTAssertFalse(form.validate().isValid)
            XCTAssertTrue(email.hasError, "validate shows each error on its field")
            XCTAssertFalse(name.hasError)
            form.reset()
            harness.settle()
            XCTAssertEqual(name.text, "", "reset empties the field")
            XCTAssertNil(size.indexSelected)
            XCTAssertFalse(email.hasError, "and clears the errors")
            XCTAssertNil(name.helperText)

            try form.setHidden(false, for: .notes)
            try form.setEnabled(true, for: .email)
            form.focus(.name)
            XCTAssertEqual(form.focusNext(), .email)
            harness.settle()
            XCTAssertTrue(harness.hasFocus(email), "focusNext moves real keyboard focus")
            withExtendedLifetime(binding) {}
        }
    }

    func testAPickerChoiceEditsItsRowAndUnbindingStopsFollowing() throws {
        try withGtk {
            let form = try Self.form()
            let size = PickerField(placeholder: "Size", data: ["S", "M", "L"])
            let harness = try FieldHarness([size])
            defer { harness.close() }
            let binding = try FormBinding(form: form, fields: [.size: size])
            size.open()
            size.setIndexTo(2)
            size.done()
            XCTAssertEqual(try form.value(of: .size), .choice(2, "L"))
            binding.unbind(.size)
            XCTAssertNil(binding.field(for: .size))
            size.open()
            size.setIndexTo(0)
            size.done()
            XCTAssertEqual(try form.value(of: .size), .choice(2, "L"), "an unbound field no longer edits the row")
        }
    }

    func testTheRowAdoptsTheFieldsModelsAndAFieldOfAnotherKindIsAClearError() throws {
        try withGtk {
            let form = try Self.form()
            let name = EntryField(placeholder: "Name")
            let binding = try FormBinding(form: form, fields: [.name: name])
            XCTAssertTrue(form.findRow(tag: .name)?.field === name.model, "one field model: the row adopted the field's")
            XCTAssertThrowsError(try binding.bind(PickerField(placeholder: "Name", data: ["Ada"]), to: .email)) { error in
                XCTAssertEqual(error as? FormError, .wrongKindOfValue(tag: "email", takes: "text", given: "choice"))
            }
            XCTAssertNil(binding.field(for: .email), "nothing is bound")
            binding.unbind(.name)
            XCTAssertFalse(form.findRow(tag: .name)?.field === name.model, "unbinding gives the row its own models back")
        }
    }
}
