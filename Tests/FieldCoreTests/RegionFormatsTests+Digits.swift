import FieldCore
import Foundation
import Testing

/// Digits in a date as other scripts and input methods write them: Chinese numerals, what an
/// input method types, characters that hold a digit, and a region's own digits.
extension RegionFormatsTests {
    @Test func aYearInChineseNumeralsBesideADayInDigitsIsThatYear() throws {
        let chinese = try dateField("zh_CN")
        #expect(chinese.enterText("二〇二五年3月4日").isSuccess)
        #expect(chinese.date == day(2025, 3, 4, in: utc), "not the field's year")
    }

    @Test(arguments: [("ja_JP", "令和9年3月14日", 2027, 3, 14), ("ja_JP", "令和元年5月1日", 2019, 5, 1), ("ja_JP", "平成31年4月30日", 2019, 4, 30),
                      ("ja_JP", "昭和55年3月14日", 1980, 3, 14), ("ja_JP", "令和 9年 3月 14日", 2027, 3, 14), ("ja_JP", "令和９年３月１４日", 2027, 3, 14),
                      ("zh_TW", "民國116年3月14日", 2027, 3, 14), ("th_TH", "14 มีนาคม พ.ศ. 2570", 2027, 3, 14)])
    func aYearWrittenInTheRegionsEraIsItsGregorianYear(locale: String, typed: String, year: Int, month: Int, day dayOfMonth: Int) throws {
        let model = try dateField(locale)
        #expect(model.enterText(typed).isSuccess, "\(locale): \(typed)")
        #expect(model.date == day(year, month, dayOfMonth, in: utc), "\(locale): \(typed)")
    }

    @Test func anEraYearItsEraNeverHadIsRefused() throws {
        for (locale, typed) in [("ja_JP", "平成32年3月14日"), ("ja_JP", "令和0年3月14日"), ("ja_JP", "大化3年3月14日"),
                                ("th_TH", "14/3/พ.ศ. 3112")] {
            let model = try dateField(locale)
            #expect(!model.enterText(typed).isSuccess && model.date == nil && model.text == typed, "\(typed)")
        }
    }

    @Test func aTimeWithADigitNoClockWritesIsRefusedNotReadWithoutIt() throws {
        for (locale, typed) in [("de_DE", "14³⁰"), ("pl_PL", "9⁴⁵"), ("de_DE", "14:³⁰ Uhr"), ("en_US", "14½"), ("ko_KR", "2 반"),
                                ("ja_JP", "14:3\u{FE0F}0"), ("ja_JP", "1\u{20E3}4:30"), ("ja_JP", "午後2時3\u{301}0分")] {
            let model = try dateField(locale, mode: .time)
            #expect(!model.enterText(typed).isSuccess, "\(locale): \(typed) is not 14:00 nor 04:30")
            #expect(model.date == nil && model.text == typed)
        }
    }

    @Test func aDateAndTimeTypedThroughAnInputMethodIsRead() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let moment = calendar.date(from: DateComponents(year: 2027, month: 3, day: 14, hour: 14, minute: 30))
        for (locale, typed) in [("ja_JP", "2027/3/14 14：30"), ("en_US", "3/14/2027 2：30 PM"), ("ja_JP", "２０２７／３／１４　１４：３０")] {
            let model = try dateField(locale, mode: .dateAndTime)
            #expect(model.enterText(typed).isSuccess, "\(locale): \(typed)")
            #expect(model.date == moment, "\(locale): \(typed)")
        }
    }

    @Test(arguments: [("fa_IR", "۲۰۲۷/۰۳/۱۴", "۱۴:۳۰"), ("or_IN", "୧୪-୦୩-୨୦୨୭", "୨:୩୦ PM"), ("de_DE", "14.03.2027", "14:30")])
    func aRegionThatWritesItsDatesInItsOwnDigitsShowsThemAndReadsThemBack(locale: String, date: String, time: String) throws {
        let model = try dateField(locale)
        model.setDateFromCode(day(2027, 3, 14, in: utc))
        #expect(model.text == date, "as the C library's %x and GTK's calendar write it")
        model.setDateFromCode(nil)
        #expect(model.enterText(date).isSuccess && model.date == day(2027, 3, 14, in: utc))
        let clock = try dateField(locale, mode: .time)
        #expect(clock.enterText("14:30").isSuccess)
        #expect(clock.text == time)
        #expect(clock.enterText(time).isSuccess && clock.text == time)
        #expect(NumberFormat(.decimal, fractionDigits: 1, formats: try formats(locale)).display("1234.5").allSatisfy { $0.isASCII },
                "numbers in ASCII's digits, as printf and GtkSpinButton write them")
    }
}
