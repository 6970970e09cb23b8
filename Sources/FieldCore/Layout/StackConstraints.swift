/// What an app asks of one child of a stack: StackViews' per-view `widths`, `heights`,
/// `proportionalWidths`, `proportionalHeights` and `individualAlignments`, in one value.
///
/// Bad values have a fixed outcome rather than a crash: a negative or NaN size counts as
/// 0, a proportion that is not a positive number counts as none.
public struct StackConstraints: Equatable, Sendable {
    /// A fixed width, nil for the child's own.
    public var width: Double?
    /// A fixed height, nil for the child's own.
    public var height: Double?
    /// A width relative to the other proportional children's, nil for none.
    public var proportionalWidth: Double?
    /// A height relative to the other proportional children's, nil for none.
    public var proportionalHeight: Double?
    /// This child's alignment across the stack, nil for the stack's.
    public var alignment: Alignment?

    /// Constraints; none by default.
    public init(width: Double? = nil, height: Double? = nil, proportionalWidth: Double? = nil,
                proportionalHeight: Double? = nil, alignment: Alignment? = nil) {
        self.width = width
        self.height = height
        self.proportionalWidth = proportionalWidth
        self.proportionalHeight = proportionalHeight
        self.alignment = alignment
    }

    /// No constraints: the child takes its own size and the stack's alignment.
    public static let none = StackConstraints()
}

extension StackChild {
    /// A child of `minimum` and `natural` size under `constraints`.
    public init(minimum: Size = .zero, natural: Size = .zero, constraints: StackConstraints) {
        self.init(minimum: minimum, natural: natural, width: constraints.width, height: constraints.height,
                  proportionalWidth: constraints.proportionalWidth, proportionalHeight: constraints.proportionalHeight,
                  alignment: constraints.alignment)
    }
}
