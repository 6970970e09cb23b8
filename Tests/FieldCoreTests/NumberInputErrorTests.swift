import FieldCore
import Foundation
import Testing

/// What a user who types or pastes a number another way than their locale writes it gets:
/// their text, as typed, and an error with an example in their format; never a number
/// they did not mean. Each locale is glibc's own, as the desktop sets it.
@Suite("Numbers the locale cannot read")
struct NumberInputErrorTests {
    /// A number field of `style` in `locale` after the user typed `keys` one at a time.
    private func typed(_ keys: String, _ locale: String, _ style: NumberFormat.Style = .decimal,
                       fractionDigits: Int? = nil) -> NumberFieldModel {
        let model = NumberFieldModel(format: NumberFormat(style, fractionDigits: fractionDigits, locale: Locale(identifier: locale)))
        for key in keys {
            let text = model.text.text
            model.text.edit(model.format.apply(replacing: text.count..<text.count, in: text, with: String(key)).text)
        }
        return model
    }

    /// A number field of `style` in `locale` after the user pasted `text` into it.
    private func pasted(_ text: String, _ locale: String, _ style: NumberFormat.Style = .decimal,
                        fractionDigits: Int? = nil) -> NumberFieldModel {
        let model = NumberFieldModel(format: NumberFormat(style, fractionDigits: fractionDigits, locale: Locale(identifier: locale)))
        model.text.edit(model.format.apply(replacing: 0..<0, in: "", with: text).text)
        return model
    }

    /// The model keeps `text` as typed, reads no number, and says so by the time the
    /// user is done, with the format's example.
    private func expectKept(_ model: NumberFieldModel, _ text: String, _ comment: Comment) {
        model.commit()
        #expect(model.text.text == text, comment)
        #expect(model.value == nil, comment)
        #expect(model.inputError?.contains(model.format.example) == true, comment)
        #expect(model.field.errorText == model.inputError, comment)
        #expect(model.field.snapshot.supportingText == model.inputError, "shown under the field")
    }

    @Test func aForeignDecimalPointTypedKeyByKey() {
        expectKept(typed("1.5", "de_DE.UTF-8"), "1.5", "German: never 15")
        expectKept(typed("1.5", "fr_FR.UTF-8"), "1.5", "French: never 15")
        expectKept(typed("2.5", "en_US.UTF-8", fractionDigits: 0), "2.5", "a whole number: never 25")
        expectKept(typed("12.5", "en_US.UTF-8", .percent), "12.5", "a percentage: never 125")
        expectKept(typed("1,5", "de_CH.UTF-8"), "1,5", "Swiss: never 15")
    }

    @Test func aPasteIsReadWholeOrNotAtAll() {
        expectKept(pasted("1.5", "fr_FR.UTF-8"), "1.5", "never 15")
        expectKept(pasted("1,234.56", "en_US.UTF-8", .currency("JPY")), "1,234.56", "no yen has a fraction: never 123456")
        expectKept(pasted("(1,234.00)", "en_US.UTF-8"), "(1,234.00)", "an accountant's negative: never +1234")
        expectKept(pasted("1.234,50-", "de_DE.UTF-8"), "1.234,50-", "a trailing minus: never positive")
        expectKept(pasted("1,234.567", "de_DE.UTF-8"), "1,234.567", "grouping after the decimal separator: never 1.234")
        expectKept(pasted("1,234.567", "de_DE.UTF-8", fractionDigits: 6), "1,234.567", "never 1.234567")
        expectKept(pasted("1’234,5", "de_CH.UTF-8"), "1’234,5", "never 12345")
    }

    @Test func eachLocalesOwnNumbersAreRead() {
        #expect(pasted("1.234,5", "de_DE.UTF-8").value == Decimal(string: "1234.5"))
        #expect(pasted("1 234,5", "fr_FR.UTF-8").value == Decimal(string: "1234.5"))
        #expect(pasted("1,234.5", "en_US.UTF-8").value == Decimal(string: "1234.5"))
        #expect(pasted("1’234.5", "de_CH.UTF-8").value == Decimal(string: "1234.5"))
        #expect(typed("12,5", "de_DE.UTF-8").value == Decimal(string: "12.5"))
        for model in [typed("1.234", "de_DE.UTF-8"), typed("12,5", "fr_FR.UTF-8"), pasted("12,50 €", "de_DE.UTF-8", .currency("EUR"))] {
            model.commit()
            #expect(model.inputError == nil)
        }
    }

    @Test func theOtherSeparatorGroupsWhereTheDecimalSeparatorFollowsIt() {
        #expect(pasted("$1,234.50", "es_MX.UTF-8", .currency("MXN")).value == Decimal(string: "1234.5"), "Mexico groups its pesos with a space")
        #expect(pasted("€ 1.234,50", "de_AT.UTF-8", .currency("EUR")).value == Decimal(string: "1234.5"))
        #expect(pasted("1.234,5", "fr_FR.UTF-8").value == Decimal(string: "1234.5"))
        #expect(pasted("1,234.5", "de_CH.UTF-8").value == Decimal(string: "1234.5"))
        #expect(typed("$1,234.50", "es_MX.UTF-8", .currency("MXN")).value == Decimal(string: "1234.5"), "key by key too")
        expectKept(pasted("1.234", "fr_FR.UTF-8"), "1.234", "a thousand or one and a bit: never either unasked")
        expectKept(typed("1,234", "es_MX.UTF-8", .currency("MXN")), "1,234", "the same in Mexico")
        expectKept(pasted("1,23.5", "fr_FR.UTF-8"), "1,23.5", "a group that is not whole")
        expectKept(pasted("1.234,5", "en_US.UTF-8"), "1.234,5", "where `,` is the locale's own grouping: never 1.2345")
    }

    @Test func separatorsTypedInTheirFullWidthFormsAreRead() {
        #expect(pasted("１，２３４．５", "ja_JP.UTF-8").value == Decimal(string: "1234.5"), "an input method in full-width mode")
        #expect(pasted("－１２", "ja_JP.UTF-8").value == -12)
        #expect(pasted("ー１２", "ja_JP.UTF-8").value == -12, "an input method in kana types - as ー")
        #expect(pasted("￥１，２３４", "ja_JP.UTF-8", .currency("JPY")).value == 1234)
        #expect(pasted("￦1,234", "ko_KR.UTF-8", .currency("KRW")).value == 1234, "a Korean input method's won")
        #expect(pasted("1,234元", "zh_TW.UTF-8", .currency("TWD")).value == 1234)
        expectKept(pasted("100元", "zh_CN.UTF-8", .currency("TWD")), "100元", "in China 元 is the yuan: never 100 Taiwan dollars")
        expectKept(pasted("100元", "zh_TW.UTF-8", .currency("CNY")), "100元", "in Taiwan the Taiwan dollar: never 100 yuan")
        #expect(pasted("RMB 12.50", "zh_CN.UTF-8", .currency("CNY")).value == Decimal(string: "12.5"))
        #expect(typed("１２，５", "de_DE.UTF-8").value == Decimal(string: "12.5"))
        expectKept(pasted("１２．５", "de_DE.UTF-8"), "１２．５", "a full-width point is a point: never 125")
        // Anthy in hiragana types the keys `.` and `,` as `。` and `、`.
        #expect(typed("１２３４。５", "ja_JP.UTF-8").value == Decimal(string: "1234.5"), "the full stop an input method types for .")
        #expect(typed("１、２３４", "ja_JP.UTF-8").value == 1234, "its comma for ,")
        #expect(pasted("＋￥５", "ja_JP.UTF-8", .currency("JPY")).value == 5)
        #expect(pasted("（１２）", "ja_JP.UTF-8", .currency("JPY")).value == -12, "an amount's parentheses in full width")
        expectKept(pasted("１、２", "ja_JP.UTF-8"), "１、２", "a comma that ends no group: never 12")
    }

    @Test func aGroupBeingTypedIsAnErrorOnlyOnceTheUserIsDone() {
        let model = typed("1.5", "de_DE.UTF-8")
        #expect(model.inputError == nil, "1.5 may become 1.500")
        #expect(model.value == nil)
        model.commit()
        #expect(model.inputError != nil)
        model.text.edit("1.500")
        #expect(model.inputError == nil, "a number again: the error goes")
        #expect(model.value == 1500)
    }

    @Test func textThatIsNotANumberIsNeverSteppedOver() {
        let model = typed("12x", "en_US.UTF-8")
        #expect(model.inputError != nil, "a letter is an error at once")
        #expect(!model.step(by: 1))
        #expect(model.text.text == "12x")
        model.format = NumberFormat(.currency("EUR"), locale: Locale(identifier: "de_DE"))
        #expect(model.text.text == "12x", "a new format keeps the user's text")
        #expect(model.inputError?.contains("1.234,56 €") == true, "and says it in the new one")
    }

    @Test func aFormRefusesARowWhoseNumberCannotBeRead() throws {
        let form = Form<String>()
        try form.add(Row(tag: "amount", label: "Amount", kind: .number))
        guard case .number(let model) = try #require(form.findRow(tag: "amount")).valueModel else { return }
        model.format = NumberFormat(locale: Locale(identifier: "de_DE"))
        model.text.edit("1.5x")
        #expect(form.values["amount"] == FormValue.none, "never 15")
        #expect(!form.validate().isValid)
        #expect(form.findRow(tag: "amount")?.errorMessage == model.inputError)
    }

    @Test func onlyDecimalDigitsAreDigits() {
        let format = NumberFormat(locale: Locale(identifier: "en_US"))
        for text in ["10²", "①2", "Ⅴ", "五"] {
            #expect(format.reading(of: text) == .unreadable, "\(text)")
        }
        #expect(format.reading(of: "١٢") == .number("12"), "Arabic-Indic digits are decimal digits")
    }

    @Test func aNumberADecimalCannotHoldIsNotRounded() {
        let format = NumberFormat(fractionDigits: 0, locale: Locale(identifier: "en_US"))
        #expect(format.reading(of: String(repeating: "9", count: 38)) != .unreadable)
        #expect(format.reading(of: String(repeating: "9", count: 39)) == .unreadable)
        #expect(format.reading(of: "000" + String(repeating: "9", count: 38)) != .unreadable, "leading zeros are no digits of it")
    }

    @Test func aSpaceTypedAfterTheDigitsIsAGroupBeingTyped() {
        let model = typed("12 5", "en_US.UTF-8")
        #expect(model.text.text == "12 5", "never 125")
        #expect(model.value == nil)
        #expect(typed("12 500", "fr_FR.UTF-8").value == 12500)
        #expect(pasted(" 12,5 ", "de_DE.UTF-8").value == Decimal(string: "12.5"), "a paste's own spaces are not the number's")
    }

    @Test func typingOverASelectionDeletesItFirst() {
        let format = NumberFormat(locale: Locale(identifier: "de_DE"))
        let deleted = format.apply(replacing: 2..<5, in: "1.234", with: "")
        #expect(deleted.text == "1", "what is on screen before the new text comes")
        #expect(format.apply(replacing: 2..<5, in: "1.234", with: "5") == format.apply(replacing: 1..<1, in: "1", with: "5"))
    }

    @Test func aNewFormatKeepsTheUsersTextAndTellsANewNumber() {
        let sign = typed("-", "en_US.UTF-8")
        sign.format = NumberFormat(.currency("USD"), locale: Locale(identifier: "en_US"))
        #expect(sign.text.text == "-", "a lone sign stays")
        let grouped = typed("1,5", "en_US.UTF-8")
        grouped.commit()
        grouped.format = NumberFormat(fractionDigits: 2, locale: Locale(identifier: "en_US"))
        #expect(grouped.inputError != nil, "still no number: the error stays")
        var told: [Decimal?] = []
        let token = grouped.valueChanges.add { _ in told.append(grouped.value) }
        grouped.format = NumberFormat(locale: Locale(identifier: "de_DE"))
        #expect(told == [Decimal(string: "1.5")], "1,5 is a number in German: told once")
        #expect(grouped.inputError == nil)
        withExtendedLifetime(token) {}
    }

    @Test func theNumberIsToldOnlyWhenItChanges() {
        let model = NumberFieldModel(format: NumberFormat(locale: Locale(identifier: "en_US")))
        var told: [Decimal?] = []
        let token = model.valueChanges.add { _ in told.append(model.value) }
        for key in "1.50" {
            let text = model.text.text
            model.text.edit(model.format.apply(replacing: text.count..<text.count, in: text, with: String(key)).text)
        }
        #expect(told == [1, Decimal(string: "1.5")], "not for 1. or 1.50")
        model.text.edit("-")
        model.text.edit("")
        #expect(told == [1, Decimal(string: "1.5"), nil], "nor for a lone sign")
        withExtendedLifetime(token) {}
    }

    @Test func textGivenAtTheStartIsReadToo() {
        let text = TextFieldModel()
        text.text = "1.5x"
        let model = NumberFieldModel(text: text, format: NumberFormat(locale: Locale(identifier: "de_DE")))
        #expect(model.inputError != nil)
    }

    @Test func aGroupedNumberStartsWithADigitThatSaysSomething() {
        expectKept(pasted("0,250", "en_US.UTF-8"), "0,250", "no locale writes 250 so: never 250")
        expectKept(typed("0.250", "de_DE.UTF-8"), "0.250", "never 250")
        let zeros = typed("0001234", "en_US.UTF-8")
        #expect(zeros.text.text == "1,234", "leading zeros the layout leaves out, as it goes")
        #expect(zeros.inputError == nil)
        #expect(typed("0.5", "en_US.UTF-8").text.text == "0.5")
        let format = NumberFormat(locale: Locale(identifier: "en_US"))
        #expect(format.apply(replacing: 2..<2, in: "00", with: "7") == ("7", 1), "the caret after the 7")
    }

    @Test func groupingSeparatorsTypedAlongsideTheFieldsOwn() {
        let model = NumberFieldModel(format: NumberFormat(locale: Locale(identifier: "en_US")))
        var errors: [String] = []
        for key in "1234,567" {
            let text = model.text.text
            model.text.edit(model.format.apply(replacing: text.count..<text.count, in: text, with: String(key)).text)
            if let error = model.inputError { errors.append("\(model.text.text): \(error)") }
        }
        #expect(model.text.text == "1,234,567")
        #expect(errors.isEmpty, "no error while a group is typed: \(errors)")
    }

    @Test func aNewFormatKeepsAnErrorAboutTheRange() {
        let model = typed("40", "en_US.UTF-8")
        model.maximum = 12
        model.commit()
        #expect(model.inputError != nil)
        model.format = NumberFormat(.currency("EUR"), locale: Locale(identifier: "de_DE"))
        #expect(model.text.text == "40,00")
        #expect(model.inputError == "Enter a number of at most 12,00")
    }

    @Test func aBoundWithMoreDigitsThanTheFormatShowsIsKept() {
        let model = NumberFieldModel(format: NumberFormat(fractionDigits: 1, locale: Locale(identifier: "en_US")))
        model.maximum = Decimal(string: "1.25")
        model.value = 5
        #expect(model.value == Decimal(string: "1.2"), "never 1.3, past the maximum")
        model.maximum = nil
        model.minimum = Decimal(string: "1.25")
        model.value = 0
        #expect(model.value == Decimal(string: "1.3"))
        model.commit()
        #expect(model.inputError == nil)
        model.step(by: -1)
        #expect(model.value == Decimal(string: "1.3"), "a step never leaves the range")
    }
}
