import CGtk
import Foundation
import GtkInterop

/// Drives GLib's main loop from a test, which has no `g_application_run` of its own.
@MainActor
public enum MainLoopPump {
    /// Iterates the default main context until `condition` holds or `timeout` passes;
    /// returns whether the condition held.
    @discardableResult
    public static func run(until condition: () -> Bool, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() >= deadline { return false }
            if !MainLoop.iterate(mayBlock: false) {
                // Nothing was ready: wait briefly rather than spin a core.
                g_usleep(1_000)
            }
        }
        return true
    }

    /// Iterates the default main context for `duration`, letting timers and idles run.
    public static func run(for duration: TimeInterval) {
        let deadline = Date().addingTimeInterval(duration)
        _ = run(until: { Date() >= deadline }, timeout: duration + 1)
    }

    /// Runs every source that is ready now, without waiting.
    public static func drain() {
        var rounds = 0
        while MainLoop.iterate(mayBlock: false), rounds < 10_000 { rounds += 1 }
    }
}
