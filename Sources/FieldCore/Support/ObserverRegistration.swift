/// What an ``ObservationToken`` holds: one handler's place in an ``Observers`` list.
@usableFromInline
protocol ObserverRegistration: AnyObject {
    /// Removes the handler from its list's events, and lets it go.
    func cancel()
}
