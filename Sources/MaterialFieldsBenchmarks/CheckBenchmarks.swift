import FieldCore
import Foundation

/// What an asynchronous check adds to each keystroke: the form asks again on every edit,
/// cancelling the question still waiting, against the same edit into a row with no check.
@MainActor
enum CheckBenchmarks {
    static func run() {
        let plain = typing(into: form(checked: false))
        let checkedForm = form(checked: true)
        let checked = typing(into: checkedForm)
        var report = Report()
        report.add("row with a debounced check", String(format: "%.0f ns per edit", checked))
        report.add("the same row without one", String(format: "%.0f ns per edit", plain))
        report.add("ratio (checked / plain)", Report.ratio(checked / plain))
        let pending = checkedForm.validate().pending.count
        report.print(heading: "An edit into a row the form checks asynchronously (\(pending) check pending)")
    }

    /// Nanoseconds per edit, typing 64 names in turn; the form's checks start on this
    /// thread, the main one.
    private nonisolated static func typing(into form: Form<String>) -> Double {
        let names = (0..<64).map { "user\($0)" }
        return Stopwatch.nanosecondsPerRun(iterations: 2_000) {
            for name in names { try? form.edit("name", to: .text(name)) }
        } / Double(names.count)
    }

    private static func form(checked: Bool) -> Form<String> {
        let form = Form<String>()
        try? form.add(Row(tag: "name", label: "User name", rules: [.required, .text(.minLength(3))]))
        if checked {
            // Never answers within the run: every edit cancels the waiting question and asks anew.
            _ = try? form.setCheck(for: "name", debounce: .seconds(60), text: { _ in nil })
        }
        return form
    }
}
