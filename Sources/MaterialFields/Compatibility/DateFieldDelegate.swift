import FoundationEssentials

/// What a date field asks and tells its owner (`DateFieldDelegate` on iOS). Every
/// method has a default; the field holds its delegate weakly.
@MainActor
public protocol DateFieldDelegate: AnyObject {
    /// Whether the calendar may open.
    func dateFieldShouldBeginEditing(_ field: DateField) -> Bool
    /// The date changed (nil after *Clear*).
    func dateField(_ field: DateField, dateChanged date: Date?)
    /// The calendar closed with *Done*.
    func dateFieldDidEndEditing(_ field: DateField)
    /// The user pressed *Clear*.
    func dateFieldCleared(_ field: DateField)
}

extension DateFieldDelegate {
    /// Default: allows it.
    public func dateFieldShouldBeginEditing(_ field: DateField) -> Bool { true }
    /// Default: does nothing.
    public func dateField(_ field: DateField, dateChanged date: Date?) {}
    /// Default: does nothing.
    public func dateFieldDidEndEditing(_ field: DateField) {}
    /// Default: does nothing.
    public func dateFieldCleared(_ field: DateField) {}
}

extension DateFieldEvents {
    /// Closures that call `delegate`, held weakly, as delegates are on iOS.
    init(forwardingTo delegate: any DateFieldDelegate) {
        shouldBeginEditing = { [weak delegate] in delegate?.dateFieldShouldBeginEditing($0) ?? true }
        dateChanged = { [weak delegate] in delegate?.dateField($0, dateChanged: $1) }
        didEndEditing = { [weak delegate] in delegate?.dateFieldDidEndEditing($0) }
        cleared = { [weak delegate] in delegate?.dateFieldCleared($0) }
    }
}
