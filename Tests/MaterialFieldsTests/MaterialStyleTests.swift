import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsResources
import XCTest

final class MaterialStyleTests: XCTestCase {
    func testTheShippedStylesheetsAreFoundThroughTheResourceBundle() throws {
        for name in ["material-fields", "material-fields-light", "material-fields-dark"] {
            let url = try XCTUnwrap(MaterialFieldsResources.styleSheetURL(named: name), name)
            XCTAssertTrue(url.path.contains(".resources/css/"), "found in the copied resource bundle, not the source tree: \(url.path)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
        }
        XCTAssertNil(MaterialFieldsResources.styleSheetURL(named: "no-such-sheet"))
    }

    func testSwitchingBetweenLightAndDarkRepaintsTheSurface() throws {
        try withGtk {
            let surface = try XCTUnwrap(gtk_label_new("Surface"))
            gtk_widget_add_css_class(surface, "mf-surface")
            gtk_widget_set_size_request(surface, 120, 56)
            let window = TestWindow(width: 120, height: 56, child: surface)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: surface))

            try MaterialStyle.install(.light)
            MainLoopPump.waitForFrames(of: surface)
            let light = try RenderedImage(widget: surface).pixel(x: 2, y: 2)
            XCTAssertEqual([light.red, light.green, light.blue], [0xe6, 0xe0, 0xe9], "light surface-container-highest")

            try MaterialStyle.install(.dark)
            MainLoopPump.waitForFrames(of: surface)
            let darkImage = try RenderedImage(widget: surface)
            let dark = darkImage.pixel(x: 2, y: 2)
            XCTAssertEqual([dark.red, dark.green, dark.blue], [0x36, 0x34, 0x3b], "dark surface-container-highest")
            XCTAssertEqual(MaterialStyle.colorScheme, .dark)
            try darkImage.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("style-dark-surface.png"))

            try MaterialStyle.install(.light)
        }
    }
}
