/// Keeps a handler registered; cancelling or releasing it removes the handler.
public final class ObservationToken {
    private var onCancel: (() -> Void)?

    @usableFromInline init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Removes the handler; a no-op the second time.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit { cancel() }
}
