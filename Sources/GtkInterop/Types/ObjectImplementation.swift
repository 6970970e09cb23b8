import CGtk

/// The Swift object behind each instance of a Swift-defined GObject type that is not a
/// widget (a layout child, say): GObject creates it with the instance and releases it when
/// the instance is finalized. Override the property accessors for the declared properties.
@MainActor
open class ObjectImplementation {
    /// The instance. Not a reference: the instance owns this object, not the reverse.
    public let object: UnsafeMutablePointer<GObject>

    /// Called while GObject initialises the instance.
    public required init(object: UnsafeMutablePointer<GObject>) {
        self.object = object
    }

    /// The current value of a declared property; nil reports the property's default.
    open func value(forProperty name: String) -> PropertyValue? { nil }

    /// Sets a declared property from GObject (`g_object_set`, a `.ui` file's `<layout>`).
    open func setValue(_ value: PropertyValue, forProperty name: String) {}

    /// Takes a `<child>` object of a `.ui` file (`type` is the element's `type` attribute),
    /// for a type registered with `takesChildren`; one it cannot take it refuses with a
    /// warning, as GTK's own containers do.
    open func addChild(_ child: UnsafeMutablePointer<GObject>, type: String?) {}

    /// Emits `signal` with `arguments`; returns the handlers' answer for a boolean signal.
    @discardableResult
    public func emit(_ signal: String, _ arguments: PropertyValue...) -> Bool {
        GObjectEmission.emit(object, signal, arguments)
    }

    /// Emits "notify" for the declared property `name` (call it only on a real change).
    public func notify(_ name: String) {
        if let spec = ObjectType.type(of: object)?.paramSpec(named: name) { g_object_notify_by_pspec(object, spec) }
    }
}
