import Foundation

/// Runs a program to its end, for tests that drive one (xdotool, the demo, a C example).
public enum Subprocess {
    /// Runs `executable` with `arguments` (and `environment` added to this process's):
    /// its exit status, standard output and standard error.
    @discardableResult
    public static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws
        -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
