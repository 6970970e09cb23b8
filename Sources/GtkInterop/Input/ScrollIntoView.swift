import CGtk

/// Scrolls the nearest scrolled window around a widget so that all of the widget shows:
/// what has the keyboard focus or has just opened is never left half below the edge.
///
/// GTK's own scroll-to-focus (GtkViewport) shows the focused widget, which for a field
/// is its text line alone, not its helper text, error or open popup.
@MainActor
public enum ScrollIntoView {
    /// Which end of a widget taller than the view stays in sight.
    public enum Edge: Sendable {
        /// The top: where text starts.
        case top
        /// The bottom: where a popup's buttons are.
        case bottom
    }

    /// Scrolls `widget`'s nearest scrolled ancestor vertically, as little as it can, so
    /// that `widget` shows whole; a widget taller than the view shows its `edge`. A no-op
    /// outside a scrolled window or before the widget is laid out.
    ///
    /// The height is measured now, at the widget's width: a part just shown (an error, a
    /// popup) is counted before it is laid out, though the scroll range may not hold it
    /// yet: call it from ``FrameTicker/afterLayout(of:_:)`` for that.
    public static func reveal(_ widget: UnsafeMutablePointer<GtkWidget>, edge: Edge = .top) {
        guard let scroller = gtk_widget_get_ancestor(widget, gtk_scrolled_window_get_type()),
              let scrolled = gtk_scrolled_window_get_child(gCast(scroller)),
              let adjustment = gtk_scrolled_window_get_vadjustment(gCast(scroller)) else { return }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, scrolled, &bounds) != 0 else { return }
        var narrowest: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &narrowest, nil, nil, nil)
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, max(Int32(bounds.size.width), narrowest), nil, &natural, nil, nil)
        // The scrolled child (a viewport, or a scrollable) places its content at minus the
        // scroll offset: add it back for the widget's place in the content.
        let top = Double(bounds.origin.y) + gtk_adjustment_get_value(adjustment)
        let bottom = top + Double(max(natural, Int32(bounds.size.height)))
        let page = gtk_adjustment_get_page_size(adjustment)
        if bottom - top > page, edge == .bottom {
            gtk_adjustment_clamp_page(adjustment, bottom - page, bottom)
        } else {
            gtk_adjustment_clamp_page(adjustment, top, bottom)
        }
    }
}
