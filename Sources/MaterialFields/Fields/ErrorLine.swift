import CGtk
import GtkInterop

/// The line under a field that shows its error: made on the field's first error, then kept.
///
/// Hiding it with GTK's visibility would unmap it, and map it again, with each keystroke
/// that flips the verdict, and GTK tells assistive technologies of each as a change of the
/// field's children: a D-Bus signal, about as costly as the rest of the keystroke on
/// GTK 4.18. So the line stays mapped. Off screen it is transparent and takes no room (the
/// field measures it only while shown), and it keeps its last text. Assistive
/// technologies find it, an alert with the error, exactly while they are told the field
/// is invalid; after an edit of the user's that waits for the typing to pause
/// (``VerdictHold``), while the screen changes with each key.
@MainActor
struct ErrorLine {
    /// The label, a child of the field.
    let label: UnsafeMutablePointer<GtkWidget>
    /// Whether the line is on screen.
    private var isShown = false
    /// Whether assistive technologies are told the error (else the label is hidden from them).
    private var isTold = false

    /// Makes the label, off screen and hidden from assistive technologies; the field adopts it.
    init() {
        label = GtkWidgets.label(classes: ["supporting", "error-text"], role: GTK_ACCESSIBLE_ROLE_ALERT)
        gtk_label_set_wrap(gCast(label), 1)
        // Off screen it stays in place under the field: it is no target for the pointer.
        gtk_widget_set_can_target(label, 0)
        gtk_widget_set_opacity(label, 0)
        Accessibility.setHidden(true, of: label)
    }

    /// The label while it is on screen, for measuring; nil while it is not.
    var shownLabel: UnsafeMutablePointer<GtkWidget>? { isShown ? label : nil }

    /// Shows `text` on screen, or takes the line off screen (nil), keeping its last text;
    /// `onScreen: false` sets the text without showing it yet (an error revealed after a
    /// shake). Returns whether the room the line takes changed.
    mutating func show(_ text: String?, onScreen: Bool = true) -> Bool {
        if let text { GtkWidgets.setText(text, of: label) }
        let shown = text != nil && onScreen
        guard shown != isShown else { return false }
        isShown = shown
        gtk_widget_set_opacity(label, shown ? 1 : 0)
        return true
    }

    /// Has assistive technologies find the error, or not.
    mutating func tell(_ told: Bool) {
        guard told != isTold else { return }
        isTold = told
        Accessibility.setHidden(!told, of: label)
    }

    /// Hides the label from assistive technologies again if they are not told the error:
    /// GTK marks a widget it maps as not hidden, so this follows each map of the field.
    func retell() {
        if !isTold { Accessibility.setHidden(true, of: label) }
    }
}
