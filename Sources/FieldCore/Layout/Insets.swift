/// Space between a stack's edges and its children (leading and trailing flip in RTL).
public struct Insets: Equatable, Sendable {
    /// Above the children.
    public var top: Double
    /// Before the children (left in LTR).
    public var leading: Double
    /// Below the children.
    public var bottom: Double
    /// After the children (right in LTR).
    public var trailing: Double

    /// Insets for each edge.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on the left and right, and on the top and bottom (StackViews' form).
    public init(horizontal: Double, vertical: Double) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// No insets.
    public static let zero = Insets()
}
