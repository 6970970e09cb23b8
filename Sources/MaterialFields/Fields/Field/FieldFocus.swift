import CGtk
import FieldCore
import GtkInterop

/// Focus coming into and leaving a field, with the delegate's vetoes: GTK moves focus
/// first and asks no one, so the field asks its delegate (and the GObject veto signals)
/// here, before a press or mnemonic moves it and again when GTK reports the move, and
/// undoes a move the delegate refused. One per field, which holds it.
@MainActor
final class FieldFocus {
    /// The field whose focus this is; it holds its focus.
    private unowned let field: Field
    /// Whether the delegate lets focus in, asked once per move.
    lazy var beginning = FocusApproval { [unowned self] in
        field.shouldBeginEditing() && field.approves("should-begin-editing")
    }
    /// Whether the delegate lets focus out, asked once per move.
    lazy var ending = FocusApproval { [unowned self] in
        field.shouldEndEditing() && field.approves("should-end-editing")
    }
    /// Whether focus is leaving the field (the event that may bring an error to announce).
    private(set) var isLeaving = false

    /// The focus of `field`.
    init(field: Field) {
        self.field = field
    }

    /// Whether a press that would focus the field is refused (by the delegate, asked first).
    func refusesPress() -> Bool {
        !field.containsFocus && !beginning.ask()
    }

    /// Focus moved into the field.
    func entered() {
        // All of the field, not only the text line GTK's viewport scrolls to. (GTK says
        // "enter" before it records where focus now is.)
        revealWhenLaidOut()
        let field = field
        guard !field.fieldModel.isFocused else { return }
        guard beginning.ask() else {
            // Focus came in a way GTK offers no veto for (the app focusing the inner text
            // directly): hand it to the next widget, as keyboard navigation would.
            if let rootWidget = field.rootWidget, gtk_widget_child_focus(rootWidget, GTK_DIR_TAB_FORWARD) == 0,
               let root = gtk_widget_get_root(field.instance) {
                gtk_root_set_focus(root, nil)
            }
            return
        }
        beginning.consume()
        field.handleEvent {
            guard field.fieldModel.focus() else { return }
            field.tell { field.emit("began-editing") }
            field.didBeginEditing()
        }
    }

    /// Focus left the field (and every part of it).
    func left() {
        let field = field
        guard field.fieldModel.isFocused else { return }
        guard ending.ask() else {
            // GTK moves focus before anyone can object; the next turn takes it back.
            MainLoop.invoke { [weak field] in
                guard let field, !field.isDisposed, !field.containsFocus else { return }
                if let target = field.focusTarget { gtk_widget_grab_focus(target) }
            }
            return
        }
        // An error the leaving brings is announced: focus is on the next field by now, so
        // its description alone would not be read (GTK 4.8 reads it, see announce(_:)).
        ending.consume()
        isLeaving = true
        // Until the leaving is rendered: when GTK moves focus inside another row's event (a
        // click that opens a picker), that is at the end of the form's shared transaction,
        // after this returns; otherwise it is now.
        defer { field.tell { [weak self] in self?.isLeaving = false } }
        field.handleEvent {
            field.willEndEditing()
            field.fieldModel.blur()
            field.tell { field.emit("ended-editing") }
            field.didEndEditing()
        }
    }

    /// The field was clicked at `y` on a part that does not handle clicks itself.
    func clicked(atY y: Double) {
        let width = gtk_widget_get_width(field.instance)
        let containerBottom = Double(field.chrome.topInset + field.containerHeight(forWidth: width))
        guard y < containerBottom else { return }
        field.containerClicked()
    }

    /// Once laid out, scrolls the field into view whole (helper, error and open popup
    /// included) if it has the focus; when that does not fit, the popup, its *Done*
    /// button included, is what shows. A field opened by code without focus leaves the
    /// view where the user put it.
    func revealWhenLaidOut() {
        let field = field
        FrameTicker.afterLayout(of: field.instance) { [weak field] in
            guard let field, !field.isDisposed, field.containsFocus else { return }
            let isOpen = field.chrome.popup.map { gtk_widget_get_visible($0) != 0 } ?? false
            ScrollIntoView.reveal(field.instance, edge: isOpen ? .bottom : .top)
        }
    }
}
