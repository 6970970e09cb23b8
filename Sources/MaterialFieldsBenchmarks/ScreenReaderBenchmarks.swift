import Foundation
import GtkTestSupport

/// How fast a real Orca answers a key press in EntryFields against stock GTK entries in the
/// same window (`Scripts/orca/stock-form.py`), in one run: `material-fields-bench orca`, from the
/// package's folder, with what `Scripts/setup.sh tests` installs. Each figure is the median
/// time from a Tab or Shift+Tab to Orca's first word, over every step of the session.
enum ScreenReaderBenchmarks {
    static func run() {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let harness = folder.appendingPathComponent("Scripts/orca/orca-session.py").path
        let form = folder.appendingPathComponent("Scripts/orca/stock-form.py").path
        let typelibs = folder.appendingPathComponent(".build/c/lib/girepository-1.0")
        let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("material-fields-demo").path
        guard FileManager.default.fileExists(atPath: harness), FileManager.default.isExecutableFile(atPath: demo) else {
            print("\n== Screen reader ==\nrun from the package's folder, with material-fields-demo built beside the bench")
            return
        }
        // Twelve moves between text fields in each window, each way.
        let moves = Array(repeating: ["keys": ["Tab"]], count: 6) + Array(repeating: ["keys": ["shift+Tab"]], count: 6)
        // The same small window of four fields, GTK's entries or ours (through the typelib
        // Scripts/install-c-library.sh .build/c installs): the same tree at the same depth.
        let stock = replies(harness, command: ["/usr/bin/python3", form], window: "Stock GTK", steps: moves)
        let ours = replies(harness, command: ["/usr/bin/python3", form, "--material"], window: "Stock GTK", steps: moves,
                           environment: ["GI_TYPELIB_PATH": typelibs.path,
                                         "LD_LIBRARY_PATH": typelibs.deletingLastPathComponent().path])
        // The whole demo window: a deep tree and a scrolling page, for reference.
        let signUp = replies(harness, command: [demo, "--page", "signup"], window: "MaterialFields", steps: moves)
        var report = Report()
        guard let stock = median(stock) else {
            report.add("Orca", "no reply measured (is Orca installed? Scripts/setup.sh tests)")
            report.print(heading: "Screen reader: Orca's reply to Tab, cairo renderer")
            return
        }
        report.add("Tab to a stock GtkEntry (a window of four)", String(format: "%.0f ms", stock * 1000))
        if let ours = median(ours) {
            report.add("Tab to an EntryField (the same window)", String(format: "%.0f ms", ours * 1000))
            report.add("ratio", Report.ratio(ours / stock))
        } else {
            report.add("Tab to an EntryField (the same window)", "not measured: install the C library (Scripts/install-c-library.sh .build/c)")
        }
        if let signUp = median(signUp) {
            report.add("Tab in the demo's Sign-up page (its whole window)", String(format: "%.0f ms", signUp * 1000))
        }
        report.print(heading: "Screen reader: Orca's reply to Tab, cairo renderer (median of 12)")
    }

    /// The reply times of one session (steps where Orca said nothing have none).
    private static func replies(_ harness: String, command: [String], window: String, steps: [[String: [String]]],
                                environment: [String: String] = [:]) -> [Double] {
        let session: [String: Any] = ["command": command, "window": window,
                                      "env": environment.merging(["GSK_RENDERER": "cairo"]) { $1 }, "steps": steps]
        let output = try? OrcaHarness.run(URL(fileURLWithPath: harness), session: session)
        return output?.records.compactMap { $0["reply"] as? Double } ?? []
    }

    private static func median(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : Stopwatch.median(values)
    }
}
