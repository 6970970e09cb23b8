/// A server whose answers the test releases one by one, in any order it likes.
actor AnswerBox {
    private var waiting: [(question: String, answer: CheckedContinuation<Void, Never>)] = []
    private(set) var asked: [String] = []

    func wait(for question: String) async {
        asked.append(question)
        await withCheckedContinuation { waiting.append((question, $0)) }
    }

    /// Releases the waiting question at `index` (of those still waiting); nil when none is.
    func release(at index: Int) -> String? {
        guard waiting.indices.contains(index) else { return nil }
        let (question, answer) = waiting.remove(at: index)
        answer.resume()
        return question
    }

    var waitingCount: Int { waiting.count }
}
