import CGtk
import FieldCore
import GtkInterop

/// Submitting, the asynchronous checks it waits for, and moving focus through the form.
extension FormView {
    // MARK: Asynchronous checks

    /// Whether a submit is waiting for asynchronous checks (`Form.setCheck(for:readingRows:debounce:_:)`)
    /// to answer: it goes on by itself when they have.
    public var isWaitingForChecks: Bool { waitingSubmit != nil }

    /// A submit found rows still being checked: it waits for their answers, then submits
    /// again with whatever the rows hold by then (which may ask again). Pressing submit
    /// meanwhile does not queue a second one.
    private func submitWhenChecked(_ pending: [Tag]) {
        guard waitingSubmit == nil else { return }
        // Focus waits where the answer is awaited, and says why nothing happened yet.
        if let first = pending.first {
            moveKeyboardFocus(to: first)
            field(for: first)?.announce(Translations.string("Checking…"))
        }
        let form = self.form
        waitingSubmit = Task { [weak self] in
            await form.validateAfterChecks()
            guard let self else { return }
            self.waitingSubmit = nil
            self.submit()
        }
    }

    // MARK: Actions

    /// Moves keyboard focus to the next row that can take it; returns its tag.
    @discardableResult
    public func focusNext() -> Tag? { form.focusNext() }

    /// A `.button` row's click: ``onButton``, then the widget's `button-clicked` signal
    /// with the tag's description, for C and bindings.
    func buttonClicked(_ tag: Tag) {
        onButton?(tag)
        emit("button-clicked", .string(String(describing: tag)))
    }

    /// Moves keyboard focus to the previous row that can take it; returns its tag.
    @discardableResult
    public func focusPrevious() -> Tag? { form.focusPrevious() }

    /// Ends editing (the focused row resigns and fires its row updates, as `submit()`
    /// does on iOS), validates the whole form and shows every error under its field. When
    /// valid it calls ``onSubmit``, emits `submitted` and removes the draft (see
    /// ``keepDrafts(in:prompt:)``); otherwise it moves focus to the
    /// first invalid row, which scrolls into view (or, with ``showsErrorSummary``, lists
    /// the errors above the rows and focuses the list's first link). When the only thing missing is the
    /// answer of an asynchronous check, it says "Checking…", waits for the answer
    /// (``isWaitingForChecks``) and submits then: a value is never accepted unchecked.
    /// Returns whether the form was submitted now.
    @discardableResult
    public func submit() -> Bool {
        form.noteSubmitAttempt()
        KeyboardFocus.resign(from: content)
        var checked: FormValidationResult<Tag>?
        var firstInvalid: Tag?
        // With a summary, the rows' new errors are told to a screen reader once the focus is
        // on it: the field the user was in is not read out just before the summary lists it.
        let summaryReads = showsErrorSummary ? rowViews.values.compactMap(\.field) : []
        Field.tellingAccessibilityAfter({
            guard let checked, let firstInvalid, !showErrorSummary(checked) else { return }
            moveKeyboardFocus(to: firstInvalid)
            scrollIntoView(firstInvalid)
        }, of: summaryReads) {
            let result = form.validate()
            let invalid = Set(result.failures.map(\.tag))
            // The first invalid row in display order, whichever rule or check failed it.
            firstInvalid = form.sections.flatMap(\.tags).first(where: invalid.contains)
            checked = result
        }
        guard let result = checked else { return false }
        if firstInvalid != nil {
            onSubmitRefused?(result)
            return false
        }
        guard result.pending.isEmpty else {
            submitWhenChecked(result.pending)
            return false
        }
        errorSummary?.hide()
        onSubmit?(form.values)
        emit("submitted")
        // Accepted: what the draft kept is saved now (after onSubmit, which may reset the form).
        draftKeeper?.clear()
        return true
    }
}
