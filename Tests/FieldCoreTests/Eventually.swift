/// Waits for `condition`, a millisecond at a time, for at most five seconds.
///
/// What an asynchronous check or provider does runs on the pool's threads, which a loaded
/// machine may not schedule for a while. A loop of `Task.yield()` counts turns, not time:
/// it gave up before the task ran (CI saw it) and held a thread the task needed.
@MainActor
func eventually(_ condition: () async -> Bool) async {
    for _ in 0..<5_000 where await !condition() { try? await Task.sleep(for: .milliseconds(1)) }
}

/// Gives an answer the test has just released the time to arrive, so that asserting it
/// changed nothing asserts something.
func letTheAnswerArrive() async {
    try? await Task.sleep(for: .milliseconds(20))
}
