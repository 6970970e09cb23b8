/// A value chosen in a popup below its field (a picker's list, a calendar): what opening
/// and the popup's ways of closing do, whatever the value.
public protocol PopupModel: AnyObject {
    /// Whether the popup is open.
    var isOpen: Bool { get }
    /// Opens the popup; false when the field is disabled or a veto keeps it closed.
    @discardableResult func open() -> Bool
    /// *Done*: closes the popup, keeping what was chosen.
    func done()
    /// Escape: closes the popup, putting back what it changed.
    func cancel()
    /// *Clear*: empties the value (a no-op unless the field is clearable).
    func clear()
}

extension PickerModel: PopupModel {}
extension DateFieldModel: PopupModel {}
extension DateRangeModel: PopupModel {}
