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
func trackUsername(in view: FormView<AccountTag>) -> AsyncValidation<String> {
    let nameIsFree = AsyncValidation<String>(debounce: .milliseconds(300)) { name in
        await isTaken(name) ? "\(name) is already taken" : nil
    }
    view.track(nameIsFree, for: .username)   // a spinner in the field while it waits and runs
    return nameIsFree                        // call nameIsFree.validate(name) on every change;
}                                            // await view.submitAfterChecks() waits for it
// README-EXAMPLE-END

// README-EXAMPLE-BEGIN field-formatter
@MainActor
func cardNumberField() -> EntryField {
    let field = EntryField(placeholder: "Card number")
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
            let check = trackUsername(in: view)
            check.validate("ada")
            XCTAssertTrue(view.field(for: .username)?.isChecking == true)
            XCTAssertTrue(MainLoopPump.run(until: { check.state == .invalid("ada is already taken") }, timeout: 3))
            XCTAssertEqual(view.field(for: .username)?.model.errorText, "ada is already taken")
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
