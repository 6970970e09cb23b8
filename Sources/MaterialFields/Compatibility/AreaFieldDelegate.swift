/// What a multi-line field asks and tells its owner (`AreaFieldDelegate` on iOS, the
/// `UITextViewDelegate` calls). Every method has a default; the field holds its delegate
/// weakly.
@MainActor
public protocol AreaFieldDelegate: AnyObject {
    /// Whether the field may take focus; false refuses it (no focus, no typing).
    func areaFieldShouldBeginEditing(_ field: AreaField) -> Bool
    /// The field took focus.
    func areaFieldDidBeginEditing(_ field: AreaField)
    /// Whether the field may lose focus; false keeps it (Tab stays; a click elsewhere is
    /// taken back on the next main-loop turn, as GTK offers no earlier veto).
    func areaFieldShouldEndEditing(_ field: AreaField) -> Bool
    /// The field lost focus.
    func areaFieldDidEndEditing(_ field: AreaField)
    /// Whether the characters at `range` (character offsets into ``AreaField/text``) may
    /// be replaced by `text` (empty for a deletion); false leaves the text as it was
    /// (`shouldChangeTextIn` on iOS).
    func areaField(_ field: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool
    /// The text changed.
    func areaFieldDidChange(_ field: AreaField)
}

extension AreaFieldDelegate {
    /// Default: allows it.
    public func areaFieldShouldBeginEditing(_ field: AreaField) -> Bool { true }
    /// Default: does nothing.
    public func areaFieldDidBeginEditing(_ field: AreaField) {}
    /// Default: allows it.
    public func areaFieldShouldEndEditing(_ field: AreaField) -> Bool { true }
    /// Default: does nothing.
    public func areaFieldDidEndEditing(_ field: AreaField) {}
    /// Default: allows it.
    public func areaField(_ field: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool { true }
    /// Default: does nothing.
    public func areaFieldDidChange(_ field: AreaField) {}
}

extension AreaFieldEvents {
    /// Closures that call `delegate`, held weakly, as delegates are on iOS.
    init(forwardingTo delegate: any AreaFieldDelegate) {
        shouldBeginEditing = { [weak delegate] in delegate?.areaFieldShouldBeginEditing($0) ?? true }
        didBeginEditing = { [weak delegate] in delegate?.areaFieldDidBeginEditing($0) }
        shouldEndEditing = { [weak delegate] in delegate?.areaFieldShouldEndEditing($0) ?? true }
        didEndEditing = { [weak delegate] in delegate?.areaFieldDidEndEditing($0) }
        shouldChangeText = { [weak delegate] in delegate?.areaField($0, shouldChangeTextIn: $1, replacementText: $2) ?? true }
        didChange = { [weak delegate] in delegate?.areaFieldDidChange($0) }
    }
}
