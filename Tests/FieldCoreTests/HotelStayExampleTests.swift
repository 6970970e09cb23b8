import FieldCore
import Foundation
import Testing

// README-EXAMPLE-BEGIN hotel
/// A hotel's stay: at most 14 nights, counted as a hotel counts them.
func hotelStay() -> DateRangeModel {
    let stay = DateRangeModel(label: "Stay")
    stay.maximumNights = 14 // arriving on the 1st and leaving on the 15th is 14 nights
    return stay
}
// README-EXAMPLE-END

/// The Date ranges article's hotel, run as it is shown.
@Suite("A hotel's stay, as the article shows it")
struct HotelStayExampleTests {
    @Test func fourteenNightsAreFifteenDaysAndOneNightMoreIsRefusedInNights() throws {
        let stay = hotelStay()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = stay.timeZone
        let day = { (number: Int) in calendar.date(from: DateComponents(year: 2027, month: 3, day: number, hour: 12))! }
        #expect(stay.maximumDays == 15)
        let fourteen = try #require(DateRange(start: day(1), end: day(15)))
        #expect(stay.enterText(stay.format(fourteen)) == .success(fourteen))
        let fifteen = try #require(DateRange(start: day(1), end: day(16)))
        #expect(stay.enterText(stay.format(fifteen)) == .failure(.tooManyNights(maximum: 14)))
        #expect(stay.field.errorText == Translations.format("At most %d nights", 14))
    }

    @Test func theArticleShowsThisExampleWordForWord() throws {
        try ReadmeExamples.expectInReadme(from: #filePath)
    }
}
