/// What a multi-line field tells its owner (the seed's `AreaFieldDelegate`). Every
/// method has a default; the field holds its delegate weakly.
@MainActor
public protocol AreaFieldDelegate: AnyObject {
    /// The field took focus.
    func areaFieldDidBeginEditing(_ field: AreaField)
    /// The field lost focus.
    func areaFieldDidEndEditing(_ field: AreaField)
    /// The text changed.
    func areaFieldDidChange(_ field: AreaField)
}

extension AreaFieldDelegate {
    public func areaFieldDidBeginEditing(_ field: AreaField) {}
    public func areaFieldDidEndEditing(_ field: AreaField) {}
    public func areaFieldDidChange(_ field: AreaField) {}
}
