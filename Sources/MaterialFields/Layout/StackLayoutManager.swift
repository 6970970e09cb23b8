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
    /// The stack's options; `justify` and `align` of nil ("none") place the
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

    /// The constraints of `child`, none for a widget that is not a child of a stack.
    func constraints(of child: UnsafeMutablePointer<GtkWidget>) -> StackConstraints {
        guard !constrained.isEmpty else { return .none }
        return constrained[child]?.child?.constraints ?? .none
    }

    /// The solver for `widget`, right to left when its text direction is.
    func solver(for widget: UnsafeMutablePointer<GtkWidget>) -> StackLayout {
        StackLayout(orientation: options.orientation, justify: options.justify ?? .start, align: options.align ?? .start,
                    insets: options.insets, spacing: options.spacing,
                    isRightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL)
    }

    /// What a kept pass holds, for the call that uses it.
    private enum Kept: Equatable {
        /// The children and their widths, from the measure of the width at no height. GTK
        /// measures a layout manager's width (uncached, with nothing in between) right
        /// before each height for a width it asks, so that height need not walk and
        /// measure a thousand children's widths again.
        case widths
        /// The children measured for a height at a width, for the allocation GTK makes
        /// next at that width in the same layout pass.
        case heights(forWidth: Int32)
    }

    /// A pass kept from the last measure for the next call, which uses it once: any other
    /// measure drops it, so an allocation with no measure before it measures afresh.
    private var kept: (pass: StackLayoutPass, holds: Kept)?

    /// The kept pass, taken, or a fresh one.
    private func takePass() -> (pass: StackLayoutPass, holds: Kept?) {
        guard let kept else { return (StackLayoutPass.take(), nil) }
        self.kept = nil
        return (kept.pass, kept.holds)
    }

    override func measure(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation,
                          forSize: Int32) -> (minimum: Int32, natural: Int32) {
        var (pass, holds) = takePass()
        let layout = solver(for: widget)
        let vertical = orientation == GTK_ORIENTATION_VERTICAL
        if !(vertical && forSize >= 0 && holds == .widths) {
            collectChildren(of: widget, into: &pass.children)
            measureWidths(in: &pass)
        }
        var keeps: Kept? = vertical || forSize >= 0 ? nil : .widths
        if vertical {
            // Height for a width: each child's height at the width it would get there.
            if forSize >= 0 {
                layout.pixelFrames(for: pass.measured, in: Size(width: Double(forSize), height: 0), into: &pass.frames,
                                   scratch: &pass.scratch)
                keeps = .heights(forWidth: forSize)
            }
            measureHeights(in: &pass, atFrameWidths: forSize >= 0)
        }
        let minimum = layout.minimumSize(for: pass.measured), natural = layout.naturalSize(for: pass.measured)
        if let keeps { kept = (pass, keeps) } else { StackLayoutPass.giveBack(pass) }
        return vertical
            ? (Int32(minimum.height.rounded(.up)), Int32(natural.height.rounded(.up)))
            : (Int32(minimum.width.rounded(.up)), Int32(natural.width.rounded(.up)))
    }

    override func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, baseline: Int32) {
        var (pass, holds) = takePass()
        let layout = solver(for: widget)
        if holds == .heights(forWidth: width), Self.lays(out: pass.children, of: widget) {
            layout.pixelFrames(for: pass.measured, in: Size(width: Double(width), height: Double(height)), into: &pass.frames,
                               scratch: &pass.scratch)
        } else {
            plan(&pass, of: widget, with: layout, width: width, height: height)
        }
        for index in pass.children.indices {
            let frame = pass.frames[index]
            var allocation = GtkAllocation(x: Int32(frame.x), y: Int32(frame.y), width: Int32(frame.width), height: Int32(frame.height))
            gtk_widget_size_allocate(pass.children[index], &allocation, -1)
        }
        StackLayoutPass.giveBack(pass)
    }

    /// Where each laid-out child of `widget` goes in a `width` x `height` box, on whole
    /// pixels, measured afresh.
    func plannedFrames(of widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) -> [Rect] {
        var pass = StackLayoutPass.take()
        plan(&pass, of: widget, with: solver(for: widget), width: width, height: height)
        let frames = pass.frames
        StackLayoutPass.giveBack(pass)
        return frames
    }

    /// Measures the children of `widget` into `pass` and gives them their frames in a
    /// `width` x `height` box.
    private func plan(_ pass: inout StackLayoutPass, of widget: UnsafeMutablePointer<GtkWidget>, with layout: StackLayout,
                      width: Int32, height: Int32) {
        collectChildren(of: widget, into: &pass.children)
        measureWidths(in: &pass)
        // Widths first: in either orientation they depend on the box's width and the
        // children's widths alone. Then each child's height at its width.
        layout.pixelFrames(for: pass.measured, in: Size(width: Double(width), height: 0), into: &pass.frames, scratch: &pass.scratch)
        measureHeights(in: &pass, atFrameWidths: true)
        layout.pixelFrames(for: pass.measured, in: Size(width: Double(width), height: Double(height)), into: &pass.frames,
                           scratch: &pass.scratch)
    }

    // The loops below run once per child, a thousand times in a long list, on every
    // measure: they are plain loops rather than `map` and `filter` with closures, each of
    // whose calls would check that it runs on the main actor (a fifth of a relayout's time).

    /// The children GTK lays out (visible ones), in order, into `children`.
    private func collectChildren(of widget: UnsafeMutablePointer<GtkWidget>, into children: inout [UnsafeMutablePointer<GtkWidget>]) {
        children.removeAll(keepingCapacity: true)
        for child in LaidOutChildren(of: widget) { children.append(child) }
    }

    /// Whether `children` are still the children GTK lays out in `widget`, in order.
    private static func lays(out children: [UnsafeMutablePointer<GtkWidget>], of widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        children.elementsEqual(LaidOutChildren(of: widget))
    }

    /// What the solver knows of each of the pass's children before its height: its width
    /// range and constraints.
    private func measureWidths(in pass: inout StackLayoutPass) {
        pass.measured.removeAll(keepingCapacity: true)
        pass.measured.reserveCapacity(pass.children.count)
        for child in pass.children {
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            pass.measured.append(StackChild(minimum: Size(width: Double(minimum), height: 0),
                                            natural: Size(width: Double(natural), height: 0), constraints: constraints(of: child)))
        }
    }

    /// Each child's height range at the width of its frame in the pass (at no particular
    /// width unless `atFrameWidths`).
    private func measureHeights(in pass: inout StackLayoutPass, atFrameWidths: Bool) {
        for index in pass.children.indices {
            var minimum: Int32 = 0, natural: Int32 = 0
            // A height for a width below the child's minimum is a question GTK refuses
            // (4.18 warns): a child given less (a fixed size, a narrow box) is measured at
            // its minimum, and overflows its frame as it would in a GtkBox.
            var width: Int32 = -1
            if atFrameWidths { width = max(Int32(pass.frames[index].width), Int32(pass.measured[index].minimum.width.rounded(.up))) }
            gtk_widget_measure(pass.children[index], GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
            pass.measured[index].minimum.height = Double(minimum)
            pass.measured[index].natural.height = Double(natural)
        }
    }
}
