/// The actions a field model's transaction runs when it ends, by step, each in the order
/// it was added.
struct SettleQueue {
    private var rendering: [() -> Void] = []
    private var telling: [() -> Void] = []

    /// Adds `action` to `step`.
    mutating func append(_ action: @escaping () -> Void, at step: TransactionStep) {
        switch step {
        case .render: rendering.append(action)
        case .tell: telling.append(action)
        }
    }

    /// Whether `step` holds an action.
    func has(_ step: TransactionStep) -> Bool {
        switch step {
        case .render: !rendering.isEmpty
        case .tell: !telling.isEmpty
        }
    }

    /// Removes and returns `step`'s actions.
    mutating func take(_ step: TransactionStep) -> [() -> Void] {
        defer {
            switch step {
            case .render: rendering = []
            case .tell: telling = []
            }
        }
        switch step {
        case .render: return rendering
        case .tell: return telling
        }
    }
}
