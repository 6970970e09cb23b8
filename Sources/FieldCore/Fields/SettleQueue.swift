/// The actions a field model's transaction runs when it ends, by step, each in the order
/// it was added.
struct SettleQueue {
    private var rendering: [() -> Void] = []
    private var telling: [() -> Void] = []

    private static func actions(of step: TransactionStep) -> WritableKeyPath<SettleQueue, [() -> Void]> {
        switch step {
        case .render: \.rendering
        case .tell: \.telling
        }
    }

    /// Adds `action` to `step`.
    mutating func append(_ action: @escaping () -> Void, at step: TransactionStep) {
        self[keyPath: Self.actions(of: step)].append(action)
    }

    /// Whether `step` holds an action.
    func has(_ step: TransactionStep) -> Bool {
        !self[keyPath: Self.actions(of: step)].isEmpty
    }

    /// Removes and returns `step`'s actions.
    mutating func take(_ step: TransactionStep) -> [() -> Void] {
        var taken: [() -> Void] = []
        swap(&taken, &self[keyPath: Self.actions(of: step)])
        return taken
    }
}
