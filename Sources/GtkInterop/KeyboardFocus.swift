import CGtk

/// Where keyboard focus is, relative to a widget.
@MainActor
public enum KeyboardFocus {
    /// Whether keyboard focus is on `widget` or inside it.
    public static func isInside(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Moves keyboard focus out of `widget` (to nothing) if it is inside; a no-op otherwise.
    public static func resign(from widget: UnsafeMutablePointer<GtkWidget>) {
        guard isInside(widget), let root = gtk_widget_get_root(widget) else { return }
        gtk_root_set_focus(root, nil)
    }
}
