/// A list of change handlers that a model calls, each removable through its token.
///
/// Models own one per kind of event; views subscribe and keep the token for as long as
/// they render the model.
public final class Observers<Event> {
    // Inlinable, so a caller in another module works on its own event type: generic code
    // left unspecialized looks the handlers' types up at run time on every add and removal.
    // Unchecked exclusivity: read, appended to, or compacted (the entries dropped hold no
    // handler, so nothing goes with them); `send` iterates a copy, so a handler may add or
    // cancel others meanwhile. (A handler keeps its check: cancelling one releases it, and
    // whatever it held may send on this list as it goes.)
    @exclusivity(unchecked) @usableFromInline var entries: [Entry] = []
    /// The length at which ``add(_:)`` next drops the entries of cancelled handlers.
    @usableFromInline var compactionLength = 8

    /// One registered handler, shared by the list and the handler's token. The token holds
    /// it strongly and the list holds no token, so neither keeps the other alive and no
    /// weak reference is needed: cancelling lets the handler go at once, and the list drops
    /// the empty entry at its next event (or when it has grown).
    @usableFromInline
    final class Entry: ObserverRegistration {
        @usableFromInline var handler: ((Event) -> Void)?

        @usableFromInline init(_ handler: @escaping (Event) -> Void) {
            self.handler = handler
        }

        @usableFromInline func cancel() {
            handler = nil
        }
    }

    /// An empty list.
    @inlinable public init() {}

    /// Adds `handler`; it is called for every later event until the token is cancelled
    /// or released.
    @inlinable
    public func add(_ handler: @escaping (Event) -> Void) -> ObservationToken {
        if entries.count >= compactionLength {
            dropCancelled()
            compactionLength = max(8, entries.count * 2)
        }
        let entry = Entry(handler)
        entries.append(entry)
        return ObservationToken(entry)
    }

    /// Calls every handler with `event`, in the order they were added. A handler cancelled
    /// during the event (by an earlier one) is not called.
    @inlinable
    public func send(_ event: Event) {
        var cancelled = false
        for entry in entries {
            if let handler = entry.handler { handler(event) } else { cancelled = true }
        }
        if cancelled { dropCancelled() }
    }

    @inlinable
    func dropCancelled() {
        entries.removeAll { $0.handler == nil }
    }

    /// How many handlers are registered.
    @inlinable public var count: Int { entries.count { $0.handler != nil } }
}
