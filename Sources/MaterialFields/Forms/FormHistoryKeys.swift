import CGtk
import FieldCore
import GtkInterop

/// Undo and redo of a form view's history from the keyboard: Ctrl+Z takes back a step,
/// Ctrl+Shift+Z or Ctrl+Y does it again (see ``FormView/keepHistory(limit:)``).
@MainActor
enum FormHistoryKeys {
    /// Binds the keys on `container` (the view's own widget, or a page around it).
    static func bind<Tag>(on container: Widget, to view: FormView<Tag>) {
        // Capture phase: a text takes Ctrl+Z even with nothing to undo, so the form asks the
        // focused text to undo first, and undoes a step of its own when the text could not.
        EventControllers.onKeyPress(of: container.pointer, phase: GTK_PHASE_CAPTURE) { [weak view] keyval, state in
            guard let view, let history = view.history, let undoes = undoes(keyval, state) else { return false }
            if let text = KeyboardFocus.focusedText(in: container.pointer), TextHistory.step(text, back: undoes) {
                return true
            }
            guard undoes ? history.canUndo : history.canRedo else { return false }
            let focused = view.form.focusedTag
            guard let changed = undoes ? history.undo() : history.redo() else { return true }
            // A row that moves the focus is read by a screen reader; one that had it already
            // changes under it, unread by Orca 48 (no text set by code) and only now and
            // then by Orca 43: say what it holds.
            if changed == focused, let field = view.field(for: changed) {
                let text = shownText(of: field)
                field.announce(text.isEmpty ? Translations.string("Empty") : text)
            }
            return true
        }
    }

    /// Whether a key press asks to undo (true) or to redo (false); nil for any other key.
    private static func undoes(_ keyval: UInt32, _ state: UInt32) -> Bool? {
        guard state & GDK_CONTROL_MASK.rawValue != 0 else { return nil }
        let shifted = state & GDK_SHIFT_MASK.rawValue != 0
        switch keyval {
        case UInt32(GDK_KEY_z) where !shifted, UInt32(GDK_KEY_Z) where !shifted: return true
        case UInt32(GDK_KEY_z), UInt32(GDK_KEY_Z), UInt32(GDK_KEY_y), UInt32(GDK_KEY_Y): return false
        default: return nil
        }
    }

    /// What `field` shows as its value, for a row kind a form makes.
    private static func shownText(of field: Field) -> String {
        switch field {
        case let entry as EntryField: entry.text
        case let area as AreaField: area.text
        case let picker as PickerField: picker.text
        case let date as DateField: date.text
        default: ""
        }
    }
}
