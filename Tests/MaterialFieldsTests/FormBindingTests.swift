import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

private enum Tag: RowTag { case name, email, size, notes, terms }

/// An app's own delegate, which a binding must leave in place.
@MainActor
private final class AppDelegate: EntryFieldDelegate {
    var changes: [String] = []
    func entryFieldDidChange(_ field: EntryField) { changes.append(field.text) }
}

/// Fields an app lays out itself, made by a binding on the rows of a FieldCore form.
final class FormBindingTests: XCTestCase {
    @MainActor private static func form() throws -> Form<Tag> {
        let form = Form<Tag>()
        try form.add(Row(tag: .name, label: "Name", rules: [.required]))
        try form.add(Row(tag: .email, label: "E-mail", rules: [.required, .text(.isEmail)]))
        try form.add(Row(tag: .size, label: "Size", kind: .picker(data: ["S", "M", "L"]), rules: [.required]))
        try form.add(Row(tag: .notes, label: "Notes", kind: .area()))
        try form.add(Row(tag: .terms, label: "I agree", kind: .switch))
        return form
    }

    func testTypingEditsTheRowAndTheFormsErrorsShowOnTheField() throws {
        try withGtk {
            let form = try Self.form()
            let binding = FormBinding(form: form)
            let name = try binding.field(.name, as: EntryField.self)
            let email = try binding.field(.email, as: EntryField.self)
            let app = AppDelegate()
            email.delegate = app
            let harness = try FieldHarness([name, email])
            defer { harness.close() }
            let input = try harness.input()

            email.becomeFirstResponder()
            try input.type("ada@")
            XCTAssertTrue(MainLoopPump.run(until: { email.text == "ada@" }, timeout: 2))
            XCTAssertEqual(try form.value(of: .email), .text("ada@"), "typing edits the row")
            XCTAssertEqual(form.focusedTag, .email, "focus follows")
            XCTAssertEqual(app.changes.last, "ada@", "the app's own delegate hears every change")
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { email.hasError }, timeout: 2), "leaving validates, and the error shows")
            XCTAssertEqual(email.fieldModel.errorText, "Enter a valid e-mail address")
            email.becomeFirstResponder()
            try input.key("End") // focus selects the text; typing goes after it
            try input.type("example.com")
            XCTAssertTrue(MainLoopPump.run(until: { !email.hasError }, timeout: 2), "the form says when the error goes")
        }
    }

    func testWhatTheFormDoesFromCodeShowsOnTheFields() throws {
        try withGtk {
            let form = try Self.form()
            let binding = FormBinding(form: form)
            let name = try binding.field(.name, as: EntryField.self)
            let email = try binding.field(.email, as: EntryField.self)
            let size = try binding.field(.size, as: PickerField.self)
            let notes = try binding.field(.notes, as: AreaField.self)
            let harness = try FieldHarness([name, email, size, notes])
            defer { harness.close() }

            XCTAssertEqual(name.label, "Name", "the row's label is the field's")
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

    func testABoundFieldHasOneListOfRulesItsRows() throws {
        try withGtk {
            let form = try Self.form()
            let binding = FormBinding(form: form)
            let email = try binding.field(.email, as: EntryField.self)
            email.rules = [.required] // not read: the row's rules are the field's
            email.text = "ada@"
            XCTAssertFalse(email.validate(), "the field checks its row's rules")
            XCTAssertEqual(email.fieldModel.errorText, "Enter a valid e-mail address")
            XCTAssertEqual(form.findRow(tag: .email)?.errorMessage, "Enter a valid e-mail address", "one error, the row's")
            email.text = "ada@example.com"
            XCTAssertTrue(email.validate())
            XCTAssertNil(form.findRow(tag: .email)?.errorMessage)
        }
    }

    func testEachRowHasOneFieldOfItsKindAndAnyOtherIsAClearError() throws {
        try withGtk {
            let form = try Self.form()
            let binding = FormBinding(form: form)
            let name = try binding.field(.name, as: EntryField.self)
            XCTAssertTrue(try binding.field(.name, as: EntryField.self) === name, "asked again, the same field")
            XCTAssertTrue(binding.field(for: .name) === name)
            XCTAssertTrue(form.findRow(tag: .name)?.field === name.fieldModel, "one field model: the row's")
            XCTAssertTrue(name.model.field === name.fieldModel, "the field model is its value model's")
            XCTAssertThrowsError(try binding.field(.size, as: EntryField.self)) { error in
                XCTAssertEqual(error as? FormError, .wrongKindOfField(tag: "size", shows: "PickerField", asked: "EntryField"))
            }
            XCTAssertThrowsError(try binding.field(.terms, as: Field.self)) { error in
                XCTAssertEqual(error as? FormError, .wrongKindOfField(tag: "terms", shows: "its own widget", asked: "Field"))
            }
            XCTAssertNil(binding.field(for: .size), "nothing is made")

            let size = try binding.field(.size, as: PickerField.self)
            size.open()
            size.setIndexTo(2)
            size.done()
            XCTAssertEqual(try form.value(of: .size), .choice(2, "L"), "a choice edits its row")
            try form.remove(tag: .size)
            XCTAssertNil(binding.field(for: .size), "a row that left the form has no field")
            size.open()
            size.setIndexTo(0)
            size.done()
            XCTAssertThrowsError(try form.value(of: .size))
            XCTAssertThrowsError(try binding.field(.size, as: PickerField.self)) { error in
                XCTAssertEqual(error as? FormError, .missingRow("size"))
            }
        }
    }
}
