import FieldCore
import Testing

/// The error summary above a form: what a refused submit found, shrinking as the user
/// fixes it, gone when nothing is left.
@Suite("Error summary")
struct ErrorSummaryTests {
    private func form() throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "name", label: "Name", rules: [.required]))
        try form.add(Row(tag: "email", label: "_E-mail", rules: [.required, .text(.isEmail)]))
        try form.add(Row(tag: "notes", label: "Notes"))
        try form.add(Row(tag: "code", label: "", rules: [.required]))
        return form
    }

    @Test func aRefusedSubmitListsEachErrorInTheFormsOrderNamingItsRow() throws {
        let form = try form()
        let summary = ErrorSummary(form: form)
        #expect(!summary.isShown, "nothing shows before a submit")
        try form.setValue(.text("ada@"), for: "email")
        summary.show(form.validate())
        #expect(summary.items.map(\.text) == ["Name: This field is required", "E-mail: Enter a valid e-mail address",
                                              "This field is required"], "a row with no label says its message alone")
        #expect(summary.items.map(\.tag) == ["name", "email", "code"])
        #expect(summary.heading == "There is a problem with 3 fields")
        #expect(summary.items.map(\.shownText) == ["\u{200E}\u{2068}Name\u{2069}: This field is required",
                                                  "\u{200E}\u{2068}E-mail\u{2069}: Enter a valid e-mail address",
                                                  "\u{200E}This field is required"],
                "shown, the label is set apart and the message's direction marked, so the line reads as its message does")
        #expect(TextDirection(ofFirstLetterIn: "זהו שדה חובה") == .rightToLeft && TextDirection(ofFirstLetterIn: "12 مرحبا") == .rightToLeft)
        #expect(TextDirection(ofFirstLetterIn: "Name") == .leftToRight && TextDirection(ofFirstLetterIn: "12 : 30") == nil)
    }

    @Test func itShrinksAsRowsAreFixedFollowsNewMessagesAndGoesWhenNoneIsLeft() throws {
        let form = try form()
        let summary = ErrorSummary(form: form)
        var told = 0
        let token = summary.changes.add { told += 1 }
        summary.show(form.validate())
        #expect(told == 1)
        try form.edit("email", to: .text("ada@"))
        #expect(summary.items.first { $0.tag == "email" }?.message == "Enter a valid e-mail address",
                "a row's new message replaces its old one")
        #expect(told == 2)
        try form.edit("name", to: .text("Ada"))
        try form.edit("code", to: .text("1234"))
        #expect(summary.items.map(\.tag) == ["email"])
        #expect(summary.heading == "There is a problem with 1 field")
        try form.setValue(.text(""), for: "notes")
        #expect(told == 4, "a change that fixes nothing listed tells nothing")
        try form.edit("email", to: .text("ada@example.com"))
        #expect(!summary.isShown, "it goes once every listed row is fixed")
        #expect(told == 5)
        _ = token
    }

    @Test func aRowThatFallsIntoErrorLaterWaitsForTheNextSubmit() throws {
        let form = try form()
        try form.setValue(.text("Ada"), for: "name")
        try form.setValue(.text("1234"), for: "code")
        let summary = ErrorSummary(form: form)
        summary.show(form.validate())
        #expect(summary.items.map(\.tag) == ["email"])
        try form.edit("name", to: .text(""))
        _ = form.validate()
        #expect(summary.items.map(\.tag) == ["email"], "the list never grows under the user's eyes")
        summary.show(form.validate())
        #expect(summary.items.map(\.tag) == ["name", "email"])
        try form.setHidden(true, for: "name")
        #expect(summary.items.map(\.tag) == ["email"], "a hidden row leaves the list")
        summary.hide()
        #expect(summary.items.isEmpty)
    }

    @Test func aSummaryOfFieldsListsThoseInErrorAndFollowsThem() {
        let name = FieldModel(label: "_Name")
        let city = FieldModel(label: "City")
        let street = FieldModel(label: "Street")
        let summary = ErrorSummary(fields: [name, street, city])
        #expect(summary.form == nil)
        name.setError(withText: "This field is required")
        city.setError(withText: "Enter a city")
        #expect(!summary.isShown, "nothing shows until it is asked to")
        var told = 0
        let token = summary.changes.add { told += 1 }
        summary.showCurrentErrors()
        #expect(summary.items.map(\.text) == ["Name: This field is required", "City: Enter a city"])
        #expect(summary.items.map(\.tag) == [0, 2], "a field's tag is its place in the list")
        street.setError(withText: "Enter a street")
        #expect(summary.items.count == 2, "the list never grows under the user's eyes")
        city.setError(withText: "Enter a city in France")
        #expect(summary.items.last?.message == "Enter a city in France")
        name.removeErrorUI()
        city.removeErrorUI()
        #expect(!summary.isShown)
        #expect(told == 4, "shown, a new message, and each fix")
        _ = token
    }
}
