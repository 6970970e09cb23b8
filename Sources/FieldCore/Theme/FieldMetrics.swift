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
    /// A filled field's input line top, below the floating label.
    public var filledInputTop: Double = 24
    /// A filled field's floating label top.
    public var filledLabelTop: Double = 8
    /// The space under the last input line of a multi-line field.
    public var bottomPadding: Double = 8
    /// A leading or trailing icon's size.
    public var iconSize: Double = 24
    /// The leading icon's distance from the container's edge.
    public var leadingIconInset: Double = 12
    /// The gap between the leading icon and the text.
    public var leadingIconGap: Double = 16
    /// The trailing buttons' distance from the container's edge.
    public var trailingInset: Double = 4
    /// The space around a trailing icon inside its button (a 40 px target for a 24 px
    /// icon): with the buttons 4 px in, the last icon sits 12 px from the container's
    /// edge and the first 16 px (``leadingIconGap``) from the text, as Material 3 places
    /// them.
    public var iconButtonPadding: Double = 8
    /// The gap between the prefix or suffix and the input.
    public var affixGap: Double = 4
    /// The narrowest the input may get.
    public var minimumInputWidth: Double = 48
    /// A field's natural width.
    public var naturalWidth: Double = 240
    /// The height of one row of a picker's list.
    public var pickerRowHeight: Double = 40
    /// How many rows a picker's list shows before it scrolls.
    public var pickerVisibleRows: Double = 5
    /// The space each side of an outlined field's floating label, cut out of the outline.
    public var notchPadding: Double = 4
    /// The space between the parts of an open picker or calendar.
    public var popupSpacing: Double = 4
    /// The space between the *Clear* and *Done* buttons' row items.
    public var popupActionSpacing: Double = 8

    /// The Material 3 sizes.
    public init() {}

    /// These sizes for text `factor` times the default size (the desktop's large text):
    /// every length grows with the text, rounded to whole pixels, but the indicator's and
    /// outline's thickness and the corners. A factor that is not a positive number is 1.
    public func scaled(by factor: Double) -> FieldMetrics {
        guard factor.isFinite, factor > 0, factor != 1 else { return self }
        var scaled = self
        for length in Self.lengths { scaled[keyPath: length] = (self[keyPath: length] * factor).rounded() }
        return scaled
    }

    /// The sizes that follow the text.
    private static var lengths: [WritableKeyPath<FieldMetrics, Double>] {
        [\.containerHeight, \.labelRestingSize, \.labelFloatingSize, \.inputSize, \.inputLineHeight, \.supportingSize,
         \.supportingLineHeight, \.supportingGap, \.horizontalPadding, \.filledInputTop, \.filledLabelTop, \.bottomPadding,
         \.iconSize, \.leadingIconInset, \.leadingIconGap, \.trailingInset, \.iconButtonPadding, \.affixGap,
         \.minimumInputWidth, \.naturalWidth, \.pickerRowHeight, \.notchPadding, \.popupSpacing, \.popupActionSpacing]
    }
}
