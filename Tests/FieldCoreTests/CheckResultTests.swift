import FieldCore
import Testing

/// An asynchronous check's outcome is row state, merged by validation like a server's
/// error: the form is the one writer of a row's error.
struct CheckResultTests {
    private func form() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "name", label: "User name", rules: [.required, .text(.minLength(3))]))
        return form
    }

    @Test func aFailedCheckIsTheRowsErrorOnceItsOwnRulesPass() throws {
        let form = try form()
        try form.edit("name", to: .text("ada"))
        try form.setCheckResult("ada is already taken", for: "name")
        #expect(form.findRow(tag: "name")?.errorMessage == "ada is already taken")
        #expect(form.validate().failures.map(\.message) == ["ada is already taken"], "submit counts it")
        try form.edit("name", to: .text("ad"))
        #expect(form.validate().failures.map(\.message) == ["Use at least 3 characters"], "the row's own rule speaks first")
    }

    @Test func aPassingCheckClearsItAndResetForgetsIt() throws {
        let form = try form()
        try form.edit("name", to: .text("grace"))
        try form.setCheckResult("grace is already taken", for: "name")
        try form.setCheckResult(nil, for: "name")
        #expect(form.findRow(tag: "name")?.errorMessage == nil)
        #expect(form.validate().isValid)
        try form.setCheckResult("grace is already taken", for: "name")
        form.reset()
        #expect(form.findRow(tag: "name")?.checkError == nil)
    }

    @Test func aCheckOfARowNotInTheFormIsAClearError() throws {
        #expect(throws: FormError.self) { try self.form().setCheckResult("taken", for: "nowhere") }
    }
}
