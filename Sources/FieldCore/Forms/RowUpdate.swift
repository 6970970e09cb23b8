/// The events a row reports to its form (`RowUpdate` on iOS), for validation and
/// any other reaction such as showing or hiding rows.
public enum RowUpdate: String, Equatable, Sendable, CaseIterable {
    /// Every change of the value.
    case live
    /// Every blur.
    case onResignActive
    /// A blur after the value changed at least once.
    case onResignActiveAfterChange
    /// A change after the row was blurred at least once, and a blur after a change.
    case regular
}
