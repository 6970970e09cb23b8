/// How children share the stack's length (after CSS flex-box).
public enum Justify: String, Sendable, CaseIterable {
    /// Children without a fixed or proportional size grow to fill the free space.
    case fill
    /// Packed at the start.
    case start
    /// Packed at the end.
    case end
    /// Packed in the middle.
    case center
    /// The free space goes between the children.
    case spaceBetween
}
