import FoundationEssentials

/// Asynchronous checks of rows ("is this user name free?"), run by the form so that an
/// answer counts only for the values it was asked about.
///
/// The form asks again whenever a row the check reads changes, once the checked row's own
/// rules pass (a name too short to be valid sends no request). An answer that arrives for
/// values the rows no longer hold is dropped, whatever order the answers come back in, and
/// an earlier answer is forgotten as soon as its value changes, so a stale "already taken"
/// never shows under a new name and a submit never accepts a value still being checked.
/// Checks run on the main actor: a form with checks is used from the main thread (an edit
/// made elsewhere leaves the row unchecked, and ``validate()`` counts it as pending).
extension Form {
    /// Checks the row with `tag` with `check`, which reads that row's value and the values of
    /// `readingRows`, by tag; nil is a pass, a string the failure shown as the row's error. It
    /// runs `debounce` after the last change, and once now for the values the rows hold.
    /// A second check for the same row replaces the first. Returns the validation, whose state
    /// and changes follow the check.
    ///
    /// - Throws: ``FormError/missingRow(_:)`` for a tag not in the form, changing nothing.
    @MainActor @discardableResult
    public func setCheck(for tag: Tag, readingRows: [Tag] = [], debounce: Duration = .zero,
                         _ check: @escaping @Sendable ([Tag: FormValue]) async -> String?) throws -> AsyncValidation<[Tag: FormValue]> {
        for read in [tag] + readingRows where rowsByTag[read] == nil { throw FormError.missingRow(describe(read)) }
        rowChecks[tag]?.validation.cancel()
        let rowCheck = RowCheck(reads: [tag] + readingRows.filter { $0 != tag },
                                validation: AsyncValidation(debounce: debounce, check))
        rowCheck.token = rowCheck.validation.changes.add { [weak self] state in self?.checkChanged(tag, to: state) }
        rowChecks[tag] = rowCheck
        startCheck(of: tag)
        return rowCheck.validation
    }

    /// Checks a text row's text with `check` (nil is a pass, a string the failure), as
    /// ``setCheck(for:readingRows:debounce:_:)`` does.
    ///
    /// - Throws: ``FormError/missingRow(_:)``, or ``FormError/wrongKindOfValue(tag:takes:given:)``
    ///   for a row that holds no text, changing nothing.
    @MainActor @discardableResult
    public func setCheck(for tag: Tag, debounce: Duration = .zero,
                         text check: @escaping @Sendable (String) async -> String?) throws -> AsyncValidation<[Tag: FormValue]> {
        let value = try row(tag).value
        guard case .text = value else {
            throw FormError.wrongKindOfValue(tag: describe(tag), takes: value.kindName, given: FormValue.text("").kindName)
        }
        return try setCheck(for: tag, debounce: debounce) { values in
            guard case .text(let text)? = values[tag] else { return nil }
            return await check(text)
        }
    }

    /// Where the check of the row with `tag` stands for the values the rows hold now:
    /// `.idle` for a row with no check, or one whose own rules fail (it is not asked).
    @MainActor
    public func checkState(of tag: Tag) -> AsyncValidationState {
        guard let rowCheck = rowChecks[tag], rowCheck.validation.checkedValue == input(of: rowCheck) else { return .idle }
        return rowCheck.validation.state
    }

    /// Waits until every check has answered for the values the rows hold (asking again for
    /// any that changed meanwhile), then validates the whole form as ``validate()`` does.
    @MainActor @discardableResult
    public func validateAfterChecks() async -> FormValidationResult<Tag> {
        while true {
            for tag in Array(rowChecks.keys) { startCheck(of: tag) }
            let running = rowChecks.values.filter { $0.validation.state == .checking }
            if running.isEmpty { return validate() }
            for rowCheck in running { await rowCheck.validation.settle() }
        }
    }

    // MARK: Running

    /// Tells the row's new value, after the checks that read it have dropped their answers
    /// about the old one (and asked again), so the row's error is settled when it is told.
    func valueChanged(_ tag: Tag) {
        if !rowChecks.isEmpty {
            _ = onMainActor(self) { form in
                for (checked, rowCheck) in form.rowChecks where rowCheck.reads.contains(tag) { form.startCheck(of: checked) }
            }
        }
        changes.send(.value(tag))
    }

    /// Whether the row's check has yet to answer for its current values, as ``validate()``
    /// counts it (a row whose own rules fail is not pending: it has its error).
    func isPending(_ tag: Tag) -> Bool {
        guard rowChecks[tag] != nil else { return false }
        // Off the main thread the answers cannot be read: unchecked, so pending.
        return onMainActor(self) { form in form.checkState(of: tag) != .valid && !form.isInvalidByCheck(tag) } ?? true
    }

    @MainActor
    private func isInvalidByCheck(_ tag: Tag) -> Bool {
        if case .invalid = checkState(of: tag) { return true }
        return false
    }

    /// Forgets every answer (``reset()`` cleared the errors they gave) and asks again.
    @MainActor
    func restartChecks() {
        for (tag, rowCheck) in rowChecks {
            rowCheck.validation.cancel()
            startCheck(of: tag)
        }
    }

    @MainActor
    private func input(of rowCheck: RowCheck<Tag>) -> [Tag: FormValue] {
        var values: [Tag: FormValue] = [:]
        for tag in rowCheck.reads { values[tag] = rowsByTag[tag]?.value }
        return values
    }

    /// Asks the check about the rows' current values, unless it already has: the answer
    /// for older values is forgotten at once, and a value the row's own rules refuse is not
    /// asked about.
    @MainActor
    private func startCheck(of tag: Tag) {
        guard let rowCheck = rowChecks[tag], let row = rowsByTag[tag] else { return }
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
        guard let rowCheck = rowChecks[tag], let row = rowsByTag[tag] else { return }
        switch state {
        case .valid, .invalid:
            // Values changed where the form could not ask again: not this answer's.
            guard rowCheck.validation.checkedValue == input(of: rowCheck) else { break }
            let message: String? = if case .invalid(let message) = state { message } else { nil }
            row.field.setError(message, from: .check)
        case .idle, .checking: break
        }
        changes.send(.check(tag))
    }
}
