import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// The rows of the demo's Form page.
public enum FormPageTag: RowTag {
    case logo, company, registered, vat, email, phone, item(Int), signature, terms
}

/// A whole form on a ``FormView``: sections with headers, a custom row (the company's
/// logo), a helper, a switch row that hides and shows another row, the Previous / Next /
/// Done bar, a long section whose last row is required, so *Submit* scrolls down to it,
/// and a switch that must be on.
@MainActor
public final class FormPage: DemoPage {
    /// The page id for `--page`.
    public let name = "form"
    /// The form's values, errors and invariants, for `--dump-forms`.
    public var formReport: FormReport? { FormReport(form) }
    /// The sidebar title.
    public let title = "Form"
    /// The page, built on first use.
    public private(set) lazy var widget: UnsafeMutablePointer<GtkWidget> = makeContent()

    /// The form shown.
    public let form = Form<FormPageTag>()
    /// The view that shows it.
    public let view: FormView<FormPageTag>
    /// What the last submit said.
    public let status = Layout.statusLine()
    /// The outcome the status line shows, "" for none.
    public var statusText: String { Layout.statusText(of: status) }

    /// Builds the page.
    public init() {
        try? form.insertSection(key: "company", header: "Company")
        try? form.insertSection(key: "contact", header: "Contact")
        try? form.insertSection(key: "order", header: "Order", footer: "Prices include VAT. You can cancel within 14 days.")
        let rows: [(String, Row<FormPageTag>)] = [
            ("company", Row(tag: .logo, kind: .custom, isFocusable: false)),
            ("company", Row(tag: .company, label: "Company _name", rules: [.required])),
            ("company", Row(tag: .registered, label: "Registered for _VAT", kind: .switch)),
            ("company", Row(tag: .vat, label: "VAT n_umber", rules: [.required, .text(.minLength(8))], isHidden: true)),
            ("contact", Row(tag: .email, label: "_E-mail", kind: .entry(purpose: .email), rules: [.required, .text(.isEmail)])),
            ("contact", Row(tag: .phone, label: "_Phone", kind: .entry(purpose: .phone))),
        ] + (1...12).map { ("order", Row(tag: .item($0), label: "Item \($0)")) }
            + [("order", Row(tag: .signature, label: "Si_gnature", rules: [.required])),
               ("order", Row(tag: .terms, label: "I accept the _terms of sale", kind: .switch, rules: [.isOn]))]
        for (section, row) in rows {
            try? form.insert(row, inSection: section, at: form.section(key: section)?.tags.count ?? 0)
        }
        // The form is new and shown by no other view, so this cannot fail.
        guard let view = try? FormView(form: form) else { preconditionFailure("a new form is shown by no view") }
        self.view = view
        view.makeCustomWidget = { _ in Widget(Self.logo()) }
        view.showsToolbar = true
        view.field(for: .phone)?.isOptional = true
        form.onRowUpdate = { [weak self] update, row in
            guard update == .live, row.tag == .registered, let self else { return }
            try? self.form.setHidden(row.value != .flag(true), for: .vat)
        }
        _ = try? form.showHelper(for: .company, kind: "hint") { $0.text = "As registered, with its legal form" }
        view.onSubmit = { [weak self] values in
            self?.setStatus("Sent: \(values.count) rows, every required one filled.", success: true)
        }
    }

    /// The custom row: the company's logo and a caption.
    private static func logo() -> UnsafeMutablePointer<GtkWidget> {
        let image: UnsafeMutablePointer<GtkWidget> = gtk_image_new_from_icon_name("applications-engineering-symbolic")
        gtk_image_set_pixel_size(gCast(image), 64)
        Accessibility.setLabel("Company logo", of: image)
        let caption = Layout.caption("Your logo goes on every invoice. (A custom row: any GTK widget.)")
        gtk_widget_set_hexpand(caption, 1)
        return Layout.hbox(spacing: 16, [image, caption])
    }

    private func makeContent() -> UnsafeMutablePointer<GtkWidget> {
        let submit = Layout.button("_Submit", classes: ["suggested-action", "pill"]) { [weak self] in
            guard let self, !self.view.submit() else { return }
            self.setStatus("Please fix the fields in red; the first one is focused.", success: false)
        }
        return Layout.formPage(top: [
            Layout.heading("A whole form on a FormView", level: "title-2"),
            Layout.caption("Sections, a custom row, a helper, a switch row that shows another row, and the Previous / Next / Done bar. Submit checks every row and scrolls to the first one in error."),
        ], view: view.widget.pointer, bottom: [submit, status])
    }

    private func setStatus(_ text: String, success: Bool) {
        Layout.setStatus(text, of: status, success: success)
    }
}
