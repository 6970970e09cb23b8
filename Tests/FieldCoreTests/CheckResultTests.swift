import FieldCore
import Testing

/// An asynchronous check's outcome is row state, merged by validation like a server's
/// error: the form is the one writer of a row's error, and an answer counts only for the
/// value it was about.
struct CheckResultTests {
    private func form() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "name", label: "User name", rules: [.required, .text(.minLength(3))]))
        return form
    }

    @Test func aFailedCheckIsTheRowsErrorOnceItsOwnRulesPass() throws {
        let form = try form()
        try form.edit("name", to: .text("ada"))
        try form.setCheckResult("ada is already taken", for: "name", checking: .text("ada"))
        #expect(form.findRow(tag: "name")?.errorMessage == "ada is already taken")
        #expect(form.validate().failures.map(\.message) == ["ada is already taken"], "submit counts it")
        try form.edit("name", to: .text("ad"))
        #expect(form.validate().failures.map(\.message) == ["Use at least 3 characters"], "the row's own rule speaks first")
    }

    @Test func aPassingCheckClearsItAndResetForgetsIt() throws {
        let form = try form()
        try form.edit("name", to: .text("grace"))
        try form.setCheckResult("grace is already taken", for: "name", checking: .text("grace"))
        try form.setCheckResult(nil, for: "name", checking: .text("grace"))
        #expect(form.findRow(tag: "name")?.errorMessage == nil)
        #expect(form.validate().isValid)
        try form.setCheckResult("grace is already taken", for: "name", checking: .text("grace"))
        form.reset()
        #expect(form.findRow(tag: "name")?.checkError == nil)
    }

    @Test func anAnswerAboutAValueTheRowNoLongerHoldsIsDropped() throws {
        let form = try form()
        try form.edit("name", to: .text("grace"))
        #expect(try !form.setCheckResult("ada is already taken", for: "name", checking: .text("ada")))
        #expect(form.findRow(tag: "name")?.errorMessage == nil, "the answer about ada never shows under grace")
        #expect(form.validate().isValid)
    }

    @Test func aServersErrorForARowEditedSinceTheValuesWereSentIsDropped() throws {
        let form = try form()
        try form.add(Row(tag: "email", label: "E-mail"))
        try form.edit("name", to: .text("ada"))
        try form.edit("email", to: .text("ada@example.com"))
        let sent = form.values
        try form.edit("name", to: .text("ada_l"))  // typed while the server answered
        try form.setErrors(["name": "Taken", "email": "Already registered"], submitted: sent)
        #expect(form.findRow(tag: "name")?.errorMessage == nil, "about ada, not ada_l")
        #expect(form.findRow(tag: "email")?.errorMessage == "Already registered", "the e-mail was not edited")
    }

    @Test func aCheckOfARowNotInTheFormIsAClearError() throws {
        #expect(throws: FormError.self) { try self.form().setCheckResult("taken", for: "nowhere", checking: .text("")) }
    }
}
