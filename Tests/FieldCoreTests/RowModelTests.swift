import FieldCore
import Foundation
import Testing

/// A row holds the models a field on screen renders, made with the row and kept for its
/// life: the user's edits and focus in them drive the form, one value, one error, one
/// focus, with no mirror between them.
struct RowModelTests {
    private func form() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "email", label: "E-mail", value: .text("ada@"), rules: [.required, .text(.isEmail)]))
        try form.add(Row(tag: "phone", label: "Phone"))
        return form
    }

    private func textModel(of tag: String, in form: Form<String>) throws -> TextFieldModel {
        guard case .text(let model) = try #require(form.findRow(tag: tag)).valueModel else {
            Issue.record("row \(tag) holds no text model")
            throw FormError.missingRow(tag)
        }
        return model
    }

    @Test func theUsersEditsAndFocusInTheRowsModelsDriveTheForm() throws {
        let form = try form()
        let email = try textModel(of: "email", in: form)
        #expect(email.text == "ada@", "the row's value is its model's")
        _ = email.field.focus()
        #expect(form.focusedTag == "email")
        email.edit("ada@example")
        email.field.blur()
        #expect(try form.value(of: "email") == .text("ada@example"))
        #expect(email.field.errorText == "Enter a valid e-mail address", "the form's error is the model's")
        _ = form.focus("phone")
        #expect(!email.field.isFocused)
    }

    @Test func aStartingValueOutsideTheLimitsIsHeldAtTheLimitAndIsNoChange() throws {
        let form = Form<String>()
        try form.add(Row(tag: "guests", kind: .number(minimum: 1, maximum: 8), value: .number(20)))
        let latest = Date(timeIntervalSince1970: 1_800_000_000)
        try form.add(Row(tag: "arrival", kind: .date(maximum: latest), value: .date(latest.addingTimeInterval(86_400 * 30))))
        #expect(try form.value(of: "guests") == .number(8), "brought to the maximum")
        #expect(try form.value(of: "arrival") == .date(latest))
        #expect(form.dirtyTags.isEmpty, "nobody changed either row")
        #expect(!form.hasUnsavedChanges)
        try form.setValue(.number(3), for: "guests")
        form.reset()
        #expect(try form.value(of: "guests") == .number(8), "a reset restores the value the row started with")
    }

    @Test func validatingOneRowChecksItsRulesAndShowsItsError() throws {
        let form = try form()
        #expect(try form.validate("email") == false)
        #expect(form.findRow(tag: "email")?.errorMessage == "Enter a valid e-mail address")
        #expect(form.findRow(tag: "phone")?.errorMessage == nil, "no other row is checked")
        try form.setValue(.text("ada@example.com"), for: "email")
        #expect(try form.validate("email"))
        #expect(form.findRow(tag: "email")?.errorMessage == nil)
        try form.setHidden(true, for: "email")
        try form.setValue(.text("ada@"), for: "email")
        #expect(try form.validate("email"), "a hidden row passes")
        #expect(throws: FormError.missingRow("fax")) { try form.validate("fax") }
    }

    @Test func aRowsFieldModelAsksItsFormToCheckIt() throws {
        let form = try form()
        let email = try textModel(of: "email", in: form)
        #expect(email.field.requestValidation() == false, "the row's rules are the field's")
        #expect(email.field.errorText == "Enter a valid e-mail address")
        email.edit("ada@example.com")
        #expect(email.field.requestValidation() == true)
        #expect(FieldModel(label: "Alone").requestValidation() == nil, "a model no form holds has no one to ask")
    }

    @Test func modelsThatOutliveTheirRowOrTheirFormReachNeitherAgain() throws {
        var form: Form<String>? = try form()
        weak let released = form
        let email = try textModel(of: "email", in: try #require(form))
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
        email.edit("ada@example.com")
        _ = email.field.focus()
        email.field.blur()
        #expect(email.text == "ada@example.com", "the models work on without the form")
        #expect(email.field.requestValidation() == nil, "and no form is asked to check them")
    }

    @Test func valuesOfAnotherKindAreClearErrors() throws {
        let form = try form()
        #expect(throws: FormError.wrongKindOfValue(tag: "flag", takes: "text", given: "flag")) {
            try form.add(Row(tag: "flag", kind: .entry(), value: .flag(true)))
        }
        #expect(form.findRow(tag: "flag") == nil, "nothing is added")
        #expect(FormError.wrongKindOfField(tag: "size", shows: "PickerField", asked: "EntryField").description
            == "row size is shown by PickerField, not by EntryField")
    }
}
