import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields
import TestSupport

/// What keeping drafts costs: a keystroke in a form that keeps them against the same form
/// that does not, and one draft written to disk against GLib's own atomic write of the
/// same bytes.
@MainActor
enum DraftBenchmarks {
    static func run() {
        guard let temporary = try? TemporaryPath.folder("mf-bench-drafts") else { return }
        defer { temporary.remove() }
        let folder = temporary.url
        guard let keeping = try? FormView(form: FormKeystrokes.form()) else { return }
        let store = DraftStore(appID: "bench", formID: "sign-up", directory: folder)
        keeping.keepDrafts(in: store)
        var report = Report()
        // One write is scheduled and the rest of the typing finds it pending.
        FormKeystrokes.compare(keeping, "a keystroke in a 10-row form keeping drafts", in: &report)
        let draft = keeping.form.draft(formID: "sign-up")
        let path = folder.appendingPathComponent("glib.json").path
        let bytes = (try? DraftStore.encoded(draft)) ?? Data()
        let writes = 50
        let writing = Stopwatch.interleaved(rounds: 9, baseline: {
            for _ in 0..<writes {
                bytes.withUnsafeBytes { raw in
                    _ = g_file_set_contents(path, raw.baseAddress?.assumingMemoryBound(to: CChar.self), gssize(raw.count), nil)
                }
            }
        }, candidate: {
            for _ in 0..<writes { try? store.save(keeping.form.draft(formID: "sign-up")) }
        })
        report.add("writing the draft of 10 rows (\(bytes.count) bytes)", String(format: "%.0f µs (g_file_set_contents of the same bytes %.0f µs, %@)",
                                                                          writing.candidate / Double(writes) / 1e3,
                                                                          writing.baseline / Double(writes) / 1e3, Report.ratio(writing.ratio)))
        report.print(heading: "Drafts")
    }
}
