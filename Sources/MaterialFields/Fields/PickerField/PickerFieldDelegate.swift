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
