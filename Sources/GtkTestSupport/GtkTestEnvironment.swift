import CGtk
import Foundation
import GtkInterop

/// One-time GTK set-up for widget tests, which must run on the main thread under a
/// display (`xvfb-run -a`).
@MainActor
public enum GtkTestEnvironment {
    /// Initialises GTK; throws ``GtkInteropError/noDisplay`` when there is no display.
    public static func setUp() throws {
        try Gtk.initialize()
    }

    /// Where tests write the PNGs they render: `$MATERIAL_FIELDS_TEST_OUTPUT`, or
    /// `.build/test-output` under the current directory.
    public static var outputDirectory: URL {
        let path = ProcessInfo.processInfo.environment["MATERIAL_FIELDS_TEST_OUTPUT"]
            ?? FileManager.default.currentDirectoryPath + "/.build/test-output"
        let url = URL(fileURLWithPath: path, isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
