import CGtk
import CLibraryFormats
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// The fields in the user's own locale, a real glibc locale set as a desktop sets it, beside
/// GTK's own `GtkCalendar` and `GtkSpinButton` in the same window; dates and numbers typed
/// with real keys. Each locale runs in a child process started with that environment, since
/// a process reads its locale once.
final class DesktopLocaleTests: XCTestCase {
    private static let childVariable = "MATERIAL_FIELDS_LOCALE_CHILD"

    /// A desktop's locale and what its user sees and types.
    struct Case {
        /// The environment a desktop session would have.
        let environment: [String]
        /// 14 March 2027 as the date field shows it.
        let shownDate: String
        /// What the user types, and the day (month, day) of 2027 they mean.
        let typedDate: String
        let meant: (month: Int, day: Int)
        /// 1234.5 as the number field shows it.
        let shownNumber: String
        /// Twelve and a half as the user types it.
        let typedNumber: String
        /// 4 March 2027 at 14:30 as the user types it into a date and time.
        let typedMoment: String
        /// 4 March and a last number that may be 14 o'clock or 2014: refused, not guessed.
        let dayAndHour: String
    }

    static let cases: [String: Case] = [
        "en_US": Case(environment: ["LANG=en_US.UTF-8"], shownDate: "03/14/2027", typedDate: "3/4/2027", meant: (3, 4),
                      shownNumber: "1,234.5", typedNumber: "12.5",
                      typedMoment: "3/4/2027 2:30 PM", dayAndHour: "3/4 14"),
        "en_GB": Case(environment: ["LANG=en_GB.UTF-8"], shownDate: "14/03/2027", typedDate: "3/4/2027", meant: (4, 3),
                      shownNumber: "1,234.5", typedNumber: "12.5",
                      typedMoment: "4/3/2027 14:30", dayAndHour: "4/3 14"),
        "de_DE": Case(environment: ["LANG=de_DE.UTF-8"], shownDate: "14.03.2027", typedDate: "4.3.2027", meant: (3, 4),
                      shownNumber: "1.234,5", typedNumber: "12,5",
                      // The time as `date +%X` writes it, with its seconds.
                      typedMoment: "4.3.2027 14:30:00", dayAndHour: "4.3. 14"),
        "fr_FR": Case(environment: ["LANG=fr_FR.UTF-8"], shownDate: "14/03/2027", typedDate: "4/3/2027", meant: (3, 4),
                      shownNumber: "1\u{202F}234,5", typedNumber: "12,5",
                      typedMoment: "4/3/2027 14:30", dayAndHour: "4/3 14"),
        "ja_JP": Case(environment: ["LANG=ja_JP.UTF-8"], shownDate: "2027年03月14日", typedDate: "2027/3/4", meant: (3, 4),
                      shownNumber: "1,234.5", typedNumber: "12.5",
                      typedMoment: "2027/3/4 14:30", dayAndHour: "3/4 14"),
        "ar_EG": Case(environment: ["LANG=ar_EG.UTF-8"], shownDate: "14 مار, 2027", typedDate: "4/3/2027", meant: (3, 4),
                      shownNumber: "1,234.5", typedNumber: "12.5",
                      typedMoment: "4/3/2027 14:30", dayAndHour: "4/3 14"),
        "he_IL": Case(environment: ["LANG=he_IL.UTF-8"], shownDate: "14/03/2027", typedDate: "4/3/2027", meant: (3, 4),
                      shownNumber: "1,234.5", typedNumber: "12.5",
                      typedMoment: "4/3/2027 14:30", dayAndHour: "4/3 14"),
        // Thailand writes its years in the Buddhist era (`%x`: 14/03/2570), as GTK's calendar
        // does in GTK's Thai messages.
        "th_TH": Case(environment: ["LANG=th_TH.UTF-8", "LANGUAGE=th"], shownDate: "14/03/2570", typedDate: "4/3/2570", meant: (3, 4),
                      shownNumber: "1,234.5", typedNumber: "12.5",
                      typedMoment: "4/3/2570 14:30", dayAndHour: "4/3 14"),
        // Persian writes its dates and times in its own digits (`%Oy/%Om/%Od`), as GLib's %x
        // and GtkCalendar's days in GTK's Persian messages do, and its numbers in ASCII's, as
        // GtkSpinButton does; typed here on a US keyboard.
        "fa_IR": Case(environment: ["LANG=fa_IR.UTF-8", "LANGUAGE=fa"], shownDate: "۲۰۲۷/۰۳/۱۴", typedDate: "2027/3/4", meant: (3, 4),
                      shownNumber: "1,234.5", typedNumber: "12.5",
                      typedMoment: "2027/3/4 14:30", dayAndHour: "3/4 14"),
        // GNOME's Formats region apart from its language.
        "split": Case(environment: ["LANG=en_US.UTF-8", "LC_TIME=de_DE.UTF-8", "LC_NUMERIC=de_DE.UTF-8", "LC_MONETARY=de_DE.UTF-8"],
                      shownDate: "14.03.2027", typedDate: "4.3.2027", meant: (3, 4), shownNumber: "1.234,5", typedNumber: "12,5",
                      typedMoment: "4.3.2027 14:30", dayAndHour: "4.3. 14"),
    ]

    func testEachLocaleShowsAndReadsDatesAndNumbersAsGtksOwnWidgetsBesideThem() throws {
        // The messages stay English here: LANG is each locale's, LANGUAGE unset.
        try LocaleChildRuns.run("MaterialFieldsTests.DesktopLocaleTests/testEachLocaleShowsAndReadsDatesAndNumbersAsGtksOwnWidgetsBesideThem",
                                marking: Self.childVariable, environments: Self.cases.mapValues(\.environment)) { name in
            let testCase = try XCTUnwrap(Self.cases[name])
            try withGtk { try Self.check(testCase, name) }
        }
    }

    /// 14 March 2027 as the C library's `%x` writes it in the environment's locale.
    private static func cLibraryDay() -> String? {
        var text = [CChar](repeating: 0, count: 128)
        guard c_library_moment("", "%x", 2027, 3, 14, 0, 0, &text, text.count) == 0 else { return nil }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `text` with each decimal digit of any script in ASCII's.
    private static func ascii(_ text: String) -> String {
        String(text.map { character in character.wholeNumberValue.map { Character(String($0)) } ?? character })
    }

    /// The zero of the script `character` is a decimal digit of, nil for any other character.
    private static func zero(_ character: Character) -> UInt32? {
        guard let scalar = character.unicodeScalars.first, scalar.properties.numericType == .decimal,
              let value = character.wholeNumberValue else { return nil }
        return scalar.value - UInt32(value)
    }

    /// The weekday names heading a `GtkCalendar`'s columns, in order.
    @MainActor private static func dayNames(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        WidgetTree.all(under: widget)
            .filter { gIsA($0, gtk_label_get_type()) && gtk_widget_has_css_class($0, "day-name") != 0 }
            .map { String(cString: gtk_label_get_label(gCast($0))) }
    }

    /// The messages' languages tried, with their locale, and whether they read right to left.
    static let languages: [String: (locale: String, rightToLeft: Bool)] = [
        "de": ("de_DE.UTF-8", false), "fr": ("fr_FR.UTF-8", false), "ja": ("ja_JP.UTF-8", false),
        "ar": ("ar_EG.UTF-8", true), "he": ("he_IL.UTF-8", true),
    ]

    func testARefusedFormSpeaksTheUsersLanguageLaidOutAsItReads() throws {
        try LocaleChildRuns.run("MaterialFieldsTests.DesktopLocaleTests/testARefusedFormSpeaksTheUsersLanguageLaidOutAsItReads",
                                marking: Self.languageVariable,
                                environments: Self.languages.reduce(into: [:]) { $0[$1.key] = ["LANG=\($1.value.locale)", "LANGUAGE=\($1.key)"] }) { language in
            let rightToLeft = try XCTUnwrap(Self.languages[language]).rightToLeft
            try withGtk { try Self.checkRefusedForm(language: language, rightToLeft: rightToLeft) }
        }
    }

    private static let languageVariable = "MATERIAL_FIELDS_LANGUAGE_CHILD"

    /// A form refused on submit: its errors and summary in the language (not English), the
    /// window laid out right to left where the language reads so, looked at in a PNG.
    @MainActor private static func checkRefusedForm(language: String, rightToLeft: Bool) throws {
        let form = Form<String>()
        try form.add(Row(tag: "name", label: "Name", rules: [.required]))
        try form.add(Row(tag: "email", label: "E-mail", rules: [.required, .text(.isEmail)]))
        try form.add(Row(tag: "arrival", label: "Arrival", kind: .date(mode: .date), rules: [.required]))
        let view = try FormView(form: form)
        view.showsErrorSummary = true
        let window = TestWindow.steady(showing: view.widget.pointer, height: 460)
        defer { window.close() }
        XCTAssertEqual(gtk_widget_get_direction(view.widget.pointer) == GTK_TEXT_DIR_RTL, rightToLeft,
                       "\(language): GTK lays the window out as the language reads")
        XCTAssertFalse(view.submit())
        MainLoopPump.waitForFrames(of: view.widget.pointer)
        let required = try XCTUnwrap(form.findRow(tag: "name")?.errorMessage)
        XCTAssertNotEqual(required, "This field is required", "\(language): the rule's message is translated")
        let heading = WidgetTree.all(under: view.widget.pointer)
            .filter { gIsA($0, gtk_label_get_type()) }
            .map { String(cString: gtk_label_get_text(gCast($0))) }
        XCTAssertFalse(heading.contains { $0.hasPrefix("There is a problem") }, "\(language): the summary's heading too: \(heading)")
        XCTAssertTrue(view.errorSummaryItems.allSatisfy { $0.text.contains(required) }, "\(language): \(view.errorSummaryItems.map(\.text))")
        // Right to left: a field's label starts at its right edge.
        let field = try XCTUnwrap(view.field(for: "name"))
        let label = try XCTUnwrap(WidgetTree.all(under: field.widget.pointer).first {
            gIsA($0, gtk_label_get_type()) && String(cString: gtk_label_get_text(gCast($0))) == "Name"
        })
        let frame = WidgetTree.bounds(of: label, in: field.widget.pointer)
        let middle = Float(gtk_widget_get_width(field.widget.pointer)) / 2
        XCTAssertEqual(frame.origin.x > middle, rightToLeft, "\(language): the label at x \(frame.origin.x)")
        try RenderedImage(widget: view.widget.pointer)
            .savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("refused-form-\(language).png"))
    }

    @MainActor private static func check(_ testCase: Case, _ name: String) throws {
        let utc = try XCTUnwrap(TimeZone(identifier: "UTC"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        let date = DateField(label: "Date")
        let now = try XCTUnwrap(calendar.date(from: DateComponents(year: 2027, month: 3, day: 14)))
        date.use(timeZone: utc, now: { now })
        let number = NumberField(label: "Amount", format: NumberFormat(fractionDigits: 1))
        let moment = DateField(label: "Arrival", mode: .dateAndTime)
        moment.use(timeZone: utc, now: { now })
        let harness = try FieldHarness([date, number, moment], width: 420)
        defer { harness.close() }
        let gtkCalendar: UnsafeMutablePointer<GtkWidget> = gtk_calendar_new()
        let spin: UnsafeMutablePointer<GtkWidget> = gtk_spin_button_new_with_range(0, 100_000, 0.1)
        gtk_spin_button_set_digits(gCast(spin), 1)
        gtk_box_append(gCast(harness.box), gtkCalendar)
        gtk_box_append(gCast(harness.box), spin)

        // Shown: as GLib's %x writes the day (its year in full; the C library's where GLib
        // 2.74 writes nothing, refusing Thailand's `%Ey`, which 2.84 writes), with the year
        // the GtkCalendar beside it shows, as the spin button writes the number.
        XCTAssertTrue(date.open())
        date.done()
        XCTAssertEqual(date.text, testCase.shownDate, name)
        let glib = try XCTUnwrap(g_date_time_new_utc(2027, 3, 14, 0, 0, 0))
        defer { g_date_time_unref(glib) }
        let glibText = try XCTUnwrap(g_date_time_format(glib, "%x").map { String(cString: $0) } ?? Self.cLibraryDay())
        XCTAssertTrue([glibText, glibText.replacingOccurrences(of: "/27", with: "/2027")].contains(date.text)
                      || Self.ascii(date.text) == "20" + Self.ascii(glibText), "\(name): GLib's %x is \(glibText)")
        XCTAssertEqual(Set(date.text.compactMap(Self.zero)), Set(glibText.compactMap(Self.zero)), "\(name): in GLib's digits")
        gtk_calendar_select_day(gCast(gtkCalendar), glib)
        let calendarYear = try XCTUnwrap(WidgetTree.all(under: gtkCalendar).filter { gIsA($0, gtk_label_get_type()) }
            .map { String(cString: gtk_label_get_label(gCast($0))) }.first { $0.count == 4 && Int($0) != nil })
        XCTAssertTrue(Self.ascii(date.text).contains(calendarYear), "\(name): GtkCalendar shows \(calendarYear)")
        let calendarDay = try XCTUnwrap(WidgetTree.all(under: gtkCalendar).filter { gtk_widget_has_css_class($0, "day-number") != 0 }
            .map { String(cString: gtk_label_get_label(gCast($0))) }.first { Self.ascii($0) == "14" })
        XCTAssertTrue(date.text.contains(calendarDay), "\(name): GtkCalendar numbers the day \(calendarDay)")
        number.value = Decimal(string: "1234.5")
        gtk_spin_button_set_value(gCast(spin), 1234.5)
        XCTAssertEqual(number.text, testCase.shownNumber, name)
        let spinText = String(cString: gtk_editable_get_text(OpaquePointer(spin)))
        XCTAssertEqual(number.text.filter { $0.isNumber || $0 == number.format.decimalSeparator }, spinText,
                       "\(name): the same decimal point as GtkSpinButton")

        // The calendar's first weekday and names: the stock GtkCalendar's, and the region's.
        let stockNames = Self.dayNames(in: gtkCalendar)
        XCTAssertEqual(stockNames.count, 7, name)
        XCTAssertEqual(Self.dayNames(in: date.widget.pointer), stockNames, "\(name): the date field's calendar heads its columns as GTK's")
        let formats = RegionFormats.desktop
        let first = formats.firstWeekday - 1
        XCTAssertEqual(stockNames, Array(formats.weekdayAbbreviations[first...] + formats.weekdayAbbreviations[..<first]),
                       "\(name): the region's first weekday and names")

        // Typed with real keys.
        let input = try XInput(window: harness.window.window)
        date.becomeFirstResponder()
        try input.key("ctrl+a")
        try input.type(testCase.typedDate)
        try input.key("Tab")
        MainLoopPump.waitForFrames(of: date.widget.pointer)
        XCTAssertEqual(date.date, calendar.date(from: DateComponents(year: 2027, month: testCase.meant.month, day: testCase.meant.day)),
                       "\(name): \(testCase.typedDate)")
        XCTAssertFalse(date.hasError, name)
        number.becomeFirstResponder()
        try input.key("ctrl+a", "BackSpace")
        try input.type(testCase.typedNumber)
        try input.key("Tab")
        MainLoopPump.waitForFrames(of: number.widget.pointer)
        XCTAssertEqual(number.value, Decimal(string: "12.5"), "\(name): \(testCase.typedNumber) is twelve and a half")

        // A date and time, typed as the region writes it.
        moment.becomeFirstResponder()
        try input.key("ctrl+a")
        try input.type(testCase.typedMoment)
        try input.key("Tab")
        MainLoopPump.waitForFrames(of: moment.widget.pointer)
        XCTAssertEqual(moment.date, calendar.date(from: DateComponents(year: 2027, month: 3, day: 4, hour: 14, minute: 30)),
                       "\(name): \(testCase.typedMoment)")
        moment.becomeFirstResponder()
        try input.key("ctrl+a")
        try input.type(testCase.dayAndHour)
        try input.key("Tab")
        MainLoopPump.waitForFrames(of: moment.widget.pointer)
        XCTAssertTrue(moment.hasError, "\(name): \(testCase.dayAndHour) is 14 o'clock as much as 2014")
        XCTAssertEqual(moment.text, testCase.dayAndHour, "\(name): the typed text stays")

        // A date the locale cannot read keeps the text and gives an example in its own format.
        date.becomeFirstResponder()
        try input.key("ctrl+a")
        try input.type("31/31/2027")
        try input.key("Tab")
        MainLoopPump.waitForFrames(of: date.widget.pointer)
        XCTAssertTrue(date.hasError, name)
        XCTAssertEqual(date.text, "31/31/2027", "\(name): the typed text stays")
        XCTAssertTrue(date.fieldModel.snapshot.supportingText?.contains(testCase.shownDate) ?? false,
                      "\(name): \(date.fieldModel.snapshot.supportingText ?? "")")
    }
}
