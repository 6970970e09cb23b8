import CGtk
import FoundationEssentials

/// The value of a GObject property or signal parameter, as Swift reads and writes it.
public enum PropertyValue: Equatable, Sendable {
    /// A string, or NULL.
    case string(String?)
    /// A boolean.
    case bool(Bool)
    /// A 32-bit integer (wider values are clamped).
    case int(Int)
    /// A double.
    case double(Double)
    /// A value of a GEnum type, by its number.
    case enumeration(Int)
    /// A list of strings (a `GStrv`).
    case strings([String])
    /// A point in time (a `GDateTime`), or NULL.
    case dateTime(Date?)
    /// An unsigned 32-bit integer (wider values are clamped).
    case uint(UInt32)
    /// A GObject, or NULL; borrowed for the call that hands it over (a setter that keeps it
    /// takes a reference of its own).
    case object(ObjectPointer?)

    /// The string, if this is a string value.
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    /// The boolean, if this is a boolean value.
    public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    /// The integer, if this is an integer value.
    public var intValue: Int? { if case .int(let value) = self { value } else { nil } }
    /// The double, if this is a double value.
    public var doubleValue: Double? { if case .double(let value) = self { value } else { nil } }
    /// The enum value's number, if this is an enum value.
    public var enumValue: Int? { if case .enumeration(let value) = self { value } else { nil } }
    /// The date, if this is a date-time value (nil for NULL, too).
    public var dateValue: Date? { if case .dateTime(let value) = self { value } else { nil } }
    /// The unsigned integer, if this is one.
    public var uintValue: UInt32? { if case .uint(let value) = self { value } else { nil } }
    /// The strings, if this is a list of strings.
    public var stringsValue: [String]? { if case .strings(let value) = self { value } else { nil } }
    /// The object, if this is an object value that is not NULL.
    public var objectValue: UnsafeMutablePointer<GObject>? { if case .object(let value) = self { value?.object } else { nil } }

    /// Reads a `GValue` holding one of the types above; nil for any other type.
    init?(_ value: UnsafePointer<GValue>) {
        let value = UnsafeMutablePointer(mutating: value)
        if g_type_check_value_holds(value, mf_type_string()) != 0 {
            self = .string(g_value_get_string(value).map { String(cString: $0) })
        } else if g_type_check_value_holds(value, mf_type_boolean()) != 0 {
            self = .bool(g_value_get_boolean(value) != 0)
        } else if g_type_check_value_holds(value, mf_type_int()) != 0 {
            self = .int(Int(g_value_get_int(value)))
        } else if g_type_check_value_holds(value, mf_type_double()) != 0 {
            self = .double(g_value_get_double(value))
        } else if g_type_check_value_holds(value, mf_type_enum()) != 0 {
            self = .enumeration(Int(g_value_get_enum(value)))
        } else if g_type_check_value_holds(value, g_strv_get_type()) != 0 {
            self = .strings(CStringArray.strings(UnsafeRawPointer(g_value_get_boxed(value))?.assumingMemoryBound(to: UnsafePointer<CChar>?.self)))
        } else if g_type_check_value_holds(value, g_date_time_get_type()) != 0 {
            self = .dateTime(DateTimes.date(g_value_get_boxed(value).map(OpaquePointer.init)))
        } else if g_type_check_value_holds(value, mf_type_uint()) != 0 {
            self = .uint(UInt32(g_value_get_uint(value)))
        } else if g_type_check_value_holds(value, g_object_get_type()) != 0 {
            self = .object(g_value_get_object(value).map(ObjectPointer.init))
        } else {
            return nil
        }
    }

    /// Writes into a `GValue` that is already initialised to a matching type; returns
    /// false (and leaves it untouched) when the types differ.
    @discardableResult
    func store(in value: UnsafeMutablePointer<GValue>) -> Bool {
        switch self {
        case .string(let text) where g_type_check_value_holds(value, mf_type_string()) != 0:
            g_value_set_string(value, text)
        case .bool(let flag) where g_type_check_value_holds(value, mf_type_boolean()) != 0:
            g_value_set_boolean(value, flag ? 1 : 0)
        case .int(let number) where g_type_check_value_holds(value, mf_type_int()) != 0:
            g_value_set_int(value, gint(clamping: number))
        case .double(let number) where g_type_check_value_holds(value, mf_type_double()) != 0:
            g_value_set_double(value, number)
        case .enumeration(let number) where g_type_check_value_holds(value, mf_type_enum()) != 0:
            g_value_set_enum(value, gint(clamping: number))
        case .strings(let strings) where g_type_check_value_holds(value, g_strv_get_type()) != 0:
            // A GStrv GLib will free with g_strfreev: g_malloc'd, NULL-terminated.
            let vector = g_malloc0(gsize((strings.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride))
                .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: strings.count + 1)
            for (index, string) in strings.enumerated() { vector[index] = g_strdup(string) }
            g_value_take_boxed(value, vector)
        case .dateTime(let date) where g_type_check_value_holds(value, g_date_time_get_type()) != 0:
            g_value_take_boxed(value, date.flatMap(DateTimes.dateTime).map(UnsafeMutableRawPointer.init))
        case .uint(let number) where g_type_check_value_holds(value, mf_type_uint()) != 0:
            g_value_set_uint(value, guint(number))
        case .object(let object) where g_type_check_value_holds(value, g_object_get_type()) != 0:
            g_value_set_object(value, object?.object)
        default:
            return false
        }
        return true
    }

    /// The GType of this value.
    var gType: GType {
        switch self {
        case .string: mf_type_string()
        case .bool: mf_type_boolean()
        case .int: mf_type_int()
        case .double: mf_type_double()
        case .enumeration: mf_type_enum()
        case .strings: g_strv_get_type()
        case .dateTime: g_date_time_get_type()
        case .uint: mf_type_uint()
        case .object: g_object_get_type()
        }
    }
}
