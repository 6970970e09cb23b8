/// The actions a field model's transaction runs when it ends, by step, each in the order
/// it was added.
struct SettleQueue {
    private var actions: [[() -> Void]] = TransactionStep.allCases.map { _ in [] }

    /// Adds `action` to `step`.
    mutating func append(_ action: @escaping () -> Void, at step: TransactionStep) {
        actions[step.rawValue].append(action)
    }

    /// Whether `step` holds an action.
    func has(_ step: TransactionStep) -> Bool {
        !actions[step.rawValue].isEmpty
    }

    /// Removes and returns `step`'s actions.
    mutating func take(_ step: TransactionStep) -> [() -> Void] {
        var taken: [() -> Void] = []
        swap(&taken, &actions[step.rawValue])
        return taken
    }
}
