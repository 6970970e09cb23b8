/// A list of change handlers that a model calls, each removable through its token.
///
/// Models own one per kind of event; views subscribe and keep the token for as long as
/// they render the model.
public final class Observers<Event> {
    private var handlers: [(id: Int, handler: (Event) -> Void)] = []
    private var nextID = 0

    /// An empty list.
    public init() {}

    /// Adds `handler`; it is called for every later event until the token is cancelled
    /// or released.
    public func add(_ handler: @escaping (Event) -> Void) -> ObservationToken {
        let id = nextID
        nextID += 1
        handlers.append((id, handler))
        return ObservationToken { [weak self] in self?.handlers.removeAll { $0.id == id } }
    }

    /// Calls every handler with `event`, in the order they were added.
    public func send(_ event: Event) {
        for entry in handlers { entry.handler(event) }
    }

    /// How many handlers are registered.
    public var count: Int { handlers.count }
}
