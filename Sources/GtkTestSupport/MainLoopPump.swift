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
    /// A duration of 0 runs nothing (the deadline has passed before the first turn); to run
    /// what is ready now (the idle that lets go of a Swift-made widget's handle, say), call
    /// ``drain()``.
    public static func run(for duration: TimeInterval) {
        let deadline = Date().addingTimeInterval(duration)
        _ = run(until: { Date() >= deadline }, timeout: duration + 1)
    }

    /// Runs every source that is ready now, without waiting.
    public static func drain() {
        var rounds = 0
        while MainLoop.iterate(mayBlock: false), rounds < 10_000 { rounds += 1 }
    }

    /// Waits until `widget`'s frame clock has drawn `frames` more frames (style and layout
    /// changes are applied on a frame, not at once); returns false on timeout.
    @discardableResult
    public static func waitForFrames(of widget: UnsafeMutablePointer<GtkWidget>, _ frames: Int = 2, timeout: TimeInterval = 5) -> Bool {
        let counter = FrameCounter()
        let box = Unmanaged.passRetained(counter).toOpaque()
        let id = gtk_widget_add_tick_callback(widget, { _, _, data in
            guard let data else { return 0 }
            Unmanaged<FrameCounter>.fromOpaque(data).takeUnretainedValue().frames += 1
            return 1 // G_SOURCE_CONTINUE
        }, box, { data in
            guard let data else { return }
            Unmanaged<FrameCounter>.fromOpaque(data).release()
        })
        gtk_widget_queue_draw(widget)
        let drawn = run(until: { counter.frames >= frames }, timeout: timeout)
        gtk_widget_remove_tick_callback(widget, id)
        return drawn
    }
}

/// Counts frames seen by a tick callback.
private final class FrameCounter: @unchecked Sendable {
    var frames = 0
}
