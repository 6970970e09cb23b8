import FieldCore
import Testing

/// A name check whose answers the test releases one by one, in any order.
private actor NameServer {
    private var waiting: [String: CheckedContinuation<Bool, Never>] = [:]
    func isFree(_ name: String) async -> Bool {
        await withCheckedContinuation { waiting[name] = $0 }
    }
    func answer(_ name: String, free: Bool) {
        waiting.removeValue(forKey: name)?.resume(returning: free)
    }
    func isWaitingForAll(_ names: [String]) -> Bool { names.allSatisfy { waiting[$0] != nil } }
}

@Suite("Asynchronous rules")
@MainActor
struct AsyncValidationTests {
    @Test func aStaleResultNeverOverwritesANewerOne() async {
        let server = NameServer()
        let check = AsyncValidation<String> { name in
            await server.isFree(name) ? nil : "\(name) is taken"
        }
        check.validate("ada")
        check.validate("ada_l")
        #expect(check.state == .checking)
        await eventually { await server.isWaitingForAll(["ada", "ada_l"]) }
        await server.answer("ada_l", free: true)
        await check.settle()
        #expect(check.state == .valid)
        await server.answer("ada", free: false) // the older answer arrives last
        await letTheAnswerArrive()
        #expect(check.state == .valid, "the answer for 'ada' is stale and dropped")
    }

    @Test func aFailingCheckReportsItsMessage() async {
        let check = AsyncValidation<String> { name in name == "root" ? "root is reserved" : nil }
        var states: [AsyncValidationState] = []
        let token = check.changes.add { states.append($0) }
        check.validate("root")
        await check.settle()
        #expect(check.state == .invalid("root is reserved"))
        #expect(states == [.checking, .invalid("root is reserved")])
        withExtendedLifetime(token) {}
    }
}
