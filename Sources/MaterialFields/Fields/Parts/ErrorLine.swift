import CGtk
import GtkInterop

/// The line under a field that shows its error: a ``SupportingLine`` made on the field's
/// first error, then kept mapped.
///
/// Assistive technologies find it, an alert with the error, exactly while they are told
/// the field is invalid; after an edit of the user's that waits for the typing to pause
/// (``VerdictHold``), while the screen changes with each key. Mapping a line and
/// unmapping it with each keystroke that flips the verdict would be a D-Bus signal each,
/// about as costly as the rest of the keystroke on GTK 4.18.
@MainActor
struct ErrorLine {
    private var line = SupportingLine(classes: ["error-text"], role: GTK_ACCESSIBLE_ROLE_ALERT)
    /// Whether assistive technologies are told the error (else the label is hidden from them).
    private var isTold = false

    /// Makes the label, off screen and hidden from assistive technologies; the field adopts it.
    init() {
        Accessibility.setHidden(true, of: line.label)
    }

    /// The label, a child of the field.
    var label: UnsafeMutablePointer<GtkWidget> { line.label }

    /// The label while it is on screen, for measuring; nil while it is not.
    var shownLabel: UnsafeMutablePointer<GtkWidget>? { line.shownLabel }

    /// Shows `text` on screen, or takes the line off screen (nil), keeping its last text;
    /// `onScreen: false` sets the text without showing it yet (an error revealed after a
    /// shake). Returns whether the room the line takes changed.
    mutating func show(_ text: String?, onScreen: Bool = true) -> Bool {
        line.show(text, onScreen: onScreen)
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
