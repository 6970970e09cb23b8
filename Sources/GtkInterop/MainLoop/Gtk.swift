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

extension Gtk {
    /// Stops the program with a message that names the remedy when GTK is not initialised
    /// yet: a widget made before `gtk_init` would crash inside libgtk with no word of why.
    public static func requireInitialized(file: StaticString = #fileID, line: UInt = #line) {
        guard gtk_is_initialized() == 0 else { return }
        preconditionFailure("""
            MaterialFields: GTK is not initialised yet, so no widget can be made. Make widgets \
            in Application.onActivate { ... } (after app.run() starts), or call \
            `try Gtk.initialize()` first (on a machine with no display, under xvfb-run).
            """, file: file, line: line)
    }
}
