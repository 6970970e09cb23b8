import FieldCore
import Testing

/// Chips (tags): how typed text becomes chips, what is refused and kept, and how chips wrap.
@Suite("Chips")
@MainActor
struct ChipsTests {
    @Test func eachCommaSeparatedPartBecomesAChipTrimmed() {
        let tags = ChipsModel()
        let commit = tags.commit(" swift, gtk ,, vala ")
        #expect(tags.chips == ["swift", "gtk", "vala"])
        #expect(commit == ChipCommit(added: ["swift", "gtk", "vala"], remainder: "", refusal: nil))
    }

    @Test func theFirstRefusedPartAndEverythingAfterItStayInTheText() {
        let invitees = ChipsModel(rule: .isEmail)
        let commit = invitees.commit("ana@example.com, bo@, cy@example.com")
        #expect(invitees.chips == ["ana@example.com"])
        #expect(commit.remainder == "bo@, cy@example.com", "what the user typed is never dropped")
        guard case .invalid("bo@", let message)? = commit.refusal else {
            Issue.record("refused as invalid: \(String(describing: commit.refusal))")
            return
        }
        #expect(commit.refusal?.description == "“bo@”: \(message)")
    }

    @Test func theCommaThatAskedForARefusedChipIsNotKept() {
        let invitees = ChipsModel(rule: .isEmail)
        #expect(invitees.commit("bo@,").remainder == "bo@", "the comma typed last only asked for the chip")
        #expect(invitees.commit("bo@,,").remainder == "bo@,")
        #expect(invitees.commit("bo@, cy").remainder == "bo@, cy", "what follows it is kept with its comma")
    }

    @Test func theCommaOfTheUsersLanguageSeparatesChipsToo() {
        let tags = ChipsModel()
        tags.commit("苹果，香蕉、橙子")
        tags.commit("تفاح، موز")
        #expect(tags.chips == ["苹果", "香蕉", "橙子", "تفاح", "موز"], "never one chip of two words")
        let invitees = ChipsModel(rule: .isEmail)
        #expect(invitees.commit("ana@example.com，bo@、cy").remainder == "bo@、cy", "kept with the separators typed")
        #expect(invitees.commit("bo@，").remainder == "bo@")
    }

    @Test func aChipAddedWholeKeepsItsCommas() {
        let places = ChipsModel(["Oslo"], maximumCount: 2)
        #expect(places.add(" Washington, D.C. ") == ChipCommit(added: ["Washington, D.C."], remainder: "", refusal: nil),
                "a suggestion chosen is one chip, never two")
        #expect(places.chips == ["Oslo", "Washington, D.C."])
        #expect(places.add("Bern, Switzerland") == ChipCommit(added: [], remainder: "Bern, Switzerland", refusal: .full(maximum: 2)),
                "refused whole, kept whole")
        #expect(ChipsModel(["Oslo"]).add("oslo").refusal == .duplicate("oslo"))
    }

    @Test func aChipAlreadyThereIsRefusedCaseAside() {
        let tags = ChipsModel(["Swift"])
        let commit = tags.commit("swift")
        #expect(tags.chips == ["Swift"])
        #expect(commit.refusal == .duplicate("swift"))
        #expect(commit.remainder == "swift")
        #expect(tags.commit("go, GO").refusal == .duplicate("GO"), "nor twice in one commit")
        #expect(tags.chips == ["Swift", "go"])
    }

    @Test func theMaximumCountRefusesOneTooMany() {
        let tags = ChipsModel(maximumCount: 2)
        let commit = tags.commit("a, b, c")
        #expect(tags.chips == ["a", "b"])
        #expect(commit.remainder == "c")
        #expect(commit.refusal == .full(maximum: 2))
        #expect(commit.refusal?.description == "At most 2 items")
        #expect(tags.isFull)
        #expect(ChipsModel(maximumCount: 0).maximumCount == 1, "a maximum of none is clamped to one")
    }

    @Test func removingTakesTheChipAtAnIndexOrTheLastAndNothingWhenThereIsNone() {
        let tags = ChipsModel(["a", "b", "c"])
        var changes = 0
        let token = tags.changes.add { changes += 1 }
        #expect(tags.remove(at: 1) == "b")
        #expect(tags.removeLast() == "c")
        #expect(tags.remove(at: 5) == nil)
        #expect(tags.removeLast() == "a")
        #expect(tags.removeLast() == nil)
        #expect(changes == 3, "a removal of nothing is no change")
        _ = token
    }

    @Test func chipsFromCodePassTheSameChecksAndNotifyOnlyOnChange() {
        let tags = ChipsModel(["a", "", "A", "b", "c"], maximumCount: 2)
        #expect(tags.chips == ["a", "b"], "blank, repeated and surplus chips are left out")
        var changes = 0
        let token = tags.changes.add { changes += 1 }
        tags.setChips(["a", "b"])
        #expect(changes == 0)
        tags.setChips(["x@y.z"])
        #expect(changes == 1)
        #expect(ChipsModel(["ana@example.com", "nope"], rule: .isEmail).chips == ["ana@example.com"])
        _ = token
    }

    @Test func aSuggestionModelLeavesOutTheChipsAlreadyAdded() {
        let tags = ChipsModel(["Rust"])
        let suggestions = SuggestionModel(.list(["Ruby", "Rust", "Racket"]), limit: 2)
        suggestions.excluded = { tags.chips }
        suggestions.update(for: "r")
        #expect(suggestions.suggestions == ["Ruby", "Racket"], "Rust is left out and the limit still filled")
    }

    @Test func chipsFlowFromTheLeadingEdgeAndWrapWhereTheNextWouldNotFit() {
        let flow = FlowLayout(spacing: 8, lineSpacing: 4)
        let sizes = [Size(width: 60, height: 32), Size(width: 60, height: 32), Size(width: 60, height: 32), Size(width: 300, height: 32)]
        let frames = flow.frames(for: sizes, width: 140)
        #expect(frames.map(\.x) == [0, 68, 0, 0])
        #expect(frames.map(\.y) == [0, 0, 36, 72])
        #expect(frames[3].width == 140, "an item wider than the line is narrowed to it")
        #expect(flow.height(of: frames) == 104)
        #expect(flow.height(of: flow.frames(for: [], width: 140)) == 0)
    }

    @Test func refusalsReadInGerman() {
        Translations.$languageForTask.withValue("de") {
            #expect(ChipRefusal.full(maximum: 3).description == "Höchstens 3 Einträge")
            #expect(ChipRefusal.duplicate("Swift").description == "„Swift“ ist schon dabei")
        }
    }

    @Test func aRepeatIsTheSameWordInAnyCase() {
        let tags = ChipsModel()
        tags.commit("Straße, ΟΔΟΣ, İstanbul, Isparta")
        for repeated in ["STRASSE", "STRAẞE", "οδος", "istanbul", "Istanbul", "ısparta"] {
            #expect(tags.commit(repeated).refusal == .duplicate(repeated), "\(repeated)")
        }
        #expect(tags.commit("resume, résumé").refusal == nil, "accents make another word")
        let invitees = ChipsModel(["ILKER@EXAMPLE.COM"], rule: .isEmail)
        #expect(invitees.commit("ilker@example.com").refusal == .duplicate("ilker@example.com"),
                "an address in capitals, on any desktop, a Turkish one too")
    }
}
