/// Turns a row's edits and blurs into ``RowUpdate`` events, by two flags as
/// AstroForms keeps them (`valueHasChanged` and `valueHasEndedEditing`).
public struct RowUpdateTracker: Equatable, Sendable {
    /// Whether the row has been focused at least once.
    public private(set) var valueHasStartedEditing = false
    /// Whether the value has changed at least once.
    public private(set) var valueHasChanged = false
    /// Whether the row has been blurred at least once.
    public private(set) var valueHasEndedEditing = false

    /// A row nobody has touched.
    public init() {}

    /// The row gained focus; no events.
    public mutating func didStartEditing() {
        valueHasStartedEditing = true
    }

    /// The value changed: `.live`, then `.regular` if the row was blurred before.
    public mutating func didEdit() -> [RowUpdate] {
        valueHasChanged = true
        return valueHasEndedEditing ? [.live, .regular] : [.live]
    }

    /// The row was blurred: `.onResignActive`, then `.onResignActiveAfterChange` and
    /// `.regular` if the value ever changed.
    public mutating func didEndEditing() -> [RowUpdate] {
        valueHasEndedEditing = true
        return valueHasChanged ? [.onResignActive, .onResignActiveAfterChange, .regular] : [.onResignActive]
    }
}
