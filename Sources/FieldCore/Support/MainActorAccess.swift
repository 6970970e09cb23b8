import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Marks the main dispatch queue, so code can ask whether it runs on it without trapping.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Runs `body` with `value` on the main actor when the caller already runs where the main
/// actor does; nil elsewhere. That is the main thread (in a GTK app it runs the main loop
/// and the main actor) or the main dispatch queue, which a test runner may drain on another
/// thread. A form is not bound to an actor, but its asynchronous checks are: this is how its
/// synchronous API reaches them without trapping when called from elsewhere.
func onMainActor<Value, T: Sendable>(_ value: Value, _ body: @MainActor (Value) -> T) -> T? {
    guard isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true else { return nil }
    // Not sent anywhere: `body` runs now, on this thread, and keeps nothing.
    nonisolated(unsafe) let value = value
    return MainActor.assumeIsolated { body(value) }
}

/// Whether the caller runs on the process's main thread, where a GTK app runs its main loop
/// and the main actor.
package var isMainThread: Bool { currentThreadID() == getpid() }

/// The calling thread's id (the C library's `gettid`, since glibc 2.30), which is the
/// process's id on the main thread. Glibc's module map leaves it out (it is a GNU
/// extension) and `syscall` is variadic, so it is named here; it takes nothing and returns
/// an `int`, which Swift's and C's calling conventions pass alike.
@_silgen_name("gettid")
private func currentThreadID() -> pid_t
