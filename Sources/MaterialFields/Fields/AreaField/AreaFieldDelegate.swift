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
    /// Default: does nothing.
    public func areaFieldDidBeginEditing(_ field: AreaField) {}
    /// Default: does nothing.
    public func areaFieldDidEndEditing(_ field: AreaField) {}
    /// Default: does nothing.
    public func areaFieldDidChange(_ field: AreaField) {}
}
