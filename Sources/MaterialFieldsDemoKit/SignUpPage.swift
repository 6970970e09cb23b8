import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// A real validated sign-up form on a ``FormView``: e-mail, a masked phone number, a
/// password with a live checklist (a custom row) and a warning for common passwords,
/// confirmation, birth date, country, and a debounced asynchronous "is this user name
/// free?" check. *Create account* validates everything, shows each error under its field
/// and moves focus to the first invalid one. The window asks before closing while the
/// form holds unsaved changes.
@MainActor
public final class SignUpPage: DemoPage {
    /// The page id for `--page`.
    public let name = "signup"
    /// The form's values, errors and invariants, for `--dump-forms`.
    public var formReport: FormReport? { FormReport(form) }
    /// The sidebar title.
    public let title = "Sign-up"
    /// The page, built on first use.
    public private(set) lazy var widget: UnsafeMutablePointer<GtkWidget> = makeContent()

    /// The form model: every rule lives here, headless.
    public let form = Form<SignUpTag>()
    /// The user-name availability check.
    public let availability: AsyncValidation<String>

    /// The view that shows the form.
    public let view: FormView<SignUpTag>
    /// The user name field, made by the view.
    public let username: EntryField
    /// The email field.
    public let email: EntryField
    /// The password field.
    public let password: EntryField
    /// The confirmation field.
    public let confirmation: EntryField
    /// The birth date field.
    public let birthDate: DateField
    /// The country field.
    public let country: PickerField

    /// The outcome line under the button.
    public let status = Layout.statusLine()
    /// The outcome the status line shows, "" for none.
    public var statusText: String { Layout.statusText(of: status) }
    /// The submit button.
    public private(set) var submitButton: UnsafeMutablePointer<GtkWidget>?
    /// The password checklist: one label per rule, ticked as it passes.
    public let checklist: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)
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

    /// Passwords common enough to warn about (the rule is a warning: they are allowed).
    nonisolated public static let commonPasswords: Set<String> = ["password1", "passw0rd1", "qwerty123", "Password1"]

    /// How long the user-name check waits for the typing to stop.
    public static let checkDebounce = Duration.milliseconds(300)

    /// *Create account*, for `--submit`.
    public func submitForm() {
        submit()
    }

    /// Whether the form holds values not yet accepted by *Create account*.
    public var hasUnsavedChanges: Bool { form.hasUnsavedChanges }

    /// User names the pretend server already has.
    nonisolated public static let takenNames: Set<String> = ["admin", "ada", "root"]

    /// The latest date of birth allowed: users must be 13 or older.
    public static var latestBirthDate: Date {
        Calendar.current.date(byAdding: .year, value: -13, to: Date()) ?? Date()
    }

    /// Builds the page; `checkDelay` is how long the pretend server takes to answer.
    public init(checkDelay: Duration = .milliseconds(400)) {
        availability = AsyncValidation(debounce: Self.checkDebounce) { name in
            try? await Task.sleep(for: checkDelay)
            return SignUpPage.takenNames.contains(name.lowercased()) ? "\(name) is already taken" : nil
        }
        let passwordRules = Self.passwordRules
        let rows: [Row<SignUpTag>] = [
            Row(tag: .username, label: "_User name", kind: .entry(purpose: .name), rules: [.required, .text(.minLength(3))]),
            Row(tag: .email, label: "_E-mail", kind: .entry(purpose: .email), rules: [.required, .text(.isEmail)]),
            Row(tag: .phone, label: "P_hone", kind: .entry(purpose: .phone, mask: .phone)),
            Row(tag: .password, label: "_Password", kind: .entry(purpose: .password),
                rules: passwordRules.map { rule in ValidationRule<FormValue>.text(rule.withMessage("Use a stronger password")) }
                    + [.text(ValidationRule("This password is common: it is allowed, but easy to guess") {
                        !Self.commonPasswords.contains($0)
                    }.asWarning())]),
            Row(tag: .checklist, kind: .custom, isFocusable: false),
            Row(tag: .confirmation, label: "Con_firm password", kind: .entry(purpose: .password), rules: [.required]),
            Row(tag: .birthDate, label: "_Birth date",
                kind: .date(maximum: Self.latestBirthDate, defaultDate: Calendar.current.date(byAdding: .year, value: -30, to: Date())),
                rules: [.required, .dateRange(from: nil, to: Self.latestBirthDate).withMessage("You must be 13 or older")]),
            Row(tag: .country, label: "Coun_try", kind: .picker(data: Countries.names, clearable: true),
                rules: [.required.withMessage("Choose a country")]),
        ]
        for row in rows { try? form.add(row) }
        try? form.setRules([.required, form.equalsToRow(.password, message: "The passwords do not match")],
                           for: .confirmation, readingRows: [.password])
        // The form is new and shown by no other view, and each row's kind names its field.
        guard let view = try? FormView(form: form),
              let username = view.field(for: .username) as? EntryField, let email = view.field(for: .email) as? EntryField,
              let password = view.field(for: .password) as? EntryField,
              let confirmation = view.field(for: .confirmation) as? EntryField,
              let birthDate = view.field(for: .birthDate) as? DateField, let country = view.field(for: .country) as? PickerField
        else { preconditionFailure("a FormView makes one field of its kind per row") }
        (self.view, self.username, self.email, self.password) = (view, username, email, password)
        (self.confirmation, self.birthDate, self.country) = (confirmation, birthDate, country)
        configureFields()
    }

    private func configureFields() {
        username.helperText = "3 characters or more"
        view.field(for: .phone)?.isOptional = true
        view.field(for: .phone)?.helperText = "US format, grouped as you type"
        for rule in Self.passwordRules {
            let item: UnsafeMutablePointer<GtkWidget> = gtk_label_new("○ \(rule.message ?? "")")
            gtk_label_set_xalign(gCast(item), 0)
            gtk_widget_add_css_class(item, "dim-label")
            gtk_widget_add_css_class(item, "caption")
            gtk_box_append(gCast(checklist), item)
        }
        gtk_widget_set_margin_start(checklist, 16)
        view.makeCustomWidget = { [checklist] _ in checklist }
        tokens.append(form.changes.add { [weak self] change in
            switch change {
            case .value(let tag): self?.valueChanged(tag)
            case .error: self?.updateSummary()
            default: break
            }
        })
        tokens.append(availability.changes.add { [weak self] state in self?.showAvailability(state) })
        view.track(availability, for: .username)
    }

    private func makeContent() -> UnsafeMutablePointer<GtkWidget> {
        let submit = Layout.button("_Create account", classes: ["suggested-action", "pill"]) { [weak self] in self?.submit() }
        gtk_widget_set_halign(submit, GTK_ALIGN_START)
        submitButton = submit
        return Layout.formPage(top: [
            Layout.heading("Create your account", level: "title-2"),
            Layout.caption("Every rule runs in FieldCore. Errors appear after you leave a field, then follow your typing."),
        ], view: view.widget, bottom: [submit, status])
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
            if passed { gtk_widget_add_css_class(label, "mf-success") } else { gtk_widget_remove_css_class(label, "mf-success") }
            if passed { gtk_widget_remove_css_class(label, "dim-label") } else { gtk_widget_add_css_class(label, "dim-label") }
            item = gtk_widget_get_next_sibling(label)
        }
    }

    private func showAvailability(_ state: AsyncValidationState) {
        switch state {
        case .idle: username.helperText = "3 characters or more"
        case .checking: username.helperText = "Checking that the name is free…"
        case .valid: username.helperText = "This name is free"
        case .invalid: break // the view shows the message as the field's error
        }
    }

    /// Whether the status line shows the summary of a refused submit, to keep in step.
    private var showsSummary = false

    /// The summary of what is left to fix, nil when nothing is.
    private var summary: String? {
        let count = SignUpTag.allCases.compactMap { view.field(for: $0) }.filter(\.hasError).count
        return count == 0 ? nil : "Please fix the \(count == 1 ? "field" : "\(count) fields") marked in red."
    }

    /// After a refused submit, the summary counts down as the fields are fixed, and says
    /// so once none is left.
    private func updateSummary() {
        guard showsSummary else { return }
        Layout.setStatus(summary ?? "Everything is fixed: press Create account.", of: status, success: summary == nil)
    }

    /// *Create account*: validates every row (the user-name check included), shows every
    /// error, and focuses the first invalid field; returns whether the form was accepted.
    @discardableResult
    public func submit() -> Bool {
        guard view.submit() else {
            let summary = summary ?? "Please fix the fields marked in red."
            showsSummary = true
            Layout.setStatus(summary, of: status, success: false)
            // Focus moved to the first invalid field: the summary is heard there.
            SignUpTag.allCases.compactMap { view.field(for: $0) }.first(where: \.isActive)?.announce(summary)
            return false
        }
        showsSummary = false
        form.markSaved()
        let name = (try? form.value(of: .username, as: String.self)) ?? ""
        Layout.setStatus("Welcome aboard, \(name)! Your account is ready.", of: status, success: true)
        return true
    }
}
