import FoundationEssentials

/// What a ``AreaField`` tells and asks its app, as closures: the Swift way to hear a field.
/// Set them through ``AreaField/events``; setting ``AreaField/delegate`` fills them in to call
/// ``AreaFieldDelegate`` (held weakly), for code ported from iOS.
@MainActor
public struct AreaFieldEvents {
    /// Whether the field may take focus; false moves focus away.
    public var shouldBeginEditing: (@MainActor (AreaField) -> Bool)?
    /// The field took focus.
    public var didBeginEditing: (@MainActor (AreaField) -> Void)?
    /// Whether the field may lose focus; false takes it back.
    public var shouldEndEditing: (@MainActor (AreaField) -> Bool)?
    /// The field lost focus.
    public var didEndEditing: (@MainActor (AreaField) -> Void)?
    /// Whether the user's edit replacing `range` (in characters) with the text may happen; false stops it. Text set from code is not asked about.
    public var shouldChangeText: (@MainActor (AreaField, Range<Int>, String) -> Bool)?
    /// The user changed the text; not called for text set from code.
    public var didChange: (@MainActor (AreaField) -> Void)?

    /// No closures: the field does what it does by default.
    public init() {}
}
