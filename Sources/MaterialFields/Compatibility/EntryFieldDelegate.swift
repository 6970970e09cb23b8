/// What an entry field asks and tells its owner (`EntryFieldDelegate` on iOS, the
/// `UITextFieldDelegate` calls). Every method has a default; the field holds its
/// delegate weakly, so nothing is retained in a cycle.
@MainActor
public protocol EntryFieldDelegate: AnyObject {
    /// Whether the field may take focus; false moves focus away.
    func entryFieldShouldBeginEditing(_ field: EntryField) -> Bool
    /// The field took focus.
    func entryFieldDidBeginEditing(_ field: EntryField)
    /// Whether the field may lose focus; false takes it back.
    func entryFieldShouldEndEditing(_ field: EntryField) -> Bool
    /// The field lost focus: the place to read and validate its text.
    func entryFieldDidEndEditing(_ field: EntryField)
    /// Return was pressed; false stops the default (activating the window's default
    /// widget, or moving to the next field).
    func entryFieldShouldReturn(_ field: EntryField) -> Bool
    /// The clear button was pressed; false keeps the text.
    func entryFieldShouldClear(_ field: EntryField) -> Bool
    /// The text changed.
    func entryFieldDidChange(_ field: EntryField)
}

extension EntryFieldDelegate {
    /// Default: allows it.
    public func entryFieldShouldBeginEditing(_ field: EntryField) -> Bool { true }
    /// Default: does nothing.
    public func entryFieldDidBeginEditing(_ field: EntryField) {}
    /// Default: allows it.
    public func entryFieldShouldEndEditing(_ field: EntryField) -> Bool { true }
    /// Default: does nothing.
    public func entryFieldDidEndEditing(_ field: EntryField) {}
    /// Default: allows it.
    public func entryFieldShouldReturn(_ field: EntryField) -> Bool { true }
    /// Default: allows it.
    public func entryFieldShouldClear(_ field: EntryField) -> Bool { true }
    /// Default: does nothing.
    public func entryFieldDidChange(_ field: EntryField) {}
}

extension EntryFieldEvents {
    /// Closures that call `delegate`, held weakly, as delegates are on iOS.
    init(forwardingTo delegate: any EntryFieldDelegate) {
        shouldBeginEditing = { [weak delegate] in delegate?.entryFieldShouldBeginEditing($0) ?? true }
        didBeginEditing = { [weak delegate] in delegate?.entryFieldDidBeginEditing($0) }
        shouldEndEditing = { [weak delegate] in delegate?.entryFieldShouldEndEditing($0) ?? true }
        didEndEditing = { [weak delegate] in delegate?.entryFieldDidEndEditing($0) }
        shouldReturn = { [weak delegate] in delegate?.entryFieldShouldReturn($0) ?? true }
        shouldClear = { [weak delegate] in delegate?.entryFieldShouldClear($0) ?? true }
        didChange = { [weak delegate] in delegate?.entryFieldDidChange($0) }
    }
}
