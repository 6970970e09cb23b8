import Foundation
import GtkTestSupport
import XCTest

/// The sign-up page's draft through the real demo: killed mid-typing, as a crash or a
/// power cut would, the next launch offers back what was typed.
final class DraftDemoTests: XCTestCase {
    /// The draft's file in the data folder `home`.
    private static func draftFile(in home: String) -> URL {
        URL(fileURLWithPath: home).appendingPathComponent("io.github.materialfields.Demo/drafts/sign-up.json")
    }

    /// Starts the demo on the sign-up page with `home` as its XDG data folder, writing its
    /// forms to `dump` when it ends; returns it and its X window.
    private static func launch(home: String, dump: URL) throws -> (app: Process, window: String) {
        try DemoExecutable.requireDemo()
        let app = Process()
        app.executableURL = DemoExecutable.demo
        app.arguments = ["--page", "signup", "--dump-forms", dump.path]
        app.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": home, "LANGUAGE": "en"]) { $1 }
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        try app.run()
        guard let window = try DemoExecutable.visibleWindow(of: app) else {
            app.terminate()
            throw DemoExecutable.unavailable("the demo's window never showed")
        }
        Thread.sleep(forTimeInterval: 0.5) // the first focus is given once the window maps
        return (app, window)
    }

    private static func xdotool(_ arguments: String...) throws {
        let result = try Subprocess.run(DemoExecutable.xdotool, arguments)
        XCTAssertEqual(result.status, 0, result.errors)
    }

    /// Ends `app` with SIGTERM and returns the sign-up form's values it wrote.
    private static func valuesAtExit(of app: Process, dump: URL) throws -> [String: String] {
        app.terminate()
        app.waitUntilExit()
        let reports = try JSONSerialization.jsonObject(with: Data(contentsOf: dump)) as? [String: [String: Any]]
        return try XCTUnwrap(reports?["signup"]?["values"] as? [String: String], "the sign-up form is reported")
    }

    func testADemoKilledMidTypingOffersTheDraftAtTheNextLaunchAndRestoresIt() throws {
        let home = DemoExecutable.freshDataHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let dump = URL(fileURLWithPath: home).appendingPathComponent("forms.json")
        let file = Self.draftFile(in: home)

        // First run: the keyboard starts in the user name; type three fields, then kill.
        let first = try Self.launch(home: home, dump: dump)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "nothing typed, no draft")
        try Self.xdotool("type", "--window", first.window, "--delay", "20", "grace")
        try Self.xdotool("key", "--window", first.window, "Tab")
        try Self.xdotool("type", "--window", first.window, "--delay", "20", "grace@example.org")
        try Self.xdotool("key", "--window", first.window, "Tab", "Tab")
        try Self.xdotool("type", "--window", first.window, "--delay", "20", "Secret12")
        // The draft is at most a second behind the last key.
        Thread.sleep(forTimeInterval: 1.0)
        kill(first.app.processIdentifier, SIGKILL)
        first.app.waitUntilExit()
        XCTAssertEqual(first.app.terminationReason, .uncaughtSignal, "killed, with no chance to save on the way out")
        let written = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(written.contains("grace@example.org"), "the last field typed is in the draft: \(written)")
        XCTAssertFalse(written.contains("Secret12"), "a password never goes to disk")

        // Second run: the banner's Restore has the first focus; Return puts the values back.
        let second = try Self.launch(home: home, dump: dump)
        try Self.xdotool("key", "--window", second.window, "Return")
        Thread.sleep(forTimeInterval: 0.3)
        // Typing goes on in the first row, where the focus went: the name grows.
        try Self.xdotool("key", "--window", second.window, "End")
        try Self.xdotool("type", "--window", second.window, "--delay", "20", "h")
        let restored = try Self.valuesAtExit(of: second.app, dump: dump)
        XCTAssertEqual(restored["User name"], "graceh", "restored, and the focus went to the first field: \(restored)")
        XCTAssertEqual(restored["E-mail"], "grace@example.org")
        XCTAssertEqual(restored["Password"], "", "the password was never kept")

        // Third run: the draft (with the h) is offered again; Tab Return is Discard.
        let third = try Self.launch(home: home, dump: dump)
        try Self.xdotool("key", "--window", third.window, "Tab", "Return")
        Thread.sleep(forTimeInterval: 1.0)
        let discarded = try Self.valuesAtExit(of: third.app, dump: dump)
        XCTAssertEqual(discarded["User name"], "", "discarded: the form stays empty")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path), "and with nothing unsaved no draft is left")
    }

    func testADamagedDraftIsSetAsideAndTheBannerSaysWhy() throws {
        let home = DemoExecutable.freshDataHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let file = Self.draftFile(in: home)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"format\": \"material-fields-draft\", \"vers".utf8).write(to: file)
        let dump = URL(fileURLWithPath: home).appendingPathComponent("forms.json")

        let run = try Self.launch(home: home, dump: dump)
        XCTAssertTrue(run.app.isRunning, "a damaged draft is no crash")
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path + ".rejected"), "set aside for inspection")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
        // The banner's Dismiss has the first focus; after it, typing reaches the user name.
        try Self.xdotool("key", "--window", run.window, "Return")
        Thread.sleep(forTimeInterval: 0.3)
        try Self.xdotool("type", "--window", run.window, "--delay", "20", "ada")
        let values = try Self.valuesAtExit(of: run.app, dump: dump)
        XCTAssertEqual(values["User name"], "ada")
    }
}
