import CGtk

/// Connects Swift closures to the signals of any GObject.
@MainActor
public enum GObjectSignals {
    /// Connects `handler` to `signal` (a name such as `"clicked"` or `"notify::text"`).
    ///
    /// - Throws: ``GtkInteropError/unknownSignal(name:typeName:)`` if the object's type has
    ///   no such signal; GLib would otherwise log a critical and connect nothing.
    @discardableResult
    public static func connect(
        _ object: UnsafeMutablePointer<some Any>, _ signal: String, after: Bool = false,
        handler: @escaping @MainActor (SignalArguments) -> Void
    ) throws -> SignalConnection {
        try connect(object.gObject, signal, after: after, .plain(handler))
    }

    /// Connects a handler whose Bool answer is the signal's return value (for example
    /// `"close-request"` or a key controller's `"key-pressed"`: true stops the event).
    @discardableResult
    public static func connectReturning(
        _ object: UnsafeMutablePointer<some Any>, _ signal: String, after: Bool = false,
        handler: @escaping @MainActor (SignalArguments) -> Bool
    ) throws -> SignalConnection {
        try connect(object.gObject, signal, after: after, .returningBool(handler))
    }

    private static func connect(
        _ object: UnsafeMutablePointer<GObject>, _ signal: String, after: Bool, _ handler: SignalHandler
    ) throws -> SignalConnection {
        var signalID: guint = 0
        var detail: GQuark = 0
        // The name is parsed once, and the closure connected by its id: a field connects
        // a dozen handlers as it is made.
        let found = signal.withCString { g_signal_parse_name($0, mf_instance_type(object), &signalID, &detail, 0) != 0 }
        guard found else {
            throw GtkInteropError.unknownSignal(name: signal, typeName: String(cString: mf_instance_type_name(object)))
        }
        guard let (closure, validity) = SignalClosureBox.makeClosure(handler) else {
            throw GtkInteropError.outOfMemory
        }
        let id = g_signal_connect_closure_by_id(object, signalID, detail, closure, after ? 1 : 0)
        // Not connected, the closure is never invalidated by the object.
        if id == 0 { validity.isValid = false }
        return SignalConnection(object: object, handlerID: id, signalName: signal, validity: validity)
    }

    /// How many Swift signal handlers are alive in this process (for leak tests).
    public static var liveHandlerCount: Int { SignalClosureBox.liveCount }
}

extension GObjectSignals {
    /// Emits `signal` on `object` with `arguments`, as `g_signal_emit_by_name` would;
    /// returns the handlers' answer for signals that return a boolean. A signal that does
    /// not exist, or arguments that do not match its parameters, emit nothing.
    @discardableResult
    public static func emit(_ object: UnsafeMutablePointer<some Any>, _ signal: String, _ arguments: PropertyValue...) -> Bool {
        GObjectEmission.emit(object.gObject, signal, arguments)
    }
}

extension GObjectSignals {
    /// Connects `handler` to `signal` of an object of an opaque GTK type (event
    /// controllers, `GtkSettings`, ...).
    @discardableResult
    public static func connect(
        _ object: OpaquePointer, _ signal: String, after: Bool = false,
        handler: @escaping @MainActor (SignalArguments) -> Void
    ) throws -> SignalConnection {
        try connect(object.gObject, signal, after: after, handler: handler)
    }

    /// Connects a Bool-returning handler to `signal` of an object of an opaque GTK type.
    @discardableResult
    public static func connectReturning(
        _ object: OpaquePointer, _ signal: String, after: Bool = false,
        handler: @escaping @MainActor (SignalArguments) -> Bool
    ) throws -> SignalConnection {
        try connectReturning(object.gObject, signal, after: after, handler: handler)
    }
}
