import CGtk

/// A plain object whose GObject properties are only data, such as a `.ui` file's
/// description of something built later: each value is kept by name as GObject sets it and
/// read back as set, or as its definition's default when never set. Each property is then
/// declared once, in the type's ``ObjectTypeDefinition``, and not again in accessors.
///
/// ```swift
/// final class Rule: PropertyBagObject {
///     var pattern: String? { property("pattern")?.stringValue }
/// }
/// ```
@MainActor
open class PropertyBagObject: ObjectImplementation {
    private var values: [String: PropertyValue] = [:]

    /// The value set, nil (GObject then reports the definition's default) when never set.
    override open func value(forProperty name: String) -> PropertyValue? { values[name] }

    override open func setValue(_ value: PropertyValue, forProperty name: String) {
        values[name] = value
    }

    /// The property `name` as GObject reads it: as set, else its definition's default; nil
    /// when the type declares no such property.
    public func property(_ name: String) -> PropertyValue? {
        GObjectProperties.value(of: object, name)
    }
}
