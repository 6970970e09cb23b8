import CGtk

/// Runs a Swift closure on every frame of a widget's frame clock (a GTK tick callback),
/// for animations. The closure receives the frame time in seconds and returns whether to
/// keep ticking.
@MainActor
public enum FrameTicker {
    /// Adds a tick callback; returns its id for ``remove(_:from:)``. The closure box is
    /// released by GTK's destroy notify when the callback ends or the widget goes away.
    @discardableResult
    public static func add(to widget: UnsafeMutablePointer<GtkWidget>,
                           _ tick: @escaping @MainActor (_ frameTime: Double) -> Bool) -> UInt32 {
        let box = Unmanaged.passRetained(TickBox(tick)).toOpaque()
        return gtk_widget_add_tick_callback(widget, { _, clock, data in
            guard let data, let clock else { return 0 }
            nonisolated(unsafe) let target = (box: data, clock: clock)
            return MainActor.assumeIsolated {
                let seconds = Double(gdk_frame_clock_get_frame_time(target.clock)) / 1_000_000
                return Unmanaged<TickBox>.fromOpaque(target.box).takeUnretainedValue().tick(seconds) ? 1 : 0
            }
        }, box, { data in
            guard let data else { return }
            Unmanaged<TickBox>.fromOpaque(data).release()
        })
    }

    /// Runs `body` once `widget` has been laid out after the changes made so far: two
    /// frames on, since a frame's tick comes before its layout. Nothing runs if the widget
    /// is unmapped first.
    public static func afterLayout(of widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void) {
        var frames = 0
        add(to: widget) { _ in
            frames += 1
            guard frames >= 2 else { return true }
            body()
            return false
        }
    }

    /// Removes a tick callback added by ``add(to:_:)``.
    public static func remove(_ id: UInt32, from widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_remove_tick_callback(widget, id)
    }
}

private final class TickBox {
    let tick: @MainActor (Double) -> Bool
    init(_ tick: @escaping @MainActor (Double) -> Bool) { self.tick = tick }
}
