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
        FormHistoryKeys.bind(on: container, to: self)
    }
}
