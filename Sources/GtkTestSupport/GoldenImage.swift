import CGtk
import Foundation
import GtkInterop

/// Compares rendered widgets with committed golden PNGs.
///
/// Goldens are rendered with `GSK_RENDERER=cairo`, animations off and a steady caret, so
/// they are stable run to run. `MATERIAL_FIELDS_UPDATE_GOLDENS=1` rewrites them; look at
/// every rewritten image before committing it.
@MainActor
public enum GoldenImage {
    /// Whether this run rewrites goldens instead of comparing.
    public static var isUpdating: Bool {
        ProcessInfo.processInfo.environment["MATERIAL_FIELDS_UPDATE_GOLDENS"] == "1"
    }

    /// Renders `widget` and compares it with `name.png` among the running GTK's goldens in
    /// `folder` (see ``forRunningGtk(_:)``); returns nil when they match (at most
    /// `tolerance` of the pixels differ noticeably), or what went wrong.
    /// On a mismatch the actual image is written to the test output folder beside the
    /// expected one.
    public static func verify(_ widget: UnsafeMutablePointer<GtkWidget>, named name: String, in folder: URL,
                              tolerance: Double = 0.005) throws -> String? {
        try verify(try RenderedImage(widget: widget), named: name, in: folder, tolerance: tolerance)
    }

    /// Compares an image already rendered (by another process: the demo's screenshots)
    /// with its golden, as ``verify(_:named:in:tolerance:)`` does.
    public static func verify(_ actual: RenderedImage, named name: String, in folder: URL,
                              tolerance: Double = 0.005) throws -> String? {
        let directory = forRunningGtk(folder)
        let golden = directory.appendingPathComponent("\(name).png")
        try actual.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("\(name).png"))
        if isUpdating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.savePNG(to: golden)
            return nil
        }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            return "no golden image \(golden.lastPathComponent): run with MATERIAL_FIELDS_UPDATE_GOLDENS=1 and look at it"
        }
        let expected = try RenderedImage(pngAt: golden)
        let difference = actual.differingFraction(from: expected)
        guard difference > tolerance else { return nil }
        try expected.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("\(name).expected.png"))
        return String(format: "%@ differs from its golden in %.2f%% of pixels (size %dx%d vs %dx%d); see %@",
                      name, difference * 100, actual.width, actual.height, expected.width, expected.height,
                      GtkTestEnvironment.outputDirectory.path)
    }

    /// Compares `widget` with its golden in the `Goldens` folder beside `testFile` (pass
    /// `#filePath`), as ``verify(_:named:in:tolerance:)`` does.
    public static func verify(_ widget: UnsafeMutablePointer<GtkWidget>, named name: String, besides testFile: StaticString) throws -> String? {
        let directory = URL(fileURLWithPath: "\(testFile)").deletingLastPathComponent().appendingPathComponent("Goldens")
        return try verify(widget, named: name, in: directory)
    }

    /// The goldens for the GTK this test runs on, in `folder`: GTK 4.8's (Debian 12) in
    /// `folder` itself, another minor version's in `folder/gtk-4.N`. Text is drawn
    /// differently from one GTK version to the next (0.6 to 6 % of a field's pixels
    /// between 4.8 and 4.18), so each version is compared with its own images at the same
    /// small tolerance, and a layout moved by a pixel still fails on both.
    public static func forRunningGtk(_ folder: URL) -> URL {
        let minor = gtk_get_minor_version()
        return minor == 8 ? folder : folder.appendingPathComponent("gtk-\(gtk_get_major_version()).\(minor)")
    }

    /// Makes rendering deterministic: no animations and a caret that does not blink.
    public static func steadyRendering() {
        guard let settings = gtk_settings_get_default() else { return }
        GObjectProperties.set(settings.gObject, "gtk-enable-animations", to: .bool(false))
        GObjectProperties.set(settings.gObject, "gtk-cursor-blink", to: .bool(false))
    }
}
