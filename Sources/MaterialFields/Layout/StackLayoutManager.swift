import CGtk
import FieldCore
import GtkInterop

/// The layout manager of a ``StackBox`` (GType `MfStackLayout`): it measures the box's
/// children through GTK and places them where FieldCore's `StackLayout` says, so a
/// headless test of the solver predicts the real allocation.
///
/// Heights are asked for the width each child gets (height-for-width), so a field whose
/// helper text wraps grows its row.
@MainActor
final class StackLayoutManager: LayoutManagerImplementation {
    /// The stack's options; `justify` and `align` of nil (the seed's "none") place the
    /// children as `.start` does, at their own size: a GTK container has no other
    /// constraints that could place them instead.
    var options = StackBox.Options() {
        didSet { if options != oldValue { layoutChanged() } }
    }

    /// The layout children that hold constraints, by child widget. GTK makes a layout
    /// child on first request; asking for one per child per layout would make a GObject
    /// for each of a thousand children that have no constraints. A child's entry goes
    /// stale (nil) when GTK drops its layout child, which it does when the child leaves.
    private var constrained: [UnsafeMutablePointer<GtkWidget>: WeakLayoutChild] = [:]

    private struct WeakLayoutChild {
        weak var child: StackLayoutChild?
    }

    /// Records that `layoutChild`, the layout child of `widget`, holds constraints.
    func remember(_ layoutChild: StackLayoutChild, for widget: UnsafeMutablePointer<GtkWidget>) {
        constrained[widget] = WeakLayoutChild(child: layoutChild)
        // Children come and go: now and then drop the entries GTK has released.
        if constrained.count.isMultiple(of: 256) { constrained = constrained.filter { $0.value.child != nil } }
    }

    /// The solver for `widget`, right to left when its text direction is.
    func solver(for widget: UnsafeMutablePointer<GtkWidget>) -> StackLayout {
        StackLayout(orientation: options.orientation, justify: options.justify ?? .start, align: options.align ?? .start,
                    insets: options.insets, spacing: options.spacing,
                    isRightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL)
    }

    /// What the last height-for-width measure found, for the allocation GTK makes next at
    /// that width in the same layout pass; used once, and dropped by any other measure, so
    /// an allocation with no measure before it measures afresh.
    private var measuredForAllocation: (width: Int32, children: [UnsafeMutablePointer<GtkWidget>], measured: [StackChild])?

    /// The children and their widths from the last measure of the width at no height, for
    /// the height-for-width measure that follows it. GTK measures a layout manager's width
    /// (uncached, with nothing in between) right before each height for a width it asks, so
    /// that height need not walk and measure a thousand children's widths again. Used once,
    /// and dropped by any other measure.
    private var measuredWidths: (children: [UnsafeMutablePointer<GtkWidget>], measured: [StackChild])?

    override func measure(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation,
                          forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let pending = measuredWidths
        measuredWidths = nil
        measuredForAllocation = nil
        let layout = solver(for: widget)
        let children: [UnsafeMutablePointer<GtkWidget>]
        var measured: [StackChild]
        if orientation == GTK_ORIENTATION_VERTICAL, forSize >= 0, let pending {
            (children, measured) = pending
        } else {
            children = laidOutChildren(of: widget)
            measured = measureWidths(of: children)
        }
        if orientation == GTK_ORIENTATION_HORIZONTAL, forSize < 0 { measuredWidths = (children, measured) }
        if orientation == GTK_ORIENTATION_VERTICAL {
            // Height for a width: each child's height at the width it would get there.
            let widths = forSize >= 0 ? Self.widths(of: layout.pixelFrames(for: measured, in: Size(width: Double(forSize), height: 0))) : nil
            measureHeights(of: children, forWidths: widths, into: &measured)
            if forSize >= 0 { measuredForAllocation = (forSize, children, measured) }
        }
        let minimum = layout.minimumSize(for: measured), natural = layout.naturalSize(for: measured)
        return orientation == GTK_ORIENTATION_HORIZONTAL
            ? (Int32(minimum.width.rounded(.up)), Int32(natural.width.rounded(.up)))
            : (Int32(minimum.height.rounded(.up)), Int32(natural.height.rounded(.up)))
    }

    override func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, baseline: Int32) {
        let children = laidOutChildren(of: widget)
        let frames: [Rect]
        if let cached = measuredForAllocation, cached.width == width, cached.children == children {
            frames = solver(for: widget).pixelFrames(for: cached.measured, in: Size(width: Double(width), height: Double(height)))
        } else {
            frames = self.frames(of: children, in: widget, width: width, height: height)
        }
        measuredForAllocation = nil
        measuredWidths = nil
        for (child, frame) in zip(children, frames) {
            var allocation = GtkAllocation(x: Int32(frame.x), y: Int32(frame.y), width: Int32(frame.width), height: Int32(frame.height))
            gtk_widget_size_allocate(child, &allocation, -1)
        }
    }

    /// Where each of `children` goes in a `width` x `height` box, on whole pixels.
    func frames(of children: [UnsafeMutablePointer<GtkWidget>], in widget: UnsafeMutablePointer<GtkWidget>,
                width: Int32, height: Int32) -> [Rect] {
        let layout = solver(for: widget)
        var measured = measureWidths(of: children)
        // Widths first: in either orientation they depend on the box's width and the
        // children's widths alone. Then each child's height at its width.
        let widths = Self.widths(of: layout.pixelFrames(for: measured, in: Size(width: Double(width), height: 0)))
        measureHeights(of: children, forWidths: widths, into: &measured)
        return layout.pixelFrames(for: measured, in: Size(width: Double(width), height: Double(height)))
    }

    // The loops below run once per child, a thousand times in a long list, on every
    // measure: they are plain loops rather than `map` and `filter` with closures, each of
    // whose calls would check that it runs on the main actor (a fifth of a relayout's time).

    /// The children GTK lays out (visible ones), in order.
    func laidOutChildren(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        children.reserveCapacity(lastChildCount)
        var next = gtk_widget_get_first_child(widget)
        while let child = next {
            if gtk_widget_should_layout(child) != 0 { children.append(child) }
            next = gtk_widget_get_next_sibling(child)
        }
        lastChildCount = children.count
        return children
    }
    /// How many children the last walk found, to size the next one's array at once.
    private var lastChildCount = 0

    /// The constraints of `child`, none for a widget that is not a child of a stack.
    func constraints(of child: UnsafeMutablePointer<GtkWidget>) -> StackConstraints {
        guard !constrained.isEmpty else { return .none }
        return constrained[child]?.child?.constraints ?? .none
    }

    /// The widths of `frames`.
    private static func widths(of frames: [Rect]) -> [Double] {
        var widths: [Double] = []
        widths.reserveCapacity(frames.count)
        for frame in frames { widths.append(frame.width) }
        return widths
    }

    /// What the solver knows of each child before its height: its width range and constraints.
    private func measureWidths(of children: [UnsafeMutablePointer<GtkWidget>]) -> [StackChild] {
        var measured: [StackChild] = []
        measured.reserveCapacity(children.count)
        for child in children {
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            measured.append(StackChild(minimum: Size(width: Double(minimum), height: 0), natural: Size(width: Double(natural), height: 0),
                                       constraints: constraints(of: child)))
        }
        return measured
    }

    /// Each child's height range at its width in `widths` (at no particular width when nil).
    private func measureHeights(of children: [UnsafeMutablePointer<GtkWidget>], forWidths widths: [Double]?,
                                into measured: inout [StackChild]) {
        for index in children.indices {
            var minimum: Int32 = 0, natural: Int32 = 0
            // A height for a width below the child's minimum is a question GTK refuses
            // (4.18 warns): a child given less (a fixed size, a narrow box) is measured at
            // its minimum, and overflows its frame as it would in a GtkBox.
            var width: Int32 = -1
            if let widths { width = max(Int32(widths[index]), Int32(measured[index].minimum.width.rounded(.up))) }
            gtk_widget_measure(children[index], GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
            measured[index].minimum.height = Double(minimum)
            measured[index].natural.height = Double(natural)
        }
    }
}
