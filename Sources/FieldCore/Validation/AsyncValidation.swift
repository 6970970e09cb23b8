/// Runs an asynchronous rule (such as "is this user name free?") on each new value.
///
/// Each new value cancels the check still running for the previous one, and a result
/// that arrives for an older value is dropped: a stale answer never overwrites a newer one.
@MainActor
public final class AsyncValidation<Value: Sendable> {
    /// The check: nil means valid, a string is the failure message.
    public typealias Check = @Sendable (Value) async -> String?

    /// The state for the latest value.
    public private(set) var state: AsyncValidationState = .idle {
        didSet { if state != oldValue { changes.send(state) } }
    }

    /// Called with each new state.
    public let changes = Observers<AsyncValidationState>()

    private let check: Check
    private var generation = 0
    private var running: Task<Void, Never>?

    /// A validation that runs `check`.
    public init(_ check: @escaping Check) {
        self.check = check
    }

    /// Starts checking `value`, cancelling the check of any earlier value.
    public func validate(_ value: Value) {
        running?.cancel()
        generation += 1
        let current = generation
        state = .checking
        let check = self.check
        running = Task { [weak self] in
            let message = await check(value)
            guard !Task.isCancelled, let self, self.generation == current else { return }
            self.state = message.map(AsyncValidationState.invalid) ?? .valid
        }
    }

    /// Waits for the check of the latest value to finish.
    public func settle() async {
        await running?.value
    }
}
