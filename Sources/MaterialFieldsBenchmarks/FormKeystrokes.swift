import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// Keystrokes in a form that keeps something (drafts, history) against the same form
/// that does not, in one run.
@MainActor
enum FormKeystrokes {
    /// A form of ten text rows, the first with two rules.
    static func form() -> Form<Int> {
        let form = Form<Int>()
        for tag in 0..<10 {
            try? form.add(Row(tag: tag, label: "Field \(tag)", rules: tag == 0 ? [.required, .text(.minLength(3))] : []))
        }
        return form
    }

    /// Types 200 edits into the first row of `keeping` and of a plain view of the same
    /// form, as fast as a test can, interleaved; the report line says `what`.
    static func compare(_ keeping: FormView<Int>, _ what: String, in report: inout Report) {
        guard let plain = try? FormView(form: form()), let plainEntry = plain.field(for: 0)?.widget.pointer,
              let keepingEntry = keeping.field(for: 0)?.widget.pointer else { return }
        let keys = 200
        let typing = Stopwatch.interleaved(rounds: 9, baseline: {
            for index in 0..<keys { gtk_editable_set_text(OpaquePointer(plainEntry), "ada \(index)") }
        }, candidate: {
            for index in 0..<keys { gtk_editable_set_text(OpaquePointer(keepingEntry), "ada \(index)") }
        })
        report.add(what, String(format: "%.1f µs (without %.1f µs, %@)", typing.candidate / Double(keys) / 1e3,
                                typing.baseline / Double(keys) / 1e3, Report.ratio(typing.ratio)))
    }
}
