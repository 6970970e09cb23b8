/// What the stack solver knows of one child.
public struct StackChild: Equatable, Sendable {
    /// The smallest size the child can take.
    public var minimum: Size
    /// The size the child would like.
    public var natural: Size
    /// A fixed width (`widths` on iOS), nil for none.
    public var width: Double?
    /// A fixed height (`heights` on iOS), nil for none.
    public var height: Double?
    /// A width relative to the other children's (`proportionalWidths` on iOS).
    public var proportionalWidth: Double?
    /// A height relative to the other children's (`proportionalHeights` on iOS).
    public var proportionalHeight: Double?
    /// This child's own alignment across the stack (`individualAlignments` on iOS).
    public var alignment: Alignment?

    /// A child with its sizes and constraints.
    public init(minimum: Size = .zero, natural: Size = .zero, width: Double? = nil, height: Double? = nil,
                proportionalWidth: Double? = nil, proportionalHeight: Double? = nil, alignment: Alignment? = nil) {
        self.minimum = minimum
        self.natural = natural
        self.width = width
        self.height = height
        self.proportionalWidth = proportionalWidth
        self.proportionalHeight = proportionalHeight
        self.alignment = alignment
    }
}
