/// Runs an asynchronous rule (such as "is this user name free?") on each new value.
///
/// Each new value cancels the check still running for the previous one, and a result
/// that arrives for an older value is dropped: a stale answer never overwrites a newer one,
/// whatever order the answers come back in, and even when the check ignores cancellation.
/// The state always speaks of ``checkedValue``. With a ``debounce`` interval, a check
/// starts only once the value has stopped changing for that long, so typing a name does
/// not send one request per keystroke.
@MainActor
public final class AsyncValidation<Value: Sendable & Equatable> {
    /// The check: nil means valid, a string is the failure message.
    public typealias Check = @Sendable (Value) async -> String?

    /// The state for ``checkedValue``.
    public private(set) var state: AsyncValidationState = .idle {
        didSet { if state != oldValue { changes.send(state) } }
    }

    /// The value ``state`` is about: the latest one given to ``validate(_:)``, nil before
    /// the first and after ``cancel()``.
    public private(set) var checkedValue: Value?

    /// Called with each new state.
    public let changes = Observers<AsyncValidationState>()

    /// How long the value must stay the same before its check starts; zero checks at once.
    public var debounce: Duration { request.debounce }
    /// How many checks have started (after their debounce), for tests and figures.
    public var checksStarted: Int { request.started }

    private let request: LatestRequest<Value, String?>

    /// A validation that runs `check`, `debounce` after the last new value (negative
    /// intervals count as zero).
    public init(debounce: Duration = .zero, _ check: @escaping Check) {
        request = LatestRequest(debounce: debounce, check)
    }

    /// Starts checking `value` (after the debounce), cancelling the check of any earlier
    /// value, whether it is waiting or running. The state is `.checking` from now on, so a
    /// field shows its indicator and a submit waits. The value being checked or already
    /// answered is not checked again.
    public func validate(_ value: Value) {
        guard state == .idle || value != checkedValue else { return }
        checkedValue = value
        state = .checking
        request.start(value) { [weak self] message in
            self?.state = message.map(AsyncValidationState.invalid) ?? .valid
        }
    }

    /// Stops the check of the current value and forgets it: the state is `.idle` (for a
    /// value that no longer needs checking, such as one its own rules already refuse).
    public func cancel() {
        request.cancel()
        checkedValue = nil
        state = .idle
    }

    /// Waits for the check of the latest value to finish.
    public func settle() async {
        await request.settle()
    }
}
