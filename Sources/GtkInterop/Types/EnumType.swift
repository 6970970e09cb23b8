import CGtk

/// A GEnum type registered from Swift, so an enum-valued property is typed for C,
/// GtkBuilder and introspection (set by its nick, such as `"outlined"`) instead of being
/// a string that silently falls back to a default.
///
/// Values are the case positions 0, 1, 2...; ``nicks`` names them in that order.
@MainActor
public final class EnumType {
    /// The registered GType.
    public let gType: GType
    /// The nicks, one per value, in value order.
    public let nicks: [String]

    private static var registered: [String: EnumType] = [:]

    private init(gType: GType, nicks: [String]) {
        self.gType = gType
        self.nicks = nicks
    }

    /// Registers a GEnum named `name` (such as `"MfFieldVariant"`) whose values are
    /// `0..<nicks.count`, or returns the one registered under that name earlier.
    ///
    /// - Throws: ``GtkInteropError/typeNameTaken(_:)`` if something other than this API
    ///   registered the name.
    public static func register(_ name: String, nicks: [String]) throws -> EnumType {
        if let existing = registered[name] { return existing }
        guard g_type_from_name(name) == 0 else { throw GtkInteropError.typeNameTaken(name) }
        // GObject keeps pointers into this table and its strings for the life of the
        // process, as it does for a C enum's static table: they are never freed.
        let table = UnsafeMutablePointer<GEnumValue>.allocate(capacity: nicks.count + 1)
        for (index, nick) in nicks.enumerated() {
            let valueName = g_strdup(valueName(type: name, nick: nick))
            table[index] = GEnumValue(value: gint(index), value_name: valueName, value_nick: g_strdup(nick))
        }
        table[nicks.count] = GEnumValue(value: 0, value_name: nil, value_nick: nil)
        let type = EnumType(gType: g_enum_register_static(name, table), nicks: nicks)
        registered[name] = type
        return type
    }

    /// A value's C name as glib-mkenums writes it: `MfFieldVariant` and `outlined` give
    /// `MF_FIELD_VARIANT_OUTLINED`, the name GtkBuilder and introspection look up. A word
    /// starts at a capital after a small letter or a digit, and at the last capital of a run
    /// that a small letter or a digit follows (`MFState` gives `MF_STATE`).
    ///
    /// Type names and nicks are C identifiers (GLib asks for ASCII), so it works on bytes:
    /// Unicode's case tables and string algorithms cost a library's first type more than the
    /// rest of its registration.
    public nonisolated static func valueName(type name: String, nick: String) -> String {
        let (a, z, capitalA, capitalZ) = (UInt8(ascii: "a"), UInt8(ascii: "z"), UInt8(ascii: "A"), UInt8(ascii: "Z"))
        func isCapital(_ byte: UInt8?) -> Bool { byte.map { (capitalA...capitalZ).contains($0) } ?? false }
        func isSmallOrDigit(_ byte: UInt8?) -> Bool {
            byte.map { (a...z).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
        }
        func upper(_ byte: UInt8) -> UInt8 {
            switch byte {
            case UInt8(ascii: "-"): UInt8(ascii: "_")
            case a...z: byte - (a - capitalA)
            default: byte
            }
        }
        let type = Array(name.utf8)
        var bytes: [UInt8] = []
        for index in type.indices {
            let byte = type[index]
            let before = index > 0 ? type[index - 1] : nil, next = index + 1 < type.count ? type[index + 1] : nil
            let twoBefore = index > 1 ? type[index - 2] : nil
            if isCapital(byte), isSmallOrDigit(before) || (isCapital(before) && isCapital(twoBefore) && isSmallOrDigit(next)) {
                bytes.append(UInt8(ascii: "_"))
            }
            bytes.append(upper(byte))
        }
        bytes.append(UInt8(ascii: "_"))
        bytes.append(contentsOf: nick.utf8.map(upper))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A Swift case name as a GEnum nick, GLib's kebab case: `emailAddress` gives
    /// `email-address`. On ASCII bytes, as ``valueName(type:nick:)`` is, for the same reason.
    public nonisolated static func nick(camelCase name: String) -> String {
        var bytes: [UInt8] = []
        for byte in name.utf8 {
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
                bytes += [UInt8(ascii: "-"), byte - UInt8(ascii: "A") + UInt8(ascii: "a")]
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value named `nick`, nil for an unknown nick.
    public func value(ofNick nick: String) -> Int? {
        nicks.firstIndex(of: nick)
    }
}
