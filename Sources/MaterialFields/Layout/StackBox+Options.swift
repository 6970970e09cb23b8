import FieldCore

extension StackBox {
    /// Everything a stack's layout depends on besides its children.
    public struct Options: Equatable, Sendable {
        /// The axis the children are stacked along.
        public var orientation: Orientation = .vertical
        /// How the children share the stack's length; nil ("none") packs them at
        /// the start at their own sizes.
        public var justify: Justify? = .fill
        /// How the children sit across the stack unless a child says otherwise; nil
        /// ("none") puts them at the start at their own sizes.
        public var align: Alignment? = .fill
        /// Space between the box's edges and the children (a negative or NaN inset counts as 0).
        public var insets: Insets = .zero
        /// Space between neighbouring children (negative or NaN counts as 0).
        public var spacing: Double = 0

        /// Options; a vertical stack that fills by default.
        public init(orientation: Orientation = .vertical, justify: Justify? = .fill, align: Alignment? = .fill,
                    insets: Insets = .zero, spacing: Double = 0) {
            self.orientation = orientation
            self.justify = justify
            self.align = align
            self.insets = insets
            self.spacing = spacing
        }
    }
}
