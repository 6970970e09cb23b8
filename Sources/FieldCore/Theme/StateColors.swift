/// One colour role in each interaction state of a field.
public struct StateColors: Equatable, Sendable {
    /// Resting, enabled.
    public var enabled: ThemeColor
    /// Under the pointer.
    public var hover: ThemeColor
    /// Focused.
    public var focused: ThemeColor
    /// In error.
    public var error: ThemeColor
    /// Disabled.
    public var disabled: ThemeColor

    /// The colours for each state.
    public init(enabled: ThemeColor, hover: ThemeColor, focused: ThemeColor, error: ThemeColor, disabled: ThemeColor) {
        self.enabled = enabled
        self.hover = hover
        self.focused = focused
        self.error = error
        self.disabled = disabled
    }

    /// The colour for a field's visual state (hover is the view's to add).
    public func color(for state: FieldState, isEnabled: Bool = true) -> ThemeColor {
        guard isEnabled else { return disabled }
        switch state {
        case .inactive: return enabled
        case .active: return focused
        case .error: return error
        }
    }

    /// The states and their colours, in a fixed order (for CSS names).
    var named: [(String, ThemeColor)] {
        [("enabled", enabled), ("hover", hover), ("focused", focused), ("error", error), ("disabled", disabled)]
    }
}
