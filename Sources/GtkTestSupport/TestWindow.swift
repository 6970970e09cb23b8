import CGtk
import GtkInterop

/// A real toplevel window holding one widget, for tests that need it mapped and sized.
@MainActor
public final class TestWindow {
    /// The `GtkWindow`.
    public let window: UnsafeMutablePointer<GtkWidget>
    private let reference: GObjectRef

    /// Creates an unshown window of `width` x `height` holding `child` (if any).
    public init(width: Int32 = 360, height: Int32 = 200, child: UnsafeMutablePointer<GtkWidget>? = nil) {
        window = gtk_window_new()
        reference = GObjectRef(window)
        gtk_window_set_default_size(gCast(window), width, height)
        if let child { gtk_window_set_child(gCast(window), child) }
    }

    /// Shows the window and waits until `widget` (or the window) is mapped and has a size.
    @discardableResult
    public func present(waitingFor widget: UnsafeMutablePointer<GtkWidget>? = nil) -> Bool {
        gtk_window_present(gCast(window))
        let target = widget ?? window
        return MainLoopPump.run(until: {
            gtk_widget_get_mapped(target) != 0 && gtk_widget_get_width(target) > 0
        })
    }

    /// The widget that has keyboard focus, if any.
    public var focusWidget: UnsafeMutablePointer<GtkWidget>? {
        gtk_root_get_focus(OpaquePointer(window))
    }

    /// Destroys the window.
    public func close() {
        gtk_window_destroy(gCast(window))
    }

    isolated deinit {
        if !reference.isDisposed { gtk_window_destroy(gCast(window)) }
    }
}
