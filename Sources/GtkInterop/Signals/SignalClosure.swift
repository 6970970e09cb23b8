import CGtk

/// What a Swift signal handler is called with and may answer.
enum SignalHandler {
    case plain(@MainActor (SignalArguments) -> Void)
    case returningBool(@MainActor (SignalArguments) -> Bool)
}

/// The Swift side of one connected handler, owned by its `GClosure`.
///
/// The box is retained when the closure is made and released by the closure's finalize
/// notifier, which GLib calls exactly once: on disconnect or when the object goes away.
/// So a handler can neither leak nor fire into freed memory.
final class SignalClosureBox {
    /// How many boxes are alive; the leak tests read it.
    // Touched only on the GTK thread, where boxes are made and where GLib finalizes them.
    nonisolated(unsafe) static var liveCount = 0

    let handler: SignalHandler
    /// Whether the closure is still valid, shared with the handler's ``SignalConnection``
    /// (which holds it and not the handler, so a kept connection keeps no captures alive).
    let validity = ClosureValidity()

    init(_ handler: SignalHandler) {
        self.handler = handler
        Self.liveCount += 1
    }

    deinit { Self.liveCount -= 1 }

    /// A floating `GClosure` that calls `handler` through a generic marshaller, and its
    /// validity (the closure owns the box).
    static func makeClosure(_ handler: SignalHandler) -> (closure: UnsafeMutablePointer<GClosure>, validity: ClosureValidity)? {
        let made = SignalClosureBox(handler)
        let box = Unmanaged.passRetained(made)
        guard let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), box.toOpaque()) else {
            box.release()
            return nil
        }
        g_closure_set_marshal(closure, signalClosureMarshal)
        g_closure_add_invalidate_notifier(closure, box.toOpaque(), signalClosureInvalidate)
        g_closure_add_finalize_notifier(closure, box.toOpaque(), signalClosureFinalize)
        return (closure, made.validity)
    }
}

private let signalClosureMarshal: GClosureMarshal = { closure, returnValue, count, values, _, _ in
    guard let data = closure?.pointee.data else { return }
    // GTK emits signals on the main thread; these pointers only live for this call.
    nonisolated(unsafe) let box = Unmanaged<SignalClosureBox>.fromOpaque(data).takeUnretainedValue()
    nonisolated(unsafe) let values = values
    nonisolated(unsafe) let returnValue = returnValue
    MainActor.assumeIsolated {
        let arguments = SignalArguments(values: values, count: Int(count))
        switch box.handler {
        case .plain(let handler):
            handler(arguments)
        case .returningBool(let handler):
            let handled = handler(arguments)
            if let returnValue, g_type_check_value_holds(returnValue, mf_type_boolean()) != 0 {
                g_value_set_boolean(returnValue, handled ? 1 : 0)
            }
        }
    }
}

private let signalClosureInvalidate: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalClosureBox>.fromOpaque(data).takeUnretainedValue().validity.isValid = false
}

private let signalClosureFinalize: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalClosureBox>.fromOpaque(data).release()
}
