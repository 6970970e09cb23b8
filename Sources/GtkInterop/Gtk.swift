import CGtk

/// Process-wide GTK set-up.
@MainActor
public enum Gtk {
    private static var isInitialized = false

    /// Initialises GTK once and bridges the main actor into GLib's main loop.
    ///
    /// - Throws: ``GtkInteropError/noDisplay`` when no display can be opened (run under
    ///   `xvfb-run -a` on a headless machine).
    public static func initialize() throws {
        guard !isInitialized else { return }
        guard gtk_init_check() != 0 else { throw GtkInteropError.noDisplay }
        MainLoop.installDispatchBridge()
        isInitialized = true
    }
}
