/// The sizes of a Material 3 text field, in CSS pixels.
public struct FieldMetrics: Equatable, Sendable {
    /// The container's height.
    public var containerHeight: Double = 56
    /// The radius of a filled field's top corners (and all of an outlined field's).
    public var cornerRadius: Double = 4
    /// The label's font size at rest.
    public var labelRestingSize: Double = 16
    /// The label's font size when floating.
    public var labelFloatingSize: Double = 12
    /// The input's font size.
    public var inputSize: Double = 16
    /// The input's line height.
    public var inputLineHeight: Double = 24
    /// The supporting text's font size.
    public var supportingSize: Double = 12
    /// The supporting text's line height.
    public var supportingLineHeight: Double = 16
    /// The gap between the container and the supporting text.
    public var supportingGap: Double = 4
    /// The active indicator (or outline) at rest.
    public var indicatorResting: Double = 1
    /// The active indicator (or outline) when focused.
    public var indicatorFocused: Double = 2
    /// The padding at each side.
    public var horizontalPadding: Double = 16

    /// The Material 3 sizes.
    public init() {}
}
