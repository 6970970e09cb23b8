import FieldCore
import Foundation
import Testing

/// A row and the field that shows it share one set of models: what either side changes,
/// the other sees, with no copy to keep in step.
@Suite("One model per row")
struct SharedRowModelTests {
    private enum Tag: RowTag { case name, size, born, flag }

    private func form() throws -> Form<Tag> {
        let form = Form<Tag>()
        try form.add(Row(tag: .name, label: "Name", rules: [.required]))
        try form.add(Row(tag: .size, label: "Size", kind: .picker(data: ["S", "M", "L"]), rules: [.required]))
        try form.add(Row(tag: .born, label: "Born", kind: .date(mode: .date)))
        try form.add(Row(tag: .flag, label: "News", value: .flag(false)))
        return form
    }

    private func textModel(_ row: Row<Tag>?) throws -> TextFieldModel {
        guard case .text(let model) = try #require(row).valueModel else { throw FormError.missingRow("text") }
        return model
    }

    @Test func theFormsErrorsAndEnabledStateLiveInTheRowsFieldModel() throws {
        let form = try form()
        let row = try #require(form.findRow(tag: .name))
        form.validate()
        #expect(row.field.errorText == "This field is required", "the error is the field model's")
        #expect(row.errorMessage == row.field.errorText)
        try form.setEnabled(false, for: .name)
        #expect(!row.field.isEnabled)
        #expect(row.field.label == "Name", "so is the label")
    }

    @Test func aUsersEditInTheSharedModelFiresRowUpdatesAsAFormEditDoes() throws {
        let form = try form()
        var updates: [RowUpdate] = []
        form.onRowUpdate = { update, _ in updates.append(update) }
        var values: [Tag] = []
        let token = form.changes.add { if case .value(let tag) = $0 { values.append(tag) } }
        let model = try textModel(form.findRow(tag: .name))
        model.field.focus()                          // the field takes focus
        #expect(form.focusedTag == .name, "the form follows the field's focus")
        model.edit("Ada")                            // the user types
        #expect(try form.value(of: .name) == .text("Ada"), "one value, read through the row")
        #expect(updates.contains(.live))
        #expect(values == [.name], "reported once")
        model.field.blur()                           // the user leaves
        #expect(form.focusedTag == nil)
        #expect(updates.contains(.onResignActive))
        withExtendedLifetime(token) {}
    }

    @Test func theFormsValuesAndResetGoIntoTheSharedModels() throws {
        let form = try form()
        let text = try textModel(form.findRow(tag: .name))
        try form.setValue(.text("Grace"), for: .name)
        #expect(text.text == "Grace", "setValue writes the model a field shows")
        try form.setValue(.choice(2, "L"), for: .size)
        guard case .picker(let picker) = try #require(form.findRow(tag: .size)).valueModel else {
            Issue.record("a picker row has a picker model")
            return
        }
        #expect(picker.text == "L")
        picker.open()
        picker.select(row: 0)                        // the user picks
        #expect(try form.value(of: .size) == .choice(0, "S"))
        form.reset()
        #expect(text.text == "", "reset empties the field's own text")
        #expect(picker.indexSelected == nil)
    }

    @Test func aValueOfTheWrongKindIsAClearErrorAndARowOfAnotherKindKeepsItsOwn() throws {
        let form = try form()
        #expect(throws: FormError.wrongKindOfValue(tag: "size", takes: "choice", given: "text")) {
            try form.setValue(.text("XL"), for: .size)
        }
        try form.setValue(.flag(true), for: .flag)
        #expect(try form.value(of: .flag) == .flag(true), "a value with no model of its kind is kept by the row")
    }
}
