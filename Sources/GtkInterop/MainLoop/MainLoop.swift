import CGtk
import Dispatch

/// Joins GLib's main loop and Swift's main actor, so either can run the other's work.
///
/// While the main thread sits in `g_main_loop_run` or `g_application_run`, nothing
/// drains libdispatch's main queue, so `Task { @MainActor in }`, `await MainActor.run`
/// and `DispatchQueue.main.async` would never run. ``installDispatchBridge()`` watches the
/// main queue's wake-up fd from GLib and drains the queue when it fires: no polling and
/// no added latency.
public enum MainLoop {
    @MainActor private static var bridgeSource: guint = 0

    /// Makes the main queue (and so the main actor) run inside GLib's default main
    /// context. Idempotent; call it from the main thread before running the loop.
    @MainActor
    public static func installDispatchBridge() {
        guard bridgeSource == 0 else { return }
        let fd = mf_dispatch_main_queue_fd()
        guard fd >= 0 else { return }
        bridgeSource = g_unix_fd_add_full(G_PRIORITY_DEFAULT, fd, G_IO_IN, { _, _, _ in
            mf_dispatch_main_queue_drain()
            return 1 // G_SOURCE_CONTINUE
        }, nil, nil)
    }

    /// Runs `work` on the GTK main thread from any thread, at the next turn of the main
    /// loop. Safe to call from GTK callbacks too: it never runs `work` re-entrantly.
    public static func invoke(priority: Int32 = G_PRIORITY_DEFAULT, _ work: @escaping @MainActor @Sendable () -> Void) {
        g_idle_add_full(priority, runWorkOnce, MainLoopWork.retainedBox(work), releaseWork)
    }

    /// Runs `work` on the main loop once, `seconds` from now; returns an id for
    /// ``cancel(_:)``. The closure is released when it has run or been cancelled.
    @MainActor
    @discardableResult
    public static func schedule(after seconds: Double, _ work: @escaping @MainActor @Sendable () -> Void) -> UInt32 {
        let milliseconds = guint(max(0, (seconds * 1000).rounded()))
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, runWorkOnce, MainLoopWork.retainedBox(work), releaseWork)
    }

    /// Cancels work from ``schedule(after:_:)`` that has not run; a no-op for 0.
    @MainActor
    public static func cancel(_ id: UInt32) {
        if id != 0 { g_source_remove(id) }
    }

    @MainActor private static var keptAlive: [AnyObject] = []

    /// Keeps `object` alive until the next turn of the main loop.
    ///
    /// Swift releases a temporary as soon as its last use is over, so in
    /// `gtk_box_append(box, EntryField().widget)` the handle would free the widget before
    /// the box takes it. Handles hand their reference here when they go away; by the next
    /// turn a container owns the widget, or nobody does and it is freed then.
    @MainActor
    public static func keepAliveUntilIdle(_ object: AnyObject) {
        if keptAlive.isEmpty {
            invoke(priority: G_PRIORITY_HIGH) {
                // Releasing may keep more objects alive (a handle hands on its widget):
                // take the list out first, so those go into a fresh one.
                let released = keptAlive
                keptAlive = []
                withExtendedLifetime(released) {}
            }
        }
        keptAlive.append(object)
    }

    /// Runs one iteration of the default main context; returns whether anything ran.
    @MainActor
    @discardableResult
    public static func iterate(mayBlock: Bool = false) -> Bool {
        g_main_context_iteration(nil, mayBlock ? 1 : 0) != 0
    }
}

/// One closure queued on the main loop, released by GLib's destroy notify.
private final class MainLoopWork: Sendable {
    let work: @MainActor @Sendable () -> Void
    init(_ work: @escaping @MainActor @Sendable () -> Void) { self.work = work }
    @MainActor func run() { work() }

    /// A retained box for `work`, to hand GLib as a source's data.
    static func retainedBox(_ work: @escaping @MainActor @Sendable () -> Void) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(MainLoopWork(work)).toOpaque()
    }
}

/// A one-shot GLib source callback that runs the boxed work on the main actor.
private let runWorkOnce: GSourceFunc = { data in
    guard let data else { return 0 }
    let work = Unmanaged<MainLoopWork>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { work.run() }
    return 0 // G_SOURCE_REMOVE
}

/// The destroy notify that releases the box once GLib is done with it.
private let releaseWork: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<MainLoopWork>.fromOpaque(data).release()
}
