/// `stackViews(...)` (from iOS), headless: frames for `sizes.count` children of a
/// container of `container` size, with its parameters. Arrays of constraints
/// shorter than `sizes` are padded with nil; longer ones are cut.
public func stackViews(
    container: Size,
    orientation: Orientation,
    justify: Justify = .fill,
    align: Alignment = .fill,
    insets: Insets = .zero,
    spacing: Double = 0,
    sizes: [Size],
    widths: [Double?]? = nil,
    proportionalWidths: [Double?]? = nil,
    heights: [Double?]? = nil,
    proportionalHeights: [Double?]? = nil,
    individualAlignments: [Alignment?]? = nil,
    rightToLeft: Bool = false
) -> [Rect] {
    func value<T>(_ array: [T?]?, _ index: Int) -> T? {
        guard let array, array.indices.contains(index) else { return nil }
        return array[index]
    }
    let children = sizes.indices.map { index in
        StackChild(minimum: .zero, natural: sizes[index], width: value(widths, index), height: value(heights, index),
                   proportionalWidth: value(proportionalWidths, index), proportionalHeight: value(proportionalHeights, index),
                   alignment: value(individualAlignments, index))
    }
    let layout = StackLayout(orientation: orientation, justify: justify, align: align, insets: insets,
                             spacing: spacing, isRightToLeft: rightToLeft)
    return layout.frames(for: children, in: container)
}
