import Dispatch
import Foundation

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
    guard Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true else { return nil }
    // Not sent anywhere: `body` runs now, on this thread, and keeps nothing.
    nonisolated(unsafe) let value = value
    return MainActor.assumeIsolated { body(value) }
}
