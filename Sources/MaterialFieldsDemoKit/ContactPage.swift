import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// The seed iOSForm's "New Contact" as a sectioned form with headers. One switch inserts
/// and removes a second phone row, another a whole Address section; choosing a country
/// changes the list of provinces.
@MainActor
public final class ContactPage: DemoPage {
    /// The page id for `--page`.
    public let name = "contact"
    /// The sidebar title.
    public let title = "Contact"
    /// The page, built on first use.
    public private(set) lazy var widget: UnsafeMutablePointer<GtkWidget> = makeContent()

    /// The sectioned form model.
    public let form = Form<String>()
    /// Every field the form can show, by row tag.
    public private(set) var fields: [String: Field] = [:]
    /// The box the sections are rendered into.
    public let list: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
    private var binding: FormBinding<String>?
    private var token: ObservationToken?

    /// Builds the page.
    public init() {
        let first = EntryField(placeholder: "_First name")
        let last = EntryField(placeholder: "_Last name")
        let company = EntryField(placeholder: "C_ompany")
        company.isOptional = true
        let mobile = EntryField(placeholder: "_Mobile")
        mobile.purpose = .phone
        let notes = AreaField(placeholder: "_Notes")
        notes.maximumLines = 5
        notes.isOptional = true
        fields = ["first": first, "last": last, "company": company, "mobile": mobile, "notes": notes]

        try? form.insertSection(key: "name", header: "Name")
        try? form.insertSection(key: "phone", header: "Phone")
        try? form.insertSection(key: "notes", header: "Notes")
        try? form.insert(Row(tag: "first", rules: [.required]), inSection: "name", at: 0)
        try? form.insert(Row(tag: "last", rules: [.required]), inSection: "name", at: 1)
        try? form.insert(Row(tag: "company"), inSection: "name", at: 2)
        try? form.insert(Row(tag: "mobile", rules: [.required, .text(.minLength(6))]), inSection: "phone", at: 0)
        try? form.insert(Row(tag: "notes"), inSection: "notes", at: 0)
        binding = FormBinding(form: form, fields: fields)
        token = form.changes.add { [weak self] change in self?.formChanged(change) }
    }

    private func makeContent() -> UnsafeMutablePointer<GtkWidget> {
        let toggles = Layout.hbox(spacing: 16, [
            Layout.toggle("Second _phone") { [weak self] on in self?.setSecondPhone(on) },
            Layout.toggle("_Address") { [weak self] on in self?.setAddress(on) },
        ])
        gtk_widget_set_halign(toggles, GTK_ALIGN_START)
        render()
        let content = Layout.vbox(spacing: 16, [
            Layout.heading("New contact", level: "title-2"),
            Layout.caption("A sectioned form: switch rows and whole sections in and out while you type."),
            toggles, list,
        ])
        gtk_widget_set_size_request(content, 360, -1)
        return Layout.page(content)
    }

    // MARK: Changes at run time

    /// Adds or removes the second phone row.
    public func setSecondPhone(_ on: Bool) {
        if on, form.findRow(tag: "phone2") == nil {
            let field = EntryField(placeholder: "Second phone")
            field.purpose = .phone
            field.isOptional = true
            fields["phone2"] = field
            binding?.bind(field, to: "phone2")
            try? form.insert(Row(tag: "phone2"), inSection: "phone", at: 1)
        } else if !on {
            try? form.remove(tag: "phone2")
        }
    }

    /// Adds or removes the Address section.
    public func setAddress(_ on: Bool) {
        if on, form.section(key: "address") == nil {
            let street = EntryField(placeholder: "_Street")
            let city = EntryField(placeholder: "Cit_y")
            let country = PickerField(placeholder: "Countr_y", data: Countries.regions.keys.sorted())
            let province = PickerField(placeholder: "Pro_vince or state")
            for (tag, field) in [("street", street), ("city", city), ("country", country), ("province", province)] as [(String, Field)] {
                fields[tag] = field
                binding?.bind(field, to: tag)
            }
            try? form.insertSection(key: "address", header: "Address", at: 2)
            try? form.insert(Row(tag: "street", rules: [.required]), inSection: "address", at: 0)
            try? form.insert(Row(tag: "city", rules: [.required]), inSection: "address", at: 1)
            try? form.insert(Row(tag: "country", value: .choice(nil, "")), inSection: "address", at: 2)
            try? form.insert(Row(tag: "province", value: .choice(nil, "")), inSection: "address", at: 3)
        } else if !on {
            try? form.removeSection(key: "address")
        }
    }

    private func formChanged(_ change: FormChange<String>) {
        switch change {
        case .structure: render()
        case .value("country"): countryChanged()
        default: break
        }
    }

    private func countryChanged() {
        guard let country = fields["country"] as? PickerField, let province = fields["province"] as? PickerField else { return }
        province.data = Countries.regions[country.text] ?? []
        province.resetSelection()
        try? form.setValue(.choice(nil, ""), for: "province")
    }

    /// Lays the sections out again: a header, then each visible row's field.
    private func render() {
        while let child = gtk_widget_get_first_child(list) { gtk_box_remove(gCast(list), child) }
        for section in form.sections {
            if let header = section.header { gtk_box_append(gCast(list), Layout.heading(header)) }
            for tag in section.tags where form.findRow(tag: tag)?.isHidden == false {
                if let field = fields[tag] { gtk_box_append(gCast(list), field.widget) }
            }
        }
    }
}
