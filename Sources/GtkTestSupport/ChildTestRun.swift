import Foundation

/// One test of this test binary run again in a child process, under a command that sets up
/// what the child needs and the test process cannot have: a Wayland session, an input-method
/// daemon. The child knows itself by an environment variable and does the test's real work;
/// the parent checks what it printed and how it ended.
public enum ChildTestRun {
    /// Whether this process is the child that `variable` marks.
    public static func isChild(_ variable: String) -> Bool {
        ProcessInfo.processInfo.environment[variable] != nil
    }

    /// Runs `test` (`Module.Class/testName`) in this test binary again, as the last arguments
    /// of `wrapper` (a program and its arguments), with `variable` set, for at most `seconds`
    /// (a child that never ends fails the test, not the whole run): its status and output.
    public static func run(_ test: String, under wrapper: [String], marking variable: String, seconds: Int = 180) throws
        -> (status: Int32, output: String, errors: String) {
        try Subprocess.run(URL(fileURLWithPath: "/usr/bin/timeout"),
                           [String(seconds)] + wrapper + [CommandLine.arguments[0], test],
                           environment: [variable: "1"])
    }

    /// The repository's root, where `Scripts/` is.
    public static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}
