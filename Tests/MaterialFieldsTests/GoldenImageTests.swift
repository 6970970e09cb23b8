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
    }

    @MainActor private static let tokyo = TimeZone(identifier: "Asia/Tokyo")!

    @MainActor private static func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = tokyo
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 9, minute: 30)) ?? Date()
    }

    @MainActor private static func dateField(_ mode: DateMode = .date) -> DateField {
        let field = DateField(placeholder: mode == .time ? "Alarm" : "Birth date", mode: mode)
        field.use(locale: Locale(identifier: "en_US"), timeZone: tokyo, now: { date(1990, 6, 14) })
        return field
    }

    @MainActor static var cases: [Case] {
        [
            Case(name: "entry-empty", make: { EntryField(placeholder: "Name") }),
            Case(name: "entry-focused", make: { EntryField(placeholder: "Name") }, prepare: { field, harness in
                field.becomeFirstResponder()
            }),
            Case(name: "entry-filled-helper", make: {
                let field = EntryField(placeholder: "E-mail")
                field.text = "ada@example.com"
                field.helperText = "We never share it"
                return field
            }),
            Case(name: "entry-error", make: {
                let field = EntryField(placeholder: "E-mail")
                field.text = "ada@"
                return field
            }, prepare: { field, _ in field.setError(withText: "Enter a valid e-mail address") }),
            Case(name: "entry-disabled", make: {
                let field = EntryField(placeholder: "Account")
                field.text = "ada"
                field.isEnabled = false
                return field
            }),
            Case(name: "entry-outlined-focused", make: {
                let field = EntryField(placeholder: "Price")
                field.variant = .outlined
                field.isMonetary = true
                field.unit = "USD"
                field.text = "12.50"
                return field
            }, prepare: { field, _ in field.becomeFirstResponder() }),
            Case(name: "entry-counter-password", make: {
                let field = EntryField(placeholder: "Password")
                field.purpose = .password
                field.text = "hunter2"
                field.maxLength = 20
                field.isOptional = true
                return field
            }),
            Case(name: "area-filled", make: {
                let field = AreaField(placeholder: "Notes")
                field.text = "First line\nSecond line, a little longer"
                field.maxLength = 200
                return field
            }),
            Case(name: "picker-closed", make: {
                let field = PickerField(placeholder: "Country", data: ["Canada", "Chile", "France"])
                field.setIndexTo(1)
                return field
            }),
            Case(name: "picker-open-error", make: {
                let field = PickerField(placeholder: "Country", data: ["Canada", "Chile", "France", "Japan"])
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
        ]
    }

    private func verifyAll(in scheme: ColorScheme) throws {
        try withGtk {
            for golden in Self.cases {
                let field = golden.make()
                let harness = try FieldHarness([field], scheme: scheme)
                golden.prepare(field, harness)
                try harness.verifyGolden(field.widget, "\(golden.name)-\(scheme.rawValue)")
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
}
