import CGtk
import FieldCore
import GtkInterop
import MaterialFields

/// `StackBox` against `GtkBox` holding the same 1,000 children, in interleaved rounds:
/// measuring and allocating the whole box, and the relayout after one child changes size.
@MainActor
enum StackBoxBenchmarks {
    static func run() {
        allocation()
        relayout()
    }

    private static let count = 1_000
    /// Rounds per comparison; the reports name it.
    private static let rounds = 21

    /// A vertical box of `count` labels: a `StackBox` or a `GtkBox` with the same spacing.
    private static func filled(stack: Bool) -> GObjectRef {
        // The reference keeps the widget; a StackBox handle is only a view of it.
        let reference = stack
            ? GObjectRef(StackBox(orientation: .vertical, justify: .start, align: .fill, spacing: 4).widget.pointer)
            : GObjectRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 4))
        let box = reference.widget
        for index in 0..<count { gtk_widget_set_parent(gtk_label_new("Item \(index)"), box) }
        return reference
    }

    /// Measures `box` at 400 pixels wide and allocates it at its natural height.
    private static func layOut(_ box: UnsafeMutablePointer<GtkWidget>) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(box, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        gtk_widget_measure(box, GTK_ORIENTATION_VERTICAL, 400, &minimum, &natural, nil, nil)
        var allocation = GtkAllocation(x: 0, y: 0, width: 400, height: natural)
        gtk_widget_size_allocate(box, &allocation, -1)
    }

    private static func allocation() {
        // A fresh box per round, so no size is cached; only the layout is timed.
        var pending: GObjectRef?
        let times = Stopwatch.interleaved(rounds: rounds, setUp: { pending = filled(stack: false) }, baseline: {
            if let box = pending { layOut(box.widget) }
        }, candidateSetUp: { pending = filled(stack: true) }, candidate: {
            if let box = pending { layOut(box.widget) }
        })
        pending = nil
        var report = Report()
        report.add("GtkBox of 1,000 labels", String(format: "%.2f ms", times.baseline / 1e6))
        report.add("StackBox of the same", String(format: "%.2f ms", times.candidate / 1e6))
        report.add("ratio (StackBox / GtkBox), median of \(rounds) rounds", Report.ratio(times.ratio, spread: times.ratioSpread))
        report.print(heading: "Measure and allocate a box of 1,000 children")
    }

    private static func relayout() {
        let plain = filled(stack: false), stack = filled(stack: true)
        layOut(plain.widget)
        layOut(stack.widget)
        func resizeOneChild(of box: GObjectRef) -> () -> Void {
            var grown = false
            return {
                guard let child = gtk_widget_get_first_child(box.widget) else { return }
                grown.toggle()
                gtk_widget_set_size_request(child, -1, grown ? 40 : -1)
                layOut(box.widget)
            }
        }
        let times = Stopwatch.interleaved(rounds: rounds, baseline: resizeOneChild(of: plain), candidate: resizeOneChild(of: stack))
        var report = Report()
        report.add("GtkBox", String(format: "%.2f ms", times.baseline / 1e6))
        report.add("StackBox", String(format: "%.2f ms", times.candidate / 1e6))
        report.add("ratio (StackBox / GtkBox), median of \(rounds) rounds", Report.ratio(times.ratio, spread: times.ratioSpread))
        report.print(heading: "One child of 1,000 changes size: relayout")
    }
}
