import FoundationEssentials

/// What a ``EntryField`` tells and asks its app, as closures: the Swift way to hear a field.
/// Set them through ``EntryField/events``; setting ``EntryField/delegate`` fills them in to call
/// ``EntryFieldDelegate`` (held weakly), for code ported from iOS.
@MainActor
public struct EntryFieldEvents {
    /// Whether the field may take focus; false moves focus away.
    public var shouldBeginEditing: (@MainActor (EntryField) -> Bool)?
    /// The field took focus.
    public var didBeginEditing: (@MainActor (EntryField) -> Void)?
    /// Whether the field may lose focus; false takes it back.
    public var shouldEndEditing: (@MainActor (EntryField) -> Bool)?
    /// The field lost focus: the place to read and validate its text.
    public var didEndEditing: (@MainActor (EntryField) -> Void)?
    /// Return was pressed; false stops the default (the window's default widget, or the next field).
    public var shouldReturn: (@MainActor (EntryField) -> Bool)?
    /// The clear button was pressed; false keeps the text.
    public var shouldClear: (@MainActor (EntryField) -> Bool)?
    /// The user changed the text (typing, pasting, deleting, clearing); not called for text set from code.
    public var didChange: (@MainActor (EntryField) -> Void)?

    /// No closures: the field does what it does by default.
    public init() {}
}
