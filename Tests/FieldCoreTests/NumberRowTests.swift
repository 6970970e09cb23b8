import FieldCore
import Foundation
import Observation
import Testing

/// A number is a row of every form: its value is `.number`, and it takes part in what a
/// form does (rules, events, drafts, undo, reset, focus on a failed submit).
@Suite("Number rows")
@MainActor
struct NumberRowTests {
    private enum Tag: RowTag { case guests, budget, name }

    /// A booking: a name, a count of guests (whole, 1 to 12) and a budget in dollars.
    private func booking() throws -> Form<Tag> {
        let form = Form<Tag>()
        try form.add(Row(tag: .name, label: "Name"))
        try form.add(Row(tag: .guests, label: "Guests", kind: .number(format: NumberFormat(fractionDigits: 0, locale: Locale(identifier: "en_US")),
                                                                        minimum: 1, maximum: 12),
                         rules: [.required, .wholeNumber]))
        try form.add(Row(tag: .budget, label: "Budget",
                         kind: .number(format: NumberFormat(.currency("USD"), locale: Locale(identifier: "en_US")), minimum: 0)))
        return form
    }

    @Test func aNumberNoFieldShowsIsRefusedRatherThanEmptyingTheRow() throws {
        let form = try booking()
        try form.setValue(.number(250), for: .budget)
        for number in [Double.infinity, -.infinity, .nan, 1e38, -1.5e200] {
            #expect(throws: FormError.self, "\(number)") { try form.setValue(.number(number), for: .budget) }
            #expect(try form.value(of: .budget) == .number(250), "the row keeps its number")
        }
        #expect(FormError.numberOutOfReach(tag: "budget", number: 1e300).description
                == "row budget cannot show 1e+300: a number row shows at most 38 digits")
        #expect(throws: FormError.numberOutOfReach(tag: "budget", number: 9e36), "37 digits and two of cents") {
            try form.setValue(.number(9e36), for: .budget)
        }
        try form.setValue(.number(9e35), for: .budget)
        #expect(try form.value(of: .budget) == .number(9e35), "36 digits and two of cents show whole")
        try form.setValue(.number(1e-300), for: .budget)
        #expect(try form.value(of: .budget) == .number(0), "nearer zero than a Decimal holds is 0")
        let other = Form<String>()
        #expect(throws: FormError.numberOutOfReach(tag: "tip", number: .infinity), "a row declared with one is refused") {
            try other.add(Row(tag: "tip", kind: .number(), value: .number(.infinity)))
        }
    }

    @Test func aNumberRowHoldsANumberOrNothingInItsFieldsModel() throws {
        let form = try booking()
        let row = try #require(form.findRow(tag: .guests))
        guard case .number(let model) = row.valueModel else { Issue.record("a number row has a number model"); return }
        #expect(row.value == .none, "an empty number row holds no value")
        #expect(model.minimum == 1 && model.maximum == 12)
        try form.setValue(.number(40), for: .guests)
        #expect(row.value == .number(12), "a number from code is brought into range")
        #expect(model.text.text == "12")
        try form.setValue(.number(1234.5), for: .budget)
        #expect(form.values[.budget] == .number(1234.5))
        guard case .number(let budget) = try #require(form.findRow(tag: .budget)).valueModel else { return }
        #expect(budget.text.text == "1,234.50", "shown as the locale writes dollars")
        try form.setValue(.none, for: .budget)
        #expect(form.values[.budget] == FormValue.none)
        #expect(throws: FormError.self) { try form.setValue(.text("3"), for: .guests) }
        #expect(RowKind.number.isField && RowKind.number.emptyValue == .none)
    }

    @Test func typingIsTheUsersEditToldOnceAndCheckedByTheRowsRules() throws {
        let form = try booking()
        var changes: [FormChange<Tag>] = []
        let token = form.changes.add { changes.append($0) }
        guard case .number(let model) = try #require(form.findRow(tag: .guests)).valueModel else { return }
        _ = form.focus(.guests)
        model.text.edit("3")
        #expect(form.values[.guests] == .number(3))
        #expect(changes.filter { $0 == .value(.guests) }.count == 1, "one keystroke, one value event")
        #expect(form.findRow(tag: .guests)?.isDirty == true)

        let result = form.validate()
        #expect(result.isValid)
        model.text.edit("")
        #expect(!form.validate().isValid, "required: an emptied number row is refused")
        #expect(form.findRow(tag: .guests)?.errorMessage == "This field is required")
        _ = token
    }

    @Test func validatingWhileTheUserIsStillInTheRowCountsTheirTextAsDone() throws {
        let form = try booking()
        try form.setValue(.text("Ada"), for: .name)
        guard case .number(let guests) = try #require(form.findRow(tag: .guests)).valueModel,
              case .number(let budget) = try #require(form.findRow(tag: .budget)).valueModel else { return }
        _ = form.focus(.guests)
        guests.text.edit("40")
        #expect(form.findRow(tag: .guests)?.errorMessage == nil, "typing on may bring it into range")
        #expect(!form.validate().isValid, "an app's Save while focus is still in the row")
        #expect(form.findRow(tag: .guests)?.errorMessage == "Enter a number from 1 to 12")
        #expect(guests.text.text == "40", "the text stays as typed")
        guests.text.edit("4")
        #expect(form.findRow(tag: .guests)?.errorMessage == nil, "the next keystroke takes it back")
        _ = form.focus(.budget)
        budget.text.edit("1,5")
        #expect(try !form.validate(.budget), "on its way to 1,500, it is no number yet")
        #expect(form.findRow(tag: .budget)?.errorMessage == "Enter a number like $ 1,234.56")
        #expect(budget.text.text == "1,5" && form.values[.budget] == FormValue.none)
        budget.text.edit("1,500")
        #expect(form.validate().isValid)
    }

    @Test func aRowTakesNoMoreDigitsThanItsValueKeeps() throws {
        let form = try booking()
        guard case .number(let budget) = try #require(form.findRow(tag: .budget)).valueModel else { return }
        _ = form.focus(.budget)
        budget.text.edit("987,654,321,098.76")
        #expect(form.values[.budget] == .number(987_654_321_098.76), "fifteen digits are kept exactly")
        #expect(try #require(form.values[.budget]?.decimal) == Decimal(string: "987654321098.76"))
        budget.text.edit("98,765,432,109,876.54")
        #expect(form.values[.budget] == FormValue.none, "never …,876.55, the nearest a Double holds")
        #expect(budget.inputError == "Enter a number of at most 15 digits", "said as the digit is typed")
        #expect(!form.validate().isValid)
        #expect(form.findRow(tag: .budget)?.errorMessage == "Enter a number of at most 15 digits")
        #expect(budget.text.text == "98,765,432,109,876.54", "the text stays as typed")
        budget.step(by: 1)
        #expect(budget.text.text == "98,765,432,109,876.54", "never stepped over")
        let exact = NumberFieldModel(format: NumberFormat(.currency("USD"), locale: Locale(identifier: "en_US")))
        exact.maximumDigits = 38
        exact.text.edit("98,765,432,109,876.54")
        #expect(exact.value == Decimal(string: "98765432109876.54"), "an app reading the Decimal alone may take 38")
    }

    @Test func aFractionOfAGuestIsRefusedWithAWholeNumberMessage() throws {
        let form = Form<Tag>()
        try form.add(Row(tag: .guests, label: "Guests", kind: .number, rules: [.wholeNumber]))
        try form.setValue(.number(2.5), for: .guests)
        #expect(!form.validate().isValid)
        #expect(form.findRow(tag: .guests)?.errorMessage == "Enter a whole number")
        try form.setValue(.number(2), for: .guests)
        #expect(form.validate().isValid)
    }

    @Test func draftsUndoAndResetKeepTheNumber() throws {
        let form = try booking()
        try form.setValue(.number(4), for: .guests)
        let draft = form.draft(formID: "booking")
        #expect(draft.values["guests"] == .number(4))
        let restarted = try booking()
        #expect(restarted.restore(draft) == 1)
        #expect(restarted.values[.guests] == .number(4))

        let history = FormHistory(form: restarted)
        guard case .number(let model) = try #require(restarted.findRow(tag: .guests)).valueModel else { return }
        _ = restarted.focus(.guests)
        model.text.edit("6")
        _ = restarted.focus(.name)
        #expect(history.undo() == .guests)
        #expect(restarted.values[.guests] == .number(4))
        #expect(history.redo() == .guests)
        #expect(restarted.values[.guests] == .number(6))
        restarted.reset()
        #expect(restarted.values[.guests] == FormValue.none)
    }

    @Test func aFailedSubmitFocusesAnEmptyRequiredNumber() throws {
        let form = try booking()
        try form.setValue(.text("Ada"), for: .name)
        let result = form.validate()
        #expect(result.firstInvalidTag == .guests, "the empty required number is the first to fix")
        #expect(form.focus(.guests) && form.focusedTag == .guests, "and takes the focus a submit gives it")
    }
}

/// A booking model with numbers of each type.
@Observable private final class Stay {
    var guests = 2
    var nights: Int?
    var budget: Decimal = 0
    var rating = 4.5
}

@Suite("Declarative number rows")
@MainActor
struct NumberRowDeclarativeTests {
    @Test func eachSwiftNumberTypeIsEditedAsItself() throws {
        let stay = Stay()
        let editing = try ModelForm(editing: stay) {
            Section("Stay") {
                NumberRow("Guests", \.guests, minimum: 1, maximum: 12, rules: .required)
                NumberRow("Nights", \.nights, minimum: 1)
                NumberRow("Budget", \.budget, format: NumberFormat(.currency("EUR")))
                NumberRow("Rating", \.rating, format: NumberFormat(fractionDigits: 1))
            }
        }
        #expect(editing.form.values[FieldKey(\Stay.guests)] == .number(2))
        #expect(editing.form.values[FieldKey(\Stay.nights)] == FormValue.none)
        try editing.form.edit(FieldKey(\Stay.nights), to: .number(3))
        #expect(stay.nights == 3)
        try editing.form.edit(FieldKey(\Stay.budget), to: .number(0.1))
        #expect(stay.budget == Decimal(string: "0.1"), "a Decimal gets 0.1, not a binary neighbour of it")
        try editing.form.edit(FieldKey(\Stay.nights), to: .none)
        #expect(stay.nights == nil, "an emptied optional is nil")
        // An Int row writes whole numbers: a fraction typed stays as typed, no number (never
        // 25), and a fraction from code is rounded as the field shows it.
        let whole = NumberFormat(fractionDigits: 0, locale: Locale(identifier: "en_US"))
        #expect(whole.apply(replacing: 1..<1, in: "2", with: ".5").text == "2.5")
        #expect(whole.value(of: "2.5") == "")
        try editing.form.edit(FieldKey(\Stay.guests), to: .number(2.5))
        #expect(stay.guests == 3, "an Int property never takes a fraction")
        #expect(editing.form.validate().isValid)
        try editing.form.edit(FieldKey(\Stay.rating), to: .number(3))
        #expect(stay.rating == 3)
    }
}

@Suite("Suggestion rows")
@MainActor
struct SuggestionRowTests {
    private enum Tag: RowTag { case city }

    @Test func aSuggestionRowHoldsTextInTheModelItsFieldShares() throws {
        let cities = SuggestionSource.list(["Lisbon", "London", "Lyon"])
        let form = Form<Tag>()
        try form.add(Row(tag: .city, label: "City", kind: .suggestions(cities, limit: 2), rules: [.required]))
        let row = try #require(form.findRow(tag: .city))
        guard case .text(let model) = row.valueModel else { Issue.record("a suggestion row holds text"); return }
        #expect(row.kind == .suggestions(cities, limit: 2), "a source is equal to itself")
        #expect(row.kind != .suggestions(.list(["Lisbon", "London", "Lyon"]), limit: 2), "and to no other source")
        model.edit("Lis")
        #expect(form.values[.city] == .text("Lis"))
        #expect(form.draft(formID: "trip").values["city"] == .text("Lis"), "kept in drafts as any text")
    }
}
