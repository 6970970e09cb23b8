import DocumentationExamples
import FieldCore
import Foundation
import Testing

// README-EXAMPLE-BEGIN region-formats
func germanArrival() throws -> (DateFieldModel, NumberFormat) {
    let german = try RegionFormats(locale: "de_DE.UTF-8")
    let date = DateFieldModel(label: "Arrival", formats: german)
    let price = NumberFormat(.currency("EUR"), formats: german)   // 12,50 €
    return (date, price)
}
// README-EXAMPLE-END

/// The user's region read from the C library's real locales (Debian's `locales-all`), never
/// a mocked formatter: each case is what a user of that locale sees and types.
@Suite("Region formats from the C library's locales")
struct RegionFormatsTests {
    let utc = TimeZone(identifier: "UTC")!

    func formats(_ name: String) throws -> RegionFormats {
        try RegionFormats(locale: "\(name).UTF-8")
    }

    func day(_ year: Int, _ month: Int, _ day: Int, in zone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: year, month: month, day: day))
    }

    func dateField(_ locale: String, mode: DateMode = .date) throws -> DateFieldModel {
        let now = day(2027, 3, 14, in: utc) ?? Date()
        return DateFieldModel(label: "Date", mode: mode, formats: try formats(locale), timeZone: utc, now: { now })
    }

    @Test(arguments: [
        ("en_US", "03/14/2027"), ("en_GB", "14/03/2027"), ("de_DE", "14.03.2027"), ("fr_FR", "14/03/2027"),
        ("ja_JP", "2027年03月14日"), ("ar_EG", "14 مار, 2027"), ("he_IL", "14/03/2027"),
    ])
    func aDateShowsAsTheLocaleWritesItWithItsYearInFull(locale: String, shown: String) throws {
        let model = try dateField(locale)
        model.setDateFromCode(day(2027, 3, 14, in: utc))
        #expect(model.text == shown)
    }

    @Test(arguments: [
        ("en_US", "3/4/2027", 3, 4), ("en_GB", "3/4/2027", 4, 3), ("de_DE", "4.3.2027", 3, 4),
        ("de_DE", "4. März 2027", 3, 4), ("de_DE", "4. Mär", 3, 4), ("fr_FR", "4 mars 2027", 3, 4),
        ("fr_FR", "4/3", 3, 4), ("en_US", "March 4, 2027", 3, 4), ("en_US", "Mar 4", 3, 4),
        ("en_US", "3/4/27", 3, 4), ("en_GB", "4 March", 3, 4), ("ja_JP", "2027年3月4日", 3, 4),
        ("ja_JP", "2027/3/4", 3, 4), ("he_IL", "4/3/2027", 3, 4), ("ar_EG", "4 مارس 2027", 3, 4),
        ("en_US", "2027-03-04", 3, 4), ("de_DE", "2027-03-04", 3, 4),
        ("en_US", "Thu 3/4/2027", 3, 4), ("de_DE", "Donnerstag, 4. März 2027", 3, 4),
        // Chinese numerals; Spanish `mar` as the month, and as the weekday beside the day.
        ("zh_CN", "三月四日", 3, 4), ("zh_CN", "2027年十二月十四日", 12, 14), ("ja_JP", "二〇二七年三月四日", 3, 4),
        ("zh_CN", "2027年3月4日 星期四", 3, 4), ("es_ES", "4 mar 2027", 3, 4), ("es_ES", "mar 2/3", 3, 2),
        ("lzh_TW", "2027年三月一日", 3, 1), ("lzh_TW", "三月四日", 3, 4), ("ja_JP", "2027年3月4日(木)", 3, 4),
        // Persian's written date puts its two-digit year last (`%Oy`), as `date` prints it.
        ("fa_IR", "۴ مارس ۲۷", 3, 4), ("fa_IR", "پنجشنبه ۰۴ مارس ۲۷", 3, 4), ("az_IR", "۰۴ مارس ۲۷", 3, 4),
        // Each number read by the unit written after it; Korean's year in two digits.
        ("tr_TR", "4 NİSAN 2027", 4, 4), ("tr_TR", "4 KASIM 2027", 11, 4), ("tr_TR", "4 kasim", 11, 4),
        ("ja_JP", "4日3月", 3, 4), ("ja_JP", "3月4日 2027", 3, 4), ("ko_KR", "27년 3월 4일", 3, 4), ("cmn_TW", "2027年3月4號", 3, 4),
        ("sk_SK", "14. marca 2027", 3, 14), ("sl_SI", "4. maja 2027", 5, 4), ("lv_LV", "14. martā", 3, 14),
        ("lv_LV", "2027. gada 14. martā", 3, 14), ("sk_SK", "1. mája", 5, 1), ("zh_TW", "2027年3月4號", 3, 4), ("zh_TW", "2027年3月4日星期四", 3, 4), ("zh_TW", "2027年3月4號 禮拜四", 3, 4),
        ("zh_CN", "2027年3月4日周四", 3, 4), ("zh_HK", "2027年3月7日星期天", 3, 7), ("zh_CN", "2027年3月4日星期四", 3, 4), ("zh_CN", "2027年3月4号星期四", 3, 4), ("zh_CN", "3月4号", 3, 4), ("zh_CN", "2027年3月4号", 3, 4),
        // Where the region writes ISO's dates, a day-first date with its year in full.
        ("de_AT", "4.3.2027", 3, 4), ("sv_SE", "24/12/2027", 12, 24), ("en_CA", "12/24/2027", 12, 24),
        ("de_AT", "2027-03-04", 3, 4), ("sv_SE", "27-03-04", 3, 4),
        // A Japanese input method in kana types `-` as `ー`, and its digits in full width.
        ("ja_JP", "２０２７ー３ー４", 3, 4), ("ja_JP", "2027ｰ03ｰ04", 3, 4), ("ja_JP", "２０２７／３／４", 3, 4),
        ("ja_JP", "2027、3、4", 3, 4), ("ja_JP", "2027。3。4", 3, 4),
        // Latvia writes its dates year first with dots, and day first as its neighbours do:
        // where only one order makes a day, that day.
        ("lv_LV", "2027.03.04.", 3, 4), ("lv_LV", "04.03.2027", 3, 4), ("lv_LV", "14.3.", 3, 14),
        ("lv_LV", "3.3.", 3, 3),
        // Greek capitals drop their accents; a keyboard without them drops Portuguese's.
        ("eu_ES", "3.4.", 3, 4), ("da_DK", "den 14. marts 2027", 3, 14), ("sv_SE", "den 14 mars 2027", 3, 14),
        ("el_GR", "14 ΜΑΡΤΙΟΥ 2027", 3, 14), ("el_GR", "14 μαρτιου 2027", 3, 14), ("pt_BR", "14 de marco de 2027", 3, 14),
    ])
    func whatAUserOfTheLocaleTypesIsTheDayTheyMeant(locale: String, typed: String, month: Int, day dayOfMonth: Int) throws {
        let model = try dateField(locale)
        let result = model.enterText(typed)
        #expect(throws: Never.self) { try result.get() }
        #expect(model.date == day(2027, month, dayOfMonth, in: utc), "\(locale): \(typed)")
        #expect(model.field.errorText == nil)
    }

    @Test(arguments: [("en_US", "31/12/2027"), ("de_DE", "12/31/2027"), ("en_US", "2/30/2027"), ("fr_FR", "4 march 2027"),
                      ("de_DE", "März April 2027"), ("en_US", "soon"),
                      // A weekday that is not the date's: which of the two was meant is open.
                      ("en_US", "Mon 3/4/2027"), ("de_DE", "Montag, 4. März 2027"), ("ja_JP", "2027年3月4日(月)"), ("zh_CN", "2027年3月4日星期一"), ("zh_TW", "2027年3月4日星期五"),
                      ("ja_JP", "2027年3月4日星期四"),
                      // A time after a date in a date field, a one-digit year: no part of the day.
                      ("ja_JP", "3月4日 10時"), ("zh_CN", "3月4日 9"), ("ja_JP", "3月4日 5分"), ("en_US", "Mar 2-9"),
                      // Day or year first, where the region writes ISO's dates: not for sure.
                      ("de_AT", "24.12.26"), ("sv_SE", "4/3/2027"), ("en_CA", "4/3/2027"),
                      // Year or day first, in Latvia's dots without a whole year: both make a day.
                      ("lv_LV", "04.03.27"), ("lv_LV", "14.03.27"), ("lv_LV", "4.3."), ("lv_LV", "12.03."),
                      // A weekday typed with its mark is no month without it (Turkmen's Şen, Saturday; Sen, September).
                      ("tk_TM", "Şen 13"),
                      // A character holding a digit that is none of a date's: never read past.
                      ("de_DE", "1⁴.03.2027"), ("ja_JP", "2027/3/1\u{20E3}4"), ("en_US", "3/1\u{FE0F}4/2027"),
                      ("en_US", "3/4/2027\u{301}"), ("en_US", "3/½/2027"), ("en_US", "3/⑭/2027"),
                      // A paste far longer than any date is no date.
                      ("vi_VN", String(repeating: "T2 Tháng 3 ", count: 400))])
    func textTheLocaleCannotReadKeepsWhatWasTypedAndSaysWhatItTakes(locale: String, typed: String) throws {
        let model = try dateField(locale)
        model.setDateFromCode(day(2027, 1, 2, in: utc))
        model.enterText(typed)
        #expect(model.date == day(2027, 1, 2, in: utc), "never another day")
        #expect(model.text == typed, "the user's text stays")
        let example = try dateField(locale).format(day(2027, 3, 14, in: utc) ?? Date())
        #expect(model.field.errorText == "Enter a date like \(example)", "the example is in the user's own format")
    }

    @Test func aTimeFollowsTheLocalesClock() throws {
        let us = try dateField("en_US", mode: .time)
        #expect(us.enterText("2:30 PM").isSuccess)
        #expect(us.text == "2:30 PM")
        #expect(us.enterText("14:05").isSuccess)
        #expect(us.text == "2:05 PM")
        let german = try dateField("de_DE", mode: .time)
        #expect(german.enterText("14:30").isSuccess)
        #expect(german.text == "14:30")
        #expect(german.enterText("2:30 PM").isSuccess, "English's markers are read everywhere")
        #expect(german.text == "14:30")
        #expect(!german.enterText("25:00").isSuccess)
    }

    @Test func aDatesNumbersAreNoTime() throws {
        for (locale, typed) in [("en_US", "3/4"), ("de_DE", "4-3"), ("en_US", "3/4 PM")] {
            let model = try dateField(locale, mode: .time)
            #expect(!model.enterText(typed).isSuccess, "\(locale): \(typed) is no 03:04")
        }
    }

    @Test func aTimeFieldsLimitsAreTimes() throws {
        let german = try dateField("de_DE", mode: .time)
        let fourteenth = day(2027, 3, 14, in: utc)
        try german.setMinimumDate(fourteenth?.addingTimeInterval(9 * 3_600))
        try german.setMaximumDate(fourteenth?.addingTimeInterval(17.5 * 3_600))
        #expect(!german.enterText("8:15").isSuccess)
        #expect(german.field.error(from: .input) == "Enter a time no earlier than 09:00", "not a date on or after 09:00")
        #expect(!german.enterText("18:00").isSuccess)
        #expect(german.field.error(from: .input) == "Enter a time no later than 17:30")
    }

    @Test func aTimeIsReadAsTheCLibraryWritesIt() throws {
        let german = try dateField("de_DE", mode: .time)
        #expect(german.enterText("14:30:00").isSuccess, "`%X`, with seconds of none")
        #expect(german.text == "14:30")
        #expect(!german.enterText("14:30:15").isSuccess, "not 14:30: the field keeps minutes")
        #expect(german.text == "14:30:15", "the text kept")
        #expect(german.field.error(from: .input) == "Enter a time like 00:00", "a time field asks for a time")
        // The words of the locale's own time, as `date +%X` writes it there.
        let halfPastTwo = day(2027, 3, 14, in: utc)?.addingTimeInterval(14.5 * 3_600)
        for (locale, typed) in [("ja_JP", "14時30分"), ("ja_JP", "14時30分00秒"), ("ko_KR", "14시 30분"), ("zh_CN", "14时30分"),
                                ("zh_TW", "下午 02時30分"), ("nb_NO", "kl. 14.30")] {
            let model = try dateField(locale, mode: .time)
            #expect(model.enterText(typed).isSuccess, "\(locale): \(typed)")
            #expect(model.date == halfPastTwo, "\(locale): \(typed) read as \(model.text)")
        }
        // A word of the time stands where the locale writes it: after its own number.
        for (locale, typed) in [("ja_JP", "14時30年"), ("ja_JP", "5分"), ("ja_JP", "14時30秒"), ("ko_KR", "14시 30초"),
                                ("en_US", "3/14/00"), ("de_DE", "14.3.00")] {
            #expect(!(try dateField(locale, mode: .time)).enterText(typed).isSuccess, "\(locale): \(typed) is no time")
        }
        #expect(!(try dateField("nb_NO", mode: .time)).enterText("kl. 14.30 +0100").isSuccess, "a zone is no seconds")
        let dated = try dateField("de_DE", mode: .dateAndTime)
        #expect(dated.enterText("4.3.2027 14:30:00").isSuccess)
        #expect(dated.text == "04.03.2027 14:30")
        // The time found by the words of the locale's time, in `%x %X`.
        let meant = day(2027, 3, 4, in: utc)?.addingTimeInterval(14.5 * 3_600)
        for (locale, typed) in [("ja_JP", "2027年03月04日 14時30分00秒"), ("ko_KR", "2027년 03월 04일 14시 30분"),
                                ("nb_NO", "4. mars 2027 kl. 14.30")] {
            let model = try dateField(locale, mode: .dateAndTime)
            #expect(model.enterText(typed).isSuccess, "\(locale): \(typed)")
            #expect(model.date == meant, "\(locale): \(typed) read as \(model.text)")
        }
        // Norwegian's `kl.` comes before the hour: the year before it is no hour.
        let norwegian = try dateField("nb_NO", mode: .dateAndTime)
        #expect(!norwegian.enterText("14.03.21 kl. 9").isSuccess, "not 14 March at 21:09")
        #expect(norwegian.enterText("4. mars 2027 kl 14.30").isSuccess)
        #expect(norwegian.date == meant, "read as \(norwegian.text)")
    }

    @Test func aWrittenDateTakesTheConnectivesItsLanguageWritesBetweenItsParts() throws {
        // Spanish, Portuguese and Galician `de`, which no C library format holds; Catalan's
        // from its long format (`%-d %B de %Y`); Finnish's `ta` written onto the month (`%Bta`).
        for (locale, typed) in [("es_ES", "14 de marzo de 2027"), ("es_MX", "domingo, 14 de marzo del 2027"),
                                ("pt_BR", "14 de março de 2027"), ("gl_ES", "14 de marzo de 2027"),
                                ("ca_ES", "14 de març de 2027"), ("fi_FI", "14. maaliskuuta 2027"),
                                // The year's word or its abbreviation, French's `le`, Vietnamese's
                                // day and year words, Hebrew's `ב` (`in`) written onto the month.
                                ("ru_RU", "14 марта 2027 г."), ("ru_RU", "14.03.2027 г."), ("ru_RU", "14 марта 2027 года"),
                                ("uk_UA", "14 березня 2027 р."), ("bg_BG", "14 март 2027 г."), ("pl_PL", "14 marca 2027 r."),
                                ("fr_FR", "le 14 mars 2027"), ("vi_VN", "ngày 14 tháng 3 năm 2027"), ("he_IL", "14 במרץ 2027")] {
            let model = try dateField(locale)
            #expect(model.enterText(typed).isSuccess, "\(locale): \(typed)")
            #expect(model.date == day(2027, 3, 14, in: utc), "\(locale): \(typed) read as \(model.text)")
        }
        #expect(!(try dateField("de_DE")).enterText("14 de März 2027").isSuccess, "a word of no German date")
        #expect(!(try dateField("de_DE")).enterText("14. März 2027 г.").isSuccess, "nor of another language's")
    }

    @Test func aYearOfTheRegionsEraIsReadAsItsGregorianYear() throws {
        // Thailand writes its dates in the Buddhist era (`%x`: 14/03/2570), and so does the field.
        let thai = try dateField("th_TH")
        for typed in ["14/03/2570", "14 มี.ค. 2570", "14/03/2027"] {
            #expect(thai.enterText(typed).isSuccess, "\(typed)")
            #expect(thai.date == day(2027, 3, 14, in: utc), "\(typed) read as \(thai.text)")
        }
        #expect(thai.text == "14/03/2570", "as `date +%x` writes it there, and GTK's Thai calendar")
        #expect(!thai.enterText("31/02/2570").isSuccess)
        #expect(thai.field.error(from: .input) == "Enter a date like 14/03/2570", "the example in the era too")
        let german = try dateField("de_DE")
        #expect(german.enterText("14.03.2570").isSuccess)
        #expect(german.date == day(2570, 3, 14, in: utc), "no era where the region writes none")
        // A short year, or one that is neither the era's nor the Gregorian calendar's near
        // the field's, could be either: refused.
        for typed in ["14/03/70", "14/03/1800"] {
            #expect(!thai.enterText(typed).isSuccess, "\(typed)")
        }
    }

    @Test func aDateAndTimeReadsBackAsShownWhereverTheMarkerStands() throws {
        for locale in ["en_US", "de_DE", "ja_JP", "ar_EG", "ko_KR"] {
            let model = try dateField(locale, mode: .dateAndTime)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = utc
            let moment = calendar.date(from: DateComponents(year: 2027, month: 3, day: 4, hour: 14, minute: 30))
            model.setDateFromCode(moment)
            let shown = model.text
            model.setDateFromCode(nil)
            #expect(model.enterText(shown).isSuccess, "\(locale): \(shown)")
            #expect(model.date == moment, "\(locale): \(shown)")
        }
    }

    @Test(arguments: [("de_DE", "4.3. 14"), ("en_US", "3/4 14"), ("en_GB", "4/3 9"), ("ja_JP", "3/4 14"),
                      ("en_US", "Mar 4 14"), ("de_DE", "4. März 14"), ("fr_FR", "4 mars 14"), ("en_GB", "4 Mar 9"),
                      ("ja_JP", "3月4日 14"), ("zh_CN", "三月四日 14"), ("hu_HU", "márc. 4 14"), ("hu_HU", "4. márc. 14"),
                      ("fa_IR", "4 مارس 14")])
    func aDateAndTimeWhoseLastNumberMayBeTheHourKeepsWhatWasTyped(locale: String, typed: String) throws {
        let model = try dateField(locale, mode: .dateAndTime)
        #expect(!model.enterText(typed).isSuccess, "\(locale): \(typed) is a day and hour as much as a whole date")
        #expect(model.date == nil, "never 2014, nor 14 April 2003 in Japan")
        #expect(model.text == typed)
        #expect(model.field.errorText?.hasPrefix("Enter a date like ") == true)
    }

    @Test(arguments: [("de_DE", "4.3.14", 2014, 0), ("de_DE", "4. 3. 14", 2014, 0), ("en_US", "3/4/14", 2014, 0),
                      ("de_DE", "4.3. 14:30", 2027, 14), ("de_DE", "4.3. 30", 2030, 0),
                      ("en_US", "Mar 4 2014", 2014, 0), ("en_US", "March 4, 14", 2014, 0), ("de_DE", "4. März 14:30", 2027, 14),
                      ("de_DE", "4. März 30", 2030, 0), ("fr_FR", "4 mars 2014", 2014, 0),
                      // Hungary writes its year first (`2027. márc. 4.`); after the month a
                      // number is the day, so `márc. 4 30` is not 30 March 2004.
                      ("hu_HU", "2027. márc. 4. 14:30", 2027, 14), ("hu_HU", "márc. 4 30", 2030, 0), ("hu_HU", "32. márc. 4.", 2032, 0)])
    func aDateAndTimeReadsAYearOrAnHourWhereTheTextSaysWhich(locale: String, typed: String, year: Int, hour: Int) throws {
        let model = try dateField(locale, mode: .dateAndTime)
        #expect(model.enterText(typed).isSuccess, "\(locale): \(typed)")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let parts = model.date.map { calendar.dateComponents([.year, .month, .day, .hour], from: $0) }
        #expect(parts?.year == year && parts?.month == 3 && parts?.day == 4 && parts?.hour == hour, "\(locale): \(typed)")
        let dateOnly = try dateField(locale)
        #expect(typed.contains(":") || dateOnly.enterText(typed).isSuccess, "a date field has no hour to confuse")
    }

    @Test func aTimeWithItsDotAfterAWrittenMonthIsTheTime() throws {
        // Italian writes `9.30`; `mar` is March here, not Tuesday before a date of 4, 9 and 30.
        let model = try dateField("it_IT", mode: .dateAndTime)
        #expect(model.enterText("4 mar 9.30").isSuccess)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        #expect(model.date == calendar.date(from: DateComponents(year: 2027, month: 3, day: 4, hour: 9, minute: 30)))
    }

    @Test func theFirstWeekdayAndNamesAreGtkCalendarsOnes() throws {
        #expect(try formats("en_US").firstWeekday == 1, "Sunday")
        #expect(try formats("de_DE").firstWeekday == 2, "Monday")
        #expect(try formats("ar_EG").firstWeekday == 7, "Saturday")
        #expect(try formats("he_IL").firstWeekday == 1)
        #expect(try formats("de_DE").standaloneMonthNames[2] == "März")
        #expect(try formats("fr_FR").weekdayAbbreviations[1] == "lun.")
        #expect(try dateField("de_DE").calendar.firstWeekday == 2)
    }

    @Test(arguments: [
        ("en_US", "1,234.5"), ("de_DE", "1.234,5"), ("fr_FR", "1\u{202F}234,5"), ("ja_JP", "1,234.5"), ("he_IL", "1,234.5"),
    ])
    func aNumberShowsWithTheLocalesSeparators(locale: String, shown: String) throws {
        #expect(NumberFormat(formats: try formats(locale)).string(from: Decimal(string: "1234.5") ?? 0) == shown)
    }

    @Test(arguments: [
        ("de_DE", "12,5", "12.5"), ("fr_FR", "12,5", "12.5"), ("de_DE", "1.234,5", "1234.5"), ("fr_FR", "1 234,5", "1234.5"),
        ("en_US", "1,234.5", "1234.5"), ("en_US", "12.5", "12.5"),
    ])
    func aTypedNumberIsTheOneTheUserMeant(locale: String, typed: String, value: String) throws {
        let format = NumberFormat(formats: try formats(locale))
        // Typed a key at a time, as GTK hands them to the field.
        var text = ""
        for key in typed { text = format.apply(replacing: text.count..<text.count, in: text, with: String(key)).text }
        #expect(format.number(fromValue: format.value(of: text)) == Decimal(string: value), "\(locale): \(typed) shows \(text)")
    }

    @Test(arguments: [("en_US", "$", nil), ("de_DE", nil, "€"), ("fr_FR", nil, "€")] as [(String, String?, String?)])
    func anAmountHasItsSignWhereTheLocalePutsIt(locale: String, prefix: String?, suffix: String?) throws {
        let local = try formats(locale).currencyCode
        let format = NumberFormat(.currency(local), formats: try formats(locale))
        #expect(format.prefix == prefix)
        #expect(format.suffix == suffix)
        #expect(format.fractionDigits == 2)
    }

    @Test func gnomesSplitFormatsRegionTakesEachCategoryFromItsOwnLocale() throws {
        let split = try RegionFormats(time: "de_DE.UTF-8", numeric: "de_DE.UTF-8", monetary: "en_US.UTF-8")
        let model = DateFieldModel(label: "Date", formats: split, timeZone: utc)
        model.setDateFromCode(day(2027, 3, 14, in: utc))
        #expect(model.text == "14.03.2027")
        #expect(NumberFormat(formats: split).string(from: 1234.5) == "1.234,5")
        #expect(NumberFormat(.currency("USD"), formats: split).prefix == "$")
    }

    @Test func theArticlesExampleIsGermanAndShownWordForWord() throws {
        let (date, price) = try germanArrival()
        date.setDateFromCode(day(2027, 3, 14, in: date.timeZone))
        #expect(date.text == "14.03.2027")
        #expect(price.string(from: Decimal(string: "12.5") ?? 0) == "12,50" && price.suffix == "€")
        try ReadmeExamples.expectInReadme(from: #filePath)
    }

    @Test(arguments: [
        ("th_TH", "3/4/2027", 4, 3), ("en_US", "3/4/70", nil, nil), ("sv_SE", "03-04", 3, 4), ("sv_SE", "2027-03-04", 3, 4),
        ("hu_HU", "2027. márc. 4.", 3, 4), ("sv_SE", "4 mars 2027", 3, 4),
    ] as [(String, String, Int?, Int?)])
    func theLocalesOwnOrderHoldsWhereItsPatternIsUnusual(locale: String, typed: String, month: Int?, day dayOfMonth: Int?) throws {
        let model = try dateField(locale)
        model.enterText(typed)
        if let month, let dayOfMonth {
            #expect(model.date == day(2027, month, dayOfMonth, in: utc), "\(locale): \(typed)")
        } else {
            #expect(model.date == day(1970, 3, 4, in: utc), "\(locale): a two-digit year is the one from 80 years back to 20 ahead")
        }
    }

    @Test func aYearBeforeTheGregorianCalendarIsRefusedAndAnEarlyOneShownWithFourDigits() throws {
        let german = try dateField("de_DE")
        for typed in ["4.3.027", "4.3.0027", "1.1.0001", "4.3.1500", "14.10.1582"] {
            german.enterText(typed)
            #expect(german.date == nil && german.field.hasError && german.text == typed, "\(typed): a slip for 2027, or a Julian day")
        }
        #expect(german.enterText("4.3.1583").isSuccess)
        german.setDateFromCode(day(27, 3, 4, in: utc))
        #expect(german.text == "04.03.0027", "set from code, seen for what it is: not 2027")
    }

    @Test func aYearFirstLocaleThatWritesHyphensRefusesADayAndMonthWithSlashes() throws {
        let swedish = try dateField("sv_SE")
        swedish.enterText("4/3")
        #expect(swedish.date == nil && swedish.field.hasError, "4 March to a Swede, 3 April to ISO: not a guess")
        let japanese = try dateField("ja_JP")
        japanese.enterText("3/4")
        #expect(japanese.date == day(2027, 3, 4, in: utc), "Japan writes month and day so")
    }

    @Test func aFoundationLocaleIsFoundByItsLanguageAndRegion() throws {
        #expect(RegionFormats(Locale(identifier: "de-DE")).datePattern == "%d.%m.%Y")
        #expect(RegionFormats(Locale(identifier: "fr")).decimalSeparator == ",", "a language alone takes its likeliest region")
        #expect(RegionFormats(Locale(identifier: "xx")) == .posix)
    }

    @Test func anAppsOwnPatternIsNotReadInTheRegionsOrder() throws {
        let model = try dateField("en_US")
        model.dateFormat = "dd/MM/yyyy"
        model.enterText("03/04")
        #expect(model.date == nil, "03/04 is not the app's day/month/year")
        model.enterText("2027-03-04")
        #expect(model.date == day(2027, 3, 4, in: utc), "ISO is read beside it")
    }

    @Test func aLocaleThatIsNotInstalledIsAnError() {
        #expect(throws: RegionFormats.NotInstalled.self) { try RegionFormats(locale: "xx_YY") }
    }
}

extension Result {
    /// Whether the text was read.
    var isSuccess: Bool { if case .success = self { true } else { false } }
}
