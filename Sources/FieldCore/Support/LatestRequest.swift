/// Runs an asynchronous request for the latest input only: each new input cancels the
/// request still waiting or running for the one before, and an answer is delivered only if
/// no newer input (nor a ``cancel()``) came since its own, whatever order the answers come
/// back in and even when the work ignores cancellation.
///
/// With a debounce interval, a request starts only once the input has stopped changing
/// for that long, so typing does not send one request per keystroke. Asynchronous checks
/// (``AsyncValidation``) and suggestions (``SuggestionModel``) share it.
@MainActor
final class LatestRequest<Input: Sendable, Output: Sendable> {
    typealias Work = @Sendable (Input) async -> Output

    /// How long the input must stay the same before its request starts.
    let debounce: Duration
    /// How many requests have started (after their debounce).
    private(set) var started = 0

    private let work: Work
    private var generation = 0
    private var running: Task<Void, Never>?

    /// A runner of `work`, `debounce` after the last new input (negative intervals count
    /// as zero).
    init(debounce: Duration, _ work: @escaping Work) {
        self.debounce = max(.zero, debounce)
        self.work = work
    }

    /// Starts the request for `input`, cancelling the one before; `answer` is called with
    /// its output unless a newer input or a cancel comes first.
    func start(_ input: Input, answer: @escaping @MainActor (Output) -> Void) {
        running?.cancel()
        generation += 1
        let current = generation
        let work = self.work
        let debounce = self.debounce
        running = Task { [weak self] in
            if debounce > .zero {
                try? await Task.sleep(for: debounce)
                guard !Task.isCancelled else { return }
            }
            self?.started += 1
            let output = await work(input)
            // Only the answer for the latest input may speak; any other is stale.
            guard let self, self.generation == current else { return }
            answer(output)
        }
    }

    /// Stops the current request; its answer, if it still comes, is dropped.
    func cancel() {
        running?.cancel()
        running = nil
        generation += 1
    }

    /// Waits for the latest request to finish.
    func settle() async {
        await running?.value
    }
}
