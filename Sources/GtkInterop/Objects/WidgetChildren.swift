import CGtk

/// Walks GTK's widget tree: a widget's children, or everything under it, in order.
@MainActor
public enum WidgetChildren {
    /// The direct children of `widget`, first to last.
    public static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    /// `root` and every widget under it, depth first, in drawing order.
    public static func tree(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var stack = [root]
        while let widget = stack.popLast() {
            result.append(widget)
            stack += of(widget).reversed()
        }
        return result
    }

    /// Unparents every child of `widget`, as a widget's dispose must.
    package static func unparentAll(of widget: UnsafeMutablePointer<GtkWidget>) {
        while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
    }
}
