import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import XCTest

// README-EXAMPLE-BEGIN
import FieldCore
import MaterialFields

enum SignUpField: RowTag { case email, password, country, terms }

@MainActor
func makeSignUpView(onDone: @escaping ([SignUpField: FormValue]) -> Void) throws -> FormView<SignUpField> {
    let form = Form<SignUpField>()
    try form.insertSection(key: "account", header: "Account")
    try form.insertSection(key: "about", header: "About you")
    try form.insert(Row(tag: .email, label: "E-mail", kind: .entry(purpose: .email),
                        rules: [.required, .text(.isEmail)]), inSection: "account", at: 0)
    try form.insert(Row(tag: .password, label: "Password", kind: .entry(purpose: .password),
                        rules: [.text(.minLength(8))]), inSection: "account", at: 1)
    try form.insert(Row(tag: .country, label: "Country", kind: .picker(data: ["Canada", "Chile", "France"]),
                        rules: [.required]), inSection: "about", at: 0)
    try form.insert(Row(tag: .terms, label: "I accept the terms", kind: .switch, rules: [.isOn]), inSection: "about", at: 1)
    let view = try FormView(form: form)
    view.onSubmit = onDone          // called with every value once all rows are valid
    return view                     // put view.widget in a window; view.submit() validates
}
// README-EXAMPLE-END

final class ReadmeFormViewExampleTests: XCTestCase {
    func testTheReadmesFormViewExampleShowsValidatesAndSubmits() throws {
        try withGtk {
            var submitted: [SignUpField: FormValue]?
            let view = try makeSignUpView { submitted = $0 }
            let window = TestWindow(width: 420, height: 600, child: view.widget.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: view.widget.pointer))
            XCTAssertFalse(view.submit(), "empty: invalid")
            XCTAssertTrue(try XCTUnwrap(view.field(for: .email)).hasError)
            XCTAssertEqual((view.field(for: .email) as? EntryField)?.purpose, .email)
            try view.form.setValue(.text("ada@example.com"), for: .email)
            try view.form.setValue(.text("correct horse"), for: .password)
            (view.field(for: .country) as? PickerField)?.setIndexTo(1)
            try view.form.setValue(.choice(1, "Chile"), for: .country)
            XCTAssertFalse(view.submit(), "the terms switch is still off")
            try view.form.setValue(.flag(true), for: .terms)
            XCTAssertTrue(view.submit())
            XCTAssertEqual(submitted?[.country], .choice(1, "Chile"))
        }
    }

    func testTheReadmeShowsThisExampleWordForWord() throws {
        let (examples, missing) = try ReadmeExamples.check(sourceFile: #filePath)
        XCTAssertEqual(examples, 1)
        XCTAssertEqual(missing, [], "README.md must show the FormView example of this file word for word")
    }
}
