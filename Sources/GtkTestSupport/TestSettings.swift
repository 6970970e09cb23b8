import CGtk
import Foundation
import GtkInterop
import TestSupport

/// A `GSettings` of a schema made for one test, compiled with `glib-compile-schemas` into a
/// folder of its own and kept in memory (GLib's memory backend), so `g_settings_bind` can be
/// tested with no schema installed and nothing written to the user's settings.
@MainActor
public final class TestSettings {
    /// Why the settings could not be made.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    /// The settings object.
    public let settings: UnsafeMutablePointer<GSettings>
    private let folder: TemporaryPath

    /// Settings with `keys`, each a name and a GVariant type string (`"s"`, `"d"`, `"u"`,
    /// `"as"`, …), starting empty (an empty string or list, zero).
    public init(keys: [String: String]) throws {
        folder = try TemporaryPath.folder("mf-settings")
        let defaults = ["s": "''", "d": "0.0", "u": "uint32 0", "i": "0", "b": "false", "as": "@as []"]
        let entries = keys.sorted { $0.key < $1.key }.map { name, type in
            "<key name='\(name)' type='\(type)'><default>\(defaults[type] ?? "''")</default></key>"
        }.joined()
        let schema = "<schemalist><schema id='org.materialfields.Test' path='/org/materialfields/test/'>\(entries)</schema></schemalist>"
        try schema.write(to: folder.url.appendingPathComponent("org.materialfields.Test.gschema.xml"), atomically: true, encoding: .utf8)
        let compiled = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/env"), ["glib-compile-schemas", folder.path])
        guard compiled.status == 0 else { throw Failure(description: "glib-compile-schemas: \(compiled.errors)") }
        var error: UnsafeMutablePointer<GError>?
        guard let source = g_settings_schema_source_new_from_directory(folder.path, nil, 0, &error) else {
            defer { g_clear_error(&error) }
            throw Failure(description: error.map { String(cString: $0.pointee.message) } ?? "no schema source")
        }
        defer { g_settings_schema_source_unref(source) }
        guard let schemaObject = g_settings_schema_source_lookup(source, "org.materialfields.Test", 0) else {
            throw Failure(description: "the compiled schema is not in its folder")
        }
        defer { g_settings_schema_unref(schemaObject) }
        let backend = g_memory_settings_backend_new()
        defer { g_object_unref(backend) }
        guard let made = g_settings_new_full(schemaObject, backend, nil) else { throw Failure(description: "g_settings_new_full") }
        settings = made
    }

    isolated deinit {
        g_object_unref(settings)
        folder.remove()
    }

    /// The string of `key`.
    public func string(_ key: String) -> String {
        guard let value = g_settings_get_string(settings, key) else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// The list of strings of `key` (an `as` key).
    public func strings(_ key: String) -> [String] {
        guard let list = g_settings_get_strv(settings, key) else { return [] }
        defer { g_strfreev(list) }
        return CStringArray.strings(list)
    }

    /// Sets the list of strings of `key` (an `as` key).
    public func set(_ key: String, strings: [String]) {
        let copies = strings.map { g_strdup($0) }
        defer { copies.forEach { g_free($0) } }
        let pointers = copies.map { UnsafePointer<gchar>($0) }
        pointers.withUnsafeBufferPointer { buffer in
            _ = g_settings_set_value(settings, key, g_variant_new_strv(buffer.baseAddress, gssize(buffer.count)))
        }
    }
}
