import CGtk

/// A handler connected to a GObject signal; ``disconnect()`` removes it.
///
/// The handle does not keep the object alive. Dropping the handle leaves the handler
/// connected (as in C); it goes away with ``disconnect()`` or with the object.
@MainActor
public final class SignalConnection {
    // Alive while the handler's closure is valid (see ClosureValidity).
    private let object: UnsafeMutablePointer<GObject>
    private let handlerID: gulong
    private let validity: ClosureValidity

    /// The signal's name, as given to `connect`.
    public let signalName: String

    init(object: UnsafeMutablePointer<GObject>, handlerID: gulong, signalName: String, validity: ClosureValidity) {
        self.object = object
        self.handlerID = handlerID
        self.signalName = signalName
        self.validity = validity
    }

    /// Whether the handler is still connected (false once disconnected or the object is gone).
    public var isConnected: Bool {
        // A handler disconnected during its own emission is gone at once, and its closure
        // only when the emission ends.
        validity.isValid && g_signal_handler_is_connected(object, handlerID) != 0
    }

    /// Runs `body` with the handler blocked (`g_signal_handler_block`), as GTK's own widgets
    /// do when they write a value into a child whose signal they listen to: the signal that
    /// write emits does not reach the handler, so a value shown from the model is not taken
    /// back as an edit. A no-op wrapper once the handler or its object is gone.
    public func blocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard isConnected else { return try body() }
        // The object stays alive through `body`, which may drop the last other reference.
        let reference = GObjectRef(object)
        g_signal_handler_block(reference.rawPointer, handlerID)
        defer { if isConnected { g_signal_handler_unblock(reference.rawPointer, handlerID) } }
        return try body()
    }

    /// Runs `body` with every one of `connections` blocked (see ``blocked(_:)``).
    public static func blocking<Result>(_ connections: [SignalConnection], _ body: () throws -> Result) rethrows -> Result {
        guard let first = connections.first else { return try body() }
        return try first.blocked { try blocking(Array(connections.dropFirst()), body) }
    }

    /// Disconnects the handler; a no-op if it is already gone, so it is safe to call twice.
    public func disconnect() {
        guard isConnected else { return }
        g_signal_handler_disconnect(object, handlerID)
    }
}
