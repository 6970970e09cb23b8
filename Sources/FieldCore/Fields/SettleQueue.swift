/// The actions a field model's transaction runs when it ends, by step, each in the order
/// it was added.
struct SettleQueue {
    /// One action. In a struct, not bare in the array: an array holds a bare closure at
    /// its most general shape, and converting each to it was an allocation an action.
    struct Action {
        let run: () -> Void
    }

    private var actions: [[Action]] = TransactionStep.allCases.map { _ in [] }

    /// Each step's last batch, emptied with its room kept: a keystroke's transaction adds
    /// an action or two at a step, and a fresh array for them was an allocation a step.
    private var spare: [[Action]] = TransactionStep.allCases.map { _ in [] }

    /// Adds `action` to `step`.
    mutating func append(_ action: @escaping () -> Void, at step: TransactionStep) {
        actions[step.rawValue].append(Action(run: action))
    }

    /// Whether `step` holds an action.
    func has(_ step: TransactionStep) -> Bool {
        !actions[step.rawValue].isEmpty
    }

    /// Removes and returns `step`'s actions; what is added meanwhile waits for the next
    /// take. Give the batch back, emptied, with ``recycle(_:at:)`` once it has run.
    mutating func take(_ step: TransactionStep) -> [Action] {
        var taken: [Action] = []
        swap(&taken, &spare[step.rawValue])
        swap(&taken, &actions[step.rawValue])
        return taken
    }

    /// Keeps `batch`, a ``take(_:)`` of `step` that has run and been emptied, for the
    /// step's next actions.
    mutating func recycle(_ batch: consuming [Action], at step: TransactionStep) {
        spare[step.rawValue] = batch
    }
}
