import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields

/// `FormView`'s figures, each against the same fields appended to a `GtkBox` by hand in
/// the same run: building a large form, a keystroke in a large and a small one, and
/// `reset()` of a large one.
@MainActor
enum FormViewBenchmarks {
    static func run() {
        lifecycle()
        keystroke()
        reset()
    }

    /// Rounds of the create-measure-destroy comparison; its report names it.
    private static let lifecycleRounds = 21

    static func form(rows: Int) -> Form<Int> {
        let form = Form<Int>()
        try? form.insertSection(key: "all", header: "Rows")
        for index in 0..<rows {
            try? form.insert(Row(tag: index, label: "Field \(index)", rules: [.text(.isEmail)]), inSection: "all", at: index)
        }
        return form
    }

    private static func measure(_ widget: UnsafeMutablePointer<GtkWidget>) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, 400, &minimum, &natural, nil, nil)
    }

    /// Creates, measures and destroys a 1,000-row FormView, and 1,000 fields in a box.
    ///
    /// Each round lets go of its widgets before it drains the main loop: a field's Swift
    /// object goes on the turn after its widget is freed, so a round that drained first
    /// would leave that work to the other side's next round.
    private static func lifecycle() {
        let times = Stopwatch.interleaved(rounds: lifecycleRounds, baseline: {
            do {
                let box = GObjectRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
                for index in 0..<1_000 { gtk_box_append(gCast(box.widget), EntryField(label: "Field \(index)").widget.pointer) }
                measure(box.widget)
            }
            MainLoopPump.drain()
        }, candidate: {
            do {
                guard let view = try? FormView(form: form(rows: 1_000)) else { return }
                measure(view.widget.pointer)
            }
            MainLoopPump.drain()
        })
        var report = Report()
        report.add("1,000 EntryFields appended to a GtkBox", String(format: "%.1f ms", times.baseline / 1e6))
        report.add("FormView of a 1,000-row form", String(format: "%.1f ms", times.candidate / 1e6))
        report.add("ratio (FormView / box), median of \(lifecycleRounds) rounds", Report.ratio(times.ratio, spread: times.ratioSpread))
        report.print(heading: "Create, measure and destroy a 1,000-row form")
    }

    /// A keystroke (edit, validate, restyle) in the fourth row of a shown form.
    private static func keystrokeTime(rows: Int) -> Double {
        guard let view = try? FormView(form: form(rows: rows)) else { return 0 }
        let window = GObjectRef(gtk_window_new())
        gtk_window_set_default_size(gCast(window.widget), 420, 600)
        gtk_window_set_child(gCast(window.widget), view.widget.pointer)
        gtk_window_present(gCast(window.widget))
        defer { gtk_window_destroy(gCast(window.widget)) }
        guard let field = view.field(for: 3) else { return 0 }
        MainLoopPump.run(until: { gtk_widget_get_mapped(field.widget.pointer) != 0 })
        field.becomeFirstResponder()
        view.form.blur(3) // validate on every change from now on, as after a first blur
        field.becomeFirstResponder()
        guard let text = gtk_root_get_focus(OpaquePointer(window.rawPointer)) else { return 0 }
        var samples: [Double] = []
        for iteration in 0..<200 {
            let value = iteration.isMultiple(of: 2) ? "ada@example.com" : "ada@exa"
            samples.append(Stopwatch.nanoseconds { gtk_editable_set_text(OpaquePointer(text), value) })
            MainLoopPump.drain()
        }
        return Stopwatch.median(samples)
    }

    private static func keystroke() {
        let small = keystrokeTime(rows: 10), large = keystrokeTime(rows: 1_000)
        var report = Report()
        report.add("10-row FormView", String(format: "%.1f µs", small / 1e3))
        report.add("1,000-row FormView", String(format: "%.1f µs", large / 1e3))
        report.add("ratio (1,000 / 10)", Report.ratio(large / small))
        report.print(heading: "One keystroke in a FormView, validated and re-rendered (medians of 200)")
    }

    private static func reset() {
        guard let view = try? FormView(form: form(rows: 1_000)) else { return }
        let time = Stopwatch.nanosecondsPerRun(iterations: 1, rounds: 5) {
            for index in 0..<1_000 where index.isMultiple(of: 10) { try? view.form.setValue(.text("x"), for: index) }
            view.form.reset()
        }
        var report = Report()
        report.add("set 100 values, then reset() a 1,000-row FormView", String(format: "%.1f ms", time / 1e6))
        report.print(heading: "Reset")
    }
}
