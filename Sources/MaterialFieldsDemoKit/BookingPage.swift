import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// "Book a room", declared over a ``Booking`` with the declarative API alone: one row of
/// each kind a form has (text, area, a segmented date, suggestions, a date range counted in
/// nights, a whole number, a time, a picker, chips and a switch). *Book* submits it; a
/// refused submit lists what to fix above the form. Ctrl+Z undoes across the form, and
/// what was typed survives a crash as a draft (``keepDrafts(appID:)``).
@MainActor
public final class BookingPage: DemoPage {
    /// The page id for `--page`.
    public let name = "booking"
    /// The sidebar title.
    public let title = "Booking"
    /// The form's values, errors and invariants, for `--dump-forms`.
    public var formReport: FormReport? { FormReport(form) }
    /// The page, built on first use.
    public private(set) lazy var widget: UnsafeMutablePointer<GtkWidget> = makeContent()

    /// What the user typed, in typed properties.
    public let booking = Booking()
    /// The view that shows the form.
    public let view: FormView<FieldKey>
    /// The form model.
    public var form: Form<FieldKey> { view.form }
    /// The outcome line under the button.
    public let status = Layout.statusLine()
    /// The outcome the status line shows, "" for none.
    public var statusText: String { Layout.statusText(of: status) }

    /// The draft's form id, its file's name in the app's drafts folder.
    public static let draftFormID = "booking"
    /// The longest stay the hotel takes.
    public static let longestStay = RangeLength.nights(14)

    /// Builds the page.
    public init() {
        let today = Calendar.current.startOfDay(for: Date())
        let adult = Calendar.current.date(byAdding: .year, value: -18, to: today)
        guard let view = try? FormView(editing: booking, {
            Section("Guest") {
                TextRow("_Name", \.guest, purpose: .name, rules: .required)
                TextRow("_E-mail", \.email, purpose: .email, rules: .required, .isEmail)
                DateRow("Date of b_irth", \.birthDate, maximum: adult, segmented: true,
                        rules: .required.withMessage("Enter the lead guest's date of birth"))
                SuggestionRow("Coming _from", \.comingFrom, source: .list(Cities.names), helper: "Your home town")
            }
            Section("Stay") {
                DateRangeRow("_Stay", \.stay, minimum: today, maximumLength: Self.longestStay, helper: "Up to 14 nights",
                             rules: .required.withMessage("Choose your arrival and departure"))
                NumberRow("_Guests", \.guests, minimum: 1, maximum: 6, helper: "1 to 6", rules: .required)
                TimeRow("_Arrival time", \.arrival, helper: "Check-in from 14:00")
                PickerRow("_Room", \.room, choices: ["Single", "Double", "Twin", "Suite"], rules: .required)
                ChipsRow("Re_quests", \.requests, maximumCount: 5, helper: "Return after each, up to 5")
                ToggleRow("Brea_kfast", \.breakfast)
                TextRow("N_otes", \.notes, lines: 3, isOptional: true)
            }
        }) else { preconditionFailure("each key path is edited by one row") }
        self.view = view
        view.showsErrorSummary = true
        view.onSubmit = { [weak self] _ in self?.booked() }
        view.onSubmitRefused = { [weak self] _ in self?.refused() }
        // Ctrl+Z takes back what was typed, row by row, across the form.
        view.keepHistory()
    }

    /// Keeps what the user types as a draft of the app `appID` (in the data folder
    /// `environment` names) and offers back the one a crash left.
    public func keepDrafts(appID: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        view.keepDrafts(in: DraftStore(appID: appID, formID: Self.draftFormID, environment: environment),
                        prompt: "Restore your unsaved booking?")
    }

    /// Whether the form holds values not yet booked.
    public var hasUnsavedChanges: Bool { form.hasUnsavedChanges }

    /// *Book*, for `--submit`.
    public func submitForm() {
        _ = view.submit()
    }

    /// The user chose to lose the changes: the draft goes too.
    public func discardChanges() {
        view.draftKeeper?.clear()
    }

    private func makeContent() -> UnsafeMutablePointer<GtkWidget> {
        let book = Layout.button("_Book", classes: ["suggested-action", "pill"]) { [weak self] in self?.submitForm() }
        gtk_widget_set_halign(book, GTK_ALIGN_START)
        let page = Layout.formPage(top: [
            Layout.heading("Book a room", level: "title-2"),
            Layout.caption("Every kind of row, declared over one model. Ctrl+Z undoes; a draft survives a crash."),
        ], view: view.widget.pointer, bottom: [book, status])
        view.bindHistoryKeys(on: Widget(page))
        return page
    }

    /// What the booking says, once accepted: "Double for 2 guests, 3 nights".
    public var summary: String {
        let nights = booking.stay.map { $0.dayCount(in: .current) - 1 } ?? 0
        return "\(booking.room) for \(booking.guests ?? 0) guest\(booking.guests == 1 ? "" : "s"), \(nights) night\(nights == 1 ? "" : "s")"
    }

    private func booked() {
        form.markSaved()
        Layout.setStatus("Booked: \(summary).", of: status, success: true)
    }

    private func refused() {
        Layout.setStatus("", of: status, success: false)
    }
}
