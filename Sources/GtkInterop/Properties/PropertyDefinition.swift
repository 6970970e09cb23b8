import CGtk

/// One GObject property that a Swift-defined widget type installs, so GtkBuilder `.ui`
/// files, `g_object_set` and bindings from other languages can set and read it.
public struct PropertyDefinition: Sendable {
    /// The type and default of a property.
    public enum Kind: Sendable {
        /// A string, nil allowed.
        case string(default: String?)
        /// A boolean.
        case bool(default: Bool)
        /// An integer within a range (values outside it are clamped by GObject).
        case int(range: ClosedRange<Int>, default: Int)
        /// A double within a range.
        case double(range: ClosedRange<Double>, default: Double)
        /// A value of a registered GEnum, by position.
        case enumeration(EnumType, default: Int)
        /// A list of strings (`GStrv`; one per line in a GtkBuilder file), empty by default.
        case strings
        /// A point in time (`GDateTime`), NULL by default.
        case dateTime
        /// An unsigned integer up to `maximum`.
        case uint(maximum: UInt32, default: UInt32)
        /// An object of the GType `type` or a subtype, NULL by default.
        case object(GType)
    }

    /// The canonical name, such as `"helper-text"`.
    public let name: String
    /// The type and default value.
    public let kind: Kind
    /// A one-line description, shown by introspection tools.
    public let blurb: String
    /// Whether the property can only be read.
    public let isReadOnly: Bool
    /// Whether the property is an old name kept for a release (`G_PARAM_DEPRECATED`:
    /// GLib warns of its use under `G_ENABLE_DIAGNOSTIC=1`, and introspection marks it).
    public let isDeprecated: Bool
    /// Whether the property is given only when the instance is made (`G_PARAM_CONSTRUCT_ONLY`:
    /// `g_object_new`'s arguments, a `.ui` file's `<property>`), never changed later.
    public let isConstructOnly: Bool

    /// Describes a property; `name` must be a valid GObject property name (letters,
    /// digits and dashes, starting with a letter).
    public init(_ name: String, _ kind: Kind, blurb: String = "", readOnly: Bool = false, deprecated: Bool = false,
                constructOnly: Bool = false) {
        self.name = name
        self.kind = kind
        self.blurb = blurb
        self.isReadOnly = readOnly
        self.isDeprecated = deprecated
        self.isConstructOnly = constructOnly
    }

    /// The default value, as a ``PropertyValue``.
    public var defaultValue: PropertyValue {
        switch kind {
        case .string(let value): .string(value)
        case .bool(let value): .bool(value)
        case .int(_, let value): .int(value)
        case .double(_, let value): .double(value)
        case .enumeration(_, let value): .enumeration(value)
        case .strings: .strings([])
        case .dateTime: .dateTime(nil)
        case .uint(_, let value): .uint(value)
        case .object: .object(nil)
        }
    }

    func makeParamSpec() -> UnsafeMutablePointer<GParamSpec>? {
        // EXPLICIT_NOTIFY: "notify" fires only when the value really changes, which the
        // implementation reports itself (GObject would otherwise notify on every set).
        let access = isReadOnly ? G_PARAM_READABLE.rawValue : G_PARAM_READWRITE.rawValue
        let deprecation = isDeprecated ? G_PARAM_DEPRECATED.rawValue : 0
        let construction = isConstructOnly ? G_PARAM_CONSTRUCT_ONLY.rawValue : 0
        let flags = GParamFlags(rawValue: access | G_PARAM_EXPLICIT_NOTIFY.rawValue | deprecation | construction)
        switch kind {
        case .string(let value):
            return g_param_spec_string(name, name, blurb, value, flags)
        case .bool(let value):
            return g_param_spec_boolean(name, name, blurb, value ? 1 : 0, flags)
        case .int(let range, let value):
            return g_param_spec_int(name, name, blurb, gint(clamping: range.lowerBound),
                                    gint(clamping: range.upperBound), gint(clamping: value), flags)
        case .double(let range, let value):
            return g_param_spec_double(name, name, blurb, range.lowerBound, range.upperBound, value, flags)
        case .enumeration(let type, let value):
            return g_param_spec_enum(name, name, blurb, type.gType, gint(clamping: value), flags)
        case .strings:
            return g_param_spec_boxed(name, name, blurb, g_strv_get_type(), flags)
        case .dateTime:
            return g_param_spec_boxed(name, name, blurb, g_date_time_get_type(), flags)
        case .uint(let maximum, let value):
            return g_param_spec_uint(name, name, blurb, 0, guint(maximum), guint(value), flags)
        case .object(let type):
            return g_param_spec_object(name, name, blurb, type, flags)
        }
    }
}

extension PropertyDefinition {
    /// Installs `definitions` on a class being initialised, with ids from 1 in order;
    /// returns the param specs by property name.
    @MainActor
    static func install(_ definitions: [PropertyDefinition],
                        on objectClass: UnsafeMutablePointer<GObjectClass>) -> [String: UnsafeMutablePointer<GParamSpec>] {
        var specs: [String: UnsafeMutablePointer<GParamSpec>] = [:]
        for (index, property) in definitions.enumerated() {
            guard let spec = property.makeParamSpec() else { continue }
            g_object_class_install_property(objectClass, guint(index + 1), spec)
            specs[property.name] = spec
        }
        return specs
    }
}
