import FieldCore
import Testing

@Suite("Text fields")
struct TextFieldModelTests {
    @Test func theCurrencySignShowsOnlyWhileTheLabelFloats() {
        let price = TextFieldModel(label: "Price")
        price.isMonetary = true
        (price.currencySymbol, price.currencyPrecedesText) = ("$", true)
        #expect(price.prefixText == nil, "an empty resting field shows only its label")
        price.field.focus()
        #expect(price.prefixText == "$")
        price.edit("12")
        price.field.blur()
        #expect(price.prefixText == "$")
    }

    @Test func aSignTheRegionWritesAfterTheAmountIsShownAfterTheText() {
        let price = TextFieldModel(label: "Preis")
        price.isMonetary = true
        (price.currencySymbol, price.currencyPrecedesText) = ("€", false)
        price.unit = "pro Nacht"
        #expect(price.suffixText == "pro Nacht", "resting, the unit alone")
        price.edit("12,50")
        #expect(price.prefixText == nil)
        #expect(price.suffixText == "€ pro Nacht", "the sign after the amount, before the unit")
    }

    @Test func theUnitIsAlwaysShown() {
        let weight = TextFieldModel(label: "Weight")
        weight.unit = "kg"
        #expect(weight.suffixText == "kg")
        weight.field.focus()
        #expect(weight.suffixText == "kg")
    }

    @Test func multiLineFieldsHaveNoUnitOrCurrency() {
        let notes = TextFieldModel(label: "Notes", multiline: true)
        notes.unit = "kg"
        notes.isMonetary = true
        #expect(notes.suffixText == nil)
        #expect(notes.prefixText == nil)
    }

    @Test func settingTextFromCodeIsNotAUserEdit() {
        let name = TextFieldModel(label: "Name")
        name.field.errorClearing = .onNextEdit
        name.field.setError(withText: "Taken")
        name.text = "Ada"
        #expect(name.field.hasError, "code changing the text does not clear an error")
        name.edit("Ada L")
        #expect(!name.field.hasError)
    }

    @Test func textChangesAreReportedOncePerChange() {
        let name = TextFieldModel(label: "Name")
        var seen: [String] = []
        let token = name.textChanges.add { seen.append($0) }
        name.edit("A")
        name.edit("A")
        name.edit("Ad")
        #expect(seen == ["A", "Ad"])
        withExtendedLifetime(token) {}
    }
}
