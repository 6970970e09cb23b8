import FoundationEssentials

/// Asynchronous checks of rows ("is this user name free?"), by the tag of the row each
/// checks, run by the form so that an answer counts only for the values it was asked about.
///
/// The form asks again whenever a row the check reads changes, once the checked row's own
/// rules pass (a name too short to be valid sends no request). An answer that arrives for
/// values the rows no longer hold is dropped, whatever order the answers come back in, and
/// an earlier answer is forgotten as soon as its value changes, so a stale "already taken"
/// never shows under a new name and a submit never accepts a value still being checked.
/// Checks run on the main actor: a form with checks is used from the main thread (an edit
/// made elsewhere leaves the row unchecked, and ``Form/validate()`` counts it as pending).
final class FormChecks<Tag: RowTag> {
    private unowned let form: Form<Tag>
    private var checks: [Tag: RowCheck<Tag>] = [:]

    init(form: Form<Tag>) {
        self.form = form
    }

    /// Makes `validation` the check of the row with `tag`, reading the rows `reads` (the
    /// checked row first), in place of any it had, and asks it about the values now.
    @MainActor
    func set(_ validation: AsyncValidation<[Tag: FormValue]>, for tag: Tag, reading reads: [Tag]) {
        checks[tag]?.validation.cancel()
        let rowCheck = RowCheck(reads: reads, validation: validation)
        rowCheck.token = validation.changes.add { [weak self] state in self?.checkChanged(tag, to: state) }
        checks[tag] = rowCheck
        start(tag)
    }

    /// Where the check of the row with `tag` stands for the values the rows hold now.
    @MainActor
    func state(of tag: Tag) -> AsyncValidationState {
        guard let rowCheck = checks[tag], rowCheck.validation.checkedValue == input(of: rowCheck) else { return .idle }
        return rowCheck.validation.state
    }

    /// Waits until every check has answered for the values the rows hold, asking again for
    /// any that changed meanwhile.
    @MainActor
    func settle() async {
        while true {
            for tag in Array(checks.keys) { start(tag) }
            let running = checks.values.filter { $0.validation.state == .checking }
            if running.isEmpty { return }
            for rowCheck in running { await rowCheck.validation.settle() }
        }
    }

    /// The row with `tag` changed: the checks that read it drop their answers about the old
    /// value and ask again.
    func rowChanged(_ tag: Tag) {
        guard !checks.isEmpty else { return }
        _ = onMainActor(self) { checks in
            for (checked, rowCheck) in checks.checks where rowCheck.reads.contains(tag) { checks.start(checked) }
        }
    }

    /// Whether the row's check has yet to answer for its current values (a row whose own
    /// rules fail is not pending: it has its error).
    func isPending(_ tag: Tag) -> Bool {
        guard checks[tag] != nil else { return false }
        // Off the main thread the answers cannot be read: unchecked, so pending.
        return onMainActor(self) { checks in
            switch checks.state(of: tag) {
            case .valid, .invalid: false
            case .idle, .checking: true
            }
        } ?? true
    }

    /// Forgets every answer and asks again (a reset cleared the errors they gave).
    @MainActor
    func restartAll() {
        for (tag, rowCheck) in checks {
            rowCheck.validation.cancel()
            start(tag)
        }
    }

    /// The row with `tag` left the form: the checks that read it go with it.
    func forget(_ tag: Tag) {
        checks = checks.filter { !$0.value.reads.contains(tag) }
    }

    @MainActor
    private func input(of rowCheck: RowCheck<Tag>) -> [Tag: FormValue] {
        var values: [Tag: FormValue] = [:]
        for tag in rowCheck.reads { values[tag] = form.findRow(tag: tag)?.value }
        return values
    }

    /// Asks the check about the rows' current values, unless it already has: the answer
    /// for older values is forgotten at once, and a value the row's own rules refuse is not
    /// asked about.
    @MainActor
    private func start(_ tag: Tag) {
        guard let rowCheck = checks[tag], let row = form.findRow(tag: tag) else { return }
        let input = input(of: rowCheck)
        guard rowCheck.validation.checkedValue != input else { return }
        row.field.setError(nil, from: .check)
        if Validation.validate(row.value, row.rules) {
            rowCheck.validation.validate(input)
        } else {
            rowCheck.validation.cancel()
        }
    }

    /// An answer (or the start of a question): the failure becomes the field's
    /// ``MessageSource/check`` error, shown after the rules' own, and views hear that the
    /// check moved.
    @MainActor
    private func checkChanged(_ tag: Tag, to state: AsyncValidationState) {
        guard let rowCheck = checks[tag], let row = form.findRow(tag: tag) else { return }
        switch state {
        case .valid, .invalid:
            // Values changed where the form could not ask again: not this answer's.
            guard rowCheck.validation.checkedValue == input(of: rowCheck) else { break }
            let message: String? = if case .invalid(let message) = state { message } else { nil }
            row.field.setError(message, from: .check)
        case .idle, .checking: break
        }
        form.changes.send(.check(tag))
    }
}
