import CGtk
import FieldCore
import GtkInterop

/// Keeping the widgets in step with the form: rows, sections and helpers.
extension FormView {
    // MARK: Rendering

    func formChanged(_ change: FormChange<Tag>) {
        switch change {
        case .structure:
            syncStructure()
            // reset() left no row focused: keyboard focus leaves the form too.
            if form.focusedTag == nil { KeyboardFocus.resign(from: content) }
        case .helper(let tag):
            if let rowView = rowViews[tag] { rowView.show(form.findRow(tag: tag)?.helper, make: makeHelperWidget) }
        case .focus(let tag):
            updateToolbar()
            guard let tag else { return }
            // Focus moved by code (focusNext, say): real keyboard focus follows.
            moveKeyboardFocus(to: tag)
            scrollIntoView(tag)
        case .value(let tag):
            rowViews[tag]?.control?.render()
        case .check(let tag):
            field(for: tag)?.isChecking = form.checkState(of: tag) == .checking
        case .theme(let tag):
            applyTheme(changedFor: tag)
        case .error, .warning: break // the fields render their shared models
        }
    }

    /// Makes the widgets match the form's sections and rows (see ``FormRowViews``).
    func syncStructure() {
        let makers = FormRowViews<Tag>.Makers(customWidget: makeCustomWidget, helperWidget: makeHelperWidget) { [weak self] tag in
            self?.buttonClicked(tag)
        }
        onScreen.sync(slidesIn: isBuilt, with: makers)
        updateToolbar()
        if gtk_widget_get_mapped(widget.pointer) != 0 { reportCustomRowsWithoutWidgets() }
    }

    /// Gives keyboard focus to the row of `tag` (its field, switch or button) unless it has it.
    func moveKeyboardFocus(to tag: Tag) {
        if let field = field(for: tag) {
            if !KeyboardFocus.isInside(field.widget.pointer) { field.becomeFirstResponder() }
        } else if let control = rowViews[tag]?.control?.control, !KeyboardFocus.isInside(control) {
            gtk_widget_grab_focus(control)
        } else {
            rowViews[tag]?.custom?.grabFocus()
        }
    }

    /// Scrolls so the whole row of `tag` shows, its helper or error line included.
    func scrollIntoView(_ tag: Tag) {
        if let widget = rowViews[tag]?.content { ScrollIntoView.reveal(widget) }
    }
}
