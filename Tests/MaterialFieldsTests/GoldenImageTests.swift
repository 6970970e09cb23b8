import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Each field in each state the README shows, light and dark, compared with the committed
/// PNGs in `Goldens/` (cairo renderer, no animation, steady caret).
final class GoldenImageTests: XCTestCase {
    /// One picture: a field made and put in a state.
    @MainActor
    struct Case {
        let name: String
        let make: () -> Field
        var prepare: (Field, FieldHarness) -> Void = { _, _ in }
        /// Whether the desktop is right to left (a Hebrew or Arabic locale) for it.
        var isRightToLeft = false
    }

    @MainActor private static let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    @MainActor private static func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tokyo
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 9, minute: 30)) ?? Date()
    }

    @MainActor private static func dateField(_ mode: DateMode = .date) -> DateField {
        let field = DateField(label: mode == .time ? "Alarm" : "Birth date", mode: mode)
        field.use(locale: Locale(identifier: "en_US"), timeZone: tokyo, now: { date(1990, 6, 14) })
        return field
    }

    @MainActor static var cases: [Case] {
        [
            Case(name: "entry-empty", make: { EntryField(label: "Name") }),
            Case(name: "entry-focused", make: { EntryField(label: "Name") }, prepare: { field, harness in
                field.becomeFirstResponder()
            }),
            Case(name: "entry-filled-helper", make: {
                let field = EntryField(label: "E-mail")
                field.text = "ada@example.com"
                field.helperText = "We never share it"
                return field
            }),
            Case(name: "entry-error", make: {
                let field = EntryField(label: "E-mail")
                field.text = "ada@"
                return field
            }, prepare: { field, _ in field.setError(withText: "Enter a valid e-mail address") }),
            Case(name: "entry-disabled", make: {
                let field = EntryField(label: "Account")
                field.text = "ada"
                field.isEnabled = false
                return field
            }),
            Case(name: "entry-outlined-focused", make: {
                let field = EntryField(label: "Price")
                field.variant = .outlined
                field.isMonetary = true
                field.unit = "USD"
                field.text = "12.50"
                return field
            }, prepare: { field, _ in field.becomeFirstResponder() }),
            Case(name: "entry-counter-password", make: {
                let field = EntryField(label: "Password")
                field.purpose = .password
                field.text = "hunter2"
                field.maxLength = 20
                field.isOptional = true
                return field
            }),
            Case(name: "area-filled", make: {
                let field = AreaField(label: "Notes")
                field.text = "First line\nSecond line, a little longer"
                field.maxLength = 200
                return field
            }),
            Case(name: "picker-closed", make: {
                let field = PickerField(label: "Country", data: ["Canada", "Chile", "France"])
                field.setIndexTo(1)
                return field
            }),
            Case(name: "picker-open-error", make: {
                let field = PickerField(label: "Country", data: ["Canada", "Chile", "France", "Japan"])
                field.isClearable = true
                field.isManualEntryCapable = true
                return field
            }, prepare: { field, _ in
                (field as? PickerField)?.open()
                field.setError(withText: "Choose where you live")
            }),
            Case(name: "date-closed", make: {
                let field = dateField()
                field.defaultDate = date(1990, 6, 1)
                field.open()
                field.done()
                return field
            }),
            Case(name: "date-open", make: {
                let field = dateField()
                field.defaultDate = date(1990, 6, 1)
                field.isClearable = true
                return field
            }, prepare: { field, _ in (field as? DateField)?.open() }),
            Case(name: "time-open", make: { dateField(.time) }, prepare: { field, _ in (field as? DateField)?.open() }),
            Case(name: "date-open-limited", make: {
                let field = dateField()
                field.defaultDate = date(1990, 6, 12)
                try? field.setMinimumDate(date(1990, 6, 4))
                try? field.setMaximumDate(date(1990, 6, 20))
                return field
            }, prepare: { field, _ in (field as? DateField)?.open() }),
            // Right to left, in Hebrew: every part mirrored, from the icons to the counter.
            Case(name: "rtl-entry", make: {
                let field = EntryField(label: "שם מלא")
                field.leadingIconName = "avatar-default-symbolic"
                field.isClearable = true
                field.text = "דוד כהן"
                field.helperText = "כפי שבתעודת הזהות"
                field.maxLength = 30
                return field
            }, isRightToLeft: true),
            Case(name: "rtl-outlined-monetary", make: {
                let field = EntryField(label: "מחיר")
                field.variant = .outlined
                field.isMonetary = true
                field.unit = "ליטר"
                field.text = "12.50"
                return field
            }, isRightToLeft: true),
            Case(name: "rtl-picker-open", make: {
                let field = PickerField(label: "עיר", data: ["ירושלים", "תל אביב", "חיפה"])
                field.isClearable = true
                field.setIndexTo(1)
                return field
            }, prepare: { field, _ in (field as? PickerField)?.open() }, isRightToLeft: true),
            Case(name: "rtl-date-open", make: {
                let field = DateField(label: "תאריך לידה")
                field.use(locale: Locale(identifier: "he_IL"), timeZone: tokyo, now: { date(1990, 6, 14) })
                field.defaultDate = date(1990, 6, 1)
                return field
            }, prepare: { field, _ in (field as? DateField)?.open() }, isRightToLeft: true),
        ]
    }

    private func verifyAll(in scheme: ColorScheme, palette: FieldPalette = .material, only names: Set<String>? = nil) throws {
        try withGtk {
            for golden in Self.cases where names?.contains(golden.name) ?? true {
                // As a right-to-left locale does, for every widget, GTK's own included.
                gtk_widget_set_default_direction(golden.isRightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
                defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
                let field = golden.make()
                let harness = try FieldHarness([field], scheme: scheme, palette: palette)
                golden.prepare(field, harness)
                let suffix = palette == .material ? scheme.rawValue : "\(palette.rawValue)-\(scheme.rawValue)"
                try harness.verifyGolden(field.widget.pointer, "\(golden.name)-\(suffix)")
                harness.close()
            }
            try MaterialStyle.install(.light)
        }
    }

    func testEveryFieldStateInLight() throws {
        try verifyAll(in: .light)
    }

    func testEveryFieldStateInDark() throws {
        try verifyAll(in: .dark)
    }

    /// The desktop palette under GTK's own theme: its accent on the focused, open and
    /// right-to-left fields, its error colour.
    func testTheDesktopPaletteInLightAndDark() throws {
        let names: Set = ["entry-focused", "entry-error", "picker-open-error", "date-open", "rtl-entry"]
        try verifyAll(in: .light, palette: .desktop, only: names)
        try verifyAll(in: .dark, palette: .desktop, only: names)
    }
}
