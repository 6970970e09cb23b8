import Foundation
import TestSupport

/// Runs `Scripts/orca/orca-session.py` (a real Orca on a private X display or in a headless
/// GNOME Wayland session, speaking into a log) in a session bus of its own, for the
/// screen-reader tests and benchmark.
public enum OrcaHarness {
    /// What one session printed: a record per line (`ready`, one per step, `done`, or
    /// `error`), and the harness's standard error.
    public struct Output {
        /// The records, in order.
        public let records: [[String: Any]]
        /// What the harness wrote to standard error (the session bus's messages, a failure).
        public let errors: String
        /// The paths the session wrote into its own settings folder (see ``run(_:session:wayland:environment:)``),
        /// relative to it.
        public let settingsWritten: [String]
    }

    /// Runs `session` (the command to start, its window's title, environment and steps, as
    /// the script describes) with the script at `script`: on a private X display, or with
    /// `wayland`, as a client of GNOME's compositor in a headless Wayland session of its own
    /// (`Scripts/wayland-session.sh --xwayland`, beside the script's folder). `environment`
    /// is added to the environment of the whole session (its bus and the services the bus
    /// starts, Orca, the window manager, the application), `session`'s own to the
    /// application's alone.
    ///
    /// The session's settings folder (`XDG_CONFIG_HOME`) is always one of its own, removed
    /// after it: Orca turns accessibility on through the accessibility bus's launcher, which
    /// writes it into the settings (dconf) of whoever runs the session, and a test run must
    /// neither change the developer's desktop nor read its settings.
    public static func run(_ script: URL, session: [String: Any], wayland: Bool = false,
                           environment: [String: String] = [:]) throws -> Output {
        let file = TemporaryPath("mf-orca", suffix: ".json")
        try JSONSerialization.data(withJSONObject: session).write(to: file.url)
        defer { file.remove() }
        let settings = try TemporaryPath.folder("mf-orca-settings")
        defer { settings.remove() }
        let compositor = script.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("wayland-session.sh")
        let result = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/dbus-run-session"),
                                        ["--"] + (wayland ? [compositor.path, "--xwayland"] : [])
                                            + ["/usr/bin/python3", script.path, file.path],
                                        environment: environment.merging(["XDG_CONFIG_HOME": settings.path]) { $1 })
        let records = result.output.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
        return Output(records: records, errors: result.errors,
                      settingsWritten: FileManager.default.pathsWritten(under: settings.url))
    }
}
