import CGtk
import FieldCore
import GtkInterop

/// The layout manager of a ``StackBox`` (GType `MfStackLayout`): it measures the box's
/// children through GTK and places them where FieldCore's ``StackLayout`` says, so a
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

    /// The solver for `widget`, right to left when its text direction is.
    func solver(for widget: UnsafeMutablePointer<GtkWidget>) -> StackLayout {
        StackLayout(orientation: options.orientation, justify: options.justify ?? .start, align: options.align ?? .start,
                    insets: options.insets, spacing: options.spacing,
                    isRightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL)
    }

    override func measure(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation,
                          forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let layout = solver(for: widget)
        let children = laidOutChildren(of: widget)
        var measured = children.map { measure($0) }
        if orientation == GTK_ORIENTATION_VERTICAL, forSize >= 0 {
            // Height for a width: each child's height at the width it would get.
            let height = layout.naturalSize(for: measured).height
            let frames = layout.frames(for: measured, in: Size(width: Double(forSize), height: height))
            for index in children.indices {
                measureHeight(of: children[index], forWidth: frames[index].pixelAligned.width, into: &measured[index])
            }
        }
        let minimum = layout.minimumSize(for: measured), natural = layout.naturalSize(for: measured)
        return orientation == GTK_ORIENTATION_HORIZONTAL
            ? (Int32(minimum.width.rounded(.up)), Int32(natural.width.rounded(.up)))
            : (Int32(minimum.height.rounded(.up)), Int32(natural.height.rounded(.up)))
    }

    override func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, baseline: Int32) {
        let children = laidOutChildren(of: widget)
        for (child, frame) in zip(children, frames(of: children, in: widget, width: width, height: height)) {
            var allocation = GtkAllocation(x: Int32(frame.x), y: Int32(frame.y), width: Int32(frame.width), height: Int32(frame.height))
            gtk_widget_size_allocate(child, &allocation, -1)
        }
    }

    /// Where each of `children` goes in a `width` x `height` box, on whole pixels.
    func frames(of children: [UnsafeMutablePointer<GtkWidget>], in widget: UnsafeMutablePointer<GtkWidget>,
                width: Int32, height: Int32) -> [Rect] {
        let layout = solver(for: widget)
        let size = Size(width: Double(width), height: Double(height))
        var measured = children.map { measure($0) }
        // Widths first (they do not depend on heights), then each height at its width.
        let first = layout.frames(for: measured, in: size)
        for index in children.indices {
            measureHeight(of: children[index], forWidth: first[index].pixelAligned.width, into: &measured[index])
        }
        return layout.frames(for: measured, in: size).map(\.pixelAligned)
    }

    /// The children GTK lays out (visible ones), in order.
    func laidOutChildren(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_should_layout(current) != 0 { children.append(current) }
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    /// The constraints of `child`, none for a widget that is not a child of a stack.
    func constraints(of child: UnsafeMutablePointer<GtkWidget>) -> StackConstraints {
        layoutChild(of: child, as: StackLayoutChild.self)?.constraints ?? .none
    }

    /// What the solver knows of `child`: its width range and its height at its natural width.
    private func measure(_ child: UnsafeMutablePointer<GtkWidget>) -> StackChild {
        var minimumWidth: Int32 = 0, naturalWidth: Int32 = 0, minimumHeight: Int32 = 0, naturalHeight: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, naturalWidth, &minimumHeight, &naturalHeight, nil, nil)
        return StackChild(minimum: Size(width: Double(minimumWidth), height: Double(minimumHeight)),
                          natural: Size(width: Double(naturalWidth), height: Double(naturalHeight)),
                          constraints: constraints(of: child))
    }

    private func measureHeight(of child: UnsafeMutablePointer<GtkWidget>, forWidth width: Double, into measured: inout StackChild) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, Int32(width), &minimum, &natural, nil, nil)
        measured.minimum.height = Double(minimum)
        measured.natural.height = Double(natural)
    }
}
