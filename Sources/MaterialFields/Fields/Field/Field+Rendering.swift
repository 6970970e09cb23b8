import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// Where a field is (its root, its window) and which node assistive technologies read as
/// it: what its parts, its events and its accessibility reach for.
extension Field {
    /// The widget at the top of the field's hierarchy (usually a window).
    var rootWidget: UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_root(instance).map { UnsafeMutablePointer<GtkWidget>($0) }
    }

    /// The window holding the field, if it is in one.
    var window: UnsafeMutablePointer<GtkWindow>? {
        guard let root = rootWidget, gIsA(root, gtk_window_get_type()) else { return nil }
        return gCast(root, to: GtkWindow.self)
    }

    /// The node assistive technologies read as the field: the field itself when it
    /// delegates `GtkEditable` to its own text (as `GtkEntry` does), the input when that
    /// wraps the text (a `GtkPasswordEntry`), else the input that takes focus.
    var accessibleInput: UnsafeMutablePointer<GtkWidget>? {
        if let accessibleGroup { return accessibleGroup }
        guard let editableText else { return focusTarget }
        return editableText == input ? instance : input
    }
}
