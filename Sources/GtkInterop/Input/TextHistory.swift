import CGtk

/// A text widget's own undo and redo (`GtkText`'s and `GtkTextView`'s `text.undo` and
/// `text.redo` actions), telling whether they changed anything: GTK takes the key and
/// reports success even when there is nothing to undo.
@MainActor
public enum TextHistory {
    /// Undoes (or, with `back` false, redoes) the last change in `text`, a `GtkText` or
    /// `GtkTextView`; returns whether its text changed.
    public static func step(_ text: UnsafeMutablePointer<GtkWidget>, back: Bool) -> Bool {
        let action = back ? "text.undo" : "text.redo"
        // A buffer says whether it can, without copying out what may be a megabyte of text.
        if gIsA(text, gtk_text_view_get_type()), let buffer = gtk_text_view_get_buffer(gCast(text)) {
            guard (back ? gtk_text_buffer_get_can_undo(buffer) : gtk_text_buffer_get_can_redo(buffer)) != 0 else { return false }
            return gtk_widget_activate_action_variant(text, action, nil) != 0
        }
        // A one-line text has no such question: compare what it holds before and after.
        let before = gtk_editable_get_text(OpaquePointer(text)).map { String(cString: $0) }
        _ = gtk_widget_activate_action_variant(text, action, nil)
        return gtk_editable_get_text(OpaquePointer(text)).map { String(cString: $0) } != before
    }
}
