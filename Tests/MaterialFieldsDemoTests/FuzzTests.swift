import Foundation
import GtkTestSupport
import TestSupport
import XCTest

/// Real X input, at random, on the running demo: keys (Tab, Escape, Return, arrows...),
/// typing (Unicode, right-to-left, emoji, long text), clicks anywhere in the window below
/// the title bar, window resizes and page switches, under `G_DEBUG=fatal-criticals`.
///
/// Clicks keep 12 pixels from the window's edges: there GTK 4.8 starts its own resize of a
/// window with a header bar, which, with no window manager (Xvfb), logs "Broken accounting
/// of active state" for the window: a plain GtkWindow with a GtkHeaderBar does the same
/// (README, Reliability). The demo must never
/// crash or log a critical or a warning, and every form's invariants must hold after.
///
/// CI runs a short fixed seed; `Scripts/fuzz.sh SEED SECONDS` runs longer ones. A failure
/// prints its seed, so it can be replayed.
final class FuzzTests: XCTestCase {
    private struct Report: Decodable {
        let rows: Int
        let violations: [String]
    }

    private static let keys = ["Tab", "shift+Tab", "Escape", "Return", "Up", "Down", "Left", "Right", "space", "BackSpace",
                               "Delete", "Home", "End", "F4", "alt+Down", "ctrl+a", "Page_Down", "Page_Up", "ctrl+d",
                               "ctrl+z", "ctrl+shift+z"]
    private static let texts = ["Ada", "ada@example.com", "2025550143", "Österreich", "שלום עולם", "مرحبا", "👩🏽‍💻🎉",
                                "e\u{301}le\u{300}ve", "  ", "0", "-1", "12/31/1999", "Dec 31, 9999",
                                String(repeating: "long text ", count: 60)]

    func testRandomRealInputNeverCrashesOrWarnsAndFormsHoldTogether() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = UInt64(environment["MATERIAL_FIELDS_FUZZ_SEED"] ?? "") ?? 1
        let seconds = Double(environment["MATERIAL_FIELDS_FUZZ_SECONDS"] ?? "") ?? 20
        try DemoExecutable.requireDemo()
        guard FileManager.default.isExecutableFile(atPath: DemoExecutable.xdotool.path) else {
            throw DemoExecutable.unavailable("needs xdotool (Scripts/setup.sh tests)")
        }
        let dump = TemporaryPath("mf-fuzz", suffix: ".json")
        defer { dump.remove() }
        let app = Process()
        app.executableURL = DemoExecutable.demo
        app.arguments = ["--dump-forms", dump.path]
        var childEnvironment = DemoExecutable.environment()
        childEnvironment["G_DEBUG"] = environment["MATERIAL_FIELDS_FUZZ_G_DEBUG"] ?? "fatal-criticals"
        app.environment = childEnvironment
        // The demo's messages go to a file, read once it has ended.
        let log = TemporaryPath("mf-fuzz", suffix: ".log")
        defer { log.remove() }
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        app.standardError = try FileHandle(forWritingTo: log.url)
        app.standardOutput = FileHandle.nullDevice
        try app.run()

        guard let window = try DemoExecutable.visibleWindow(of: app) else { throw XCTSkip("the demo's window never showed") }
        var random = SeededRandom(seed: seed)
        var actions = 0
        let deadline = Date().addingTimeInterval(seconds)
        var done: [String] = []
        while Date() < deadline, app.isRunning {
            let action: [String]
            switch random.int(0..<100) {
            case 0..<40: action = ["key", "--window", window, random.pick(Self.keys)]
            case 40..<60: action = ["type", "--window", window, "--delay", "2", random.pick(Self.texts)]
            case 60..<92:
                let (width, height) = Self.size(of: window)
                let x = 12 + random.int(0..<10_000) * max(1, width - 24) / 10_000
                let y = 52 + random.int(0..<10_000) * max(1, height - 64) / 10_000
                action = ["mousemove", "--window", window, String(x), String(y), "click", "1"]
            case 92..<97: action = ["windowsize", window, String(random.int(360..<1100)), String(random.int(300..<900))]
            default: action = ["windowsize", window, "880", "760"]
            }
            done.append(action.joined(separator: " "))
            if environment["MATERIAL_FIELDS_FUZZ_TRACE"] != nil { print("fuzz action \(Date().timeIntervalSince1970): \(done.last ?? "")") }
            Self.xdotool(action)
            actions += 1
        }
        let crashed = !app.isRunning
        if !crashed { app.terminate() } // SIGTERM: the demo quits and writes its form reports
        app.waitUntilExit()
        let errorText = (try? String(contentsOf: log.url, encoding: .utf8)) ?? ""
        let context = "seed \(seed), \(actions) actions in \(Int(seconds)) s; replay: Scripts/fuzz.sh \(seed); last: \(done.suffix(5))"
        XCTAssertFalse(crashed, "the demo died during the run (\(app.terminationStatus)): \(context)\n\(errorText.suffix(8000))")
        XCTAssertEqual(app.terminationStatus, 0, context)
        for level in ["CRITICAL", "WARNING", "Broken accounting"] {
            XCTAssertFalse(errorText.contains(level), "\(level) logged: \(context)\n\(errorText.suffix(3000))")
        }
        let reports = try JSONDecoder().decode([String: Report].self, from: Data(contentsOf: dump.url))
        XCTAssertEqual(Set(reports.keys), ["signup", "contact", "form", "booking", "themes"], context)
        for (page, report) in reports {
            XCTAssertGreaterThan(report.rows, 0, "\(page): \(context)")
            XCTAssertEqual(report.violations, [], "\(page): \(context)")
        }
        print("fuzz: seed \(seed): \(actions) actions in \(Int(seconds)) s")
    }


    /// The X window's size now (it changes with the resizes), or the demo's default.
    private static func size(of window: String) -> (width: Int, height: Int) {
        guard let geometry = try? Subprocess.run(DemoExecutable.xdotool, ["getwindowgeometry", "--shell", window]) else { return (880, 760) }
        var values: [String: Int] = [:]
        for line in geometry.output.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        return (values["WIDTH"] ?? 880, values["HEIGHT"] ?? 760)
    }

    /// One action; its outcome is not checked (a click may land on nothing, a resize be refused).
    private static func xdotool(_ arguments: [String]) {
        _ = try? Subprocess.run(DemoExecutable.xdotool, arguments)
    }
}
