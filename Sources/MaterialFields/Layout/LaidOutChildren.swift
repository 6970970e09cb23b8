import CGtk

/// The children GTK lays out in a widget (the visible ones), first to last, walked without
/// an array: a stack's layout reads them on every measure and allocation.
struct LaidOutChildren: Sequence, IteratorProtocol {
    private var upcoming: UnsafeMutablePointer<GtkWidget>?

    /// The laid-out children of `widget`.
    init(of widget: UnsafeMutablePointer<GtkWidget>) {
        upcoming = gtk_widget_get_first_child(widget)
    }

    mutating func next() -> UnsafeMutablePointer<GtkWidget>? {
        while let child = upcoming {
            upcoming = gtk_widget_get_next_sibling(child)
            if gtk_widget_should_layout(child) != 0 { return child }
        }
        return nil
    }
}
