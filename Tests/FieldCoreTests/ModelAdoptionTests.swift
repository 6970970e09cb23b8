import FieldCore
import Testing

/// A field the app laid out itself joins a row by lending it its models: one value, one
/// error, one focus, with no mirror between them.
struct ModelAdoptionTests {
    private func form() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "email", label: "E-mail", value: .text("ada@"), rules: [.required, .text(.isEmail)]))
        try form.add(Row(tag: "phone", label: "Phone"))
        return form
    }

    @Test func theRowAdoptsTheFieldsModelsAndItsValue() throws {
        let form = try form()
        let field = TextFieldModel(placeholder: "Work e-mail")
        try form.adopt(field: field.field, value: .text(field), for: "email")
        #expect(field.text == "ada@", "the row's value moves into the field's model")
        #expect(form.findRow(tag: "email")?.field === field.field, "one field model, not two")
        #expect(form.findRow(tag: "email")?.label == "Work e-mail", "the app's own label stays")
    }

    @Test func theUsersEditsAndFocusInTheFieldDriveTheForm() throws {
        let form = try form()
        let field = TextFieldModel(placeholder: "E-mail")
        try form.adopt(field: field.field, value: .text(field), for: "email")
        _ = field.field.focus()
        #expect(form.focusedTag == "email")
        field.edit("ada@example")
        field.field.blur()
        #expect(try form.value(of: "email") == .text("ada@example"))
        #expect(field.field.errorText == "Enter a valid e-mail address", "the form's error is the field's")
        _ = form.focus("phone")
        #expect(!field.field.isFocused)
    }

    @Test func releasingGivesTheRowItsOwnModelsAgain() throws {
        let form = try form()
        let field = TextFieldModel(placeholder: "E-mail")
        try form.adopt(field: field.field, value: .text(field), for: "email")
        form.release("email")
        field.edit("grace@navy.example")
        #expect(try form.value(of: "email") == .text("ada@"), "a released field no longer edits the row")
        #expect(form.findRow(tag: "email")?.field !== field.field)
    }

    @Test func modelsThatOutliveTheirRowOrTheirFormReachNeitherAgain() throws {
        var form: Form<String>? = try form()
        weak let released = form
        let field = TextFieldModel(placeholder: "E-mail")
        try form?.adopt(field: field.field, value: .text(field), for: "email")
        let phone = try #require(form?.findRow(tag: "phone"))
        var heard = 0
        let token = form?.changes.add { _ in heard += 1 }
        try form?.remove(tag: "phone")
        heard = 0
        phone.field.setError(withText: "Busy")
        _ = phone.field.focus()
        #expect(heard == 0, "a removed row's models no longer report to the form")
        #expect(form?.focusedTag == nil)
        _ = token
        form = nil
        #expect(released == nil, "the rows' models do not keep the form alive")
        field.edit("ada@example.com")
        _ = field.field.focus()
        field.field.blur()
        #expect(field.text == "ada@example.com", "the field's models work on without the form")
    }

    @Test func modelsOfAnotherKindAndValuesOfAnotherKindAreClearErrors() throws {
        let form = try form()
        let picker = PickerModel(field: FieldModel(label: "Country"), data: ["Chile"])
        #expect(throws: FormError.self) { try form.adopt(field: picker.field, value: .picker(picker), for: "email") }
        #expect(throws: FormError.wrongKindOfValue(tag: "flag", takes: "text", given: "flag")) {
            try form.add(Row(tag: "flag", kind: .entry(), value: .flag(true)))
        }
        #expect(form.findRow(tag: "flag") == nil, "nothing is added")
    }
}
