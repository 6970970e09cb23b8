import CGtk
import Foundation
import GtkInterop

/// Real key presses on Wayland, sent through mutter's remote-desktop D-Bus interface (as
/// GNOME's screen sharing does): mutter turns each keysym into a key event of its virtual
/// keyboard and gives it to the focused surface, exactly as a user's key. Needs mutter on
/// this process's session bus (Scripts/wayland-session.sh starts one).
@MainActor
public final class MutterInput: KeyboardInput {
    /// Why input cannot be sent.
    public enum Failure: Error, CustomStringConvertible {
        /// No session bus, or no mutter on it.
        case unavailable(String)
        /// A key name GDK does not know.
        case unknownKey(String)
        /// Mutter refused a call.
        case failed(String)

        public var description: String {
            switch self {
            case .unavailable(let reason): "mutter's remote desktop is not reachable: \(reason)"
            case .unknownKey(let name): "no keysym is named \(name)"
            case .failed(let reason): "mutter refused: \(reason)"
            }
        }
    }

    private static let service = "org.gnome.Mutter.RemoteDesktop"
    private static let sessionInterface = "org.gnome.Mutter.RemoteDesktop.Session"
    private static let modifiers = ["shift": "Shift_L", "ctrl": "Control_L", "control": "Control_L", "alt": "Alt_L", "super": "Super_L"]
    private let bus: OpaquePointer
    private let session: String

    /// Opens a remote-desktop session of mutter's and starts it.
    public init() throws {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw Failure.unavailable(Self.message(error))
        }
        self.bus = bus
        let created = try Self.call(bus, "/org/gnome/Mutter/RemoteDesktop", Self.service, "CreateSession", nil)
        defer { g_variant_unref(created) }
        let path = g_variant_get_child_value(created, 0)
        defer { g_variant_unref(path) }
        session = String(cString: g_variant_get_string(path, nil))
        g_variant_unref(try Self.call(bus, session, Self.sessionInterface, "Start", nil))
        // Mutter sets up its virtual keyboard on the first key and can drop that key: a
        // Shift press and release go first.
        try send(keysym: try Self.keysym("Shift_L"), pressed: true)
        try send(keysym: try Self.keysym("Shift_L"), pressed: false)
        MainLoopPump.run(for: 0.1)
    }

    isolated deinit {
        if let stopped = try? Self.call(bus, session, Self.sessionInterface, "Stop", nil) { g_variant_unref(stopped) }
        g_object_unref(UnsafeMutableRawPointer(bus))
    }

    public func key(_ keys: String...) throws {
        for combination in keys {
            let names = combination.split(separator: "+").map(String.init)
            let keysyms = try names.enumerated().map { index, name in
                try Self.keysym(index < names.count - 1 ? Self.modifiers[name.lowercased()] ?? name : name)
            }
            for keysym in keysyms { try send(keysym: keysym, pressed: true) }
            for keysym in keysyms.reversed() { try send(keysym: keysym, pressed: false) }
            MainLoopPump.run(for: 0.06)
        }
    }

    public func type(_ text: String) throws {
        for scalar in text.unicodeScalars {
            let keysym = gdk_unicode_to_keyval(scalar.value)
            try send(keysym: keysym, pressed: true)
            try send(keysym: keysym, pressed: false)
            MainLoopPump.run(for: 0.03)
        }
    }

    private func send(keysym: guint, pressed: Bool) throws {
        var arguments: [OpaquePointer?] = [g_variant_new_uint32(keysym), g_variant_new_boolean(pressed ? 1 : 0)]
        let tuple = arguments.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 2) }
        g_variant_unref(try Self.call(bus, session, Self.sessionInterface, "NotifyKeyboardKeysym", tuple))
    }

    private static func keysym(_ name: String) throws -> guint {
        let value = gdk_keyval_from_name(name)
        guard value != 0, value != 0xffffff else { throw Failure.unknownKey(name) }
        return value
    }

    /// Calls `method` and returns its (owned) reply.
    private static func call(_ bus: OpaquePointer, _ path: String, _ interface: String, _ method: String,
                             _ parameters: OpaquePointer?) throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        guard let reply = g_dbus_connection_call_sync(bus, service, path, interface, method, parameters, nil,
                                                      G_DBUS_CALL_FLAGS_NONE, 5000, nil, &error) else {
            throw Failure.failed("\(method): \(message(error))")
        }
        return reply
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        defer { if let error { g_error_free(error) } }
        return error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
    }
}
