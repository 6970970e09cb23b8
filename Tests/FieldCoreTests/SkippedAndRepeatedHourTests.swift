import FieldCore
import Foundation
import Testing

/// The hours summer time skips and repeats, as a segmented date steps and opens its calendar
/// over them.
@Suite("Skipped hours and typed parts")
@MainActor
struct SkippedAndRepeatedHourTests {
    private func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    @Test func downOnTheHourPastASkippedMidnightKeepsTheDay() throws {
        // Havana's clocks go from 00:00 to 01:00 on 14 March 2027.
        let havana = try #require(TimeZone(identifier: "America/Havana"))
        let calendar = calendar(havana)
        let night = try #require(calendar.date(from: DateComponents(year: 2027, month: 3, day: 14, hour: 1, minute: 30)))
        let moment = DateFieldModel(mode: .dateAndTime, locale: Locale(identifier: "de_DE"), timeZone: havana, now: { night })
        moment.setDateFromCode(night)
        let segments = SegmentedDateModel(viewing: moment)
        segments.focus(.hour)
        segments.step(by: -1)
        #expect(segments.values[.day] == 14 && segments.values[.hour] == 23, "Down from 1:30 passes 0:30 and wraps, as an hour does")
        #expect(moment.date.map { calendar.dateComponents([.day, .hour], from: $0) } == DateComponents(day: 14, hour: 23))
    }

    @Test func aDayChosenInTheCalendarStaysWhileADigitWasStillBeingTyped() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let calendar = calendar(utc)
        let day = try #require(calendar.date(from: DateComponents(year: 2027, month: 3, day: 14, hour: 12)))
        let chosen = try #require(calendar.date(from: DateComponents(year: 2027, month: 3, day: 15, hour: 12)))
        let dateModel = DateFieldModel(mode: .date, locale: Locale(identifier: "en_US"), timeZone: utc, now: { day })
        dateModel.setDateFromCode(day)
        let segments = SegmentedDateModel(viewing: dateModel)
        segments.focus(.month)
        segments.type("1")
        dateModel.open()
        dateModel.choose(chosen)
        #expect(dateModel.date == chosen, "the day chosen, not the month's 1 typed before")
    }
}
