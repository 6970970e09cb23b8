import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// What keeping a form's history costs: a keystroke in a form that keeps it against the
/// same form that does not, and an undo and redo of a typed step.
@MainActor
enum HistoryBenchmarks {
    static func run() {
        guard let keeping = try? FormView(form: FormKeystrokes.form()) else { return }
        let history = keeping.keepHistory()
        var report = Report()
        FormKeystrokes.compare(keeping, "a keystroke in a 10-row form keeping its history", in: &report)
        let rounds = 200
        let clock = ContinuousClock()
        let undoing = clock.measure {
            for _ in 0..<rounds {
                history.undo()
                history.redo()
            }
        }
        report.add("undo and redo of that typing, with the field re-rendered",
                   String(format: "%.0f µs per pair", undoing.nanoseconds / 1e3 / Double(rounds)))
        report.print(heading: "History")
    }
}
