import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// A real validated sign-up form, declared over a ``SignUpAccount`` (a ``FormView`` made with
/// `init(editing:_:)`): e-mail, a masked phone number, a
/// password with a live checklist (a custom row) and a warning for common passwords,
/// confirmation, birth date, country, and a debounced asynchronous "is this user name
/// free?" check. *Create account* validates everything, shows each error under its field
/// and lists them in an error summary above the form, whose first link takes the focus. The window asks before closing while the
/// form holds unsaved changes, and what was typed survives a crash as a draft
/// (``keepDrafts(appID:)``).
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

    /// What the user typed, in typed properties.
    public let account = SignUpAccount()
    /// The form model: every rule lives here, headless.
    public var form: Form<FieldKey> { view.form }
    /// The user-name availability check, which the form runs on each new name.
    public let availability: AsyncValidation<[FieldKey: FormValue]>

    /// The view that shows the form.
    public let view: FormView<FieldKey>
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

    /// The draft's form id, its file's name in the app's drafts folder.
    public static let draftFormID = "sign-up"

    /// Keeps what the user types as a draft of the app `appID` and offers back the one a
    /// crash left. (The demo does this when it runs for a user, not for screenshots.)
    public func keepDrafts(appID: String) {
        view.keepDrafts(in: DraftStore(appID: appID, formID: Self.draftFormID), prompt: "Restore your unsaved sign-up?")
    }

    /// The user chose to lose the changes: the draft goes too.
    public func discardChanges() {
        view.draftKeeper?.clear()
    }

    /// User names the pretend server already has.
    nonisolated public static let takenNames: Set<String> = ["admin", "ada", "root"]

    /// The latest date of birth allowed: users must be 13 or older.
    public static var latestBirthDate: Date {
        Calendar.current.date(byAdding: .year, value: -13, to: Date()) ?? Date()
    }

    /// Builds the page; `checkDelay` is how long the pretend server takes to answer.
    public init(checkDelay: Duration = .milliseconds(400)) {
        let passwordRules = Self.passwordRules.map { $0.withMessage("Use a stronger password") }
            + [ValidationRule("This password is common: it is allowed, but easy to guess") { !Self.commonPasswords.contains($0) }.asWarning()]
        let dates = (latest: Self.latestBirthDate, usual: Calendar.current.date(byAdding: .year, value: -30, to: Date()))
        // Each key path is named once, and each row's kind names its field.
        guard let view = try? FormView(editing: account, {
            Section {
                TextRow("_User name", \.username, purpose: .name, helper: "3 characters or more", rules: .required, .minLength(3))
                TextRow("_E-mail", \.email, purpose: .email, rules: .required, .isEmail)
                TextRow("P_hone", \.phone, purpose: .phone, mask: .phone, helper: "US format, grouped as you type", isOptional: true)
                TextRow("_Password", \.password, purpose: .password, rules: passwordRules)
                CustomRow("checklist")
                TextRow("Con_firm password", \.confirmation, purpose: .password, rules: .required)
                DateRow("_Birth date", \.birthDate, maximum: dates.latest, defaultDate: dates.usual,
                        rules: .required, .dateRange(from: nil, to: dates.latest).withMessage("You must be 13 or older"))
                PickerRow("Coun_try", \.country, choices: Countries.names, clearable: true,
                          rules: .required.withMessage("Choose a country"))
            }
        }),
              let username = view.field(for: \SignUpAccount.username) as? EntryField,
              let email = view.field(for: \SignUpAccount.email) as? EntryField,
              let password = view.field(for: \SignUpAccount.password) as? EntryField,
              let confirmation = view.field(for: \SignUpAccount.confirmation) as? EntryField,
              let birthDate = view.field(for: \SignUpAccount.birthDate) as? DateField,
              let country = view.field(for: \SignUpAccount.country) as? PickerField
        else { preconditionFailure("a FormView makes one field of its kind per row") }
        // The confirmation reads the password row: a rule across rows.
        try? view.form.setRules([.required, view.form.equalsToRow(FieldKey(\SignUpAccount.password), message: "The passwords do not match")],
                                for: FieldKey(\SignUpAccount.confirmation), readingRows: [FieldKey(\SignUpAccount.password)])
        // The form asks once the name passes its own rules, and only its latest answer counts.
        guard let availability = try? view.form.setCheck(for: FieldKey(\SignUpAccount.username), debounce: Self.checkDebounce, text: { name in
            try? await Task.sleep(for: checkDelay)
            return SignUpPage.takenNames.contains(name.lowercased()) ? "\(name) is already taken" : nil
        }) else { preconditionFailure("the user name row holds text") }
        self.availability = availability
        (self.view, self.username, self.email, self.password) = (view, username, email, password)
        (self.confirmation, self.birthDate, self.country) = (confirmation, birthDate, country)
        configureFields()
        // Ctrl+Z takes back what was typed, row by row, as on the Contact page.
        view.keepHistory()
    }

    private func configureFields() {
        for rule in Self.passwordRules {
            let item: UnsafeMutablePointer<GtkWidget> = gtk_label_new("○ \(rule.message ?? "")")
            gtk_label_set_xalign(gCast(item), 0)
            gtk_widget_add_css_class(item, "dim-label")
            gtk_widget_add_css_class(item, "caption")
            gtk_box_append(gCast(checklist), item)
        }
        gtk_widget_set_margin_start(checklist, 16)
        view.makeCustomWidget = { [checklist] _ in Widget(checklist) }
        tokens.append(form.changes.add { [weak self] change in
            if case .value(let key) = change { self?.valueChanged(key) }
        })
        tokens.append(availability.changes.add { [weak self] state in self?.showAvailability(state) })
        // A refused submit lists what to fix above the form and focuses the list.
        view.showsErrorSummary = true
        view.onSubmit = { [weak self] _ in self?.accepted() }
        view.onSubmitRefused = { [weak self] _ in self?.refused() }
    }

    private func makeContent() -> UnsafeMutablePointer<GtkWidget> {
        let submit = Layout.button("_Create account", classes: ["suggested-action", "pill"]) { [weak self] in self?.submit() }
        gtk_widget_set_halign(submit, GTK_ALIGN_START)
        submitButton = submit
        return Layout.formPage(top: [
            Layout.heading("Create your account", level: "title-2"),
            Layout.caption("Every rule runs in FieldCore. Errors appear after you leave a field, then follow your typing."),
        ], view: view.widget.pointer, bottom: [submit, status])
    }

    // MARK: Reactions

    private func valueChanged(_ key: FieldKey) {
        switch key {
        case FieldKey(\SignUpAccount.password): updateChecklist()
        default: break
        }
    }

    private func updateChecklist() {
        let text = account.password
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

    /// *Create account*: validates every row (the user-name check included), shows every
    /// error, and lists them above the form; returns whether the form was accepted
    /// now. While the name is still being checked it says so and the account is created
    /// when the answer comes, if the name is free.
    @discardableResult
    public func submit() -> Bool {
        let accepted = view.submit()
        if view.isWaitingForChecks { Layout.setStatus("Checking that the name is free…", of: status, success: false) }
        return accepted
    }

    /// The form had errors (perhaps once the name's check answered): the error summary
    /// above the form says what, so the status line says nothing.
    private func refused() {
        Layout.setStatus("", of: status, success: false)
    }

    /// The form was valid, every check included.
    private func accepted() {
        form.markSaved()
        Layout.setStatus("Welcome aboard, \(account.username)! Your account is ready.", of: status, success: true)
    }
}
