import CGtk

/// Where keyboard focus is, relative to a widget.
@MainActor
public enum KeyboardFocus {
    /// Whether keyboard focus is on `widget` or inside it.
    public static func isInside(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// The text (a `GtkText` or `GtkTextView`) with keyboard focus inside `widget`, if the
    /// focus is in one: the widget whose own editing keys (its undo) come first.
    public static func focusedText(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        guard isInside(widget), let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
              gIsA(focus, gtk_text_get_type()) || gIsA(focus, gtk_text_view_get_type())
        else { return nil }
        return focus
    }

    /// Moves keyboard focus out of `widget` (to nothing) if it is inside; a no-op otherwise.
    public static func resign(from widget: UnsafeMutablePointer<GtkWidget>) {
        guard isInside(widget), let root = gtk_widget_get_root(widget) else { return }
        gtk_root_set_focus(root, nil)
    }

    /// Moves focus one step `direction` (Tab or Shift+Tab) through `chain`, the parts of a
    /// widget in reading order, as a widget's `focus` handler: into the part holding focus
    /// first (a popup's list moves within itself), then on to the next part that takes it.
    /// Returns false when focus leaves the chain, so GTK moves on to the next widget.
    public static func move(_ direction: GtkDirectionType, through chain: [UnsafeMutablePointer<GtkWidget>]) -> Bool {
        let parts = direction == GTK_DIR_TAB_BACKWARD ? chain.reversed() : chain
        var start = parts.startIndex
        if let current = parts.firstIndex(where: isInside) {
            if gtk_widget_child_focus(parts[current], direction) != 0 { return true }
            start = parts.index(after: current)
        }
        return parts[start...].contains { gtk_widget_child_focus($0, direction) != 0 }
    }
}
