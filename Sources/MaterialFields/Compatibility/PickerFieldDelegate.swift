/// What a picker field asks and tells its owner (`PickerFieldDelegate` on iOS).
/// Every method has a default; the field holds its delegate weakly.
@MainActor
public protocol PickerFieldDelegate: AnyObject {
    /// Whether the picker may open.
    func pickerFieldShouldBeginEditing(_ field: PickerField) -> Bool
    /// The user highlighted a row of the open picker.
    func pickerField(_ field: PickerField, didSelectRow row: Int)
    /// The picker closed with *Done*, or manual entry was committed.
    func pickerFieldDidEndEditing(_ field: PickerField)
    /// The user pressed *Clear*.
    func pickerFieldCleared(_ field: PickerField)
}

extension PickerFieldDelegate {
    /// Default: allows it.
    public func pickerFieldShouldBeginEditing(_ field: PickerField) -> Bool { true }
    /// Default: does nothing.
    public func pickerField(_ field: PickerField, didSelectRow row: Int) {}
    /// Default: does nothing.
    public func pickerFieldDidEndEditing(_ field: PickerField) {}
    /// Default: does nothing.
    public func pickerFieldCleared(_ field: PickerField) {}
}

extension PickerFieldEvents {
    /// Closures that call `delegate`, held weakly, as delegates are on iOS.
    init(forwardingTo delegate: any PickerFieldDelegate) {
        shouldBeginEditing = { [weak delegate] in delegate?.pickerFieldShouldBeginEditing($0) ?? true }
        didSelectRow = { [weak delegate] in delegate?.pickerField($0, didSelectRow: $1) }
        didEndEditing = { [weak delegate] in delegate?.pickerFieldDidEndEditing($0) }
        cleared = { [weak delegate] in delegate?.pickerFieldCleared($0) }
    }
}
