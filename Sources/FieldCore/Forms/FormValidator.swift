import FoundationEssentials

/// How a form answers a change of a row's value: the row updates it fires, which rows it
/// checks again, and the check itself, whose outcome is the field's
/// ``MessageSource/rules`` message and nothing else.
final class FormValidator<Tag: RowTag> {
    private unowned let form: Form<Tag>
    /// Rules that read several rows, in the order they were added.
    private(set) var crossFieldRules: [CrossFieldRule<Tag>] = []

    init(form: Form<Tag>) {
        self.form = form
    }

    /// Adds a rule across rows; the rows it reads check its row again when they change.
    func add(_ rule: CrossFieldRule<Tag>) {
        crossFieldRules.append(rule)
        for tag in rule.tags where tag != rule.showOn { form.findRow(tag: tag)?.dependents.insert(rule.showOn) }
    }

    /// The row with `tag` left the form: the rules across rows that show on it or read it go.
    func forget(_ tag: Tag) {
        crossFieldRules.removeAll { $0.showOn == tag || $0.tags.contains(tag) }
    }

    /// The row's value changed, as `origin`'s change: a user's edit fires its row updates and
    /// validation first, and a row that shows an error is checked again whoever changed it,
    /// so whoever hears of the new value finds its error settled too.
    func valueChanged(_ row: Row<Tag>, by origin: ChangeOrigin) {
        if origin == .user {
            userEdited(row)
        } else if row.field.hasError {
            validate(row)
        }
        // Told after the field's error and warning, once the event's transaction is done.
        row.field.whenSettled { [weak form = form] in form?.tellValueChanged(row.tag) }
    }

    /// The user changed the row's value: fires `.live` (and `.regular` after a blur) and
    /// validates as the row's mode says. A row that shows an error is checked again at once,
    /// whatever its mode, so the error goes (or says what is wrong now) as soon as the value
    /// changes; an error from outside goes, as a user error would.
    private func userEdited(_ row: Row<Tag>) {
        row.field.transaction {
            let showedError = row.field.hasError
            // A server's answer was about the value before this edit.
            row.field.setError(nil, from: .server)
            let validated = deliver(row.updates.didEdit(), for: row)
            if showedError, !validated { validate(row) }
        }
        revalidateDependents(of: row)
    }

    /// Fires `updates` for `row` and validates it as its mode says; returns whether it did.
    @discardableResult
    func deliver(_ updates: [RowUpdate], for row: Row<Tag>) -> Bool {
        let mode = row.validationMode ?? form.validationMode
        var validated = false
        for update in updates {
            // Heard once the event's transaction is rendered, the row's check of it included.
            row.field.whenSettled { [weak form = form] in form?.onRowUpdate?(update, row) }
            if !validated, mode.validates(on: update) {
                validated = true
                validate(row)
            }
        }
        return validated
    }

    /// Checks again the rows that read `row` and show an error or were changed.
    func revalidateDependents(of row: Row<Tag>) {
        for tag in row.dependents {
            guard let dependent = form.findRow(tag: tag), dependent.errorMessage != nil || dependent.updates.valueHasChanged
            else { continue }
            validate(dependent)
        }
    }

    /// Checks every visible row as ``validate(_:)`` does, in display order: the failures,
    /// the warnings of the rows that passed, and the rows whose check has yet to answer.
    func validateAll() -> FormValidationResult<Tag> {
        var failures: [ValidationFailure<Tag>] = []
        var warnings: [ValidationFailure<Tag>] = []
        var pending: [Tag] = []
        // Every row's input as done first: a rule across rows checked on one row reads another's.
        for row in form.rows where !row.isHidden { row.valueModel.checkInputAsDone() }
        for row in form.rows where !row.isHidden {
            if let message = validate(row) {
                failures.append(ValidationFailure(tag: row.tag, message: message))
                continue
            }
            if form.checks.isPending(row.tag) { pending.append(row.tag) }
            if let warning = row.field.warningText {
                warnings.append(ValidationFailure(tag: row.tag, message: warning))
            }
        }
        return FormValidationResult(failures: failures, warnings: warnings, pending: pending)
    }

    /// Checks `row` as ``validate(_:)`` does, its input counted as the user left it though
    /// focus may still be in it (a number row's `1,5` on its way to `1,500`, a date typed in
    /// its field and not yet read): what a form's
    /// and a field's `validate()` ask, where a keystroke's live check does not.
    func validateAsDone(_ row: Row<Tag>) -> String? {
        row.valueModel.checkInputAsDone()
        return validate(row)
    }

    /// Checks one row (its own rules, then the rules across rows shown on it) and sets the
    /// outcome as the field's ``MessageSource/rules`` error and warning, and only those;
    /// returns the error the row shows (a server's, unreadable input, the rules' or a
    /// check's), nil when it shows none.
    @discardableResult
    func validate(_ row: Row<Tag>) -> String? {
        let (valid, message) = Validation.validateWithMessage(row.value, row.rules)
        var error = valid ? nil : (message ?? Translations.string("This value is not valid"))
        var warning = Validation.warning(row.value, row.rules)
        let crossRules = crossFieldRules.filter { $0.showOn == row.tag }
        if !crossRules.isEmpty {
            let values = form.values
            for rule in crossRules where !rule(values) {
                if rule.severity == .error { error = error ?? rule.message } else { warning = warning ?? rule.message }
            }
        }
        // The field model tells the form of a real change, once (see RowPlacement.init(sectionKey:hearing:for:)).
        row.field.setWarning(warning, from: .rules)
        row.field.setError(error, from: .rules)
        return row.errorMessage
    }
}
