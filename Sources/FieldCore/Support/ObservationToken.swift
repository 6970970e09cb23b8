/// Keeps a handler registered; cancelling or releasing it removes the handler.
public final class ObservationToken {
    private var registration: (any ObserverRegistration)?

    @usableFromInline init(_ registration: any ObserverRegistration) {
        self.registration = registration
    }

    /// Removes the handler; a no-op the second time.
    public func cancel() {
        registration?.cancel()
        registration = nil
    }

    deinit { cancel() }
}
