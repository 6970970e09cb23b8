import CGtk
import Foundation
import GtkTestSupport
import TestSupport
import XCTest

/// A real picture file for a theme to name: a label rendered by GTK and saved as a PNG in
/// the temporary folder. The caller removes it.
@MainActor
enum TemporaryPNG {
    static func make(showing text: String) throws -> URL {
        let url = TemporaryPath("mf-theme", suffix: ".png").url
        let label = try XCTUnwrap(gtk_label_new(text))
        let window = TestWindow(width: 120, height: 40, child: label)
        defer { window.close() }
        XCTAssertTrue(window.present(waitingFor: label))
        try RenderedImage(widget: label).savePNG(to: url)
        return url
    }
}
