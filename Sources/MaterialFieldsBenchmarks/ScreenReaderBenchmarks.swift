import Foundation
import GtkTestSupport

/// How fast a real Orca answers a key press in the demo's fields against stock GTK entries
/// (`Scripts/orca/stock-form.py`), in one run: `material-fields-bench orca`, from the
/// package's folder, with what `Scripts/setup.sh tests` installs. Each figure is the median
/// time from a Tab or Shift+Tab to Orca's first word, over every step of the session.
enum ScreenReaderBenchmarks {
    static func run() {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let harness = folder.appendingPathComponent("Scripts/orca/orca-session.py").path
        let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("material-fields-demo").path
        guard FileManager.default.fileExists(atPath: harness), FileManager.default.isExecutableFile(atPath: demo) else {
            print("\n== Screen reader ==\nrun from the package's folder, with material-fields-demo built beside the bench")
            return
        }
        // Twelve moves between text fields in each window, each way.
        let moves = Array(repeating: ["keys": ["Tab"]], count: 6) + Array(repeating: ["keys": ["shift+Tab"]], count: 6)
        let ours = replies(harness, command: [demo, "--page", "signup"], window: "MaterialFields", steps: moves)
        let stock = replies(harness, command: ["/usr/bin/python3", folder.appendingPathComponent("Scripts/orca/stock-form.py").path],
                            window: "Stock GTK", steps: moves)
        var report = Report()
        guard let ours = median(ours), let stock = median(stock) else {
            report.add("Orca", "no reply measured (is Orca installed? Scripts/setup.sh tests)")
            report.print(heading: "Screen reader: Orca's reply to Tab, cairo renderer")
            return
        }
        report.add("Tab to an EntryField (Sign-up page)", String(format: "%.0f ms", ours * 1000))
        report.add("Tab to a stock GtkEntry", String(format: "%.0f ms", stock * 1000))
        report.add("ratio", Report.ratio(ours / stock))
        report.print(heading: "Screen reader: Orca's reply to Tab, cairo renderer (median of 12)")
    }

    /// The reply times of one session (steps where Orca said nothing have none).
    private static func replies(_ harness: String, command: [String], window: String, steps: [[String: [String]]]) -> [Double] {
        let session: [String: Any] = ["command": command, "window": window, "env": ["GSK_RENDERER": "cairo"], "steps": steps]
        let output = try? OrcaHarness.run(URL(fileURLWithPath: harness), session: session)
        return output?.records.compactMap { $0["reply"] as? Double } ?? []
    }

    private static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
