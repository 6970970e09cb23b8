/// A step of a field model's transaction's end, after its views heard the new snapshot
/// (see ``FieldModel/transaction(_:)``).
package enum TransactionStep: Sendable {
    /// The views finish rendering: what they show beside the snapshot, and their
    /// properties' change notifications.
    case render
    /// The owner's channels hear the change, now on screen.
    case tell
}
