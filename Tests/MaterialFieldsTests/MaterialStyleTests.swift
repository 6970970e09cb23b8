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

    func testSwitchingBetweenLightAndDarkRepaintsTheFields() throws {
        try withGtk {
            let field = EntryField(placeholder: "Surface")
            let window = TestWindow(width: 240, height: 56, child: field.widget)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: field.widget))

            try MaterialStyle.install(.light)
            MainLoopPump.waitForFrames(of: field.widget)
            let light = try RenderedImage(widget: field.widget).pixel(x: 8, y: 4)
            XCTAssertEqual([light.red, light.green, light.blue], [0xe6, 0xe0, 0xe9], "light surface-container-highest")

            try MaterialStyle.install(.dark)
            MainLoopPump.waitForFrames(of: field.widget)
            let darkImage = try RenderedImage(widget: field.widget)
            let dark = darkImage.pixel(x: 8, y: 4)
            XCTAssertEqual([dark.red, dark.green, dark.blue], [0x36, 0x34, 0x3b], "dark surface-container-highest")
            XCTAssertEqual(MaterialStyle.colorScheme, .dark)
            try darkImage.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("style-dark-field.png"))

            try MaterialStyle.install(.light)
        }
    }
}
