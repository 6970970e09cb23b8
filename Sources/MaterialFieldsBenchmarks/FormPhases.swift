import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields

/// Where the form figure's time goes: building the 1,000-row `Form`, making its
/// `FormView`, measuring it and destroying it, each phase timed on its own against the
/// same 1,000 `EntryField`s made into a `GtkBox` and measured, in alternating rounds.
///
/// As with ``LifecyclePhases``, one phase alone is no verdict: a form does some work at
/// other moments than the box (its rows' models are made with the `Form`, before any
/// widget), so the table shows which phase a change moved, and the form figure stays
/// the one bound.
@MainActor
enum FormPhases {
    /// One round's time for each phase, in nanoseconds.
    private struct Round {
        var model = 0.0, make = 0.0, measure = 0.0, destroy = 0.0
    }

    /// Prints each phase's median time for the box and for the form, and the median of
    /// the rounds' ratios with their middle half.
    static func run(rounds: Int = 11) {
        _ = boxRound()
        _ = formRound()
        var box: [Round] = [], form: [Round] = []
        Stopwatch.alternate(rounds: rounds, baseline: { box.append(boxRound()) },
                            candidate: { form.append(formRound()) })
        var report = Report()
        for (name, phase) in [("build the rows' models", \Round.model), ("make the widgets", \Round.make),
                              ("measure", \Round.measure), ("destroy", \Round.destroy)] {
            let boxTime = Stopwatch.median(box.map { $0[keyPath: phase] }) / 1e6
            let formTime = Stopwatch.median(form.map { $0[keyPath: phase] }) / 1e6
            var line = String(format: "box %6.1f ms  FormView %6.1f ms", boxTime, formTime)
            if boxTime > 0 {
                let ratios = zip(box, form).map { $1[keyPath: phase] / $0[keyPath: phase] }
                line += "  " + Report.ratio(Stopwatch.median(ratios), spread: Stopwatch.middleHalf(ratios))
            }
            report.add(name, line)
        }
        report.print(heading: "A 1,000-row form by phase (medians of \(rounds) alternating rounds)")
    }

    private static func measure(_ widget: UnsafeMutablePointer<GtkWidget>) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, 400, &minimum, &natural, nil, nil)
    }

    private static func boxRound() -> Round {
        var times = Round()
        do {
            let box = GObjectRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 12))
            times.make = Stopwatch.nanoseconds {
                for index in 0..<1_000 { gtk_box_append(gCast(box.widget), EntryField(label: "Field \(index)").widget.pointer) }
            }
            times.measure = Stopwatch.nanoseconds { measure(box.widget) }
            times.destroy = Stopwatch.nanoseconds { WidgetBenchmarks.empty(box) }
        }
        times.destroy += Stopwatch.nanoseconds { MainLoopPump.drain() }
        return times
    }

    private static func formRound() -> Round {
        var times = Round()
        var form: Form<Int>?
        times.model = Stopwatch.nanoseconds { form = FormViewBenchmarks.form(rows: 1_000) }
        guard let form else { return times }
        do {
            var view: FormView<Int>?
            times.make = Stopwatch.nanoseconds { view = try? FormView(form: form) }
            guard let view else { return times }
            times.measure = Stopwatch.nanoseconds { measure(view.widget.pointer) }
            times.destroy = Stopwatch.nanoseconds { _ = consume view }
        }
        times.destroy += Stopwatch.nanoseconds { MainLoopPump.drain() }
        return times
    }
}
