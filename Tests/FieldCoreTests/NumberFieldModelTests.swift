import FieldCore
import Foundation
import PropertyBased
import Testing

@Suite("Number fields")
struct NumberFieldModelTests {
    let english = Locale(identifier: "en_US")
    let german = Locale(identifier: "de_DE")
    let french = Locale(identifier: "fr_FR")

    /// Types `keys` one at a time at the caret, as GTK hands them to the formatter.
    private func type(_ keys: String, into text: String = "", at caret: Int? = nil, _ format: NumberFormat)
        -> (text: String, caret: Int) {
        var state = (text: text, caret: caret ?? text.count)
        for key in keys { state = format.apply(replacing: state.caret..<state.caret, in: state.text, with: String(key)) }
        return state
    }

    @Test func digitsAreGroupedAsTheLocaleGroupsThem() {
        #expect(type("1234567.25", NumberFormat(locale: english)).text == "1,234,567.25")
        #expect(type("1234567,25", NumberFormat(locale: german)).text == "1.234.567,25")
        #expect(type("1234567,25", NumberFormat(locale: french)).text == "1\u{202F}234\u{202F}567,25")
    }

    @Test func theCaretStaysAfterWhatWasTyped() {
        let format = NumberFormat(locale: english)
        // "1,234" with the caret after the 1: typing 9 regroups to "19,234", caret after the 9.
        let typed = format.apply(replacing: 1..<1, in: "1,234", with: "9")
        #expect(typed.text == "19,234")
        #expect(typed.caret == 2)
        // Deleting the 9 again: "1,234", caret after the 1.
        let deleted = format.apply(replacing: 1..<2, in: "19,234", with: "")
        #expect(deleted.text == "1,234")
        #expect(deleted.caret == 1)
    }

    @Test func textThatIsNotANumberStaysAsTyped() {
        let format = NumberFormat(fractionDigits: 2, locale: english)
        #expect(type("12x", format).text == "12x", "a letter")
        #expect(type("1.255", format).text == "1.255", "a fraction digit past the format's")
        #expect(type("1..", format).text == "1..", "a second decimal separator")
        #expect(type("1-", format).text == "1-", "a minus sign after a digit")
        for text in ["12x", "1.255", "1..", "1-"] {
            #expect(format.reading(of: text) == .unreadable, "\(text)")
            #expect(format.value(of: text) == "", "\(text) is no number, never the digits in it")
        }
        // Deleting what was wrong lays the number out again.
        #expect(format.apply(replacing: 4..<5, in: "1234x", with: "").text == "1,234")
    }

    @Test func typingInTheMiddleKeepsTheUsersDigits() {
        let format = NumberFormat(fractionDigits: 2, locale: english)
        // "1.25" with the caret after the point: a third fraction digit is kept, as text.
        let edit = format.apply(replacing: 2..<2, in: "1.25", with: "9")
        #expect(edit.text == "1.925")
        #expect(edit.caret == 3)
        #expect(format.apply(replacing: 0..<0, in: "-12", with: "5").text == "5-12")
        // The field's own grouping stays where it was when the text stops being a number.
        #expect(format.apply(replacing: 5..<5, in: "1,234", with: "x").text == "1,234x")
    }

    @Test func aGroupingSeparatorIsReadWhereItEndsAGroup() {
        let format = NumberFormat(locale: english)
        #expect(format.apply(replacing: 0..<0, in: "", with: "1,234.5").text == "1,234.5")
        #expect(format.apply(replacing: 0..<0, in: "", with: "1 234 567").text == "1,234,567")
        #expect(type("1,234", format).text == "1,234")
        #expect(format.reading(of: "1,5") == .incomplete, "on its way to 1,500: an error once the user is done")
        #expect(format.reading(of: "1,2345") == .unreadable)
        #expect(format.reading(of: ",5") == .unreadable)
        #expect(format.reading(of: "1,234.5,6") == .unreadable)
        let swiss = NumberFormat(locale: Locale(identifier: "de_CH"))
        #expect(swiss.reading(of: "1'234.5") == .number("1234.5"), "the apostrophe a keyboard types")
        #expect(swiss.reading(of: "1\u{2019}234.5") == .number("1234.5"), "the one the locale writes")
        #expect(swiss.reading(of: "1,5") == .incomplete, "one and a half, or on its way to 1,500.25: none, and an error once done")
        #expect(swiss.reading(of: "1,500.25") == .number("1500.25"))
    }

    @Test func theFormatsOwnSignIsReadAtEitherEnd() {
        let euros = NumberFormat(.currency("EUR"), locale: german)
        #expect(euros.apply(replacing: 0..<0, in: "", with: "12,50 €").text == "12,50")
        #expect(euros.apply(replacing: 0..<0, in: "", with: "€ 12,50").text == "12,50")
        #expect(euros.reading(of: "12,50 $") == .unreadable, "another currency's sign is not this one")
        let dollars = NumberFormat(.currency("USD"), locale: english)
        #expect(dollars.apply(replacing: 0..<0, in: "", with: "$1,234.50").text == "1,234.50")
        #expect(NumberFormat(.percent, locale: english).reading(of: "25 %") == .number("25"))
    }

    @Test func anotherCurrencyKnownByTheRegionsOwnSignIsWrittenWithItsCode() {
        let mexico = Locale(identifier: "es_MX")
        #expect(NumberFormat(.currency("MXN"), locale: mexico).prefix == "$", "the region's own")
        let dollars = NumberFormat(.currency("USD"), locale: mexico)
        #expect(dollars.prefix == "USD" && dollars.reading(of: "$12.50") == .unreadable, "never pesos taken for dollars")
        #expect(dollars.reading(of: "USD 12.50") == .number("12.50"))
        #expect(NumberFormat(.currency("CAD"), locale: english).prefix == "CAD")
        #expect(NumberFormat(.currency("NOK"), locale: Locale(identifier: "sv_SE")).suffix == "NOK")
        #expect(NumberFormat(.currency("CNY"), locale: Locale(identifier: "ja_JP")).prefix == "CNY", "¥ beside the yen's ￥")
        #expect(NumberFormat(.currency("USD"), locale: german).suffix == "$", "a sign no other currency of the region has")
    }

    @Test func anAmountTakesTheSignsItsCurrencyIsWrittenWithEveryDay() {
        let japan = Locale(identifier: "ja_JP")
        let yen = NumberFormat(.currency("JPY"), locale: japan)
        for text in ["¥1,234", "￥1,234", "1,234円", "1,234 円"] { #expect(yen.reading(of: text) == .number("1234"), "\(text)") }
        #expect(NumberFormat(.currency("CNY"), locale: japan).reading(of: "¥12") == .unreadable, "the yen's sign in Japan")
        #expect(NumberFormat(.currency("CNY"), locale: japan).reading(of: "12元") == .number("12"))
        #expect(NumberFormat(.currency("KRW"), locale: Locale(identifier: "ko_KR")).reading(of: "1,234원") == .number("1234"))
        #expect(NumberFormat(.currency("TRY"), locale: Locale(identifier: "tr_TR")).reading(of: "1.234,50 TL") == .number("1234.50"))
        #expect(NumberFormat(.currency("INR"), locale: Locale(identifier: "en_IN")).reading(of: "Rs. 1,234.50") == .number("1234.50"))
        #expect(NumberFormat(.currency("UAH"), locale: Locale(identifier: "uk_UA")).reading(of: "1 234,50 грн") == .number("1234.50"))
    }

    @Test func anAmountsSignsStandWhereItsLocaleWritesThem() {
        let dollars = NumberFormat(.currency("USD"), locale: english)
        #expect(dollars.reading(of: "-$1,234.50") == .number("-1234.50"), "the minus before the sign, as en_US writes it")
        #expect(dollars.reading(of: "USD 1,234.50") == .number("1234.50"), "the ISO code for the sign")
        #expect(dollars.reading(of: "(1,234.50)") == .number("-1234.50"), "an accountant's parentheses")
        #expect(dollars.reading(of: "1,234.50-") == .number("-1234.50"))
        for pasted in ["-$1,234.50", "(1,234.50)", "1,234.50-"] {
            let shown = dollars.apply(replacing: 0..<0, in: "", with: pasted)
            #expect(shown.text == "-1,234.50" && shown.caret == 9, "\(pasted): \(shown)")
        }
        // Pasted before digits already there: the caret after what was pasted, the sign's dot
        // being no decimal separator (Panama's `B/.`).
        let balboas = NumberFormat(.currency("PAB"), locale: Locale(identifier: "es_PA"))
        let pasted = balboas.apply(replacing: 0..<0, in: "34", with: "-B/. 12")
        #expect(pasted.text == "-1,234" && pasted.caret == 4, "\(pasted)")
        let swiss = NumberFormat(.currency("CHF"), locale: Locale(identifier: "de_CH"))
        #expect(swiss.reading(of: "CHF- 1’234.50") == .number("-1234.50"))
        #expect(swiss.reading(of: " 1’234.50") == .number("1234.50"), "strfmon's space where a sign would be")
        let shekels = NumberFormat(.currency("ILS"), locale: Locale(identifier: "he_IL"))
        #expect(shekels.reading(of: "₪ 1,234.50-") == .number("-1234.50"))
        let euros = NumberFormat(.currency("EUR"), locale: german)
        #expect(euros.reading(of: "-1.234,50 eur") == .number("-1234.50"))
        // Signs that say two things, or another currency's, are no amount.
        for text in ["--12", "-(12)", "(12", "12)", "+-12", "$12 $", "€ 12 EUR", "12,50 USD", "12 €-€"] {
            #expect(euros.reading(of: text) == .unreadable, "\(text)")
        }
        // A dash after the decimal separator is a whole amount's, as prices are written in
        // German, Dutch, Nordic, Czech and Swiss shops: never a minus sign.
        for (text, locale, code) in [("1.234,- €", german, "EUR"), ("12,-", german, "EUR"), ("€ 1.234,–", german, "EUR"),
                                     ("CHF 12.--", Locale(identifier: "de_CH"), "CHF"), ("1 234,- kr", Locale(identifier: "sv_SE"), "SEK")] {
            let amount = NumberFormat(.currency(code), locale: locale)
            #expect(amount.reading(of: text) == .number(text.contains("234") ? "1234." : "12."), "\(text)")
        }
        #expect(euros.reading(of: "-12,-") == .number("-12."), "a minus before it still counts")
        #expect(euros.apply(replacing: 3..<3, in: "12,", with: "-").text == "12,-", "the dash typed stays on screen")
        let typedEuros = NumberFieldModel(format: euros)
        typedEuros.text.edit("12,-")
        #expect(typedEuros.value == 12 && typedEuros.commit() && typedEuros.text.text == "12,00")
        #expect(euros.reading(of: "12,50-") == .number("-12.50"), "after the fraction's digits, a minus")
        #expect(shekels.reading(of: "₪ 1,234.-") == .number("1234."), "where a trailing minus is the sign, too")
        #expect(NumberFormat(locale: german).reading(of: "12,-") == .unreadable, "money's mark, not a plain number's")
        // A plain number's minus stands before it, as printf writes it.
        #expect(NumberFormat(locale: german).reading(of: "1.234,50-") == .unreadable)
        #expect(NumberFormat(locale: english).reading(of: "(12)") == .unreadable)
    }

    @Test func aDotAfterASignsLettersIsNeitherTheSignsNorTheFractionsForSure() {
        // Saudi Arabia's riyal is ر.س, also written ر.س. (as CLDR writes it): the dot after
        // the sign's letters ends the sign before a space, and could as well start the
        // fraction before a digit, so ر.س.5 is neither 5 nor 0.5 for sure.
        let riyals = NumberFormat(.currency("SAR"), locale: Locale(identifier: "ar_SA"))
        #expect(riyals.reading(of: "ر.س.5") == .unreadable)
        #expect(riyals.reading(of: "ر.س. 5") == .number("5"))
        #expect(riyals.reading(of: "5 ر.س.") == .number("5"))
        #expect(riyals.reading(of: "5.50 ر.س") == .number("5.50"))
        #expect(riyals.reading(of: "-ر.س. 5") == .number("-5"))
        #expect(NumberFormat(.currency("USD"), locale: english).reading(of: "USD.5") == .unreadable)
        #expect(NumberFormat(.currency("USD"), locale: english).reading(of: "$.50") == .number(".50"), "a symbol is no abbreviation")
    }

    @Test func anExampleInTheFormatsOwnWay() {
        #expect(NumberFormat(locale: german).example == "1.234,5")
        #expect(NumberFormat(fractionDigits: 0, locale: english).example == "1,234")
        #expect(NumberFormat(.currency("EUR"), locale: german).example == "1.234,56 €")
        #expect(NumberFormat(.currency("USD"), locale: english).example == "$ 1,234.56")
        #expect(NumberFormat(.percent, locale: french).example == "12 %")
    }

    @Test func aFormSeesTheNumberTheSameInEveryLocale() {
        let german = NumberFormat(locale: german)
        #expect(german.value(of: "-1.234,5") == "-1234.5")
        #expect(german.display("-1234.5") == "-1.234,5")
        #expect(german.number(fromValue: "-1234.5") == Decimal(string: "-1234.5"))
        #expect(german.number(fromValue: "-") == nil)
    }

    @Test func currencyTakesTheLocalesSignPlaceAndDigits() {
        let dollars = NumberFormat(.currency("USD"), locale: english)
        #expect(dollars.prefix == "$")
        #expect(dollars.suffix == nil)
        #expect(dollars.fractionDigits == 2)
        #expect(dollars.string(from: 1234.5) == "1,234.50")
        let euros = NumberFormat(.currency("EUR"), locale: german)
        #expect(euros.prefix == nil)
        #expect(euros.suffix == "€")
        #expect(euros.string(from: 1234.5) == "1.234,50")
        let yen = NumberFormat(.currency("JPY"), locale: english)
        #expect(yen.fractionDigits == 0)
        #expect(yen.apply(replacing: 3..<3, in: "100", with: ".").text == "100.", "no yen has a fraction")
        #expect(yen.reading(of: "100.") == .unreadable)
    }

    @Test func percentAndUnitsShowTheirSignAfterTheNumber() {
        #expect(NumberFormat(.percent, locale: german).suffix == "%")
        #expect(NumberFormat(.percent, locale: english).fractionDigits == 0)
        let weight = NumberFormat(.unit("kg"), fractionDigits: 1, locale: german)
        #expect(weight.suffix == "kg")
        #expect(weight.string(from: Decimal(string: "72.25")!) == "72,3" || weight.string(from: Decimal(string: "72.25")!) == "72,2")
    }

    @Test func otherScriptsDigitsAreReadAndShownAsTheCLibraryWritesThem() {
        let egyptian = NumberFormat(locale: Locale(identifier: "ar_EG"))
        let shown = egyptian.string(from: 1234)
        #expect(shown == "1,234", "GTK's spin button and printf write ASCII digits in ar_EG too")
        #expect(egyptian.value(of: "١٬٢٣٤") == "1234")
        #expect(type("12", NumberFormat(locale: english)).text == type("١٢", NumberFormat(locale: english)).text)
    }

    @Test func stepsStayInRangeAndStartFromItWhenEmpty() {
        let quantity = NumberFieldModel(label: "Quantity", format: NumberFormat(fractionDigits: 0, locale: english))
        quantity.minimum = 1
        quantity.maximum = 10
        quantity.step(by: 1)
        #expect(quantity.value == 1, "an empty field steps to the start of its range")
        quantity.step(by: 3)
        #expect(quantity.value == 4)
        quantity.step(by: 100)
        #expect(quantity.value == 10)
        #expect(!quantity.step(by: 1), "a step past the maximum changes nothing")
        quantity.step(by: -100)
        #expect(quantity.value == 1)
    }

    @Test func stepsAreUserEditsAndCodeSetsAreNot() {
        let amount = NumberFieldModel(format: NumberFormat(locale: english))
        var edits: [String] = []
        let token = amount.text.userEdits.add { edits.append($0) }
        amount.value = 1500
        #expect(amount.text.text == "1,500")
        #expect(edits.isEmpty)
        amount.step(by: 2)
        #expect(edits == ["1,502"])
        withExtendedLifetime(token) {}
    }

    @Test func commitTidiesTheNumberAndKeepsOneOutOfRangeWithAnError() {
        let price = NumberFieldModel(format: NumberFormat(.currency("USD"), locale: english))
        price.maximum = 1000
        price.text.edit("1,234.5")
        #expect(price.isOutOfRange)
        #expect(price.inputError == nil, "typing 1,234.5 may pass a number out of range")
        price.commit()
        #expect(price.text.text == "1,234.5", "the user's number stays, never 1,000.00")
        #expect(price.value == Decimal(string: "1234.5"))
        #expect(price.inputError == "Enter a number of at most 1,000.00")
        price.minimum = 10
        #expect(price.inputError == "Enter a number from 10.00 to 1,000.00", "the range changed: so does what it says")
        price.text.edit("999.5")
        #expect(price.inputError == nil, "typing takes the error away until the user is done")
        price.commit()
        #expect(price.text.text == "999.50", "a number in range is laid out")
        #expect(price.inputError == nil)
        price.text.edit("5")
        price.commit()
        #expect(price.inputError == "Enter a number from 10.00 to 1,000.00")
        price.step(by: 1)
        #expect(price.value == 10, "a step goes into the range")
        #expect(price.inputError == nil)
        price.text.edit("-")
        price.commit()
        #expect(price.text.text.isEmpty, "a field with no digits empties")
    }

    @Test func aMaximumBelowTheMinimumIsRaisedToIt() {
        let model = NumberFieldModel()
        model.minimum = 5
        model.maximum = 2
        #expect(model.maximum == 5)
        model.step = -3
        #expect(model.step == 1)
    }

    @Test func typingAnyKeysNeverLosesADigitOrReadsAnotherNumber() async {
        let format = NumberFormat(fractionDigits: 2, locale: english)
        let keys: [Character] = Array("0123456789.,-x ")
        await propertyCheck(count: 1_000, input: Gen.element(of: keys).compactMap { $0 }.array(of: 0...16),
                            Gen.int(in: 0...20)) { typed, seed in
            var state = (text: "", caret: 0)
            var position = seed
            var digitsTyped = 0
            for key in typed {
                let caret = min(position % (state.text.count + 1), state.text.count)
                state = format.apply(replacing: caret..<caret, in: state.text, with: String(key))
                if key.isNumber, key != "0" { digitsTyped += 1 }
                // Only a leading zero that says nothing may go (`007` is shown 7).
                #expect(state.text.filter { $0.isNumber && $0 != "0" }.count == digitsTyped, "typing \(key) at \(caret) lost a digit: \(state.text)")
                let value = format.value(of: state.text)
                #expect(value.isEmpty || value.filter(\.isNumber) == state.text.filter(\.isNumber),
                        "\(state.text) read as \(value)")
                #expect((0...state.text.count).contains(state.caret))
                position += 7
            }
        }
    }
}
