import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// A real validated sign-up form: e-mail, password with a live checklist, confirmation,
/// birth date, country, and an asynchronous "is this user name free?" check. *Create
/// account* validates everything, shows each error under its field and moves focus to
/// the first invalid one.
@MainActor
public final class SignUpPage: DemoPage {
    /// The page id for `--page`.
    public let name = "signup"
    /// The sidebar title.
    public let title = "Sign-up"
    /// The page, built on first use.
    public private(set) lazy var widget: UnsafeMutablePointer<GtkWidget> = makeContent()

    /// The form model: every rule lives here, headless.
    public let form = Form<SignUpTag>()
    /// The user-name availability check.
    public let availability: AsyncValidation<String>

    /// The fields, one per row.
    public let username = EntryField(placeholder: "_User name")
    /// The email field.
    public let email = EntryField(placeholder: "_E-mail")
    /// The password field.
    public let password = EntryField(placeholder: "_Password")
    /// The confirmation field.
    public let confirmation = EntryField(placeholder: "Con_firm password")
    /// The birth date field.
    public let birthDate = DateField(placeholder: "_Birth date")
    /// The country field.
    public let country = PickerField(placeholder: "Coun_try", data: Countries.names)

    /// The outcome line under the button.
    public let status: UnsafeMutablePointer<GtkWidget> = gtk_label_new("")
    /// The submit button.
    public private(set) var submitButton: UnsafeMutablePointer<GtkWidget>?
    /// The password checklist: one label per rule, ticked as it passes.
    public let checklist: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)
    private var binding: FormBinding<SignUpTag>?
    private var tokens: [ObservationToken] = []

    /// The password rules, shown as a checklist that ticks as they pass.
    nonisolated public static var passwordRules: [ValidationRule<String>] {
        [
            ValidationRule("At least 8 characters") { $0.count >= 8 },
            ValidationRule("A digit") { $0.contains { $0.isNumber } },
            ValidationRule("An uppercase letter") { $0.contains { $0.isUppercase } },
            ValidationRule("No spaces") { !$0.isEmpty && !$0.contains(" ") },
        ]
    }

    /// User names the pretend server already has.
    nonisolated public static let takenNames: Set<String> = ["admin", "ada", "root"]

    /// The latest date of birth allowed: users must be 13 or older.
    public static var latestBirthDate: Date {
        Calendar.current.date(byAdding: .year, value: -13, to: Date()) ?? Date()
    }

    /// Builds the page; `checkDelay` is how long the pretend server takes to answer.
    public init(checkDelay: Duration = .milliseconds(400)) {
        availability = AsyncValidation { name in
            try? await Task.sleep(for: checkDelay)
            return SignUpPage.takenNames.contains(name.lowercased()) ? "\(name) is already taken" : nil
        }
        buildForm()
    }

    private func buildForm() {
        let passwordRules = Self.passwordRules
        let rows: [Row<SignUpTag>] = [
            Row(tag: .username, label: "User name", rules: [.required, .text(.minLength(3))]),
            Row(tag: .email, label: "E-mail", rules: [.required, .text(.isEmail)]),
            Row(tag: .password, label: "Password",
                rules: passwordRules.map { rule in ValidationRule<FormValue>.text(rule.withMessage("Use a stronger password")) }),
            Row(tag: .confirmation, label: "Confirm password", rules: [.required]),
            Row(tag: .birthDate, label: "Birth date", value: .date(nil),
                rules: [.required, .dateRange(from: nil, to: Self.latestBirthDate).withMessage("You must be 13 or older")]),
            Row(tag: .country, label: "Country", value: .choice(nil, ""), rules: [.required.withMessage("Choose a country")]),
        ]
        for row in rows { try? form.add(row) }
        try? form.setRules([.required, form.equalsToRow(.password, message: "The passwords do not match")],
                           for: .confirmation, readingRows: [.password])

        email.purpose = .email
        password.purpose = .password
        confirmation.purpose = .password
        username.purpose = .name
        username.helperText = "3 characters or more"
        try? birthDate.setMaximumDate(Self.latestBirthDate)
        birthDate.defaultDate = Calendar.current.date(byAdding: .year, value: -30, to: Date())
        country.isClearable = true

        binding = FormBinding(form: form, fields: [
            .username: username, .email: email, .password: password, .confirmation: confirmation,
            .birthDate: birthDate, .country: country,
        ])
        tokens.append(form.changes.add { [weak self] change in
            if case .value(let tag) = change { self?.valueChanged(tag) }
        })
        tokens.append(availability.changes.add { [weak self] state in self?.showAvailability(state) })
    }

    private func makeContent() -> UnsafeMutablePointer<GtkWidget> {
        for rule in Self.passwordRules {
            let item: UnsafeMutablePointer<GtkWidget> = gtk_label_new("○ \(rule.message ?? "")")
            gtk_label_set_xalign(gCast(item), 0)
            gtk_widget_add_css_class(item, "dim-label")
            gtk_widget_add_css_class(item, "caption")
            gtk_box_append(gCast(checklist), item)
        }
        gtk_widget_set_margin_start(checklist, 16)
        let submit = Layout.button("_Create account", classes: ["suggested-action", "pill"]) { [weak self] in self?.submit() }
        gtk_widget_set_halign(submit, GTK_ALIGN_START)
        submitButton = submit
        gtk_label_set_xalign(gCast(status), 0)
        gtk_label_set_wrap(gCast(status), 1)
        let content = Layout.vbox(spacing: 12, [
            Layout.heading("Create your account", level: "title-2"),
            Layout.caption("Every rule runs in FieldCore. Errors appear after you leave a field, then follow your typing."),
            username.widget, email.widget, password.widget, checklist, confirmation.widget,
            birthDate.widget, country.widget, submit, status,
        ])
        gtk_widget_set_size_request(content, 360, -1)
        return Layout.page(content)
    }

    // MARK: Reactions

    private func valueChanged(_ tag: SignUpTag) {
        switch tag {
        case .password: updateChecklist()
        case .username:
            let name = (try? form.value(of: .username, as: String.self)) ?? ""
            if name.count >= 3 { availability.validate(name) }
        default: break
        }
    }

    private func updateChecklist() {
        let text = (try? form.value(of: .password, as: String.self)) ?? ""
        var item = gtk_widget_get_first_child(checklist)
        for (passed, message) in Validation.validateList(text, Self.passwordRules) {
            guard let label = item else { break }
            gtk_label_set_text(gCast(label), "\(passed ? "✓" : "○") \(message ?? "")")
            if passed { gtk_widget_add_css_class(label, "success") } else { gtk_widget_remove_css_class(label, "success") }
            if passed { gtk_widget_remove_css_class(label, "dim-label") } else { gtk_widget_add_css_class(label, "dim-label") }
            item = gtk_widget_get_next_sibling(label)
        }
    }

    private func showAvailability(_ state: AsyncValidationState) {
        switch state {
        case .idle: username.helperText = "3 characters or more"
        case .checking: username.helperText = "Checking that the name is free…"
        case .valid:
            username.helperText = "This name is free"
            if form.findRow(tag: .username)?.errorMessage == nil { username.removeErrorUI() }
        case .invalid(let message): username.setError(withText: message)
        }
    }

    /// *Create account*: validates every row, shows every error, and focuses the first
    /// invalid field; returns whether the form was accepted.
    @discardableResult
    public func submit() -> Bool {
        let result = form.validate()
        var invalid = Set(result.failures.map(\.tag))
        if case .invalid(let message) = availability.state {
            username.setError(withText: message)
            invalid.insert(.username)
        }
        // The first invalid row in display order, whichever check failed it.
        if let first = form.rows.map(\.tag).first(where: invalid.contains) {
            binding?.field(for: first)?.becomeFirstResponder()
            let count = invalid.count
            gtk_label_set_text(gCast(status), "Please fix the \(count == 1 ? "field" : "\(count) fields") marked in red.")
            gtk_widget_remove_css_class(status, "success")
            gtk_widget_add_css_class(status, "error")
            return false
        }
        let name = (try? form.value(of: .username, as: String.self)) ?? ""
        gtk_label_set_text(gCast(status), "Welcome aboard, \(name)! Your account is ready.")
        gtk_widget_remove_css_class(status, "error")
        gtk_widget_add_css_class(status, "success")
        return true
    }
}
