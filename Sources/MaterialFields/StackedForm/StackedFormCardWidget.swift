import CGtk
import GtkInterop

/// One card of a stacked form on screen (GType `MfStackedFormCard`): a step's collapsed
/// and expanded views, one shown at a time, in a rounded card that clips them.
///
/// Its minimum height is 0, so the stack can animate it between any two heights: the
/// shown view keeps its own height and the card's rounded edge clips it.
@MainActor
final class StackedFormCardWidget: WidgetImplementation {
    private(set) var collapsedView: UnsafeMutablePointer<GtkWidget>?
    private(set) var expandedView: UnsafeMutablePointer<GtkWidget>?
    /// Whether the expanded view is the one shown.
    private(set) var showsExpanded = false

    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget)
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        gtk_widget_add_css_class(widget, "collapsed")
    }

    /// Puts the step's two views in the card.
    func setViews(collapsed: UnsafeMutablePointer<GtkWidget>, expanded: UnsafeMutablePointer<GtkWidget>) {
        for view in [collapsedView, expandedView].compactMap({ $0 }) { gtk_widget_unparent(view) }
        collapsedView = collapsed
        expandedView = expanded
        gtk_widget_set_parent(collapsed, widget)
        gtk_widget_set_parent(expanded, widget)
        show(expanded: showsExpanded)
    }

    /// Shows the expanded or the collapsed view. The other is unmapped, so Tab skips it,
    /// but stays visible to GTK's measuring (a hidden widget measures 0), so the card can
    /// grow to the expanded view's height before showing it.
    func show(expanded: Bool) {
        showsExpanded = expanded
        if let collapsedView { gtk_widget_set_child_visible(collapsedView, expanded ? 0 : 1) }
        if let expandedView { gtk_widget_set_child_visible(expandedView, expanded ? 1 : 0) }
        // A collapsed card is a control: a click or Return goes back to it.
        gtk_widget_set_focusable(widget, expanded ? 0 : 1)
        gtk_widget_queue_resize(widget)
    }

    /// Marks the card expanded or collapsed for the stylesheet (its background eases).
    func setExpandedStyle(_ expanded: Bool) {
        GtkWidgets.setClass("expanded", on: widget, expanded)
        GtkWidgets.setClass("collapsed", on: widget, !expanded)
    }

    /// The opacity of the shown view, for the cross-fade.
    func setContentOpacity(_ opacity: Double) {
        for view in [collapsedView, expandedView].compactMap({ $0 }) { gtk_widget_set_opacity(view, opacity) }
    }

    /// The size of `view` along `orientation` at `forSize` across, shown or not (a
    /// hidden view's height is what the card grows to before it shows it).
    static func size(of view: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation,
                     forSize: Int32 = -1) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(view, orientation, forSize, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    private var shownView: UnsafeMutablePointer<GtkWidget>? { showsExpanded ? expandedView : collapsedView }

    override func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            // Both views count, so the card keeps its width as it switches between them.
            let sizes = [collapsedView, expandedView].compactMap { $0 }.map { Self.size(of: $0, GTK_ORIENTATION_HORIZONTAL) }
            return (sizes.map(\.minimum).max() ?? 0, sizes.map(\.natural).max() ?? 0)
        }
        return (0, shownView.map { Self.size(of: $0, GTK_ORIENTATION_VERTICAL, forSize: forSize).natural } ?? 0)
    }

    override func allocate(width: Int32, height: Int32, baseline: Int32) {
        // Each view keeps its own height, top-aligned; the card clips what does not fit.
        // The hidden view is laid out too (unmapped, it draws nothing): when it shows, its
        // controls already have places, and GTK's Tab, which orders by place, finds them
        // in order before the next layout.
        for view in [collapsedView, expandedView].compactMap({ $0 }) {
            let viewHeight = Self.size(of: view, GTK_ORIENTATION_VERTICAL, forSize: width).natural
            GtkWidgets.place(view, x: 0, y: 0, width: width, height: view == shownView ? max(height, viewHeight) : viewHeight)
        }
    }
}
