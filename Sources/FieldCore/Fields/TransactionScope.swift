/// The field models whose transactions end together: a form's rows' models share one, so
/// that one GTK event changing two rows (a click that blurs one row and opens another's
/// list) is one transaction. No owner or channel hears of it until every model it changed
/// is rendered.
///
/// A model that no form holds runs its transactions in a scope of its own.
package final class TransactionScope {
    // Unchecked exclusivity, as the model's transaction state (see FieldModel): plain reads,
    // assignments and appends; the members go at the end outside any access (see end()).
    /// Whether a transaction is running: a model written now joins it.
    @exclusivity(unchecked) package private(set) var isOpen = false

    /// The models written, or given actions, in the running transaction, in that order.
    @exclusivity(unchecked) private var members: [FieldModel] = []

    /// A scope with no transaction running.
    package init() {}

    /// Adds `model` to the running transaction, once (a form's submit may write a thousand
    /// rows in one: no search of the members).
    func join(_ model: FieldModel) {
        guard !model.isMember else { return }
        model.isMember = true
        members.append(model)
        model.transactionJoins.send(())
    }

    /// Runs `body` for `model` as part of the running transaction, or as a new one that
    /// ends when `body` returns.
    func run<Result>(joinedBy model: FieldModel, _ body: () throws -> Result) rethrows -> Result {
        guard !isOpen else {
            join(model)
            return try body()
        }
        // Open first: a view that hears the model join defers its work to the end.
        isOpen = true
        defer { end() }
        join(model)
        return try body()
    }

    /// The step running at the transaction's end, nil before it.
    @exclusivity(unchecked) private var running: TransactionStep?

    /// Whether a member was given work at a step before the running one: the running step
    /// stops, and the earlier one runs again first.
    @exclusivity(unchecked) private var isInterrupted = false

    /// A member was given work at `step`.
    func noteWork(at step: TransactionStep) {
        if let running, step.rawValue < running.rawValue { isInterrupted = true }
    }

    /// Ends the running transaction: each step in turn for every member (see
    /// ``TransactionStep``), a step running for none until every earlier one is done for
    /// all. What a view, an owner or a channel's handler writes while it hears the change
    /// sends the transaction back to the first step it needs, until all hold still.
    private func end() {
        while let step = TransactionStep.allCases.first(where: { step in members.contains { $0.hasWork(at: step) } }) {
            running = step
            isInterrupted = false
            // A member may join while another runs the step: `members` is read anew.
            var index = 0
            while index < members.count, !isInterrupted {
                members[index].run(step)
                index += 1
            }
        }
        running = nil
        isOpen = false
        for member in members { member.isMember = false }
        // Emptied outside the access, its room kept: a model whose last owner was this
        // scope goes here, whatever its deinitializer does.
        var ended: [FieldModel] = []
        swap(&ended, &members)
        ended.removeAll(keepingCapacity: true)
        if members.isEmpty { swap(&ended, &members) }
    }
}
