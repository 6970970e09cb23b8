/// How a child sits across the stack (`Alignment` on iOS).
public enum Alignment: String, Sendable, CaseIterable {
    /// Stretched to the stack's thickness.
    case fill
    /// At the leading (top or left; right in RTL) edge.
    case start
    /// Centred.
    case center
    /// At the trailing edge.
    case end
}
