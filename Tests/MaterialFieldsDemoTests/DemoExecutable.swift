import Foundation
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

    /// Runs `executable` with `arguments` to its end: its status, output and errors.
    @discardableResult
    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// A program or package a test needs is missing where everything must run.
    struct Missing: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }
}
