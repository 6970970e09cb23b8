import CGtk
import FieldCore
import GtkInterop

/// Submitting, the asynchronous checks it waits for, and moving focus through the form.
extension FormView {
    // MARK: Asynchronous checks

    /// Shows `check` (an asynchronous rule such as "is this user name free?") on the row
    /// with `tag`: the field shows a spinner while it runs and its message when it fails,
    /// and ``submit()`` counts a failure as an error of the row. Start the check with the
    /// row's values as they change; ``submitAfterChecks()`` waits for it.
    public func track(_ check: AsyncValidation<String>, for tag: Tag) {
        let token = check.changes.add { [weak self] state in self?.show(state, on: tag) }
        checks[tag] = (check, token)
        show(check.state, on: tag)
    }

    /// The check's spinner on the field; its outcome goes to the row, whose validation
    /// shows it: the form is the one writer of errors.
    private func show(_ state: AsyncValidationState, on tag: Tag) {
        field(for: tag)?.isChecking = state == .checking
        switch state {
        // A tracked row that has since left the form has nothing to show: a no-op.
        case .invalid(let message): try? form.setCheckResult(message, for: tag)
        case .valid: try? form.setCheckResult(nil, for: tag)
        case .idle, .checking: break
        }
    }

    /// Waits for every tracked check that is running, then submits as ``submit()`` does.
    @discardableResult
    public func submitAfterChecks() async -> Bool {
        for (check, _) in checks.values { await check.settle() }
        return submit()
    }

    // MARK: Actions

    /// Moves keyboard focus to the next row that can take it; returns its tag.
    @discardableResult
    public func focusNext() -> Tag? { form.focusNext() }

    /// A `.button` row's click: ``onButton``, then the widget's `button-clicked` signal
    /// with the tag's description, for C and bindings.
    func buttonClicked(_ tag: Tag) {
        onButton?(tag)
        implementation.emit("button-clicked", .string(String(describing: tag)))
    }

    /// Moves keyboard focus to the previous row that can take it; returns its tag.
    @discardableResult
    public func focusPrevious() -> Tag? { form.focusPrevious() }

    /// Ends editing (the focused row resigns and fires its row updates, as the seed's
    /// `submit()`), validates the whole form and shows every error under its field. When
    /// valid it calls ``onSubmit`` and emits `submitted`; otherwise it moves focus to the
    /// first invalid row, which scrolls into view. Returns whether the form was valid.
    @discardableResult
    public func submit() -> Bool {
        form.noteSubmitAttempt()
        KeyboardFocus.resign(from: implementation.content)
        let invalid = Set(form.validate().failures.map(\.tag))
        // The first invalid row in display order, whichever rule or check failed it.
        if let first = form.sections.flatMap(\.tags).first(where: invalid.contains) {
            moveKeyboardFocus(to: first)
            scrollIntoView(first)
            return false
        }
        onSubmit?(form.values)
        implementation.emit("submitted")
        return true
    }
}
