import Foundation
import GtkTestSupport
import TestSupport
import XCTest

/// The demo on a HiDPI display (`GDK_SCALE=2`): drawn at twice the pixels, text and icons
/// sharp rather than magnified, in both palettes (the Fields page, rendered by the demo's
/// screenshot mode and compared with its goldens).
final class HiDPITests: XCTestCase {
    func testTheFieldsPageAtScaleTwoInBothPalettes() throws {
        try DemoExecutable.requireDemo()
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
        for palette in ["material", "desktop"] {
            let directory = TemporaryPath("mf-hidpi")
            defer { directory.remove() }
            let result = try Subprocess.run(DemoExecutable.demo, ["--screenshot", directory.path, "--palette", palette],
                                            environment: ["GDK_SCALE": "2", "GSK_RENDERER": "cairo"])
            XCTAssertEqual(result.status, 0, result.errors)
            try withGtk {
                let image = try RenderedImage(pngAt: directory.url.appendingPathComponent("fields.png"))
                // The window is as wide as the screen allows (1280 device pixels are 640 at
                // scale 2); a render at scale 1 would be 880 pixels wide at most.
                XCTAssertGreaterThan(image.width, 1000, "drawn at twice the pixels")
                if let mismatch = try GoldenImage.verify(image, named: "fields-scale-2-\(palette)", in: goldens) {
                    XCTFail(mismatch)
                }
            }
        }
    }
}
