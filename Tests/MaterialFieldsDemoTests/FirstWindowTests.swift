import Foundation
import GtkTestSupport
import XCTest

/// The README's first window is a real program (`material-fields-first-window`, built from
/// `Sources/FirstWindow/main.swift`): the keyboard alone fills it in and saves it.
final class FirstWindowTests: XCTestCase {
    private static let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("material-fields-first-window")
    private static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/FirstWindow/main.swift").standardizedFileURL

    func testTheReadmeShowsTheProgramWordForWord() throws {
        let (examples, missing) = try ReadmeExamples.check(sourceFile: Self.source.path)
        XCTAssertEqual(examples, 1)
        XCTAssertEqual(missing, [], "README.md must show Sources/FirstWindow/main.swift's example word for word")
    }

    func testSaveRefusesAnEmptyFormThenPrintsTheTypedValuesAndCloses() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.program.path) else {
            throw DemoExecutable.unavailable("material-fields-first-window is missing: run swift build first")
        }
        guard FileManager.default.isExecutableFile(atPath: DemoExecutable.xdotool.path) else {
            throw DemoExecutable.unavailable("needs xdotool (Scripts/setup.sh tests)")
        }
        let app = Process()
        app.executableURL = Self.program
        let output = Pipe(), errors = Pipe()
        app.standardOutput = output
        app.standardError = errors
        try app.run()
        defer { if app.isRunning { app.terminate() } }

        let window = try XCTUnwrap(try DemoExecutable.visibleWindow(of: app), "the first window shows")
        try Self.xdotool(["windowfocus", "--sync", window])
        Thread.sleep(forTimeInterval: 0.5)
        try Self.xdotool(["key", "alt+s"])                      // Save, by its mnemonic
        Thread.sleep(forTimeInterval: 1)
        XCTAssertTrue(app.isRunning, "an empty form is not saved: the window stays")

        // Save moved focus to the first invalid row, the name.
        try Self.xdotool(["type", "--delay", "20", "Ada Lovelace"])
        try Self.xdotool(["key", "Tab"])
        try Self.xdotool(["type", "--delay", "20", "ada@example.com"])
        try Self.xdotool(["key", "Tab"])
        try Self.xdotool(["type", "--delay", "20", "36"])
        Thread.sleep(forTimeInterval: 0.3)
        try Self.xdotool(["key", "alt+s"])

        let deadline = Date().addingTimeInterval(10)
        while app.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        XCTAssertFalse(app.isRunning, "saving a valid form closes the window, which ends the program")
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(app.terminationStatus, 0, warnings)
        XCTAssertEqual(printed, "name: Ada Lovelace\nemail: ada@example.com\nage: 36\n")
        XCTAssertFalse(warnings.contains("CRITICAL") || warnings.contains("WARNING"), warnings)
    }

    private static func xdotool(_ arguments: [String]) throws {
        let result = try Subprocess.run(DemoExecutable.xdotool, arguments)
        XCTAssertEqual(result.status, 0, "xdotool \(arguments.joined(separator: " ")): \(result.errors)")
    }
}
