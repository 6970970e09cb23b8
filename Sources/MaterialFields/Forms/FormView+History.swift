import CGtk
import FieldCore
import GtkInterop

/// Undo and redo across the form's rows, from the keyboard.
extension FormView {
    /// Keeps the form's changes for undo and redo (a FieldCore `FormHistory`) and binds
    /// the keys in the view: Ctrl+Z takes back the last step (what was typed in a field, a
    /// switch with the rows it added, a reset), Ctrl+Shift+Z or Ctrl+Y does it again, and
    /// the focus goes to the row each touched.
    ///
    /// Inside a field that has typing of its own to take back, Ctrl+Z is the field's (GTK's
    /// text undo, a group of letters at a time); once it has none, the keys go to the form.
    /// When there is nothing to undo or redo the keys go on to the window. Calling it again
    /// returns the same history.
    ///
    /// ```swift
    /// let history = view.keepHistory()
    /// history.changes.add { undoButton.isSensitive = history.canUndo }
    /// ```
    @discardableResult
    public func keepHistory(limit: Int = 100) -> FormHistory<Tag> {
        if let history { return history }
        let history = FormHistory(form: form, limit: limit)
        self.history = history
        bindHistoryKeys(on: widget)
        return history
    }

    /// Binds the undo and redo keys on `container` too, a page around the view whose own
    /// controls (a switch that adds rows, say) change the form: there Ctrl+Z reaches the
    /// form's history as well. Does nothing before ``keepHistory(limit:)``.
    public func bindHistoryKeys(on container: Widget) {
        guard history != nil else { return }
        // Capture phase: a text takes Ctrl+Z even with nothing to undo, so the form asks the
        // focused text to undo first, and undoes a step of its own when the text could not.
        EventControllers.onKeyPress(of: container.pointer, phase: GTK_PHASE_CAPTURE) { [weak self] keyval, state in
            guard let self, let history, state & GDK_CONTROL_MASK.rawValue != 0 else { return false }
            let shifted = state & GDK_SHIFT_MASK.rawValue != 0
            let undoes: Bool
            switch keyval {
            case UInt32(GDK_KEY_z) where !shifted, UInt32(GDK_KEY_Z) where !shifted: undoes = true
            case UInt32(GDK_KEY_z), UInt32(GDK_KEY_Z), UInt32(GDK_KEY_y), UInt32(GDK_KEY_Y): undoes = false
            default: return false
            }
            if let text = KeyboardFocus.focusedText(in: container.pointer), TextHistory.step(text, back: undoes) {
                return true
            }
            guard undoes ? history.canUndo : history.canRedo else { return false }
            let focused = form.focusedTag
            guard let changed = undoes ? history.undo() : history.redo() else { return true }
            // A row that moves the focus is read by a screen reader; one that had it already
            // changes under it, unread by Orca 48 (no text set by code) and only now and
            // then by Orca 43: say what it holds.
            if changed == focused, let field = field(for: changed) {
                let text = shownText(of: field)
                field.announce(text.isEmpty ? Translations.string("Empty") : text)
            }
            return true
        }
    }

    /// What `field` shows as its value, for a row kind a form makes.
    private func shownText(of field: Field) -> String {
        switch field {
        case let entry as EntryField: entry.text
        case let area as AreaField: area.text
        case let picker as PickerField: picker.text
        case let date as DateField: date.text
        default: ""
        }
    }
}
