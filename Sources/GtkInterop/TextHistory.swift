import CGtk

/// A text widget's own undo and redo (`GtkText`'s and `GtkTextView`'s `text.undo` and
/// `text.redo` actions), telling whether they changed anything: GTK takes the key and
/// reports success even when there is nothing to undo.
@MainActor
public enum TextHistory {
    /// Undoes (or, with `back` false, redoes) the last change in `text`, a `GtkText` or
    /// `GtkTextView`; returns whether its text changed.
    public static func step(_ text: UnsafeMutablePointer<GtkWidget>, back: Bool) -> Bool {
        let before = content(of: text)
        _ = gtk_widget_activate_action_variant(text, back ? "text.undo" : "text.redo", nil)
        return content(of: text) != before
    }

    private static func content(of text: UnsafeMutablePointer<GtkWidget>) -> String? {
        if gIsA(text, gtk_text_view_get_type()), let buffer = gtk_text_view_get_buffer(gCast(text)) {
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return nil }
            defer { g_free(characters) }
            return String(cString: characters)
        }
        return gtk_editable_get_text(OpaquePointer(text)).map { String(cString: $0) }
    }
}
