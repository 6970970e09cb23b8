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
        let field = DateField(label: "Birth date")
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
            XCTAssertEqual(field.text, "06/01/1990", "the US's numeric date, its year in full")
            let calendar = try XCTUnwrap(WidgetTree.first(under: field.widget.pointer, ofType: gtk_calendar_get_type()))
            XCTAssertTrue(gtk_widget_get_mapped(calendar) != 0)
            let popup = try XCTUnwrap(WidgetTree.child(of: field.widget.pointer, withClass: "popup"))
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
            let calendar = try XCTUnwrap(WidgetTree.first(under: field.widget.pointer, ofType: gtk_calendar_get_type()))
            let late = try XCTUnwrap(g_date_time_new_local(2027, 3, 25, 12, 0, 0))
            gtk_calendar_select_day(gCast(calendar), late)
            g_date_time_unref(late)
            XCTAssertEqual(field.text, "03/14/2027", "the 25th is refused; the field keeps its date")
            let chosen = try XCTUnwrap(gtk_calendar_get_date(gCast(calendar)))
            XCTAssertEqual(g_date_time_get_day_of_month(chosen), 14, "and the calendar snaps back")
            g_date_time_unref(chosen)
            XCTAssertThrowsError(try field.setMinimumDate(Self.day(2028, 1, 1)))
        }
    }

    func testDaysOutsideTheLimitsLookDisabledAndARefusedDaySaysWhy() throws {
        try withGtk {
            let field = Self.dateField()
            try field.setMaximumDate(Self.day(2027, 3, 20))
            let harness = try FieldHarness([field], scrolledHeight: 480)
            defer { harness.close() }
            XCTAssertTrue(field.becomeFirstResponder())
            harness.settle()
            XCTAssertTrue(harness.hasFocus(field))
            @MainActor func hint() -> String {
                guard let label = WidgetTree.child(of: field.widget.pointer, withClass: "hint"), gtk_widget_get_visible(label) != 0 else { return "" }
                return String(cString: gtk_label_get_text(gCast(label)))
            }
            XCTAssertEqual(hint(), "Enter a date like 03/14/2027", "an empty field with focus shows the format it takes")
            let input = try harness.input()
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { field.isOpen }))
            let calendar = try XCTUnwrap(WidgetTree.first(under: field.widget.pointer, ofType: gtk_calendar_get_type()))
            @MainActor func cell(_ day: String) -> UnsafeMutablePointer<GtkWidget>? {
                WidgetChildren.tree(under: calendar).first {
                    gtk_widget_has_css_class($0, "day-number") != 0 && gtk_widget_has_css_class($0, "other-month") == 0
                        && gtk_label_get_text(gCast($0)).map { String(cString: $0) } == day
                }
            }
            XCTAssertTrue(gtk_widget_has_css_class(try XCTUnwrap(cell("21")), "out-of-range") != 0, "after the maximum: disabled")
            XCTAssertTrue(gtk_widget_has_css_class(try XCTUnwrap(cell("20")), "out-of-range") == 0, "the last day allowed")
            XCTAssertEqual(hint(), "", "no format hint once a date is there")

            // Up to the 20th, then one more day: refused, and the calendar says why.
            try input.key("Down", "Right", "Right", "Right", "Right", "Right", "Right")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "03/20/2027" }), field.text)
            try input.key("Right")
            MainLoopPump.run(for: 0.2)
            XCTAssertEqual(field.text, "03/20/2027", "the 21st is refused")
            XCTAssertNil(harness.accessibleString(calendar, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                  "Not available: choose a day on or before 03/20/2027"))
        }
    }

    func testATimeFieldOpensWithAClockNotACalendar() throws {
        try withGtk {
            let alarm = DateField(label: "Alarm", mode: .time)
            let harness = try FieldHarness([alarm])
            defer { harness.close() }
            XCTAssertNotNil(WidgetTree.button(in: alarm.widget.pointer, tooltip: "Choose a time"), "a clock, named for a time")
            XCTAssertNil(WidgetTree.button(in: alarm.widget.pointer, tooltip: "Choose a date"))
            let image = try XCTUnwrap(WidgetTree.first(under: try XCTUnwrap(WidgetTree.button(in: alarm.widget.pointer, tooltip: "Choose a time")),
                                                        ofType: gtk_image_get_type()))
            XCTAssertEqual(gtk_image_get_icon_name(gCast(image)).map { String(cString: $0) }, "alarm-symbolic")
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
            XCTAssertEqual(field.text, "07/04/2026")
            XCTAssertFalse(field.hasError)

            gtk_editable_set_text(OpaquePointer(text), "someday")
            harness.focusElsewhere()
            XCTAssertTrue(field.hasError)
            XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(text))), "someday", "the typed text stays")
            XCTAssertNil(harness.accessibleInvalid(field.widget.pointer, true), "the text box a screen reader finds says invalid")

            harness.type(into: field, "1/1/2030")
            GObjectSignals.emit(try XCTUnwrap(harness.focus), "activate")
            XCTAssertEqual(field.fieldModel.snapshot.supportingText, "Enter a date on or before 12/31/2027")

            // The date the field still holds, typed again after the refusal, is taken and shown
            // in the field's format, not as typed.
            harness.type(into: field, "7/4/2026")
            let again = try XCTUnwrap(harness.focus)
            GObjectSignals.emit(again, "activate")
            XCTAssertFalse(field.hasError, "the held date typed again clears the refusal")
            XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(again))), "07/04/2026")
            harness.type(into: field, "someday")
            harness.focusElsewhere()
            harness.type(into: field, "July 4, 2026")
            harness.focusElsewhere()
            XCTAssertFalse(field.hasError, "so does leaving the field")
            XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(again))), "07/04/2026")

            // Another source's error stays, and the date typed is still shown formatted: only
            // the field's own refusal keeps the text as typed.
            field.errorClearing = .manually
            field.setError(withText: "That day is booked")
            harness.type(into: field, "Jul 4, 2026")
            GObjectSignals.emit(try XCTUnwrap(harness.focus), "activate")
            XCTAssertEqual(field.fieldModel.errorText, "That day is booked")
            XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(again))), "07/04/2026")
        }
    }

    /// The calendar's hour passes the hour summer time skips the way its button moved, as a
    /// segmented date's hour does: down from 3:30 on the night clocks go forward is 1:30.
    func testTheCalendarsHourPassesTheHourSummerTimeSkips() throws {
        try withGtk {
            let berlin = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = berlin
            let morning = try XCTUnwrap(calendar.date(from: DateComponents(year: 2027, month: 3, day: 28, hour: 3, minute: 30)))
            let moment = DateField(label: "Moment", mode: .dateAndTime)
            moment.use(locale: Locale(identifier: "de_DE"), timeZone: berlin, now: { morning })
            moment.model.setDateFromCode(morning)
            let harness = try FieldHarness([moment])
            defer { harness.close() }
            moment.open()
            harness.settle()
            let hour = try XCTUnwrap(WidgetTree.first(under: moment.widget.pointer, ofType: gtk_spin_button_get_type()))
            gtk_spin_button_spin(gCast(hour), GTK_SPIN_STEP_BACKWARD, 1)
            XCTAssertEqual(moment.model.date.map { calendar.component(.hour, from: $0) }, 1, "Down from 3:30 passes 2:30, which never was")
            XCTAssertEqual(gtk_spin_button_get_value_as_int(gCast(hour)), 1, "and the button shows it")
            gtk_spin_button_spin(gCast(hour), GTK_SPIN_STEP_FORWARD, 1)
            XCTAssertEqual(moment.model.date, morning, "Up from 1:30 is 3:30 again")
            XCTAssertEqual(gtk_spin_button_get_value_as_int(gCast(hour)), 3)
        }
    }

    func testTimeModeShowsHourAndMinuteInsteadOfTheCalendar() throws {
        try withGtk {
            let alarm = DateField(label: "Alarm", mode: .time)
            alarm.use(locale: Locale(identifier: "en_US"), timeZone: Self.tokyo, now: { Self.day(2027, 3, 14, hour: 7) })
            let harness = try FieldHarness([alarm])
            defer { harness.close() }
            alarm.open()
            harness.settle()
            let calendar = try XCTUnwrap(WidgetTree.first(under: alarm.widget.pointer, ofType: gtk_calendar_get_type()))
            XCTAssertEqual(gtk_widget_get_visible(calendar), 0)
            let hour = try XCTUnwrap(WidgetTree.first(under: alarm.widget.pointer, ofType: gtk_spin_button_get_type()))
            XCTAssertEqual(gtk_spin_button_get_value_as_int(gCast(hour)), 7)
            gtk_spin_button_set_value(gCast(hour), 9)
            XCTAssertEqual(alarm.text.replacingOccurrences(of: "\u{202F}", with: " "), "9:00 AM")
        }
    }

    func testClearEmptiesTheDateAndTheErrorAndOpeningAgainStartsAtTheDefault() throws {
        try withGtk {
            let field = Self.dateField()
            field.defaultDate = Self.day(1990, 6, 1)
            field.isClearable = true
            // Kept through opening, which focuses the field; a choice is the next edit.
            field.errorClearing = .onNextEdit
            let harness = try FieldHarness([field])
            defer { harness.close() }
            field.open()
            field.choose(Self.day(1991, 2, 3))
            field.setError(withText: "Too young")
            let clear = try XCTUnwrap(WidgetTree.button(in: field.widget.pointer, label: "Clear"))
            GObjectSignals.emit(clear, "clicked")
            harness.settle()
            XCTAssertNil(field.date)
            XCTAssertEqual(field.text, "")
            XCTAssertFalse(field.hasError, "Clear removes the error")
            let calendar = try XCTUnwrap(WidgetTree.first(under: field.widget.pointer, ofType: gtk_calendar_get_type()))
            let shown = try XCTUnwrap(gtk_calendar_get_date(gCast(calendar)))
            XCTAssertEqual([g_date_time_get_year(shown), g_date_time_get_month(shown), g_date_time_get_day_of_month(shown)],
                           [1990, 6, 1], "the calendar is back on the default date")
            g_date_time_unref(shown)
            field.open()
            XCTAssertEqual(field.date, Self.day(1990, 6, 1), "opening again sets the default again")
        }
    }

    func testAnAppChoosesTheFormatAndUseKeepsEverythingElse() throws {
        try withGtk {
            let field = DateField(label: "Start")
            field.helperText = "When the course starts"
            field.isOptional = true
            field.defaultDate = Self.day(2027, 9, 1)
            try field.setMaximumDate(Self.day(2027, 12, 31))
            field.use(locale: Locale(identifier: "en_US"), timeZone: Self.tokyo, now: { Self.day(2027, 3, 14) })
            XCTAssertEqual(field.helperText, "When the course starts")
            XCTAssertTrue(field.isOptional)
            XCTAssertEqual(field.defaultDate, Self.day(2027, 9, 1))
            XCTAssertEqual(field.maximumDate, Self.day(2027, 12, 31), "use(locale:timeZone:) keeps the limits")
            let harness = try FieldHarness([field])
            defer { harness.close() }
            field.open()
            XCTAssertEqual(field.text, "09/01/2027", "the US's numeric date by default")
            field.dateFormat = "yyyy-MM-dd"
            harness.settle()
            XCTAssertEqual(field.text, "2027-09-01")
            let text = try XCTUnwrap(WidgetTree.first(under: field.widget.pointer, ofType: gtk_text_get_type()))
            XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(text))), "2027-09-01", "on screen")
            XCTAssertEqual(GObjectProperties.value(of: field.widget.pointer, "date-format"), .string("yyyy-MM-dd"))
        }
    }

    func testTheKeysTheReadmeNamesOpenTheCalendar() throws {
        try withGtk {
            let field = Self.dateField()
            let harness = try FieldHarness([field])
            defer { harness.close() }
            let input = try harness.input()
            for keys in [["Return"], ["Down"], ["alt+Down"], ["F4"]] {
                field.becomeFirstResponder()
                harness.settle()
                try input.key(keys[0])
                XCTAssertTrue(MainLoopPump.run(until: { field.isOpen }, timeout: 2), "\(keys[0]) opens the calendar")
                try input.key("Escape")
                XCTAssertTrue(MainLoopPump.run(until: { !field.isOpen }, timeout: 2), "Escape closes it")
                XCTAssertEqual(field.state, .active, "the field keeps focus, and its focused look")
                XCTAssertEqual(field.text, "", "Escape leaves the empty field empty")
                harness.focusElsewhere()
            }
        }
    }

    func testOpeningTheCalendarReadsWhatWasTypedFirst() throws {
        try withGtk {
            let field = Self.dateField()
            field.model.setDateFromCode(Self.day(2027, 1, 10))
            let harness = try FieldHarness([field])
            defer { harness.close() }
            let input = try harness.input()
            for keys in ["alt+Down", "F4"] {
                harness.type(into: field, "3/2/2027")
                try input.key(keys)
                XCTAssertTrue(MainLoopPump.run(until: { field.isOpen }, timeout: 2), "\(keys) opens the calendar")
                XCTAssertEqual(field.text, "03/02/2027", "on the day typed, never the one before it")
                try input.key("Escape")
                XCTAssertTrue(MainLoopPump.run(until: { !field.isOpen }, timeout: 2))
                XCTAssertEqual(field.text, "03/02/2027", "Escape takes back only what the calendar changed")
                XCTAssertNotEqual(field.date, Self.day(2027, 1, 10))
                field.model.setDateFromCode(Self.day(2027, 1, 10))
            }
            harness.type(into: field, "someday")
            try input.key("F4")
            MainLoopPump.run(for: 0.2)
            XCTAssertEqual(field.text, "someday", "text that is no date stays")
            XCTAssertTrue(field.hasError)
        }
    }

    func testASegmentedDateIsTypedPartByPartBesideItsCalendar() throws {
        try withGtk {
            let field = Self.dateField()
            try field.setMaximumDate(Self.day(2027, 12, 31))
            field.isSegmented = true
            let harness = try FieldHarness([field], scrolledHeight: 480)
            defer { harness.close() }
            XCTAssertEqual(field.segmentModel?.segments, [.month, .day, .year], "the locale's order")
            // A C caller or a builder file setting the mode after `segmented` gets its segments.
            let later = Self.dateField()
            _ = GObjectProperties.set(later.widget.pointer, "segmented", to: .bool(true))
            _ = GObjectProperties.set(later.widget.pointer, "mode", to: .enumeration(1))  // MF_DATE_MODE_TIME
            XCTAssertEqual(later.segmentModel?.segments, [.hour, .minute, .dayPeriod])
            XCTAssertTrue(field.becomeFirstResponder())
            let input = try harness.input()
            try input.type("3142027")
            XCTAssertTrue(MainLoopPump.run(until: { field.date != nil }), field.segmentModel?.text ?? "")
            XCTAssertEqual(field.date, Self.day(2027, 3, 14), "a typed date is chosen as the calendar would choose it")
            try input.key("alt+Down")
            XCTAssertTrue(MainLoopPump.run(until: { field.isOpen }), "the calendar is still there")
            try input.key("Right", "Return")
            XCTAssertTrue(MainLoopPump.run(until: { !field.isOpen }))
            XCTAssertEqual(field.segmentModel?.values[.day], 15, "a day chosen in the calendar shows in the segments")
            XCTAssertTrue(KeyboardFocus.isInside(try XCTUnwrap(WidgetTree.child(of: field.widget.pointer, withClass: "segments"))),
                          "closing puts the focus back on the segments")
            try input.key("Up")
            XCTAssertTrue(MainLoopPump.run(until: { field.hasError }), "2028 is after the maximum")
            XCTAssertEqual(field.fieldModel.errorText, "Enter a date on or before 12/31/2027")
            XCTAssertEqual(field.date, Self.day(2027, 3, 15), "the date is kept")
            field.isClearable = true
            try input.key("Left", "BackSpace", "BackSpace")
            XCTAssertTrue(MainLoopPump.run(until: { field.segmentModel?.values[.day] == nil }), "the day emptied")
            try input.key("alt+Down")
            XCTAssertTrue(MainLoopPump.run(until: { field.isOpen }))
            // As the sibling test presses it: below the calendar, Clear is out of this window's view.
            GObjectSignals.emit(try XCTUnwrap(WidgetTree.button(in: field.widget.pointer, label: "Clear")), "clicked")
            XCTAssertTrue(MainLoopPump.run(until: { field.segmentModel?.values.isEmpty == true }), "Clear empties every segment")
            field.isSegmented = false
            XCTAssertEqual(field.text, "", "back to text")
        }
    }
}
