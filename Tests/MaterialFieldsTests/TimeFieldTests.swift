import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

// README-EXAMPLE-BEGIN typed-times
@MainActor
func alarmAndBirthday() -> (TimeField, DateField) {
    let alarm = TimeField(label: "Alarm")
    alarm.time = DateComponents(hour: 7, minute: 30)
    alarm.onChange = { field in print(field.time as Any) }
    let birthday = DateField(label: "Birth date")
    birthday.isSegmented = true   // mm/dd/yyyy in the US, dd.mm.yyyy in Germany; the calendar stays
    return (alarm, birthday)
}
// README-EXAMPLE-END

/// A time field typed part by part with real keys: the segments in the locale's order and
/// clock, the focus following the segment the typing reaches, each segment read as a
/// spin button.
final class TimeFieldTests: XCTestCase {
    /// 10:13 on 14 March 2027, in the machine's time zone.
    private static let now: Date = {
        Calendar.current.date(from: DateComponents(year: 2027, month: 3, day: 14, hour: 10, minute: 13)) ?? Date()
    }()

    @MainActor private static func timeField(_ locale: String) -> TimeField {
        let field = TimeField(label: "Alarm")
        field.use(locale: Locale(identifier: locale), now: { now })
        return field
    }

    @MainActor private static func segment(_ kind: DateSegmentKind, of field: TimeField) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(WidgetChildren.tree(under: field.widget.pointer).first { gtk_widget_has_css_class($0, kind.rawValue) != 0 },
                      kind.rawValue)
    }

    func testTheArticlesExampleRunsAndIsShownWordForWord() throws {
        try withGtk {
            let (alarm, birthday) = alarmAndBirthday()
            XCTAssertEqual(alarm.time, DateComponents(hour: 7, minute: 30))
            XCTAssertTrue(birthday.isSegmented)
            XCTAssertEqual(birthday.segmentModel?.segments.count, 3)
        }
        let (examples, missing) = try ReadmeExamples.check(sourceFile: #filePath)
        XCTAssertEqual(examples, 1)
        XCTAssertEqual(missing, [], "the Typed dates and times article shows the example word for word")
    }

    func testATwelveHourTimeTypedFromTheKeyboardAloneTheFocusFollowingTheSegments() throws {
        try withGtk {
            let field = Self.timeField("en_US")
            var heard: [DateComponents?] = []
            field.onChange = { heard.append($0.time) }
            let harness = try FieldHarness([field])
            defer { harness.close() }
            XCTAssertTrue(field.becomeFirstResponder())
            harness.settle()
            XCTAssertEqual(harness.focus, try Self.segment(.hour, of: field), "the field's one Tab stop is its first segment")
            let input = try harness.input()
            try input.type("9")
            XCTAssertTrue(MainLoopPump.run(until: { harness.focus == (try? Self.segment(.minute, of: field)) }),
                          "9 can only be 9 o'clock: the minute is next")
            try input.type("05p")
            XCTAssertTrue(MainLoopPump.run(until: { field.time != nil }))
            XCTAssertEqual(field.time, DateComponents(hour: 21, minute: 5))
            XCTAssertEqual(field.text, "09:05 PM")
            XCTAssertEqual(heard.last, DateComponents(hour: 21, minute: 5))
            let hour = try Self.segment(.hour, of: field)
            XCTAssertEqual(GObjectProperties.value(of: hour, "accessible-role")?.enumValue, Int(GTK_ACCESSIBLE_ROLE_SPIN_BUTTON.rawValue))
            XCTAssertNil(harness.accessibleString(hour, GTK_ACCESSIBLE_PROPERTY_LABEL, "Alarm hour"), "named by the field, then the segment")
            XCTAssertNil(harness.accessibleString(hour, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "9"))
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { KeyboardFocus.isInside(harness.plainEntry) }), "one Tab leaves the field")
            try input.key("shift+Tab")
            XCTAssertTrue(MainLoopPump.run(until: { harness.hasFocus(field) }))
            XCTAssertEqual(harness.focus, try Self.segment(.hour, of: field), "the field's one stop is its first segment, from either side")
            MainLoopPump.waitForFrames(of: field.widget.pointer)
            try RenderedImage(widget: field.widget.pointer)
                .savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("time-typed.png"))
        }
    }

    func testTheArrowsStepAndMoveOnATwentyFourHourClock() throws {
        try withGtk {
            let field = Self.timeField("de_DE")
            let harness = try FieldHarness([field])
            defer { harness.close() }
            XCTAssertEqual(field.model.segments, [.hour, .minute], "no AM/PM in German")
            XCTAssertTrue(field.becomeFirstResponder())
            let input = try harness.input()
            try input.key("Up")
            XCTAssertTrue(MainLoopPump.run(until: { field.model.values[.hour] == 10 }), "an empty hour starts from now")
            try input.key("Right", "Down", "Down")
            XCTAssertTrue(MainLoopPump.run(until: { field.model.values[.minute] == 12 }))
            XCTAssertEqual(field.time, DateComponents(hour: 10, minute: 12))
            try input.key("Left", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down")
            XCTAssertTrue(MainLoopPump.run(until: { field.model.values[.hour] == 23 }), "hours wrap")
            try input.key("BackSpace")
            XCTAssertTrue(MainLoopPump.run(until: { field.time == nil }))
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { field.hasError }), "a missing hour is an error once the field is left")
            XCTAssertEqual(field.fieldModel.errorText, "Enter every part of the time")
        }
    }

    func testAnEmptyFieldRestsUnderItsLabelAndATimeReadsLeftToRightAtTheRightInRightToLeftDark() throws {
        try withGtk {
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
            defer { try? MaterialStyle.install(.light) }
            let empty = Self.timeField("he_IL")
            empty.label = "שעה"
            let set = Self.timeField("he_IL")
            set.label = "התראה"
            set.time = DateComponents(hour: 7, minute: 30)
            let harness = try FieldHarness([empty, set], scheme: .dark)
            defer { harness.close() }
            let box = try XCTUnwrap(WidgetTree.child(of: empty.widget.pointer, withClass: "segments"))
            XCTAssertTrue(gtk_widget_has_css_class(box, "concealed") != 0, "no placeholders under a resting label")
            XCTAssertEqual(set.text, "07:30", "every segment keeps its digits' places, so the field does not shift as one is typed")
            let hour = WidgetTree.bounds(of: try Self.segment(.hour, of: set), in: set.widget.pointer)
            let minute = WidgetTree.bounds(of: try Self.segment(.minute, of: set), in: set.widget.pointer)
            XCTAssertLessThan(hour.origin.x, minute.origin.x, "the hour stays left of the minute")
            let width = Float(gtk_widget_get_width(set.widget.pointer))
            XCTAssertGreaterThan(hour.origin.x, width / 2, "at the field's starting edge, the right, as its label")
            MainLoopPump.waitForFrames(of: harness.box)
            try RenderedImage(widget: harness.box)
                .savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("time-rtl-dark.png"))
        }
    }
}
