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
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let begin = "// README-EXAMPLE-" + "BEGIN\n", end = "// README-EXAMPLE-" + "END"
    let start = try #require(source.range(of: begin)), stop = try #require(source.range(of: end))
    let example = String(source[start.upperBound..<stop.lowerBound])
    #expect(readme.contains("```swift\n" + example + "```"), "README.md's headless example must match this file")
}
