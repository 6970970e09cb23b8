import CGtk

/// Reads and writes any GObject's properties by name with Swift values
/// (`g_object_get` and `g_object_set` are variadic).
@MainActor
public enum GObjectProperties {
    /// The property's value, or nil if the object has no readable property of that name
    /// or its type is not a string, boolean, int or double.
    public static func value(of object: UnsafeMutablePointer<some Any>, _ name: String) -> PropertyValue? {
        guard let spec = paramSpec(object, name) else { return nil }
        var value = GValue()
        g_value_init(&value, spec.pointee.value_type)
        defer { g_value_unset(&value) }
        g_object_get_property(object.gObject, name, &value)
        return PropertyValue(&value)
    }

    /// Sets the property; returns false (and changes nothing) if the object has no such
    /// writable property or `value` is of another type.
    @discardableResult
    public static func set(_ object: UnsafeMutablePointer<some Any>, _ name: String, to newValue: PropertyValue) -> Bool {
        guard let spec = paramSpec(object, name), spec.pointee.flags.rawValue & G_PARAM_WRITABLE.rawValue != 0 else {
            return false
        }
        var value = GValue()
        g_value_init(&value, spec.pointee.value_type)
        defer { g_value_unset(&value) }
        guard newValue.store(in: &value) else { return false }
        g_object_set_property(object.gObject, name, &value)
        return true
    }

    private static func paramSpec(_ object: UnsafeMutablePointer<some Any>, _ name: String) -> UnsafeMutablePointer<GParamSpec>? {
        guard let klass = object.gObject.pointee.g_type_instance.g_class else { return nil }
        return g_object_class_find_property(gCast(klass, to: GObjectClass.self), name)
    }
}
