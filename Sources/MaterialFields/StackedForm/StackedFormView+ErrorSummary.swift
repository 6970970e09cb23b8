import CGtk
import FieldCore
import GtkInterop

/// The error summary: when the button is pressed on a step that is not done, a list of
/// what to fix above the cards.
extension StackedFormView {
    /// Whether the call-to-action button, pressed on a step that is not done, lists the
    /// step's errors above the cards (false by default): a heading that counts the fields
    /// to fix, and one link per field ("City: This field is required") that moves the focus
    /// to it and scrolls it into view, as a ``FormView``'s summary does.
    ///
    /// With it the button stays sensitive on an invalid step (the GOV.UK Design System's
    /// advice: a disabled button tells nobody what is wrong), its reason still under it.
    /// The press checks each Material field in the step's expanded view (``fields(ofStep:)``)
    /// that has rules (or a form row) with ``Field/validate()``, lists every one in error
    /// (those the app put in error too) and focuses the first link, so a
    /// screen reader says the count and the first error. The list shrinks as the fields are
    /// fixed and goes when none is left, or when the step changes. FieldCore's
    /// `ErrorSummary(fields:)` decides what it lists.
    public var showsErrorSummary: Bool {
        get { summaryBar != nil }
        set {
            guard newValue != showsErrorSummary else { return }
            if newValue {
                let bar = ErrorSummaryBar()
                bar.onSelect = { [weak self] index in self?.selectError(at: index) }
                bar.onFocusLeft = { [weak self] in
                    if let self { focusFirstControl(of: currentIndex, orButton: true) }
                }
                gtk_box_prepend(gCast(column), bar.widget)
                summaryBar = bar
            } else {
                errorSummary = nil
                if let summaryBar { gtk_box_remove(gCast(column), summaryBar.widget) }
                summaryBar = nil
            }
            renderButton()
        }
    }

    /// The fields the error summary lists now, empty while it is hidden or not shown at all.
    public var errorSummaryItems: [ErrorSummary<Int>.Item] { errorSummary?.model.items ?? [] }

    /// The Material fields in step `index`'s expanded view, in the order Tab reaches them:
    /// the fields its error summary checks. Empty out of range.
    public func fields(ofStep index: Int) -> [Field] {
        guard elements.indices.contains(index) else { return [] }
        let found = WidgetChildren.tree(under: elements[index].expandedView.pointer).compactMap {
            WidgetType.implementation(of: $0, as: Field.self)
        }
        // A field made of fields (a range's two ends) is checked whole, as one.
        return found.filter { field in
            !found.contains { $0 !== field && gtk_widget_is_ancestor(field.widget.pointer, $0.widget.pointer) != 0 }
        }
    }

    /// Checks the current step's fields, lists those in error and puts the focus on the
    /// first link; false when no summary is shown or nothing is in error.
    func showErrorSummary() -> Bool {
        guard let summaryBar else { return false }
        let fields = fields(ofStep: currentIndex)
        var focused = false
        // The field the user pressed Return in is read with the summary's link to it, not
        // once more as its error appears.
        Field.tellingAccessibilityAfter({ focused = summaryBar.grabFocus() }, of: fields) {
            for field in fields { field.validation.validateIfRuled() }
            let summary = ErrorSummary(fields: fields.map(\.fieldModel))
            errorSummary = (summary, fields)
            summary.showCurrentErrors()
            summaryBar.follow(summary)
        }
        return focused
    }

    /// Takes the summary away (the step changed).
    func hideErrorSummary() {
        guard errorSummary != nil else { return }
        errorSummary = nil
        summaryBar?.follow(nil as ErrorSummary<Int>?)
    }

    /// A link was activated: its field takes the focus, scrolled fully into view.
    private func selectError(at index: Int) {
        guard let errorSummary, errorSummary.model.items.indices.contains(index) else { return }
        let field = errorSummary.fields[errorSummary.model.items[index].tag]
        if !KeyboardFocus.isInside(field.widget.pointer) { field.becomeFirstResponder() }
        ScrollIntoView.reveal(field.widget.pointer)
    }
}
