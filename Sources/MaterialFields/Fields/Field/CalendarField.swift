import CGtk
import FieldCore
import GtkInterop

/// A field whose value is chosen in a calendar below it (a ``DateField``, a
/// ``DateRangeField``): opening it, its keys and its ways of closing, each of which puts
/// the focus back on the value.
@MainActor
protocol CalendarField: Field {
    associatedtype Model: PopupModel
    /// The value model, which holds whether the calendar is open.
    var calendarModel: Model { get }
    /// The editable text the value shows in.
    var editor: UnsafeMutablePointer<GtkWidget> { get }
    /// Opens the calendar, focused.
    func openCalendar()
    /// Whether the text holds what the user typed and the model has not read: text that
    /// differs from the value shown.
    var hasUnreadText: Bool { get }
    /// Gives the model the text as typed: the calendar opens on it, and text that reads
    /// as no date stays with its error.
    func enterTypedText()
}

extension CalendarField {
    /// What the editable text holds.
    var typedText: String { GtkWidgets.editableText(editor) }

    /// Gives the model what the user typed, if it differs from the value shown.
    func readTypedText() {
        if hasUnreadText { enterTypedText() }
    }

    /// Reads what the user typed as an event of its own: a form checking its rows while
    /// the focus is still here (an app's Ctrl+S) asks for it (`FieldModel.pendingInputReads`).
    func readTypedTextAsEvent() {
        if hasUnreadText { update(enterTypedText) }
    }

    /// Return reads what was typed; with nothing new typed, it opens the calendar.
    func textActivated() {
        if hasUnreadText { update(enterTypedText) } else if !calendarModel.isOpen { openCalendar() }
    }

    /// Runs one event's model changes, then renders the value once, with the state.
    func update(_ change: () -> Void) {
        handleEvent {
            change()
            queueRender(.value)
        }
    }

    /// Opens the model's popup, unless the field may not take focus or the model refuses,
    /// what the user typed read first (``readTypedText()``), in the same transaction; then
    /// renders, puts the focus on `target` and announces `announcement` from it (newer Orca
    /// says nothing of a calendar taking focus). Returns whether it opened.
    @discardableResult
    func openPopup(render: () -> Void, focusing target: () -> UnsafeMutablePointer<GtkWidget>,
                   announcing announcement: () -> String?) -> Bool {
        guard containsFocus || mayTakeFocus() else { return false }
        guard handleEvent({ () -> Bool in
            readTypedText()
            return calendarModel.open()
        }) else { return false }
        render()
        let focused = target()
        gtk_widget_grab_focus(focused)
        if let announcement = announcement() { Accessibility.announce(announcement, from: focused) }
        return true
    }

    /// Where the focus goes back to when the calendar closes: the text, or the segment the
    /// keyboard was on when the value is typed by segment.
    var valueFocus: UnsafeMutablePointer<GtkWidget> { focusTarget ?? editor }

    /// The calendar button: opens, or closes as *Done*.
    func toggle() {
        if calendarModel.isOpen { commit() } else { openCalendar() }
    }

    /// *Done*.
    func commit() {
        guard calendarModel.isOpen else { return }
        update { calendarModel.done() }
        gtk_widget_grab_focus(valueFocus)
    }

    /// Escape: closes, putting back what the calendar changed.
    func cancel() {
        update { calendarModel.cancel() }
        gtk_widget_grab_focus(valueFocus)
    }

    /// *Clear*.
    func clearPressed() {
        update { calendarModel.clear() }
        gtk_widget_grab_focus(valueFocus)
    }

    /// The field's own keys, after the calendar's: Escape closes the open calendar, Alt+Down
    /// and F4 open or close it, and Down in the text opens it (inside the calendar it moves
    /// between days).
    func fieldKeyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        switch Int32(keyval) {
        case GDK_KEY_Escape where calendarModel.isOpen:
            cancel()
            return true
        case GDK_KEY_Down where state & GDK_ALT_MASK.rawValue != 0, GDK_KEY_F4:
            toggle()
            return true
        case GDK_KEY_Down, GDK_KEY_KP_Down:
            guard !calendarModel.isOpen, gtk_widget_has_focus(editor) != 0 else { return false }
            openCalendar()
            return true
        default:
            return false
        }
    }
}
