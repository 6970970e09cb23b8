/// When a form validates a row by itself, chosen per form or per row.
public enum ValidationMode: String, Equatable, Sendable, CaseIterable {
    /// Only when the app calls `validate()`.
    case onDemand
    /// On every change.
    case onChange
    /// On every blur.
    case onBlur
    /// From the first blur after a change on, then on every change: the user is not told
    /// off while first typing (the Material guidance, and the default).
    case onChangeAfterFirstBlur
    /// On every change and every blur.
    case always

    /// Whether a row validates on `update`.
    public func validates(on update: RowUpdate) -> Bool {
        switch self {
        case .onDemand: false
        case .onChange: update == .live
        case .onBlur: update == .onResignActive
        case .onChangeAfterFirstBlur: update == .regular
        case .always: update == .live || update == .onResignActive
        }
    }
}
