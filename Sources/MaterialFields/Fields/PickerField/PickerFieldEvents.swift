import FoundationEssentials

/// What a ``PickerField`` tells and asks its app, as closures: the Swift way to hear a field.
/// Set them through ``PickerField/events``; setting ``PickerField/delegate`` fills them in to call
/// ``PickerFieldDelegate`` (held weakly), for code ported from iOS.
@MainActor
public struct PickerFieldEvents {
    /// Whether the picker may open; false keeps it closed and unfocused.
    public var shouldBeginEditing: (@MainActor (PickerField) -> Bool)?
    /// A row was selected (by the user or from code).
    public var didSelectRow: (@MainActor (PickerField, Int) -> Void)?
    /// The picker closed.
    public var didEndEditing: (@MainActor (PickerField) -> Void)?
    /// The choice was cleared.
    public var cleared: (@MainActor (PickerField) -> Void)?
    /// The user changed the choice (a pick, *Clear*, Escape putting back what the open list
    /// changed, typed manual entry), once per change; not called for changes from code.
    public var didChange: (@MainActor (PickerField) -> Void)?

    /// No closures: the field does what it does by default.
    public init() {}
}
