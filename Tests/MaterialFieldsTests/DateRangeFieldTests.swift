import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

// README-EXAMPLE-BEGIN date-range
@MainActor
func stayField() throws -> DateRangeField {
    let stay = DateRangeField(label: "Stay", maximumDays: 14)
    try stay.setLimits(minimum: .now, maximum: nil)
    stay.isUnavailable = { day in Calendar.current.component(.weekday, from: day) == 2 }  // no Mondays
    stay.onChange = { field in print(field.range.map(field.model.format) ?? "no range") }
    return stay
}
// README-EXAMPLE-END

/// A date range field driven by real keys and clicks: a start and an end chosen in one
/// calendar, the range drawn over its days, typed ranges, and the range read aloud.
final class DateRangeFieldTests: XCTestCase {
    private static let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    private static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tokyo
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
    }

    /// A stay field on 14 March 2027 (a Sunday), Mondays unavailable, at most 14 days.
    @MainActor private static func tokyoStay() -> DateRangeField {
        let field = DateRangeField(label: "Stay", maximumDays: 14)
        field.use(locale: Locale(identifier: "en_US"), timeZone: tokyo, now: { day(2027, 3, 14) })
        field.isUnavailable = { field.model.calendar.component(.weekday, from: $0) == 2 }
        return field
    }

    @MainActor private static func calendar(of field: DateRangeField) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(WidgetTree.first(under: field.widget.pointer, ofType: gtk_calendar_get_type()))
    }

    /// The cell of day `number` of the month shown.
    @MainActor private static func cell(_ number: Int, of field: DateRangeField) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(WidgetChildren.tree(under: try calendar(of: field)).first {
            gtk_widget_has_css_class($0, "day-number") != 0 && gtk_widget_has_css_class($0, "other-month") == 0
                && gtk_label_get_text(gCast($0)).map { String(cString: $0) } == String(number)
        }, "day \(number)")
    }

    @MainActor private static func has(_ cssClass: String, _ number: Int, of field: DateRangeField) throws -> Bool {
        gtk_widget_has_css_class(try cell(number, of: field), cssClass) != 0
    }

    func testTheArticlesExampleRunsAndIsShownWordForWord() throws {
        try withGtk {
            let stay = try stayField()
            let calendar = stay.model.calendar
            let tuesday = try XCTUnwrap(calendar.nextDate(after: .now, matching: DateComponents(weekday: 3), matchingPolicy: .nextTime))
            let monday = try XCTUnwrap(calendar.date(byAdding: .day, value: 6, to: tuesday))
            XCTAssertNil(stay.choose(tuesday))
            XCTAssertEqual(stay.choose(monday), .unavailable(stay.model.format(stay.model.day(monday))))
            XCTAssertNil(stay.choose(calendar.date(byAdding: .day, value: 5, to: tuesday) ?? tuesday))
            XCTAssertEqual(stay.range?.dayCount(in: calendar), 6)
        }
        let (examples, missing) = try ReadmeExamples.check(sourceFile: #filePath)
        XCTAssertEqual(examples, 1)
        XCTAssertEqual(missing, [], "the DateRanges article shows the example word for word")
    }

    func testTheKeyboardAloneChoosesAStartAndAnEndAndTheRangeIsReadAsOne() throws {
        try withGtk {
            let field = Self.tokyoStay()
            var changes: [DateRange?] = []
            field.onChange = { changes.append($0.range) }
            let harness = try FieldHarness([field], scrolledHeight: 520)
            defer { harness.close() }
            XCTAssertTrue(field.becomeFirstResponder())
            let input = try harness.input()
            try input.key("Down")
            XCTAssertTrue(MainLoopPump.run(until: { field.isOpen }), "Down opens the calendar")
            let calendar = try Self.calendar(of: field)
            XCTAssertTrue(KeyboardFocus.isInside(calendar), "the focus goes into the calendar")
            XCTAssertNil(harness.accessibleString(calendar, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                  "Sunday, March 14, 2027. Choose the start"))
            XCTAssertTrue(try Self.has("out-of-range", 15, of: field), "a Monday cannot be chosen")

            try input.key("Right", "Right", "Right", "Return")
            XCTAssertTrue(MainLoopPump.run(until: { field.model.pendingStart == Self.day(2027, 3, 17) }))
            XCTAssertTrue(try Self.has("range-start", 17, of: field))
            XCTAssertTrue(try Self.has("out-of-range", 31, of: field), "the 31st is beyond 14 days from the 17th")
            XCTAssertNil(harness.accessibleString(calendar, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                  "Wednesday, March 17, 2027, start. Choose the end"))
            XCTAssertEqual(changes.count, 0, "no value until the end is chosen")

            try input.key("Down", "Left", "Left", "Return")
            XCTAssertTrue(MainLoopPump.run(until: {
                harness.accessibleString(calendar, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "03/22/2027 is not available") == nil
            }), "a Monday cannot end the range either, and the calendar says so")
            XCTAssertTrue(field.isOpen)
            try input.key("Left", "Return")
            XCTAssertTrue(MainLoopPump.run(until: { !field.isOpen }), "choosing the end closes the calendar")
            XCTAssertEqual(field.range, DateRange(start: Self.day(2027, 3, 17), end: Self.day(2027, 3, 21)))
            XCTAssertEqual(field.text, "03/17/2027 – 03/21/2027")
            XCTAssertEqual(changes, [field.range], "one change, told once")
            XCTAssertTrue(harness.hasFocus(field) && !KeyboardFocus.isInside(calendar), "the focus is back in the text")
            // The field's node (the editable a screen reader is on) reads the range as one.
            XCTAssertNil(harness.accessibleString(field.widget.pointer, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                  "From Wednesday, March 17, 2027 to Sunday, March 21, 2027, 5 days"))
        }
    }

    func testClickedDaysDrawTheRangeAndARefusedDaySaysWhy() throws {
        try withGtk {
            let field = Self.tokyoStay()
            let harness = try FieldHarness([field], scrolledHeight: 520)
            defer { harness.close() }
            XCTAssertTrue(field.open())
            harness.settle()
            let input = try harness.input()
            try input.click(try Self.cell(22, of: field))
            XCTAssertTrue(MainLoopPump.run(until: { field.model.pendingStart == nil && field.model.cursor == Self.day(2027, 3, 22) }),
                          "a Monday is refused")
            XCTAssertNil(harness.accessibleString(try Self.calendar(of: field), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                  "03/22/2027 is not available"))
            try input.click(try Self.cell(18, of: field))
            XCTAssertTrue(MainLoopPump.run(until: { field.model.pendingStart == Self.day(2027, 3, 18) }))
            try input.click(try Self.cell(16, of: field))
            XCTAssertTrue(MainLoopPump.run(until: { field.model.pendingStart == Self.day(2027, 3, 16) }),
                          "a day before the start is the new start")
            try input.click(try Self.cell(20, of: field))
            XCTAssertTrue(MainLoopPump.run(until: { field.range != nil && !field.isOpen }))
            XCTAssertEqual(field.text, "03/16/2027 – 03/20/2027")

            // Open again: the range is drawn, its ends filled with the primary colour.
            XCTAssertTrue(field.open())
            harness.settle()
            XCTAssertTrue(try Self.has("range-start", 16, of: field))
            XCTAssertTrue(try Self.has("in-range", 18, of: field))
            XCTAssertTrue(try Self.has("range-end", 20, of: field))
            MainLoopPump.waitForFrames(of: field.widget.pointer)
            let image = try RenderedImage(widget: field.widget.pointer)
            try image.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("date-range-open.png"))
            let end = image.pixel(in: try Self.cell(20, of: field), of: field)
            XCTAssertEqual([end.red, end.green, end.blue], [0x67, 0x50, 0xA4], "the end is filled with the primary colour")
            let inside = image.pixel(in: try Self.cell(18, of: field), of: field)
            let outside = image.pixel(in: try Self.cell(25, of: field), of: field)
            XCTAssertNotEqual([inside.red, inside.green, inside.blue], [outside.red, outside.green, outside.blue],
                              "the days between sit on a band")
            try input.key("Escape")
            XCTAssertTrue(MainLoopPump.run(until: { !field.isOpen }))
            XCTAssertEqual(field.text, "03/16/2027 – 03/20/2027", "Escape changes nothing")
        }
    }

    func testATypedRangeIsParsedAndAReversedOneKeepsTheTextWithTheReason() throws {
        try withGtk {
            let field = Self.tokyoStay()
            let harness = try FieldHarness([field])
            defer { harness.close() }
            XCTAssertTrue(field.becomeFirstResponder())
            let input = try harness.input()
            try input.type("3/9/27 - 3/2/27")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { field.hasError }), "refused")
            XCTAssertEqual(field.fieldModel.errorText, "The end cannot be before the start")
            XCTAssertEqual(field.text, "3/9/27 - 3/2/27", "what was typed stays")
            XCTAssertNil(field.range)
            try input.key("ctrl+a")
            try input.type("3/2/27 - 3/9/27")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { field.range != nil }))
            XCTAssertFalse(field.hasError)
            XCTAssertEqual(field.text, "03/02/2027 – 03/09/2027", "shown in the field's own format")
            try input.key("ctrl+a")
            try input.type("3/2/27 - 3/30/27")
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { field.hasError }), "leaving checks the typed text too")
            XCTAssertEqual(field.fieldModel.errorText, "At most 14 days")
            XCTAssertEqual(field.range, DateRange(start: Self.day(2027, 3, 2), end: Self.day(2027, 3, 9)), "the last good range is kept")

            // An error of the app's own stays, and a range typed is still shown formatted.
            field.errorClearing = .manually
            field.setError(withText: "Fully booked")
            XCTAssertTrue(field.becomeFirstResponder())
            try input.key("ctrl+a")
            try input.type("3/2/27 - 3/9/27")
            try input.key("Return")
            let editor = try XCTUnwrap(harness.focus)
            XCTAssertTrue(MainLoopPump.run(until: {
                String(cString: gtk_editable_get_text(OpaquePointer(editor))) == "03/02/2027 – 03/09/2027"
            }), "the typed range is shown in the field's format beside the app's error")
            XCTAssertEqual(field.fieldModel.errorText, "Fully booked")
        }
    }

    func testRightToLeftAndDarkTheArrowsAreMirroredAndTheRangeInDarkTones() throws {
        try withGtk {
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
            defer { try? MaterialStyle.install(.light) }
            let field = Self.tokyoStay()
            field.label = "שהייה"
            field.range = DateRange(start: Self.day(2027, 3, 9), end: Self.day(2027, 3, 12))
            let harness = try FieldHarness([field], scrolledHeight: 520, scheme: .dark)
            defer { harness.close() }
            XCTAssertTrue(field.becomeFirstResponder())
            let input = try harness.input()
            try input.key("Down")
            XCTAssertTrue(MainLoopPump.run(until: { field.isOpen }))
            XCTAssertEqual(field.model.cursor, Self.day(2027, 3, 9), "the calendar opens on the range's start")
            try input.key("Left")
            XCTAssertTrue(MainLoopPump.run(until: { field.model.cursor == Self.day(2027, 3, 10) }),
                          "Left is the next day right to left")
            MainLoopPump.waitForFrames(of: field.widget.pointer)
            let image = try RenderedImage(widget: field.widget.pointer)
            try image.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("date-range-rtl-dark.png"))
            let start = image.pixel(in: try Self.cell(9, of: field), of: field)
            let keyboardDay = image.pixel(in: try Self.cell(10, of: field), of: field)
            let between = image.pixel(in: try Self.cell(11, of: field), of: field)
            let outside = image.pixel(in: try Self.cell(17, of: field), of: field)
            XCTAssertEqual([keyboardDay.red, keyboardDay.green, keyboardDay.blue], [between.red, between.green, between.blue],
                           "the keyboard's day keeps the band under its ring")
            XCTAssertNotEqual([between.red, between.green, between.blue], [outside.red, outside.green, outside.blue])
            XCTAssertEqual([start.red, start.green, start.blue], [0xD0, 0xBC, 0xFF], "the start in the dark primary")
            let ninth = WidgetTree.bounds(of: try Self.cell(9, of: field), in: field.widget.pointer)
            let tenth = WidgetTree.bounds(of: try Self.cell(10, of: field), in: field.widget.pointer)
            XCTAssertLessThan(tenth.origin.x, ninth.origin.x, "the week runs right to left")
        }
    }
}

private extension RenderedImage {
    /// A pixel of `cell` clear of its digits: a fifth of its width in from its left edge,
    /// at half its height (inside a filled pill's cap).
    @MainActor
    func pixel(in cell: UnsafeMutablePointer<GtkWidget>, of field: DateRangeField) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let frame = WidgetTree.bounds(of: cell, in: field.widget.pointer)
        return pixel(x: Int(frame.origin.x + frame.size.width * 0.2), y: Int(frame.origin.y + frame.size.height / 2))
    }
}
