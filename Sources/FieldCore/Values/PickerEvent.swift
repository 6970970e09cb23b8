/// What a picker reports to its delegate (`PickerFieldDelegate`'s callbacks on iOS).
public enum PickerEvent: Equatable, Sendable {
    /// The user moved the selection to a row of the open picker.
    case didSelectRow(Int)
    /// The picker closed with *Done* (or manual entry committed with Return).
    case didEnd
    /// The user pressed *Clear*.
    case cleared
}
