import Foundation
import Testing

// README-EXAMPLE-BEGIN
import FieldCore

enum LoginTag: RowTag { case email, password }

@Test func loginFormShowsAnErrorOnlyAfterTheUserLeavesTheField() throws {
    let form = Form<LoginTag>()
    try form.add(Row(tag: .email, label: "E-mail", rules: [.required, .text(.isEmail)]))
    try form.add(Row(tag: .password, label: "Password", rules: [.text(.minLength(8))]))

    form.focus(.email)
    try form.edit(.email, to: .text("ada@"))
    #expect(form.findRow(tag: .email)?.errorMessage == nil)  // still typing: no error yet

    form.focusNext()                                          // Tab to the password
    #expect(form.findRow(tag: .email)?.errorMessage == "Enter a valid e-mail address")

    try form.edit(.email, to: .text("ada@example.com"))
    try form.edit(.password, to: .text("correct horse"))
    #expect(form.validate().isValid)
}
// README-EXAMPLE-END

@Test func theReadmeShowsThisExampleWordForWord() throws {
    try ReadmeExamples.expectInReadme(from: #filePath)
}
