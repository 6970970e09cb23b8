import Foundation
import GtkTestSupport
import TestSupport
import XCTest

/// Tests of the installed C library as its users reach it: through the library, header,
/// pkg-config file, typelib and Vala API that `Scripts/install-c-library.sh` installs in
/// `.build/c` (Scripts/test.sh runs it before the tests).
protocol InstalledLibraryTesting: XCTestCase {}

extension InstalledLibraryTesting {
    /// The package's folder.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
    /// Where the C library is installed for the tests.
    static var prefix: URL { root.appendingPathComponent(".build/c") }
    static func installed(_ path: String) -> String { prefix.appendingPathComponent(path).path }
    static func source(_ path: String) -> String { root.appendingPathComponent(path).path }

    /// What a language's user sets to reach a library installed outside the system's folders.
    static var environment: [String: String] { [
        "PKG_CONFIG_PATH": installed("lib/pkgconfig"),
        "GI_TYPELIB_PATH": installed("lib/girepository-1.0"),
        "LD_LIBRARY_PATH": installed("lib"),
        "G_DEBUG": "fatal-criticals",
    ] }

    func requireInstall() throws {
        guard FileManager.default.fileExists(atPath: Self.installed("lib/girepository-1.0/MaterialFields-1.0.typelib")) else {
            XCTFail("no C library in .build/c: run Scripts/install-c-library.sh .build/c (Scripts/test.sh does)")
            throw XCTSkip("not installed")
        }
    }

    /// Runs `tool` (found on the PATH) with `arguments` and the environment plus `extra`;
    /// its exit status, its output and its errors.
    func run(_ tool: String, _ arguments: [String], _ extra: [String: String] = [:]) throws
        -> (status: Int32, output: String, errors: String) {
        let result = try Subprocess.run(URL(fileURLWithPath: "/usr/bin/env"), [tool] + arguments, environment: extra)
        return (result.status, result.output, result.errors)
    }

    /// Runs a program as a user without Swift would: with the toolchain's folder hidden
    /// behind an empty one (Scripts/without-swift.sh), so nothing of Swift's can load.
    func runWithoutSwift(_ command: [String], _ extra: [String: String] = [:]) throws
        -> (status: Int32, output: String, errors: String) {
        try run(Self.source("Scripts/without-swift.sh"), command, Self.environment.merging(extra) { $1 })
    }

    /// Builds `sources` into one program with the installed pkg-config file and GCC's strict
    /// warnings as errors, at a temporary path the caller removes.
    func compileC(_ sources: String...) throws -> TemporaryPath {
        let flags = try run("pkg-config", ["--cflags", "--libs", "material-fields"], Self.environment)
        XCTAssertEqual(flags.status, 0, flags.errors)
        let binary = TemporaryPath("mf-c")
        let build = try run("gcc", ["-Wall", "-Wextra", "-Wno-unused-parameter", "-Werror", "-Werror=incompatible-pointer-types",
                                    "-o", binary.path] + sources + flags.output.split(whereSeparator: \.isWhitespace).map(String.init))
        XCTAssertEqual(build.status, 0, build.output + build.errors)
        return binary
    }
}
