import FieldCore
import Foundation
import Testing

/// Tags as a user writes them, with associated values for rows made at run time.
enum SignUpTag: RowTag {
    case email, password, confirmation, birthDate, country, newsletter
    case addressLine(Int)
}

@Suite("Forms")
struct FormTests {
    private func signUpForm() throws -> Form<SignUpTag> {
        let form = Form<SignUpTag>()
        try form.insertSection(key: "account", header: "Account")
        try form.insertSection(key: "about", header: "About you")
        try form.insert(Row(tag: .email, label: "E-mail", rules: [.required, .text(.isEmail)]), inSection: "account", at: 0)
        try form.insert(Row(tag: .password, label: "Password", rules: [.text(.minLength(8))]), inSection: "account", at: 1)
        try form.insert(Row(tag: .confirmation, label: "Confirm"), inSection: "account", at: 2)
        try form.setRules([form.equalsToRow(.password, message: "Passwords differ")], for: .confirmation, readingRows: [.password])
        try form.insert(Row(tag: .birthDate, label: "Birth date", value: .date(nil)), inSection: "about", at: 0)
        try form.insert(Row(tag: .newsletter, label: "Newsletter", value: .flag(false), isFocusable: false), inSection: "about", at: 1)
        return form
    }

    @Test func findRowByTagIncludingAssociatedValues() throws {
        let form = Form<SignUpTag>()
        for line in 1...4 { try form.add(Row(tag: .addressLine(line), label: "Address line \(line)")) }
        #expect(form.findRow(tag: .addressLine(4))?.label == "Address line 4")
        #expect(form.findRow(tag: .addressLine(5)) == nil)
    }

    @Test func addingARowTwiceThrows() throws {
        let form = Form<SignUpTag>()
        try form.add(Row(tag: .email))
        #expect(throws: FormError.duplicateTag("email")) { try form.add(Row(tag: .email)) }
    }

    @Test func typedReadsThrowWhereTheSeedCrashed() throws {
        let form = try signUpForm()
        try form.setValue(.text("ada@example.com"), for: .email)
        #expect(try form.value(of: .email, as: String.self) == "ada@example.com")
        #expect(try form.value(of: .newsletter, as: Bool.self) == false)
        #expect(try form.value(of: .birthDate, as: Date?.self) == nil)
        #expect(throws: FormError.typeMismatch(tag: "newsletter", expected: "String", actual: "flag")) {
            try form.value(of: .newsletter, as: String.self)
        }
        #expect(throws: FormError.missingRow("country")) { try form.value(of: .country) }
    }

    @Test func validatingTheWholeFormReturnsEveryFailureAndTheFirstInvalidRow() throws {
        let form = try signUpForm()
        try form.setValue(.text("ada@example.com"), for: .email)
        try form.setValue(.text("short"), for: .password)
        try form.setValue(.text("other"), for: .confirmation)
        let result = form.validate()
        #expect(!result.isValid)
        #expect(result.failures.map(\.tag) == [.password, .confirmation])
        #expect(result.firstInvalidTag == .password)
        #expect(form.findRow(tag: .confirmation)?.errorMessage == "Passwords differ")
    }

    @Test func theConfirmationRevalidatesWhenThePasswordChanges() throws {
        let form = try signUpForm()
        form.validationMode = .onChange
        try form.edit(.password, to: .text("correct horse"))
        try form.edit(.confirmation, to: .text("correct horse"))
        #expect(form.findRow(tag: .confirmation)?.errorMessage == nil)
        try form.edit(.password, to: .text("battery staple"))
        #expect(form.findRow(tag: .confirmation)?.errorMessage == "Passwords differ")
    }

    @Test func sectionsAndRowsAreInsertedAndRemovedAtRunTime() throws {
        let form = try signUpForm()
        // A "two-factor" toggle adds a row, and an "address" toggle a whole section.
        try form.insert(Row(tag: .addressLine(0), label: "2FA code"), inSection: "account", at: 3)
        try form.insertSection(key: "address", header: "Address", at: 1)
        try form.insert(Row(tag: .addressLine(1)), inSection: "address", at: 0)
        #expect(form.sections.map(\.key) == ["account", "address", "about"])
        #expect(form.rows.count == 7)
        try form.removeSection(key: "address")
        try form.remove(tag: .addressLine(0))
        #expect(form.rows.map(\.tag) == [.email, .password, .confirmation, .birthDate, .newsletter])
        #expect(form.findRow(tag: .addressLine(1)) == nil)
        #expect(throws: FormError.missingSection("address")) { try form.removeSection(key: "address") }
        #expect(throws: FormError.indexOutOfRange(9)) { try form.remove(at: 9) }
    }

    @Test func hiddenRowsAreNotValidated() throws {
        let form = try signUpForm()
        try form.setValue(.text("ada@example.com"), for: .email)
        try form.setValue(.text("long enough"), for: .password)
        try form.setValue(.text("long enough"), for: .confirmation)
        try form.setHidden(true, for: .email)
        try form.setValue(.text(""), for: .email)
        #expect(form.validate().isValid)
    }

    @Test func resetRestoresInitialValuesAndClearsErrors() throws {
        let form = try signUpForm()
        try form.edit(.email, to: .text("nope"))
        form.validate()
        form.focus(.email)
        form.reset()
        #expect(try form.value(of: .email) == .text(""))
        #expect(form.findRow(tag: .email)?.errorMessage == nil)
        #expect(form.focusedTag == nil)
    }

    @Test func helpersOfTheSameKindReconfigureAndOthersReplace() throws {
        let form = try signUpForm()
        #expect(try form.showHelper(for: .email, kind: "error") { $0.text = "Required" } == .shown)
        #expect(try form.showHelper(for: .email, kind: "error") { $0.text = "Invalid" } == .reconfigured)
        #expect(form.findRow(tag: .email)?.helper?.text == "Invalid")
        #expect(form.findRow(tag: .email)?.helper?.configurationCount == 2)
        #expect(try form.showHelper(for: .email, kind: "hint") { $0.text = "Work address" } == .replaced)
        var hidden = 0
        form.hideHelper(for: .email) { hidden += 1 }
        form.hideHelper(for: .email) { hidden += 1 }
        #expect(hidden == 2, "the callback is called even with nothing to hide")
        #expect(form.findRow(tag: .email)?.helper == nil)
    }

    @Test func rowsCanOverrideTheFormsTheme() throws {
        let form = try signUpForm()
        form.theme = .dark
        form.findRow(tag: .email)?.theme = .light
        #expect(form.theme(for: .email) == .light)
        #expect(form.theme(for: .password) == .dark)
    }

    @Test func changesAreReportedForViews() throws {
        let form = try signUpForm()
        form.validationMode = .onChange
        var changes: [FormChange<SignUpTag>] = []
        let token = form.changes.add { changes.append($0) }
        form.focus(.email)
        try form.edit(.email, to: .text("x"))
        try form.edit(.email, to: .text("x"))
        // A user's edit is checked before it is told, so the value's listeners find its error settled.
        #expect(changes == [.focus(.email), .error(.email, "Enter a valid e-mail address"), .value(.email)])
        withExtendedLifetime(token) {}
    }
}
