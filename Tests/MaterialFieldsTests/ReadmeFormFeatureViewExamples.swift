import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

enum AccountTag: RowTag { case username, card }

/// Pretends to ask a server whether a name is taken.
@Sendable func isTaken(_ name: String) async -> Bool {
    try? await Task.sleep(for: .milliseconds(20))
    return name == "ada"
}

// README-EXAMPLE-BEGIN debounce
@MainActor
func checkUsername(in form: Form<AccountTag>) throws {
    // Asked 300 ms after the typing stops, once the row's own rules pass; only the answer
    // for the name in the field counts. The field shows a spinner meanwhile, and a submit
    // waits for the answer.
    try form.setCheck(for: .username, debounce: .milliseconds(300), text: { name in
        await isTaken(name) ? "\(name) is already taken" : nil
    })
}
// README-EXAMPLE-END

// README-EXAMPLE-BEGIN field-formatter
@MainActor
func cardNumberField() -> EntryField {
    let field = EntryField(label: "Card number")
    field.formatter = InputMask.cardNumber   // or InputFilter.digits, .uppercase, .code
    return field                             // field.text "4242 4242 …", field.value "4242424…"
}
// README-EXAMPLE-END

final class ReadmeFormFeatureViewExampleTests: XCTestCase {
    func testTheExamplesRun() throws {
        try withGtk {
            let form = Form<AccountTag>()
            try form.add(Row(tag: .username, label: "User name"))
            let view = try FormView(form: form)
            try checkUsername(in: form)
            try form.edit(.username, to: .text("ada"))
            XCTAssertTrue(view.field(for: .username)?.isChecking == true)
            XCTAssertTrue(MainLoopPump.run(until: { form.checkState(of: .username) == .invalid("ada is already taken") }, timeout: 3))
            XCTAssertEqual(view.field(for: .username)?.fieldModel.errorText, "ada is already taken")
            let card = cardNumberField()
            card.text = "4242424242424242"
            card.formatter = InputMask.cardNumber
            XCTAssertEqual(card.text, "4242 4242 4242 4242")
            XCTAssertEqual(card.value, "4242424242424242")
        }
    }

    func testTheReadmeShowsEachExampleWordForWord() throws {
        let (examples, missing) = try ReadmeExamples.check(sourceFile: #filePath)
        XCTAssertEqual(examples, 2)
        XCTAssertEqual(missing, [], "README.md must show the form-feature examples of this file word for word")
    }
}
