import CGtk
import GtkInterop
import GtkTestSupport

/// Where the lifecycle figure's time goes: making 1,000 fields in a box, measuring them,
/// and destroying them, each phase timed on its own, against plain GTK in alternating
/// rounds.
///
/// The phases do not add up to the lifecycle figure, which measures each field as it is
/// made; here all are made first, then measured, as a window's first layout pass does.
/// A field does part of its work at other moments than plain GTK (it renders when made,
/// and its widgets go at the next main-loop turn), so one phase alone is no verdict: the
/// table shows which phase a change moved.
@MainActor
enum LifecyclePhases {
    /// One round's time for each phase, in nanoseconds.
    private struct Round {
        var make = 0.0, measure = 0.0, destroy = 0.0
    }

    /// Prints each phase's median time for plain GTK and for `EntryField`, and the median
    /// of the rounds' ratios with their middle half.
    static func run(rounds: Int = 11) {
        _ = round(WidgetBenchmarks.plainField)
        _ = round(WidgetBenchmarks.materialField)
        var plain: [Round] = [], field: [Round] = []
        Stopwatch.alternate(rounds: rounds, baseline: { plain.append(round(WidgetBenchmarks.plainField)) },
                            candidate: { field.append(round(WidgetBenchmarks.materialField)) })
        var report = Report()
        for (name, phase) in [("make 1,000 in a box", \Round.make), ("measure them", \Round.measure),
                              ("destroy them", \Round.destroy)] {
            let ratios = zip(plain, field).map { $1[keyPath: phase] / $0[keyPath: phase] }
            let plainTime = Stopwatch.median(plain.map { $0[keyPath: phase] }) / 1e6
            let fieldTime = Stopwatch.median(field.map { $0[keyPath: phase] }) / 1e6
            report.add(name, String(format: "plain %6.1f ms  EntryField %6.1f ms  ", plainTime, fieldTime)
                + Report.ratio(Stopwatch.median(ratios), spread: Stopwatch.middleHalf(ratios)))
        }
        report.print(heading: "Lifecycle by phase (medians of \(rounds) alternating rounds)")
    }

    private static func round(_ make: () -> UnsafeMutablePointer<GtkWidget>) -> Round {
        let box = GObjectRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        var times = Round()
        times.make = Stopwatch.nanoseconds {
            for _ in 0..<1_000 { gtk_box_append(gCast(box.widget), make()) }
        }
        let fields = WidgetChildren.of(box.widget)
        times.measure = Stopwatch.nanoseconds {
            for field in fields { WidgetBenchmarks.measure(field) }
        }
        times.destroy = Stopwatch.nanoseconds {
            WidgetBenchmarks.empty(box)
            MainLoopPump.drain()
        }
        return times
    }
}
