import FieldCore
import Testing

/// Suggestions as the user types: what matches, in which order, and a provider's answers
/// that come back late or out of order.
@Suite("Suggestions")
@MainActor
struct SuggestionTests {
    nonisolated static let cities = ["London", "Lisbon", "Los Angeles", "New York", "São Paulo", "Lyon", "Stoke-on-Trent", "Ōsaka"]

    @Test func aQueryFindsTheCandidatesItBeginsFirstThenThoseWithAWordItBegins() {
        let index = SuggestionIndex(Self.cities + ["Old London Road"])
        #expect(index.matches(for: "lo", limit: 8) == ["London", "Los Angeles", "Old London Road"])
        #expect(index.matches(for: "york", limit: 8) == ["New York"])
        #expect(index.matches(for: "trent", limit: 8) == ["Stoke-on-Trent"])
        #expect(index.matches(for: "ork", limit: 8) == [], "the middle of a word is no match")
    }

    @Test func caseAndAccentsAreSetAside() {
        let index = SuggestionIndex(Self.cities)
        #expect(index.matches(for: "SAO", limit: 8) == ["São Paulo"])
        #expect(index.matches(for: "osaka", limit: 8) == ["Ōsaka"])
        #expect(index.matches(for: "são p", limit: 8) == ["São Paulo"])
    }

    @Test func caseIsSetAsideByTheLanguagesRules() {
        let index = SuggestionIndex(["Straße", "Πειραιάς", "ΟΔΟΣ ΑΘΗΝΩΝ", "Iğdır", "İstanbul", "Diyarbakır"])
        #expect(index.matches(for: "strasse", limit: 8) == ["Straße"], "ß is ss")
        #expect(index.matches(for: "STRASSE", limit: 8) == ["Straße"])
        #expect(index.matches(for: "STRAẞE", limit: 8) == ["Straße"], "the capital ẞ too")
        #expect(index.matches(for: "ΠΕΙΡΑΙΑΣ", limit: 8) == ["Πειραιάς"], "a final ς is σ")
        #expect(index.matches(for: "οδος", limit: 8) == ["ΟΔΟΣ ΑΘΗΝΩΝ"])
        // Turkish's dotted and dotless i alike, typed on a Turkish keyboard or any other.
        for query in ["ığdır", "IĞDIR", "igdir"] { #expect(index.matches(for: query, limit: 8) == ["Iğdır"], "\(query)") }
        for query in ["DİYARBAKIR", "diyarbakır", "DIYARBAKIR"] {
            #expect(index.matches(for: query, limit: 8) == ["Diyarbakır"], "\(query)")
        }
        #expect(index.matches(for: "istanbul", limit: 8) == ["İstanbul"])
    }

    @Test func marksThatMakeAnotherSoundAreKeptAndWidthIsSetAside() {
        let index = SuggestionIndex(["カス", "ガス", "ハン", "パン", "バン", "कल", "कुल", "กัน", "กิน", "ｶﾀｶﾅ ｼｮｳｼﾞ", "ﾔﾏﾀﾞ ﾀﾛｳ"])
        #expect(index.matches(for: "ガス", limit: 8) == ["ガス"], "ガ is not カ")
        #expect(index.matches(for: "パン", limit: 8) == ["パン"])
        #expect(index.matches(for: "कुल", limit: 8) == ["कुल"])
        #expect(index.matches(for: "กิน", limit: 8) == ["กิน"])
        #expect(index.matches(for: "カタ", limit: 8) == ["ｶﾀｶﾅ ｼｮｳｼﾞ"], "half-width katakana is katakana")
        #expect(index.matches(for: "ヤマダ", limit: 8) == ["ﾔﾏﾀﾞ ﾀﾛｳ"])
        #expect(index.matches(for: "ショウジ", limit: 8) == ["ｶﾀｶﾅ ｼｮｳｼﾞ"])
    }

    @Test func aWordBeginsAfterAnyScriptsSpaceOrPunctuation() {
        let index = SuggestionIndex(["Côte d’Ivoire", "Villeneuve\u{A0}d’Ascq", "Saint\u{2011}Étienne", "ニューヨーク・シティ", "L'Haÿ-les-Roses"])
        #expect(index.matches(for: "ivoire", limit: 8) == ["Côte d’Ivoire"])
        #expect(index.matches(for: "cote d'i", limit: 8) == ["Côte d’Ivoire"], "the query's apostrophe matches a typographic one")
        #expect(index.matches(for: "ascq", limit: 8) == ["Villeneuve\u{A0}d’Ascq"])
        #expect(index.matches(for: "villeneuve d", limit: 8) == ["Villeneuve\u{A0}d’Ascq"])
        #expect(index.matches(for: "etienne", limit: 8) == ["Saint\u{2011}Étienne"])
        #expect(index.matches(for: "シティ", limit: 8) == ["ニューヨーク・シティ"])
        #expect(index.matches(for: "les-ro", limit: 8) == ["L'Haÿ-les-Roses"])
        #expect(index.matches(for: "saint etienne", limit: 8) == ["Saint\u{2011}Étienne"], "a space matches a hyphen")
        #expect(index.matches(for: "l'hay les", limit: 8) == ["L'Haÿ-les-Roses"])
        #expect(SuggestionIndex(["Jean Pierre"]).matches(for: "jean-p", limit: 8) == ["Jean Pierre"], "and a hyphen a space")
        #expect(index.matches(for: "saint.e", limit: 8).isEmpty, "other punctuation is matched as typed")
        let languages = SuggestionIndex(["C", "C#", "C++", "Clojure", "ASP.NET"])
        #expect(languages.matches(for: "c#", limit: 8) == ["C#"], "ASCII's punctuation is matched as typed")
        #expect(languages.matches(for: "c+", limit: 8) == ["C++"])
        #expect(languages.matches(for: "net", limit: 8) == ["ASP.NET"])
    }

    @Test func blankTextAndALimitOfNoneMatchNothing() {
        let index = SuggestionIndex(Self.cities)
        #expect(index.matches(for: "", limit: 8).isEmpty)
        #expect(index.matches(for: "   ", limit: 8).isEmpty)
        #expect(index.matches(for: "l", limit: 0).isEmpty)
        #expect(index.matches(for: "l", limit: 2) == ["London", "Lisbon"])
    }

    @Test func aListAnswersAtOnceAndChoosingCloses() {
        let model = SuggestionModel(.list(Self.cities), limit: 3)
        var changes = 0
        let token = model.changes.add { changes += 1 }
        model.update(for: "l")
        #expect(model.suggestions == ["London", "Lisbon", "Los Angeles"])
        model.update(for: "l")
        #expect(changes == 1, "the same text is not matched again")
        model.accept("London")
        #expect(model.suggestions.isEmpty && model.query == "London")
        #expect(changes == 2)
        model.update(for: "   ")
        #expect(model.suggestions.isEmpty)
        token.cancel()
    }

    @Test func aNewSourceAnswersForTheTextLastTyped() {
        let model = SuggestionModel(.list(Self.cities))
        model.update(for: "l")
        model.source = .list(["Lima", "Oslo", "La Paz"])
        #expect(model.suggestions == ["Lima", "La Paz"], "a server's new list, matched against what the user typed")
    }

    @Test func aProvidersAnswerForOlderTextNeverReplacesTheNewest() async {
        let server = AnswerBox()
        let model = SuggestionModel(.provider(debounce: .zero) { text in
            await server.wait(for: text)
            return Self.cities.filter { $0.lowercased().hasPrefix(text.lowercased()) }
        })
        model.update(for: "l")
        await eventually { await server.waitingCount == 1 }
        model.update(for: "lo")
        #expect(model.isLoading && model.suggestions.isEmpty, "what “l” found is no answer for “lo”")
        await eventually { await server.waitingCount == 2 }
        #expect(await server.release(at: 1) == "lo")
        await eventually { !model.isLoading }
        #expect(model.suggestions == ["London", "Los Angeles"])
        #expect(await server.release(at: 0) == "l", "the older question is answered last")
        await letTheAnswerArrive()
        #expect(model.suggestions == ["London", "Los Angeles"], "the answer for “l” came too late to count")
    }

    @Test func randomInterleavingsAlwaysEndWithTheAnswerForTheLastText() async {
        for seed in UInt64(1)...20 {
            var random = SeededRandom(seed: seed)
            let server = AnswerBox()
            let model = SuggestionModel(.provider(debounce: .zero) { text in
                await server.wait(for: text)
                return ["\(text)!"]
            })
            var typed = ""
            for _ in 0..<random.int(2..<7) {
                typed += String(Array("abcdef")[random.int(0..<6)])
                model.update(for: typed)
                let waiting = await server.waitingCount
                if waiting > 0, random.bool() { _ = await server.release(at: random.int(0..<waiting)) }
                for _ in 0..<random.int(0..<4) { await Task.yield() }
            }
            // A question may still be on its way: answer until the model stops loading.
            for _ in 0..<100 where model.isLoading {
                await eventually { await server.waitingCount > 0 || !model.isLoading }
                let waiting = await server.waitingCount
                if waiting > 0 { _ = await server.release(at: random.int(0..<waiting)) }
                for _ in 0..<random.int(0..<4) { await Task.yield() }
            }
            #expect(model.suggestions == ["\(typed)!"], "seed \(seed)")
        }
    }

    @Test func typingFastAsksAProviderOnceTheTypingPauses() async {
        let model = SuggestionModel(.provider(debounce: .milliseconds(50)) { text in [text] })
        for text in ["l", "lo", "lon", "lond"] { model.update(for: text) }
        await model.settle()
        #expect(model.requestsStarted == 1)
        #expect(model.suggestions == ["lond"])
    }

    @Test func dismissingCancelsTheRequestAndAnEmptyFieldHasNoSuggestions() async {
        let server = AnswerBox()
        let model = SuggestionModel(.provider(debounce: .zero) { text in
            await server.wait(for: text)
            return [text]
        })
        model.update(for: "ny")
        await eventually { await server.waitingCount == 1 }
        model.dismiss()
        #expect(!model.isLoading)
        _ = await server.release(at: 0)
        await letTheAnswerArrive()
        #expect(model.suggestions.isEmpty, "an answer after Escape does not open the list again")
    }
}
