import FoundationEssentials

/// What a ``DateField`` tells and asks its app, as closures: the Swift way to hear a field.
/// Set them through ``DateField/events``; setting ``DateField/delegate`` fills them in to call
/// ``DateFieldDelegate`` (held weakly), for code ported from iOS.
@MainActor
public struct DateFieldEvents {
    /// Whether the calendar may open; false keeps it closed and unfocused.
    public var shouldBeginEditing: (@MainActor (DateField) -> Bool)?
    /// The date changed (by the user or from code).
    public var dateChanged: (@MainActor (DateField, Date?) -> Void)?
    /// The calendar closed.
    public var didEndEditing: (@MainActor (DateField) -> Void)?
    /// The date was cleared.
    public var cleared: (@MainActor (DateField) -> Void)?
    /// The user changed the date (picked, typed, cleared, or put back with Escape), once per
    /// change; not called for changes from code.
    public var didChange: (@MainActor (DateField) -> Void)?

    /// No closures: the field does what it does by default.
    public init() {}
}
