import FieldCore
import Testing

@Suite("A model's list of observers")
struct ObserversTests {
    /// An object whose release the tests watch for.
    final class Canary {}

    @Test func handlersHearEveryEventInTheOrderTheyWereAdded() {
        let observers = Observers<Int>()
        var heard: [String] = []
        let first = observers.add { heard.append("first \($0)") }
        let second = observers.add { heard.append("second \($0)") }
        observers.send(1)
        observers.send(2)
        #expect(heard == ["first 1", "second 1", "first 2", "second 2"])
        withExtendedLifetime((first, second)) {}
    }

    @Test func aCancelledOrReleasedTokenEndsItsHandlerAndNoOther() {
        let observers = Observers<Int>()
        var heard: [Int] = []
        let kept = observers.add { heard.append($0) }
        let cancelled = observers.add { heard.append(-$0) }
        var released: ObservationToken? = observers.add { heard.append(100 * $0) }
        #expect(observers.count == 3)
        cancelled.cancel()
        cancelled.cancel() // a no-op the second time
        released = nil
        #expect(observers.count == 1)
        observers.send(7)
        #expect(heard == [7])
        #expect(released == nil)
        withExtendedLifetime(kept) {}
    }

    @Test func aHandlerCancelledDuringAnEventIsNotCalledForIt() {
        let observers = Observers<Int>()
        var heard: [String] = []
        var later: ObservationToken?
        let first = observers.add { _ in
            heard.append("first")
            later?.cancel()
        }
        later = observers.add { _ in heard.append("later") }
        observers.send(1)
        observers.send(2)
        #expect(heard == ["first", "first"])
        withExtendedLifetime(first) {}
    }

    @Test func cancellingLetsTheHandlerAndWhatItHoldsGoAtOnce() {
        let observers = Observers<Int>()
        var canary: Canary? = Canary()
        weak let watched = canary
        let token = observers.add { [canary] _ in _ = canary }
        canary = nil
        #expect(watched != nil, "the handler holds it while registered")
        token.cancel()
        #expect(watched == nil, "released with the handler, before any further event")
    }

    @Test func theListOutlivesNoTokenAndNoTokenOutlivesTheList() {
        var observers: Observers<Int>? = Observers<Int>()
        weak let watched = observers
        let token = observers?.add { _ in }
        observers = nil
        #expect(watched == nil, "a token does not keep its list alive")
        token?.cancel() // and cancelling after the list is gone is safe
    }

    @Test func handlersAddedAndCancelledByTheThousandLeaveOnlyTheLiveOne() {
        let observers = Observers<Int>()
        var heard = 0
        let kept = observers.add { _ in heard += 1 }
        for _ in 0..<1_000 { observers.add { _ in heard += 1000 }.cancel() }
        #expect(observers.count == 1)
        observers.send(0)
        #expect(heard == 1)
        withExtendedLifetime(kept) {}
    }
}
