/// A step of a transaction's end, in the order they run (see
/// ``FieldModel/transaction(_:)``). A step runs for every model the transaction changed
/// before any model's next step does, and what a step's handler writes sends the
/// transaction back to the first step it needs.
package enum TransactionStep: Int, CaseIterable, Sendable {
    /// The models publish their new snapshots and the views render them, with what they
    /// show beside the snapshot (a chosen value, an open list) and tell assistive
    /// technologies.
    case render
    /// The views notify their GObject properties that changed (`notify::*`): a handler
    /// finds every field the event changed on screen.
    case notify
    /// The owner (a form) hears each changed field and tells its channels of the new
    /// error, warning and focus.
    case owner
    /// The rest of the channels: a form's row updates and `.value` change, and the
    /// widget's own closures and signals.
    case tell
}
