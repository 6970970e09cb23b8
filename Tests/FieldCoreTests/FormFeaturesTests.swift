import FieldCore
import Foundation
import Testing

/// What users of the best form libraries expect: warnings, debounced checks, form state,
/// masks and filters, rules across rows, translations and errors from a server.
@Suite("Form features")
struct FormFeaturesTests {
    private enum Tag: RowTag { case password, phone, email, start, end, code }

    @Test func aWarningShowsButDoesNotBlock() throws {
        let form = Form<Tag>()
        let common = ValidationRule<String>("This password is common") { $0 != "password1" }.asWarning()
        try form.add(Row(tag: .password, label: "Password", value: .text("password1"),
                         rules: [.text(.minLength(8)), .text(common)]))
        let result = form.validate()
        #expect(result.isValid, "a warning alone keeps the form valid")
        #expect(result.warnings.map(\.message) == ["This password is common"])
        let row = try #require(form.findRow(tag: .password))
        #expect(row.field.warningText == "This password is common")
        #expect(row.field.snapshot.isWarning)
        #expect(row.field.snapshot.supportingText == "This password is common")
        #expect(row.field.snapshot.state != .error)
        try form.setValue(.text("pass"), for: .password)
        form.validate()
        #expect(row.field.snapshot.supportingText == "Use at least 8 characters", "an error shows instead of the warning")
        #expect(!row.field.snapshot.isWarning)
        #expect(Validation.validate("password1", [common]), "Validation counts errors only")
        #expect(Validation.warning("password1", [common]) == "This password is common")
    }

    @Test func formStateTracksDirtyTouchedAndSubmits() throws {
        let form = Form<Tag>()
        try form.add(Row(tag: .email, label: "E-mail"))
        try form.add(Row(tag: .phone, label: "Phone", value: .text("555")))
        #expect(!form.hasUnsavedChanges)
        try form.edit(.email, to: .text("ada@example.com"))
        #expect(form.dirtyTags == [.email])
        #expect(form.hasUnsavedChanges)
        form.focus(.email)
        form.blur(.email)
        #expect(form.touchedTags == [.email])
        try form.edit(.phone, to: .text("555"))
        #expect(form.dirtyTags == [.email], "back to its initial value: not dirty")
        form.noteSubmitAttempt()
        form.noteSubmitAttempt()
        #expect(form.submitCount == 2)
        form.markSaved()
        #expect(!form.hasUnsavedChanges, "saved values are the new initial values")
        try form.edit(.email, to: .text("x"))
        form.reset()
        #expect(try form.value(of: .email) == .text("ada@example.com"), "reset restores the saved value")
        #expect(form.touchedTags.isEmpty)
    }

    @Test func rulesAcrossRowsShowOnTheNamedRowAndFollowEveryRowTheyRead() throws {
        let form = Form<Tag>()
        try form.add(Row(tag: .start, kind: .date))
        try form.add(Row(tag: .end, kind: .date))
        try form.add(Row(tag: .phone))
        try form.add(Row(tag: .email))
        try form.addRule(.dateOrder(start: .start, end: .end))
        try form.addRule(.atLeastOne(of: [.phone, .email], showOn: .email))
        #expect(throws: FormError.missingRow("code")) { try form.addRule(.atLeastOne(of: [.code], showOn: .email)) }
        let day = Date(timeIntervalSince1970: 86_400 * 400)
        try form.setValue(.date(day), for: .start)
        try form.setValue(.date(day.addingTimeInterval(-86_400)), for: .end)
        let result = form.validate()
        #expect(result.failures.map(\.tag) == [.end, .email])
        #expect(result.failures.first?.message == "The end must follow the start")
        try form.edit(.phone, to: .text("555 0100"))
        #expect(form.findRow(tag: .email)?.errorMessage == nil, "a change of a row the rule reads re-checks the row it shows on")
        try form.edit(.start, to: .date(day.addingTimeInterval(-2 * 86_400)))
        #expect(form.findRow(tag: .end)?.errorMessage == nil)
        try form.remove(tag: .phone)
        #expect(form.crossFieldRules.count == 1, "a rule reading a removed row goes with it")
    }

    @Test func errorsFromAServerShowAtOnceAndClearWhenTheUserEdits() throws {
        let form = Form<Tag>()
        try form.add(Row(tag: .email, label: "E-mail", value: .text("ada@example.com"), rules: [.required]))
        try form.add(Row(tag: .phone, label: "Phone", value: .text("555")))
        #expect(throws: FormError.missingRow("code")) { try form.setErrors([.email: "Taken", .code: "No"]) }
        #expect(form.findRow(tag: .email)?.errorMessage == nil, "nothing changes on a bad tag")
        try form.setErrors([.email: "This address is already registered", .phone: "Not a reachable number"])
        #expect(form.findRow(tag: .email)?.errorMessage == "This address is already registered")
        #expect(form.validate().failures.count == 2, "validate keeps them")
        try form.edit(.email, to: .text("ada@lovelace.example"))
        #expect(form.findRow(tag: .email)?.errorMessage == nil, "the user's edit clears it")
        #expect(form.findRow(tag: .phone)?.errorMessage == "Not a reachable number", "the others stay")
    }

    @Test func theMessagesSpeakGerman() throws {
        // Per task, so the other tests, running in parallel, keep English.
        Translations.$languageForTask.withValue("de_DE.UTF-8") {
            #expect(ValidationRule<String>.required.message == "Dieses Feld ist erforderlich")
            #expect(ValidationRule<String>.minLength(8).message == "Verwenden Sie mindestens 8 Zeichen")
            #expect(PickerModel().manualEntryOptionName == "Manuelle Eingabe")
            #expect(Translations.string("Done") == "Fertig")
        }
        Translations.$languageForTask.withValue("fr") {
            #expect(ValidationRule<String>.required.message == "Ce champ est obligatoire")
        }
        Translations.$languageForTask.withValue("xx") {
            #expect(ValidationRule<String>.required.message == "This field is required", "no catalogue: English, never a key")
        }
    }
}

@Suite("Masks and filters")
struct InputMaskTests {
    /// Types `text` one character at a time at the caret, as a user would.
    private func type(_ text: String, with formatter: some TextFormatter, into start: (String, Int) = ("", 0)) -> (String, Int) {
        var (shown, caret) = start
        for character in text {
            (shown, caret) = formatter.apply(replacing: caret..<caret, in: shown, with: String(character))
        }
        return (shown, caret)
    }

    @Test func aPhoneNumberGroupsAsItIsTypedWithTheCaretAfterTheLastDigit() {
        let (shown, caret) = type("5551234567", with: InputMask.phone)
        #expect(shown == "(555) 123-4567")
        #expect(caret == shown.count)
        #expect(InputMask.phone.value(of: shown) == "5551234567")
        #expect(type("555", with: InputMask.phone) == ("(555", 4))
        #expect(type("5554", with: InputMask.phone) == ("(555) 4", 7))
        #expect(type("5a5-5", with: InputMask.phone).0 == "(555", "other characters are dropped")
    }

    @Test func pastingDeletingAndBackspacingOverALiteral() {
        let mask = InputMask.phone
        #expect(mask.apply(replacing: 0..<0, in: "", with: "(555) 123 4567 99") == ("(555) 123-4567", 14), "a paste is laid out and cut")
        // Backspace after "(555) " deletes the 5 before the literals.
        let (afterBackspace, caret) = mask.apply(replacing: 5..<6, in: "(555) 123-4567", with: "")
        #expect(afterBackspace == "(551) 234-567")
        #expect(caret == 3)
        // Deleting a digit in the middle closes the gap and keeps the caret there.
        #expect(mask.apply(replacing: 6..<7, in: "(555) 123-4567", with: "") == ("(555) 234-567", 6))
        #expect(mask.display("5551234567") == "(555) 123-4567")
        #expect(InputMask.cardNumber.display("4242424242424242") == "4242 4242 4242 4242")
    }

    @Test func filtersKeepOrChangeEachCharacter() {
        #expect(type("a1b2 3", with: InputFilter.digits) == ("123", 3))
        #expect(type("ab-1ß", with: InputFilter.uppercase).0 == "AB-1ß", "ß has no one-letter upper case: kept")
        #expect(InputFilter.code.apply(replacing: 1..<1, in: "AB", with: "x-9") == ("AX9B", 3))
    }

    @Test func aMaskedRowGivesTheFormItsDigits() throws {
        let form = Form<String>()
        try form.add(Row(tag: "phone", kind: .entry(purpose: .phone, mask: .phone)))
        try form.setValue(.text("5551234567"), for: "phone")
        guard case .text(let model)? = form.findRow(tag: "phone")?.valueModel else { Issue.record("a text row"); return }
        #expect(model.text == "(555) 123-4567", "the field shows it grouped")
        #expect(try form.value(of: "phone") == .text("5551234567"), "the form sees the digits")
    }
}

@Suite("Debounced checks")
struct DebouncedCheckTests {
    @MainActor @Test func aDebouncedCheckRunsOnceTheTypingStops() async {
        let check = AsyncValidation<String>(debounce: .milliseconds(60)) { name in name == "taken" ? "Taken" : nil }
        for prefix in ["t", "ta", "tak", "take", "taken"] { check.validate(prefix) }
        #expect(check.state == .checking, "checking from the first keystroke, so a submit waits")
        await check.settle()
        #expect(check.checksStarted == 1, "one check for five keystrokes")
        #expect(check.state == .invalid("Taken"))
        let immediate = AsyncValidation<String> { _ in nil }
        immediate.validate("a")
        await immediate.settle()
        #expect(immediate.checksStarted == 1)
        #expect(immediate.state == .valid)
    }
}
