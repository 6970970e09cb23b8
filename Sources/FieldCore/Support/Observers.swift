/// A list of change handlers that a model calls, each removable through its token.
///
/// Models own one per kind of event; views subscribe and keep the token for as long as
/// they render the model.
public final class Observers<Event> {
    // Inlinable, so a caller in another module works on its own event type: generic code
    // left unspecialized looks the handlers' types up at run time on every add and removal.
    @usableFromInline var handlers: [(id: Int, handler: (Event) -> Void)] = []
    @usableFromInline var nextID = 0

    /// An empty list.
    @inlinable public init() {}

    /// Adds `handler`; it is called for every later event until the token is cancelled
    /// or released.
    @inlinable
    public func add(_ handler: @escaping (Event) -> Void) -> ObservationToken {
        let id = nextID
        nextID += 1
        handlers.append((id, handler))
        return ObservationToken { [weak self] in self?.remove(id) }
    }

    @inlinable
    func remove(_ id: Int) {
        if let index = handlers.firstIndex(where: { $0.id == id }) { handlers.remove(at: index) }
    }

    /// Calls every handler with `event`, in the order they were added.
    @inlinable
    public func send(_ event: Event) {
        for entry in handlers { entry.handler(event) }
    }

    /// How many handlers are registered.
    @inlinable public var count: Int { handlers.count }
}
