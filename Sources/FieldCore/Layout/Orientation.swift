/// The axis a stack lays its children along.
public enum Orientation: String, Sendable, CaseIterable {
    /// Left to right (right to left in RTL).
    case horizontal
    /// Top to bottom.
    case vertical
}
