import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsResources
import XCTest

final class MaterialStyleTests: XCTestCase {
    func testTheShippedStylesheetsAreCompiledIn() throws {
        for name in ["material-fields", "material-fields-light", "material-fields-dark"] {
            let css = try XCTUnwrap(MaterialFieldsResources.styleSheet(named: name), name)
            XCTAssertTrue(css.contains("@define-color") || css.contains("entryfield"), name)
        }
        XCTAssertNil(MaterialFieldsResources.styleSheet(named: "no-such-sheet"))
    }

    func testSwitchingBetweenLightAndDarkRepaintsTheFields() throws {
        try withGtk {
            let field = EntryField(label: "Surface")
            let window = TestWindow(width: 240, height: 56, child: field.widget.pointer)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: field.widget.pointer))

            try MaterialStyle.install(.light)
            MainLoopPump.waitForFrames(of: field.widget.pointer)
            let light = try RenderedImage(widget: field.widget.pointer).pixel(x: 8, y: 4)
            XCTAssertEqual([light.red, light.green, light.blue], [0xe6, 0xe0, 0xe9], "light surface-container-highest")

            try MaterialStyle.install(.dark)
            MainLoopPump.waitForFrames(of: field.widget.pointer)
            let darkImage = try RenderedImage(widget: field.widget.pointer)
            let dark = darkImage.pixel(x: 8, y: 4)
            XCTAssertEqual([dark.red, dark.green, dark.blue], [0x4a, 0x48, 0x50], "dark surface-container-highest")
            XCTAssertEqual(MaterialStyle.colorScheme, .dark)
            try darkImage.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("style-dark-field.png"))

            try MaterialStyle.install(.light)
        }
    }

    /// The darkest grey (0 to 255) drawn in `field`'s input, where its text's ink is, seen
    /// over white (the pixels are premultiplied; a disabled container is near transparent).
    @MainActor private static func darkestInk(of field: Field) throws -> Int {
        let input = try XCTUnwrap(WidgetTree.child(of: field.widget.pointer, withClass: "input"))
        let image = try RenderedImage(widget: field.widget.pointer)
        let box = WidgetTree.bounds(of: input, in: field.widget.pointer)
        var darkest = 255
        for y in Int(box.origin.y)..<min(image.height, Int(box.origin.y + box.size.height)) {
            for x in Int(box.origin.x)..<min(image.width, Int(box.origin.x + box.size.width)) {
                let pixel = image.pixel(x: x, y: y)
                darkest = min(darkest, (Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3 + 255 - Int(pixel.alpha))
            }
        }
        return darkest
    }

    func testADisabledAreaFieldGreysItsTextAsADisabledEntryFieldDoes() throws {
        try withGtk {
            let entry = EntryField(label: "Entry")
            let area = AreaField(label: "Area")
            let enabled = AreaField(label: "Enabled")
            entry.text = "Ada Lovelace"
            for field in [area, enabled] { field.text = "Ada Lovelace" }
            entry.isEnabled = false
            area.isEnabled = false
            let harness = try FieldHarness([entry, area, enabled])
            defer { harness.close() }
            harness.settle()
            try RenderedImage(widget: harness.box).savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("disabled-area.png"))
            let (greyed, areaInk, enabledInk) = (try Self.darkestInk(of: entry), try Self.darkestInk(of: area), try Self.darkestInk(of: enabled))
            XCTAssertLessThan(enabledInk, 80, "enabled text is near black")
            XCTAssertGreaterThan(greyed, enabledInk + 60, "a disabled entry's text is greyed")
            XCTAssertEqual(Double(areaInk), Double(greyed), accuracy: 16, "and so is a disabled area's")
        }
    }
}
