import CGtk
import GtkInterop

/// Finds widgets inside a widget tree, as a user would by looking.
@MainActor
public enum WidgetTree {
    /// Every widget under `root`, depth first, `root` included.
    public static func all(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        WidgetChildren.tree(under: root)
    }

    /// Where `widget` is in `root`'s coordinates, as GTK allocated it (zero when the two
    /// are not in one tree).
    public static func bounds(of widget: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, root, &bounds)
        return bounds
    }

    /// Whether all of `widget` lies inside `view` (a scrolled window, a window), as laid
    /// out now: the part a user sees. A widget that is not shown never is.
    public static func isWhollyShown(_ widget: UnsafeMutablePointer<GtkWidget>, in view: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var box = graphene_rect_t()
        guard gtk_widget_get_mapped(widget) != 0, gtk_widget_compute_bounds(widget, view, &box) != 0 else { return false }
        return box.origin.y >= 0 && box.origin.y + box.size.height <= Float(gtk_widget_get_height(view))
            && box.origin.x >= 0 && box.origin.x + box.size.width <= Float(gtk_widget_get_width(view))
    }

    /// The first direct child of `root` with CSS class `name`.
    public static func child(of root: UnsafeMutablePointer<GtkWidget>, withClass name: String) -> UnsafeMutablePointer<GtkWidget>? {
        WidgetChildren.of(root).first { gtk_widget_has_css_class($0, name) != 0 }
    }

    /// The first direct child of `root` with CSS class `name` that is on screen: mapped and
    /// not transparent (a field keeps its error line mapped and transparent while there is
    /// no error).
    public static func shownChild(of root: UnsafeMutablePointer<GtkWidget>, withClass name: String) -> UnsafeMutablePointer<GtkWidget>? {
        WidgetChildren.of(root).first {
            gtk_widget_has_css_class($0, name) != 0 && gtk_widget_get_mapped($0) != 0 && gtk_widget_get_opacity($0) > 0
        }
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

    /// The first button under `root` whose text is `text`: its label, or the text of the
    /// label it holds as its child (a wrapping link's), Unicode's invisible direction marks
    /// and isolates set aside (an error summary's line isolates its row's label).
    public static func button(in root: UnsafeMutablePointer<GtkWidget>, showing text: String) -> UnsafeMutablePointer<GtkWidget>? {
        all(under: root).first { widget in
            guard gIsA(widget, gtk_button_get_type()) else { return false }
            if let label = gtk_button_get_label(gCast(widget)) { return String(cString: label) == text }
            guard let child = gtk_button_get_child(gCast(widget)), gIsA(child, gtk_label_get_type()),
                  let shown = gtk_label_get_text(gCast(child)) else { return false }
            let directions: Set<UInt32> = [0x200E, 0x200F, 0x2066, 0x2067, 0x2068, 0x2069]
            return String(String(cString: shown).unicodeScalars.filter { !directions.contains($0.value) }) == text
        }
    }

    /// The natural height of `widget`.
    public static func naturalHeight(_ widget: UnsafeMutablePointer<GtkWidget>, forWidth width: Int32 = -1) -> Int32 {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
        return natural
    }

    /// The width `widget` asks for.
    public static func naturalWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return natural
    }

    /// The first widget under `root` of `type`.
    public static func first(under root: UnsafeMutablePointer<GtkWidget>, ofType type: GType) -> UnsafeMutablePointer<GtkWidget>? {
        all(under: root).first { gIsA($0, type) }
    }
}
