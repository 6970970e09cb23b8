import CGtk
import FieldCore
import GtkInterop

/// The error summary: after a refused submit, a list of what to fix above the rows.
extension FormView {
    /// Whether a refused ``submit()`` shows an error summary above the rows (false by
    /// default): a heading that counts the rows to fix, and one link per row ("E-mail:
    /// Enter a valid e-mail address") that moves the focus to it and scrolls it into view.
    /// The submit then focuses the summary's first link rather than the first invalid row,
    /// so a screen reader says the count and the first error; the list shrinks as the rows
    /// are fixed, and goes when none is left (FieldCore's `ErrorSummary` decides what it
    /// lists). This is the GOV.UK Design System's pattern for forms.
    public var showsErrorSummary: Bool {
        get { errorSummary != nil }
        set {
            guard newValue != showsErrorSummary else { return }
            if newValue { addErrorSummary() } else { removeErrorSummary() }
        }
    }

    /// The rows the summary lists now, empty while it is hidden or not shown at all.
    public var errorSummaryItems: [ErrorSummary<Tag>.Item] { errorSummary?.items ?? [] }

    /// Lists `result`'s errors in the summary and puts the focus on its first link; false
    /// when no summary is shown.
    func showErrorSummary(_ result: FormValidationResult<Tag>) -> Bool {
        guard let errorSummary, let summaryBar else { return false }
        errorSummary.show(result)
        return summaryBar.grabFocus()
    }

    private func addErrorSummary() {
        let summary = ErrorSummary(form: form)
        let bar = ErrorSummaryBar()
        bar.onSelect = { [weak self] index in self?.selectError(at: index) }
        bar.onFocusLeft = { [weak self] in self?.focusNext() }
        errorSummary = summary
        setSummaryBar(bar)
        bar.follow(summary)
    }

    private func removeErrorSummary() {
        errorSummary = nil
        setSummaryBar(nil)
    }

    /// A link was activated: its row takes the focus, scrolled fully into view.
    private func selectError(at index: Int) {
        guard let items = errorSummary?.items, items.indices.contains(index) else { return }
        let tag = items[index].tag
        moveKeyboardFocus(to: tag)
        scrollIntoView(tag)
    }
}
