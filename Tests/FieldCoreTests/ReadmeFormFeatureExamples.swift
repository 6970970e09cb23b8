import DocumentationExamples
import FieldCore
import Foundation
import Testing

/// The README's form-feature examples that need no display, compiled and run here.
enum BookingTag: RowTag { case name, email, phone, password, checkIn, checkOut, adults, children }

// README-EXAMPLE-BEGIN warnings
func passwordRow() -> Row<BookingTag> {
    let common = ValidationRule<String>("This password is common") { !["password1", "qwerty123"].contains($0) }
    return Row(tag: .password, label: "Password", rules: [.text(.minLength(8)), .text(common.asWarning())])
}
// form.validate().isValid stays true with only warnings; .warnings lists them apart.
// README-EXAMPLE-END

// README-EXAMPLE-BEGIN form-state
func closeWindow(of form: Form<BookingTag>, ask: () -> Bool) -> Bool {
    guard form.hasUnsavedChanges else { return true }   // dirtyTags, touchedTags, submitCount too
    return ask()                                        // "Discard unsaved changes?"
}
// After a successful save: form.markSaved() makes the saved values the new baseline.
// README-EXAMPLE-END

// README-EXAMPLE-BEGIN masks
func contactRows() -> [Row<BookingTag>] {
    [Row(tag: .phone, label: "Phone", kind: .entry(purpose: .phone, mask: .phone)),   // (555) 123-4567
     Row(tag: .name, label: "Booking code", kind: .entry(mask: InputMask("AA-####")))] // the form sees "AB1234"
}
// README-EXAMPLE-END

// README-EXAMPLE-BEGIN cross-field
func addStayRules(to form: Form<BookingTag>) throws {
    try form.addRule(.dateOrder(start: .checkIn, end: .checkOut))             // shown on check-out
    try form.addRule(.atLeastOne(of: [.phone, .email], showOn: .email))
    try form.addRule(CrossFieldRule(reading: [.adults, .children], showOn: .children,
                                    message: "At most 6 guests") { values in
        let count = { (tag: BookingTag) in Int(values[tag]?.text ?? "") ?? 0 }
        return count(.adults) + count(.children) <= 6
    })
}
// README-EXAMPLE-END

// README-EXAMPLE-BEGIN server-errors
func showServerAnswer(_ answer: [BookingTag: String], in form: Form<BookingTag>) throws {
    try form.setErrors(answer)   // [.email: "Already registered"]: each clears when its row is edited
}
// README-EXAMPLE-END

// README-EXAMPLE-BEGIN translations
func useGerman() {
    Translations.language = "de"   // nil follows LANGUAGE / LC_ALL / LC_MESSAGES / LANG
    // ValidationRule<String>.required.message is now "Dieses Feld ist erforderlich".
}
// README-EXAMPLE-END

@Suite("README: form-feature examples")
struct ReadmeFormFeatureExampleTests {
    @Test func theExamplesRun() throws {
        let form = Form<BookingTag>()
        try form.add(passwordRow())
        for row in contactRows() { try form.add(row) }
        for tag in [BookingTag.email, .checkIn, .checkOut, .adults, .children] { try form.add(Row(tag: tag)) }
        try form.setValue(.text("qwerty123"), for: .password)
        #expect(form.validate().warnings.map(\.tag) == [.password])
        try addStayRules(to: form)
        try form.setValue(.text("5"), for: .adults)
        try form.setValue(.text("2"), for: .children)
        #expect(form.validate().failures.map(\.message).contains("At most 6 guests"))
        try form.setValue(.text("5551234567"), for: .phone)
        #expect(closeWindow(of: form) { false } == false)
        try showServerAnswer([.email: "Already registered"], in: form)
        #expect(form.findRow(tag: .email)?.errorMessage == "Already registered")
        // useGerman() sets the language for the whole process; this test keeps to its task.
        Translations.$languageForTask.withValue("de") {
            #expect(ValidationRule<String>.required.message == "Dieses Feld ist erforderlich")
        }
    }

    @Test func theReadmeShowsEachExampleWordForWord() throws {
        try ReadmeExamples.expectInReadme(from: #filePath)
    }
}

/// Checks that every README example block of a test source is in README.md, word for
/// word. (The GTK tests have the same check in GtkTestSupport, which this headless target
/// cannot link.)
enum ReadmeExamples {
    static func expectInReadme(from path: String) throws {
        let (examples, missing) = try DocumentationExamples.ReadmeExamples.check(sourceFile: path)
        #expect(examples > 0)
        #expect(missing == [], "README.md or a DocC article must show these word for word")
    }
}
