import FieldCore
import Testing

/// Checks the form runs itself: asked after the row's own rules pass, answered in any
/// order, and never a stale verdict.
@Suite("Asynchronous checks of a form")
@MainActor
struct FormCheckTests {
    /// Names the pretend server has.
    nonisolated static let taken: Set<String> = ["ada", "ada_l", "root"]

    private func form(server: AnswerBox) throws -> Form<String> {
        let form = Form<String>()
        try form.add(Row(tag: "name", label: "User name", rules: [.required, .text(.minLength(3))]))
        try form.setCheck(for: "name", text: { name in
            await server.wait(for: name)
            return Self.taken.contains(name) ? "\(name) is already taken" : nil
        })
        return form
    }

    @Test func answersThatArriveOutOfOrderNeverOverwriteTheNewestVerdict() async throws {
        let server = AnswerBox()
        let form = try form(server: server)
        try form.edit("name", to: .text("ada"))
        try form.edit("name", to: .text("grace"))
        await eventually { await server.waitingCount == 2 }
        #expect(await server.release(at: 1) == "grace")
        await eventually { form.checkState(of: "name") != .checking }
        #expect(form.checkState(of: "name") == .valid)
        #expect(await server.release(at: 0) == "ada", "the older question is answered last")
        await letTheAnswerArrive()
        #expect(form.findRow(tag: "name")?.errorMessage == nil, "“ada is already taken” is about ada, not grace")
        #expect(form.validate().isValid)
    }

    @Test func aValueItsOwnRulesRefuseIsNotAskedAbout() async throws {
        let server = AnswerBox()
        let form = try form(server: server)
        try form.edit("name", to: .text("ad"))
        #expect(form.checkState(of: "name") == .idle)
        await letTheAnswerArrive()
        #expect(await server.asked.isEmpty, "too short to be valid: no request")
    }

    @Test func aTakenAnswerGoesTheMomentTheNameChanges() async throws {
        let server = AnswerBox()
        let form = try form(server: server)
        try form.edit("name", to: .text("root"))
        await eventually { await server.waitingCount == 1 }
        _ = await server.release(at: 0)
        await eventually { form.checkState(of: "name") != .checking }
        #expect(form.findRow(tag: "name")?.errorMessage == "root is already taken")
        try form.edit("name", to: .text("roots"))
        #expect(form.findRow(tag: "name")?.errorMessage == nil, "not shown under a name nobody checked yet")
        #expect(form.checkState(of: "name") == .checking)
    }

    @Test func aSubmitCountsARowStillBeingCheckedAsPendingAndWaitsForIt() async throws {
        let server = AnswerBox()
        let form = try form(server: server)
        try form.edit("name", to: .text("ada"))
        let early = form.validate()
        #expect(early.failures.isEmpty && early.pending == ["name"] && !early.isValid, "never valid unchecked")
        let submit = Task { await form.validateAfterChecks() }
        await eventually { await server.waitingCount == 1 }
        _ = await server.release(at: 0)
        #expect(await submit.value.failures.map(\.message) == ["ada is already taken"])
    }

    @Test func aCheckReadingTwoRowsAsksAgainWhenEitherChanges() async throws {
        let server = AnswerBox()
        let form = Form<String>()
        try form.add(Row(tag: "country", label: "Country", value: .text("FR")))
        try form.add(Row(tag: "postcode", label: "Postcode", value: .text("75001")))
        try form.setCheck(for: "postcode", readingRows: ["country"]) { values in
            let question = "\(values["country"]?.text ?? "")/\(values["postcode"]?.text ?? "")"
            await server.wait(for: question)
            return question == "FR/75001" ? nil : "Not a postcode of this country"
        }
        // The first question is out before the country changes (on a busy machine its task
        // may not have started yet, and a check cancelled before it asks never asks).
        await eventually { await server.waitingCount == 1 }
        try form.edit("country", to: .text("DE"))
        await eventually { await server.waitingCount == 2 }
        #expect(await server.asked == ["FR/75001", "DE/75001"], "asked for the first values, then after the country changed")
        _ = await server.release(at: 1)
        await eventually { form.checkState(of: "postcode") != .checking }
        #expect(form.findRow(tag: "postcode")?.errorMessage == "Not a postcode of this country")
        _ = await server.release(at: 0) // FR/75001 passes, but is stale
        await letTheAnswerArrive()
        #expect(form.findRow(tag: "postcode")?.errorMessage == "Not a postcode of this country")
    }

    /// Any order of typing and answers ends with the verdict for the name in the field.
    @Test(arguments: 0..<40)
    func randomInterleavingsEndWithTheVerdictForTheLastName(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let server = AnswerBox()
        let form = try form(server: server)
        let names = ["ada", "grace", "ada_l", "alan", "root", "linus"]
        for _ in 0..<(3 + random.int(0..<6)) {
            try form.edit("name", to: .text(names[random.int(0..<names.count)]))
            let waiting = await server.waitingCount
            if waiting > 0, random.bool() { _ = await server.release(at: random.int(0..<waiting)) }
            for _ in 0..<random.int(0..<4) { await Task.yield() }
        }
        // A question may still be on its way: answer until the form stops checking.
        for _ in 0..<100 where form.checkState(of: "name") == .checking {
            await eventually { await server.waitingCount > 0 || form.checkState(of: "name") != .checking }
            let waiting = await server.waitingCount
            if waiting > 0 { _ = await server.release(at: random.int(0..<waiting)) }
            for _ in 0..<random.int(0..<4) { await Task.yield() }
        }
        let last = try form.value(of: "name").text
        let truth: AsyncValidationState = Self.taken.contains(last) ? .invalid("\(last) is already taken") : .valid
        #expect(form.checkState(of: "name") == truth, "the last name was \(last)")
        #expect(form.findRow(tag: "name")?.errorMessage == (Self.taken.contains(last) ? "\(last) is already taken" : nil))
    }
}
