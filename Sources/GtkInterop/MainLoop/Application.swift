import CGtk
import FoundationEssentials

/// A `GtkApplication` whose main loop also runs Swift's main actor.
@MainActor
public final class Application {
    private let reference: GObjectRef
    private var connections: [SignalConnection] = []

    /// Creates an application with a reverse-DNS id such as `"org.example.App"`.
    public init(id: String, flags: GApplicationFlags = G_APPLICATION_DEFAULT_FLAGS) {
        reference = GObjectRef(adopting: gtk_application_new(id, flags))
    }

    /// The `GtkApplication *`.
    public var application: UnsafeMutablePointer<GtkApplication> { reference.pointer(as: GtkApplication.self) }

    /// Calls `handler` when the application activates (where the first window is made).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        if let connection = try? GObjectSignals.connect(reference.object, "activate", handler: { _ in handler() }) {
            connections.append(connection)
        }
    }

    /// Runs the main loop until the last window closes; returns the exit status.
    ///
    /// GLib's own option parsing sees only the program name: the app parses its own
    /// arguments, so unknown flags never make GApplication exit early.
    public func run() -> Int32 {
        MainLoop.installDispatchBridge()
        let name = CommandLine.arguments.first ?? "app"
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(name), nil]
        defer { argv.forEach { free($0) } }
        return g_application_run(reference.pointer(as: GApplication.self), 1, &argv)
    }

    /// Adds a keyboard shortcut (such as `"<Control>q"`) to an action (such as `"app.quit"`).
    public func setAccelerators(_ accelerators: [String], forAction action: String) {
        let strings = accelerators.map { strdup($0) } + [nil]
        defer { strings.forEach { free($0) } }
        strings.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    gtk_application_set_accels_for_action(application, action, $0)
                }
            }
        }
    }
}
