import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsC
import XCTest

/// The widgets from C and Python, as a C or PyGObject app reaches them: through the
/// library, header, pkg-config file and typelib that `Scripts/build-c-library.sh`
/// installs in `.build/c` (Scripts/test.sh runs it before the tests).
final class OtherLanguagesTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let prefix = root.appendingPathComponent(".build/c")

    private func requireInstall() throws {
        let typelib = Self.prefix.appendingPathComponent("lib/girepository-1.0/MaterialFields-1.0.typelib")
        guard FileManager.default.fileExists(atPath: typelib.path) else {
            XCTFail("no C library in .build/c: run Scripts/build-c-library.sh (Scripts/test.sh does)")
            throw XCTSkip("not installed")
        }
    }

    /// Runs `tool` (found on the PATH) with `arguments` and the environment plus `extra`;
    /// its exit status, and its output and errors together.
    private func run(_ tool: String, _ arguments: [String], _ extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let result = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, environment: extra)
        return (result.status, result.output + result.errors)
    }

    func testTheCExampleBuildsWithPkgConfigAndRunsAgainstTheInstalledLibrary() throws {
        try requireInstall()
        let pkgConfig = ["PKG_CONFIG_PATH": Self.prefix.appendingPathComponent("lib/pkgconfig").path]
        let flags = try run("pkg-config", ["--cflags", "--libs", "material-fields"], pkgConfig)
        XCTAssertEqual(flags.status, 0, flags.output)
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("mf-fields-c-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: binary) }
        let source = Self.root.appendingPathComponent("c/examples/fields.c").path
        let compiler = FileManager.default.isExecutableFile(atPath: "/usr/bin/cc") ? "cc" : "clang"
        let build = try run(compiler, ["-Wall", "-Werror", source, "-o", binary.path]
                            + flags.output.split(whereSeparator: \.isWhitespace).map(String.init))
        XCTAssertEqual(build.status, 0, build.output)

        // No LD_LIBRARY_PATH: the app finds the library, and the library Swift's runtime.
        let result = try run(binary.path, ["--check"], ["G_DEBUG": "fatal-criticals", "LD_LIBRARY_PATH": ""])
        assertPassed(result, showing: ["notify::text fired once", "a minimum after the maximum is a GError",
                                       "the stack box gives the postcode its 120 px", "the complete form submits and the view says so"])
    }

    /// An example's `--check` run ended well, and printed these checks among its passes.
    private func assertPassed(_ result: (status: Int32, output: String), showing checks: [String],
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
        for check in checks {
            XCTAssertTrue(result.output.contains("ok: \(check)\n"), "\(check): \(result.output)", file: file, line: line)
        }
        XCTAssertTrue(result.output.hasSuffix("0 failed\n"), result.output, file: file, line: line)
    }

    func testThePythonExampleSetsAndReadsEverythingThroughIntrospection() throws {
        try requireInstall()
        let result = try run("/usr/bin/python3", [Self.root.appendingPathComponent("c/examples/fields.py").path, "--check"], [
            "GI_TYPELIB_PATH": Self.prefix.appendingPathComponent("lib/girepository-1.0").path,
            "G_DEBUG": "fatal-criticals",
        ])
        assertPassed(result, showing: ["the variant is an introspected enum", "date-changed fired once",
                                       "the complete form submits and the view says so"])
    }

    func testTheTypelibDeclaresWhatTheSwiftTypesRegister() throws {
        try requireInstall()
        let listing = try run("/usr/bin/python3", [Self.root.appendingPathComponent("Scripts/typelib-types.py").path], [
            "GI_TYPELIB_PATH": Self.prefix.appendingPathComponent("lib/girepository-1.0").path,
        ])
        XCTAssertEqual(listing.status, 0, listing.output)
        let typelib = Set(listing.output.split(separator: "\n").map(String.init))
        var registered: Set<String> = []
        try withGtk {
            try MaterialFieldTypes.registerTypes()
            // The C library's own types, which the Swift package does not register.
            XCTAssertNotEqual(mfFormGetType(), 0)
            XCTAssertNotEqual(mfRowKindGetType(), 0)
            var lines: Set<String> = []
            for (name, typeName) in [("Field", "MfField"), ("EntryField", "MfEntryField"), ("AreaField", "MfAreaField"),
                                     ("PickerField", "MfPickerField"), ("DateField", "MfDateField"),
                                     ("StackBox", "MfStackBox"), ("StackLayout", "MfStackLayout"),
                                     ("StackLayoutChild", "MfStackLayoutChild"), ("Form", "MfForm")] {
                let (properties, signals) = Self.declared(by: g_type_from_name(typeName))
                lines.insert("\(name) \(typeName) props=\(properties.joined(separator: ",")) signals=\(signals.joined(separator: ","))")
            }
            for (name, typeName) in [("FieldVariant", "MfFieldVariant"), ("InputPurpose", "MfInputPurpose"), ("DateMode", "MfDateMode"),
                                     ("StackOrientation", "MfStackOrientation"), ("StackJustify", "MfStackJustify"),
                                     ("StackAlignment", "MfStackAlignment"), ("RowKind", "MfRowKind")] {
                lines.insert("\(name) \(typeName) enum=\(Self.nicks(of: g_type_from_name(typeName)).joined(separator: ","))")
            }
            registered = lines
        }
        XCTAssertEqual(typelib.count, 16, listing.output)
        XCTAssertEqual(typelib, registered, "every type, property, signal and enum value, in both")
    }

    /// The properties and signals `type` itself declares (not its parents'), sorted.
    @MainActor private static func declared(by type: GType) -> (properties: [String], signals: [String]) {
        guard let typeClass = g_type_class_ref(type) else { return ([], []) }
        defer { g_type_class_unref(typeClass) }
        var count: guint = 0
        var properties: [String] = []
        if let specs = g_object_class_list_properties(typeClass.assumingMemoryBound(to: GObjectClass.self), &count) {
            for index in 0..<Int(count) {
                if let spec = specs[index], spec.pointee.owner_type == type { properties.append(String(cString: spec.pointee.name)) }
            }
            g_free(specs)
        }
        var signals: [String] = []
        if let ids = g_signal_list_ids(type, &count) {
            for index in 0..<Int(count) { signals.append(String(cString: g_signal_name(ids[index]))) }
            g_free(ids)
        }
        return (properties.sorted(), signals.sorted())
    }

    /// An enum type's value nicks, in value order, as introspection names them.
    @MainActor private static func nicks(of type: GType) -> [String] {
        guard let enumClass = g_type_class_ref(type)?.assumingMemoryBound(to: GEnumClass.self) else { return [] }
        defer { g_type_class_unref(enumClass) }
        return (0..<Int(enumClass.pointee.n_values)).map {
            String(cString: enumClass.pointee.values[$0].value_nick).replacingOccurrences(of: "-", with: "_")
        }
    }
}
