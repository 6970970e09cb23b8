import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// iOSForm's "New Contact" as a sectioned form on a ``FormView``. One switch
/// inserts and removes a second phone row, another a whole Address section, and choosing
/// a country changes the list of provinces; the field being typed in keeps its focus and
/// text through all of it. Ctrl+Z and Ctrl+Shift+Z undo and redo across the form (its
/// ``FormView/keepHistory(limit:)``), the switches' rows and sections included.
@MainActor
public final class ContactPage: DemoPage {
    /// The page id for `--page`.
    public let name = "contact"
    /// The form's values, errors and invariants, for `--dump-forms`.
    public var formReport: FormReport? { FormReport(form) }
    /// The sidebar title.
    public let title = "Contact"
    /// The page, built on first use.
    public private(set) lazy var widget: UnsafeMutablePointer<GtkWidget> = makeContent()

    /// The sectioned form model.
    public let form = Form<String>()
    /// The view that shows it.
    public let view: FormView<String>
    private var token: ObservationToken?
    /// The switches that add the second phone row and the Address section.
    private var secondPhoneToggle: UnsafeMutablePointer<GtkWidget>?
    private var addressToggle: UnsafeMutablePointer<GtkWidget>?

    /// Builds the page.
    public init() {
        try? form.insertSection(key: "name", header: "Name")
        try? form.insertSection(key: "phone", header: "Phone")
        try? form.insertSection(key: "notes", header: "Notes")
        try? form.insert(Row(tag: "first", label: "_First name", rules: [.required]), inSection: "name", at: 0)
        try? form.insert(Row(tag: "last", label: "_Last name", rules: [.required]), inSection: "name", at: 1)
        try? form.insert(Row(tag: "company", label: "C_ompany"), inSection: "name", at: 2)
        try? form.insert(Row(tag: "mobile", label: "_Mobile", rules: [.required, .text(.minLength(6))]), inSection: "phone", at: 0)
        try? form.insert(Row(tag: "notes", label: "_Notes", kind: .area(maximumLines: 5)), inSection: "notes", at: 0)
        // The form is new and shown by no other view, so this cannot fail.
        guard let view = try? FormView(form: form) else { preconditionFailure("a new form is shown by no view") }
        self.view = view
        view.field(for: "company")?.isOptional = true
        view.field(for: "notes")?.isOptional = true
        (view.field(for: "mobile") as? EntryField)?.purpose = .phone
        token = form.changes.add { [weak self] change in
            if case .value("country") = change { self?.countryChanged() }
            if case .structure = change { self?.syncToggles() }
        }
        // Ctrl+Z takes back typing, a switch's rows and sections, across the form.
        view.keepHistory()
    }

    private func makeContent() -> UnsafeMutablePointer<GtkWidget> {
        let secondPhone = Layout.toggle("Second _phone") { [weak self] on in self?.setSecondPhone(on) }
        let address = Layout.toggle("_Address") { [weak self] on in self?.setAddress(on) }
        (secondPhoneToggle, addressToggle) = (secondPhone, address)
        let toggles = Layout.hbox(spacing: 16, [secondPhone, address])
        gtk_widget_set_halign(toggles, GTK_ALIGN_START)
        let page = Layout.formPage(top: [
            Layout.heading("New contact", level: "title-2"),
            Layout.caption("A sectioned form: switch rows and whole sections in and out while you type. Ctrl+Z undoes, across the form."),
            toggles,
        ], view: view.widget.pointer)
        // The switches are outside the form: Ctrl+Z on them undoes what they did, too.
        view.bindHistoryKeys(on: Widget(page))
        return page
    }

    /// The switches show what the form holds, also after an undo put a row back or took
    /// one away. (Setting one to what it shows changes nothing: the handlers check.)
    private func syncToggles() {
        for (toggle, present) in [(secondPhoneToggle, form.findRow(tag: "phone2") != nil),
                                  (addressToggle, form.section(key: "address") != nil)] {
            guard let toggle, (gtk_check_button_get_active(gCast(toggle)) != 0) != present else { continue }
            gtk_check_button_set_active(gCast(toggle), present ? 1 : 0)
        }
    }

    // MARK: Changes at run time

    /// Adds or removes the second phone row.
    public func setSecondPhone(_ on: Bool) {
        if on, form.findRow(tag: "phone2") == nil {
            try? form.insert(Row(tag: "phone2", label: "Second phone"), inSection: "phone", at: 1)
            (view.field(for: "phone2") as? EntryField)?.purpose = .phone
            view.field(for: "phone2")?.isOptional = true
        } else if !on {
            try? form.remove(tag: "phone2")
        }
    }

    /// Adds or removes the Address section.
    public func setAddress(_ on: Bool) {
        if on, form.section(key: "address") == nil {
            try? form.insertSection(key: "address", header: "Address", at: 2)
            try? form.insert(Row(tag: "street", label: "_Street", rules: [.required]), inSection: "address", at: 0)
            try? form.insert(Row(tag: "city", label: "Cit_y", rules: [.required]), inSection: "address", at: 1)
            try? form.insert(Row(tag: "country", label: "Co_untry", kind: .picker(data: Countries.regions.keys.sorted())),
                             inSection: "address", at: 2)
            try? form.insert(Row(tag: "province", label: "Pro_vince or state", kind: .picker(data: [])),
                             inSection: "address", at: 3)
            // Empty until a country is chosen: it still takes focus, and says why.
            view.field(for: "province")?.helperText = Self.provinceHint
        } else if !on {
            try? form.removeSection(key: "address")
        }
    }

    /// What the province picker says while it has no choices.
    private static let provinceHint = "Choose a country first"

    private func countryChanged() {
        guard let country = view.field(for: "country") as? PickerField,
              let province = view.field(for: "province") as? PickerField else { return }
        province.data = Countries.regions[country.text] ?? []
        province.helperText = province.data.isEmpty ? Self.provinceHint : nil
        province.resetSelection()
        try? form.setValue(.choice(nil, ""), for: "province")
    }
}
