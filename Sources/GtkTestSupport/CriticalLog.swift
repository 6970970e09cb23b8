import CGtk

/// The criticals MaterialFields logs while a test runs a piece of code, caught rather than
/// fatal, so a test can assert that a programming error is reported, and how.
@MainActor
public enum CriticalLog {
    /// What the handler caught, in order; only the main thread logs here.
    nonisolated(unsafe) private static var caught: [String] = []

    /// Runs `body` with the `MaterialFields` domain's criticals caught (not fatal, even under
    /// `G_DEBUG=fatal-criticals`), and returns their messages.
    public static func capturing(_ body: () throws -> Void) rethrows -> [String] {
        caught = []
        let fatal = g_log_set_always_fatal(GLogLevelFlags(rawValue: G_LOG_FLAG_RECURSION.rawValue | G_LOG_LEVEL_ERROR.rawValue))
        let handler = g_log_set_handler("MaterialFields", GLogLevelFlags(rawValue: G_LOG_LEVEL_CRITICAL.rawValue), { _, _, message, _ in
            CriticalLog.caught.append(message.map { String(cString: $0) } ?? "")
        }, nil)
        defer {
            g_log_remove_handler("MaterialFields", handler)
            g_log_set_always_fatal(fatal)
        }
        try body()
        return caught
    }
}
