import GtkInterop

/// A delegate's answer to one move of focus (into a field, or out of it), asked once and
/// remembered until the move happens: GTK asks whether focus may move and then moves it,
/// and the delegate should hear one question per move. A yes whose move
/// never comes is forgotten on the next turn of the main loop.
@MainActor
final class FocusApproval {
    private let question: () -> Bool
    private var approved = false

    /// An approval that asks `question`.
    init(_ question: @escaping () -> Bool) {
        self.question = question
    }

    /// The delegate's answer: a remembered yes, or the question asked now.
    func ask() -> Bool {
        if approved { return true }
        guard question() else { return false }
        approved = true
        MainLoop.invoke { [weak self] in self?.approved = false }
        return true
    }

    /// The move happened: the next one is asked again.
    func consume() {
        approved = false
    }
}
