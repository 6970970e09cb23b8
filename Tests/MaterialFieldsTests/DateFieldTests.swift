import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

final class DateFieldTests: XCTestCase {
    private static let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    private static func day(_ year: Int, _ month: Int, _ day: Int, hour: Int = 12) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tokyo
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
    }

    @MainActor private static func dateField() -> DateField {
        let field = DateField(placeholder: "Birth date")
        field.use(locale: Locale(identifier: "en_US"), timeZone: tokyo, now: { day(2027, 3, 14) })
        return field
    }

    func testOpeningShowsTheCalendarAtTheDefaultDateAndGrowsTheField() throws {
        try withGtk {
            let field = Self.dateField()
            field.defaultDate = Self.day(1990, 6, 1)
            let harness = try FieldHarness([field])
            defer { harness.close() }
            XCTAssertEqual(harness.height(of: field), 56)
            XCTAssertTrue(field.open())
            harness.settle()
            XCTAssertEqual(field.date, Self.day(1990, 6, 1))
            XCTAssertEqual(field.text, "Jun 01, 1990", "the seed's MMM dd, yyyy")
            let calendar = try XCTUnwrap(WidgetTree.first(under: field.widget, ofType: gtk_calendar_get_type()))
            XCTAssertTrue(gtk_widget_get_mapped(calendar) != 0)
            let popup = try XCTUnwrap(WidgetTree.child(of: field.widget, withClass: "popup"))
            XCTAssertEqual(harness.height(of: field), 56 + WidgetTree.naturalHeight(popup, forWidth: 344))
            field.done()
            harness.settle()
            XCTAssertEqual(harness.height(of: field), 56)
        }
    }

    func testDaysOutsideTheLimitsCannotBeChosenInTheCalendar() throws {
        try withGtk {
            let field = Self.dateField()
            try field.setMaximumDate(Self.day(2027, 3, 20))
            let harness = try FieldHarness([field])
            defer { harness.close() }
            field.open()
            let calendar = try XCTUnwrap(WidgetTree.first(under: field.widget, ofType: gtk_calendar_get_type()))
            let late = try XCTUnwrap(g_date_time_new_local(2027, 3, 25, 12, 0, 0))
            gtk_calendar_select_day(gCast(calendar), late)
            g_date_time_unref(late)
            XCTAssertEqual(field.text, "Mar 14, 2027", "the 25th is refused; the field keeps its date")
            let chosen = try XCTUnwrap(gtk_calendar_get_date(gCast(calendar)))
            XCTAssertEqual(g_date_time_get_day_of_month(chosen), 14, "and the calendar snaps back")
            g_date_time_unref(chosen)
            XCTAssertThrowsError(try field.setMinimumDate(Self.day(2028, 1, 1)))
        }
    }

    func testTypedDatesAreParsedAndBadOnesShowAnErrorKeepingTheText() throws {
        try withGtk {
            let field = Self.dateField()
            try field.setMaximumDate(Self.day(2027, 12, 31))
            let harness = try FieldHarness([field])
            defer { harness.close() }
            harness.type(into: field, "Jul 4, 2026")
            let text = try XCTUnwrap(harness.focus)
            GObjectSignals.emit(text, "activate")
            XCTAssertEqual(field.text, "Jul 04, 2026")
            XCTAssertFalse(field.hasError)

            gtk_editable_set_text(OpaquePointer(text), "someday")
            harness.focusElsewhere()
            XCTAssertTrue(field.hasError)
            XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(text))), "someday", "the typed text stays")
            XCTAssertNil(harness.accessibleInvalid(field.widget, true))

            harness.type(into: field, "1/1/2030")
            GObjectSignals.emit(try XCTUnwrap(harness.focus), "activate")
            XCTAssertEqual(field.model.snapshot.supportingText, "Enter a date on or before Dec 31, 2027")
        }
    }

    func testTimeModeShowsHourAndMinuteInsteadOfTheCalendar() throws {
        try withGtk {
            let alarm = DateField(placeholder: "Alarm", mode: .time)
            alarm.use(locale: Locale(identifier: "en_US"), timeZone: Self.tokyo, now: { Self.day(2027, 3, 14, hour: 7) })
            let harness = try FieldHarness([alarm])
            defer { harness.close() }
            alarm.open()
            harness.settle()
            let calendar = try XCTUnwrap(WidgetTree.first(under: alarm.widget, ofType: gtk_calendar_get_type()))
            XCTAssertEqual(gtk_widget_get_visible(calendar), 0)
            let hour = try XCTUnwrap(WidgetTree.first(under: alarm.widget, ofType: gtk_spin_button_get_type()))
            XCTAssertEqual(gtk_spin_button_get_value_as_int(gCast(hour)), 7)
            gtk_spin_button_set_value(gCast(hour), 9)
            XCTAssertEqual(alarm.text.replacingOccurrences(of: "\u{202F}", with: " "), "9:00 AM")
        }
    }
}
