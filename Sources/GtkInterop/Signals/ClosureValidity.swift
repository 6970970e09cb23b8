/// Whether a signal handler's `GClosure` is still valid: GLib invalidates it when the
/// handler is disconnected and when its object is disposed, before the object's memory
/// goes. While it is valid the object is alive, so a ``SignalConnection`` needs no weak
/// reference (`GWeakRef`, a global lock each way) to reach it.
final class ClosureValidity {
    /// False once GLib invalidated the closure, or when it was never connected.
    var isValid = true
}
