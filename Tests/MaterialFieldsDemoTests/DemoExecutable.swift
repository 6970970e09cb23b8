import Foundation
import GtkTestSupport
import TestSupport
import XCTest

/// The programs the demo's process tests run: the built `material-fields-demo` beside the
/// test bundle, xdotool, the system's Python.
enum DemoExecutable {
    /// The demo executable (`Scripts/test.sh` builds it; a bare `swift test` may not).
    static let demo = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("material-fields-demo")

    /// Stops a test that cannot run here, for `reason`: a failure under CI, which must run
    /// everything, a skip elsewhere.
    static func unavailable(_ reason: String) -> Error {
        ProcessInfo.processInfo.environment["CI"] != nil ? Missing(reason: reason) : XCTSkip(reason)
    }

    /// Throws ``unavailable(_:)`` unless the demo is built.
    static func requireDemo() throws {
        guard FileManager.default.isExecutableFile(atPath: demo.path) else {
            throw unavailable("material-fields-demo is missing at \(demo.path): run swift build first")
        }
    }

    /// A fresh, empty XDG data folder for one launch of the demo: its sign-up page keeps
    /// drafts there, so a draft one test leaves (a fuzz run stopped mid-typing) is never
    /// offered to the next.
    static func freshDataHome() -> String {
        // Where the folder cannot be made, the demo makes it on its first draft.
        ((try? TemporaryPath.folder("mf-demo-data")) ?? TemporaryPath("mf-demo-data")).path
    }

    /// This process's environment, with a ``freshDataHome()``: for a launched demo.
    static func environment() -> [String: String] {
        ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": freshDataHome()]) { $1 }
    }

    /// xdotool, which the process tests type and click with.
    static let xdotool = URL(fileURLWithPath: "/usr/bin/xdotool")

    /// The X window of `app` once it is mapped, nil when none shows within about ten seconds.
    static func visibleWindow(of app: Process) throws -> String? {
        for _ in 0..<100 {
            let search = try Subprocess.run(xdotool, ["search", "--sync", "--onlyvisible", "--pid", String(app.processIdentifier)])
            if let id = search.output.split(separator: "\n").first { return String(id) }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return nil
    }

    /// A program or package a test needs is missing where everything must run.
    struct Missing: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }
}
