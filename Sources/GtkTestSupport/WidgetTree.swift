import CGtk
import GtkInterop

/// Finds widgets inside a widget tree, as a user would by looking.
@MainActor
public enum WidgetTree {
    /// Every widget under `root`, depth first, `root` included.
    public static func all(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var stack = [root]
        while let widget = stack.popLast() {
            result.append(widget)
            var child = gtk_widget_get_last_child(widget)
            while let current = child {
                stack.append(current)
                child = gtk_widget_get_prev_sibling(current)
            }
        }
        return result
    }

    /// The first direct child of `root` with CSS class `name`.
    public static func child(of root: UnsafeMutablePointer<GtkWidget>, withClass name: String) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            if gtk_widget_has_css_class(current, name) != 0 { return current }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// The button under `root` with this tooltip.
    public static func button(in root: UnsafeMutablePointer<GtkWidget>, tooltip: String) -> UnsafeMutablePointer<GtkWidget>? {
        all(under: root).first { widget in
            guard gIsA(widget, gtk_button_get_type()), let text = gtk_widget_get_tooltip_text(widget) else { return false }
            return String(cString: text) == tooltip
        }
    }

    /// The button under `root` with this label (mnemonic underscore included).
    public static func button(in root: UnsafeMutablePointer<GtkWidget>, label: String) -> UnsafeMutablePointer<GtkWidget>? {
        all(under: root).first { widget in
            guard gIsA(widget, gtk_button_get_type()), let text = gtk_button_get_label(gCast(widget)) else { return false }
            return String(cString: text) == label
        }
    }

    /// The natural height of `widget`.
    public static func naturalHeight(_ widget: UnsafeMutablePointer<GtkWidget>, forWidth width: Int32 = -1) -> Int32 {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
        return natural
    }

    /// The first widget under `root` of `type`.
    public static func first(under root: UnsafeMutablePointer<GtkWidget>, ofType type: GType) -> UnsafeMutablePointer<GtkWidget>? {
        all(under: root).first { gIsA($0, type) }
    }
}
