import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// Every field in every state, and a playground whose options switch live.
@MainActor
public final class FieldsPage: DemoPage {
    /// The page id for `--page`.
    public let name = "fields"
    /// The sidebar title.
    public let title = "Fields"
    /// The page, built on first use.
    public private(set) lazy var widget: UnsafeMutablePointer<GtkWidget> = makeContent()

    // The playground.
    let entry = EntryField(label: "_Name")
    let area = AreaField(label: "No_tes")
    let picker = PickerField(label: "_Country", data: Countries.names)
    let date = DateField(label: "_Birth date")
    private var playground: [Field] { [entry, area, picker, date] }
    // Numbers, as the desktop's locale writes them.
    let guests = NumberField(label: "_Guests", format: NumberFormat(fractionDigits: 0))
    let price = NumberField(label: "_Price", format: NumberFormat(.currency("EUR")))
    // Suggestions as you type, from a list and from a slow server.
    let city = SuggestionField(label: "C_ity", source: .list(Cities.names))
    let colleague = SuggestionField(label: "Colleag_ue", source: .provider(debounce: .milliseconds(150), Cities.searchColleagues))
    // Chips: tags from a list, and email addresses checked one by one.
    let languages = ChipsField(label: "L_anguages", chips: ["Swift"], maximumCount: 5, source: .list(FieldsPage.languageNames))
    let invitees = ChipsField(label: "In_vite by email", rule: .isEmail)
    // A stay: a start and an end in one calendar, up to two weeks, no arrivals or departures on Mondays.
    let stay = DateRangeField(label: "_Stay", maximumDays: 14)
    // A time and a date typed part by part, on the desktop's clock and in its order.
    let arrival = TimeField(label: "A_rrival time")
    let departure = DateField(label: "Chec_k-out date")

    /// What the languages field suggests.
    static let languageNames = ["C", "C++", "C#", "Go", "Haskell", "Java", "JavaScript", "Kotlin", "Lua", "OCaml",
                                "Python", "Ruby", "Rust", "Swift", "TypeScript", "Vala", "Zig"]

    // The gallery of states, kept alive with the page.
    private(set) var states: [(String, Field)] = []
    /// The options' and the gallery's grids, which take fewer columns in a narrow window.
    private var options: UnsafeMutablePointer<GtkWidget>?
    private var gallery: UnsafeMutablePointer<GtkWidget>?

    /// Builds the page.
    public init() {
        entry.helperText = "As it appears on your passport"
        entry.maxLength = 40
        area.maximumLines = 4
        area.helperText = "Grows to four lines, then scrolls"
        try? date.setMaximumDate(Date())
        guests.minimum = 1
        guests.maximum = 12
        guests.helperText = "1 to 12: the arrow keys or the wheel step"
        price.minimum = 0
        price.helperText = "Grouped as you type; tidied when you leave"
        city.helperText = "Down to go through the suggestions"
        colleague.helperText = "Asked of a slow directory; a late answer never wins"
        languages.helperText = "Return or a comma adds; up to five"
        invitees.helperText = "Backspace removes the last; Tab reaches each to remove"
        stay.helperText = "Up to 14 days in the next year; no arrival or departure on a Monday"
        stay.isClearable = true
        arrival.helperText = "Type the hour and minute; Up and Down step them"
        departure.isSegmented = true
        departure.helperText = "Typed part by part; Alt+Down opens the calendar"
        let today = Date()
        try? stay.setLimits(minimum: today, maximum: Calendar.current.date(byAdding: .year, value: 1, to: today))
        stay.isUnavailable = { Calendar.current.component(.weekday, from: $0) == 2 }
        // The calendar opens on the next Friday, a weekend away being the likely stay.
        stay.defaultDay = Calendar.current.nextDate(after: today, matching: DateComponents(weekday: 6), matchingPolicy: .nextTime)
    }

    private func makeContent() -> UnsafeMutablePointer<GtkWidget> {
        let options = Layout.columns(3, [
            Layout.toggle("_Error") { [weak self] on in self?.setError(on) },
            Layout.toggle("S_hakes") { [weak self] on in self?.playground.forEach { $0.shakes = on } },
            Layout.toggle("C_learable") { [weak self] on in
                self?.entry.isClearable = on
                self?.picker.isClearable = on
                self?.date.isClearable = on
            },
            Layout.toggle("_Manual entry") { [weak self] on in self?.picker.isManualEntryCapable = on },
            Layout.toggle("_Outlined") { [weak self] on in
                self?.playground.forEach { $0.variant = on ? .outlined : .filled }
            },
            Layout.toggle("_Disabled") { [weak self] on in self?.playground.forEach { $0.isEnabled = !on } },
        ], spacing: (16, 4))
        self.options = options
        let gallery = makeGallery()
        self.gallery = gallery
        let content = Layout.vbox(spacing: 16, [
            Layout.heading("Playground", level: "title-2"),
            Layout.caption("Type, tab, open and pick. Toggle the options to switch every field live."),
            options,
            Layout.vbox(spacing: 12, playground.map(\.widget.pointer)),
            Layout.heading("Numbers", level: "title-2"),
            Layout.caption("Typed as your locale writes them. A letter is refused out loud."),
            Layout.vbox(spacing: 12, [guests.widget.pointer, price.widget.pointer]),
            Layout.heading("Suggestions", level: "title-2"),
            Layout.caption("Suggested as you type, accents and case aside. Return or a click chooses."),
            Layout.vbox(spacing: 12, [city.widget.pointer, colleague.widget.pointer]),
            Layout.heading("Chips", level: "title-2"),
            Layout.caption("Each entry becomes a chip. What a rule refuses stays in the text, with the reason."),
            Layout.vbox(spacing: 12, [languages.widget.pointer, invitees.widget.pointer]),
            Layout.heading("Dates and times", level: "title-2"),
            Layout.caption("The first day chosen starts the range, the next ends it. A time or a date is typed part by part."),
            Layout.vbox(spacing: 12, [stay.widget.pointer, arrival.widget.pointer, departure.widget.pointer]),
            Layout.heading("Every state", level: "title-2"),
            gallery,
        ])
        return Layout.page(content)
    }

    /// Two columns of options and one of states in a narrow window; three and two in a wide one.
    public func setNarrow(_ narrow: Bool) {
        if let options { Layout.arrange(options, columns: narrow ? 2 : 3) }
        if let gallery { Layout.arrange(gallery, columns: narrow ? 1 : 2) }
    }

    private func setError(_ on: Bool) {
        for field in playground {
            if on { field.setError(withText: "Something needs fixing here") } else { field.removeErrorUI() }
        }
    }

    private func makeGallery() -> UnsafeMutablePointer<GtkWidget> {
        let empty = EntryField(label: "Empty")
        let filled = EntryField(label: "Filled")
        filled.text = "Ada Lovelace"
        let helper = EntryField(label: "With helper")
        helper.helperText = "Helper text sits below the field"
        let error = EntryField(label: "E-mail")
        error.text = "ada@"
        let disabled = EntryField(label: "Disabled")
        disabled.text = "Cannot change"
        disabled.isEnabled = false
        let monetary = EntryField(label: "Price")
        monetary.isMonetary = true
        monetary.purpose = .number
        monetary.text = "12.50"
        let unit = EntryField(label: "Weight")
        unit.unit = "kg"
        unit.purpose = .number
        unit.text = "72"
        let counter = EntryField(label: "Username")
        counter.maxLength = 12
        counter.text = "ada_lovelace_1815"
        let password = EntryField(label: "Password")
        password.purpose = .password
        password.text = "correct horse"
        let outlined = EntryField(label: "Outlined")
        outlined.variant = .outlined
        outlined.text = "Material 3"
        let manual = PickerField(label: "Size", data: ["Small", "Medium", "Large"])
        manual.isManualEntryCapable = true
        manual.setIndexToManual()
        let time = DateField(label: "Alarm", mode: .time)
        let openPicker = PickerField(label: "Picker open", data: ["Small", "Medium", "Large"])
        openPicker.setIndexTo(1)
        let openDate = DateField(label: "Date open")
        states = [
            ("empty", empty), ("filled", filled), ("helper", helper), ("error", error), ("disabled", disabled),
            ("monetary", monetary), ("unit", unit), ("counter", counter), ("password", password),
            ("outlined", outlined), ("manual-entry", manual), ("time", time),
            ("picker-open", openPicker), ("date-open", openDate),
        ]
        // Shown open in the gallery; they close, as Done would, once focus passes through.
        openPicker.open()
        openDate.open()
        // Errors are set after the fields exist, so the first focus does not clear them.
        MainLoop.invoke { error.setError(withText: "Enter a valid e-mail address") }
        return Layout.columns(2, states.map(\.1.widget.pointer))
    }
}
