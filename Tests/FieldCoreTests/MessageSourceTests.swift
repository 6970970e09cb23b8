import DocumentationExamples
import FieldCore
import Foundation
import Testing

// README-EXAMPLE-BEGIN message-sources
func explain(_ row: Row<BookingTag>) -> String {
    switch row.errorSource {
    case .server?: "The server refused it: \(row.errorMessage ?? "")"
    case .input?: "The field cannot read what was typed"
    case nil: "Nothing to fix"
    default: row.errorMessage ?? ""
    }
}
// README-EXAMPLE-END

/// A field keeps one error and one warning per source and shows the first by
/// `MessageSource`'s order; each source is set by one function and goes by its own policy,
/// and nothing learns who wrote a message by comparing texts.
@Suite("Message sources")
struct MessageSourceTests {
    private static let day = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func theShownErrorIsTheFirstSourcesAndClearingOneShowsTheNext() {
        let field = FieldModel(label: "Arrival")
        field.setError("Checked: taken", from: .check)
        field.setError("Required", from: .rules)
        field.setError("Enter a date like 14.03.2027", from: .input)
        #expect(field.errorText == "Enter a date like 14.03.2027")
        #expect(field.errorSource == .input)
        field.setError(nil, from: .input)
        #expect(field.errorText == "Required", "the rules' message, kept while the input's showed")
        field.setError(nil, from: .rules)
        #expect(field.errorText == "Checked: taken")
        #expect(field.error(from: .check) == "Checked: taken")
        field.setError(nil, from: .check)
        #expect(!field.hasError)
    }

    @Test func twoSourcesWithTheSameTextAreTwoMessages() {
        let field = FieldModel(label: "Stay")
        field.setError("Enter the dates", from: .app)
        field.setError("Enter the dates", from: .input)
        field.setError(nil, from: .input)
        #expect(field.errorText == "Enter the dates", "the app's message is the app's, whatever its text")
        #expect(field.errorSource == .app)
    }

    @Test func focusClearsTheAppsErrorButNotTheFieldsUnreadableInput() {
        let field = FieldModel(label: "Arrival")
        field.setError("Fix this", from: .app)
        field.setError("Enter a date like 03/14/2027", from: .input)
        field.focus()
        #expect(field.error(from: .app) == nil, "errorClearing .onFocus is the app's policy")
        #expect(field.errorText == "Enter a date like 03/14/2027", "the input is still unreadable")
    }

    @Test func warningsHaveSourcesToo() {
        let field = FieldModel(label: "Amount")
        field.setWarning("“x” is not part of a number", from: .input)
        field.setWarning("Unusually large", from: .rules)
        #expect(field.warningText == "“x” is not part of a number")
        field.setWarning(nil, from: .input)
        #expect(field.warningText == "Unusually large", "the input's warning did not overwrite the rules'")
    }

    @Test func validationSetsTheRulesSourceOnlyAndKeepsAServersAndTheInputs() throws {
        let form = Form<String>()
        try form.add(Row(tag: "arrival", label: "Arrival", kind: .date(), rules: [.required]))
        try form.add(Row(tag: "name", label: "Name", rules: [.required]))
        let name = try #require(form.findRow(tag: "name"))
        try form.setErrors(["name": "Refused by the server"])
        form.validate()
        #expect(name.field.error(from: .rules) == "This field is required")
        #expect(name.errorMessage == "Refused by the server", "a server's answer comes first, and stays")

        guard case .date(let arrival)? = form.findRow(tag: "arrival")?.valueModel else { throw FormError.missingRow("arrival") }
        arrival.enterText("the 31st of Smarch")
        form.validate()
        let field = try #require(form.findRow(tag: "arrival")).field
        #expect(field.errorSource == .input, "the rules cannot see a date that is not there")
        #expect(field.error(from: .rules) == "This field is required")
        arrival.enterText(arrival.format(Self.day))
        #expect(field.errorText == nil, "a date that reads clears the input's message and the rules pass")
    }

    @Test func aUsersEditClearsTheServersAnswerAboutTheOldValue() throws {
        let form = Form<String>()
        try form.add(Row(tag: "name", label: "Name"))
        guard case .text(let name)? = form.findRow(tag: "name")?.valueModel else { throw FormError.missingRow("name") }
        name.edit("ada")
        try form.setErrors(["name": "ada is already taken"])
        #expect(form.findRow(tag: "name")?.externalError == "ada is already taken")
        name.edit("ada2")
        #expect(form.findRow(tag: "name")?.errorMessage == nil)
    }

    @Test func theArticlesExampleSaysWhoWroteTheError() throws {
        try ReadmeExamples.expectInReadme(from: #filePath)
        let form = Form<BookingTag>()
        try form.add(Row(tag: .email, label: "E-mail", rules: [.required]))
        let row = try #require(form.findRow(tag: .email))
        #expect(explain(row) == "Nothing to fix")
        form.validate()
        #expect(explain(row) == "This field is required")
        try form.setErrors([.email: "Already registered"])
        #expect(explain(row) == "The server refused it: Already registered")
    }

    @Test func aTransactionIsHeardOnceAsTheStateItLeaves() {
        let field = FieldModel(label: "Name")
        var heard: [String?] = []
        let token = field.changes.add { heard.append($0.supportingText) }
        var settled: [String?] = []
        field.transaction {
            field.setError("Enter a date like 03/14/2027", from: .input)
            field.setError(nil, from: .input)
            field.setError("Required", from: .rules)
            field.whenSettled { settled.append(field.snapshot.supportingText) }
            #expect(heard.isEmpty, "nothing is told inside the transaction")
        }
        #expect(heard == ["Required"])
        #expect(settled == ["Required"], "what waits for the transaction finds its state rendered")
        withExtendedLifetime(token) {}
    }
}
