/// What a field's render pass renders: its model's state, the value its kind shows
/// beside it, or neither (the pass then only notifies changed properties).
struct RenderParts: OptionSet {
    let rawValue: UInt8

    /// The field model's snapshot: classes, label, supporting text, accessibility.
    static let state = RenderParts(rawValue: 1 << 0)
    /// What the kind shows beside it (a date, a range, a picker's list).
    static let value = RenderParts(rawValue: 1 << 1)
}
