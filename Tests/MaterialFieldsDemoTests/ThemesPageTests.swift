import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

/// The demo's Themes page: its list switches the form's theme live, with the keyboard, and
/// the fields, the page's background picture and its card all change at once.
final class ThemesPageTests: XCTestCase {
    /// A pixel as its three colour bytes.
    @MainActor
    private static func rgb(of widget: UnsafeMutablePointer<GtkWidget>, x: Int, y: Int) throws -> [Int] {
        let pixel = try RenderedImage(widget: widget).pixel(x: x, y: y)
        return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
    }

    private static func assertNear(_ actual: [Int], _ expected: [Int], _ message: String,
                                   file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(zip(actual, expected).allSatisfy { abs($0 - $1) <= 8 }, "\(message): \(actual) is not near \(expected)",
                      file: file, line: line)
    }

    func testTheListSwitchesTheFieldsTheBackgroundAndTheCardLiveWithTheKeyboard() throws {
        try withGtk {
            try MaterialStyle.install(.light)
            GoldenImage.steadyRendering()
            let page = ThemesPage()
            var told = 0
            let token = page.form.changes.add { if case .theme(nil) = $0 { told += 1 } }
            defer { token.cancel() }
            let window = TestWindow(width: 720, height: 760, child: page.widget)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: page.view.widget.pointer))
            MainLoopPump.waitForFrames(of: page.widget)
            let input = try XInput(window: window.window)
            let name = try XCTUnwrap(page.view.field(for: "name")).widget.pointer
            @MainActor func picture() -> OpaquePointer? { gtk_picture_get_paintable(OpaquePointer(page.background.widget.pointer)) }

            XCTAssertNil(picture(), "Material has no background picture")
            XCTAssertEqual(try Self.rgb(of: name, x: 8, y: 4), [0xE6, 0xE0, 0xE9], "and Material's light container")

            // Alt+T reaches the list (GTK 4.18 opens it when it has focus already, GTK 4.8
            // does not: Space opens it then), Home goes to its first theme, Down to the one
            // wanted, Return chooses.
            let list = try XCTUnwrap(WidgetTree.all(under: page.widget).first { gIsA($0, gtk_drop_down_get_type()) })
            @MainActor func isOpen() -> Bool {
                WidgetTree.all(under: list).contains { gIsA($0, gtk_popover_get_type()) && gtk_widget_get_mapped($0) != 0 }
            }
            @MainActor func choose(_ index: Int) throws {
                try input.key("alt+t")
                MainLoopPump.run(for: 0.3)
                if !isOpen() { try input.key("space") }
                XCTAssertTrue(MainLoopPump.run(until: isOpen, timeout: 2), "the list opens")
                try input.key("Home")
                for _ in 0..<index { try input.key("Down") }
                try input.key("Return")
            }
            try choose(1)
            XCTAssertTrue(MainLoopPump.run(until: { told == 1 }, timeout: 3), "choosing Aurora changes the form's theme once")
            MainLoopPump.waitForFrames(of: page.widget)
            XCTAssertNotNil(picture(), "Aurora's picture is shown")
            XCTAssertEqual(try Self.rgb(of: name, x: 8, y: 4), [0x24, 0x38, 0x4A], "the fields take Aurora's container")
            Self.assertNear(try Self.rgb(of: page.widget, x: 4, y: 4), [0x0B, 0x2A, 0x4A], "the page's corner shows the picture's top")
            let card = try Self.rgb(of: page.widget, x: 40, y: 100)
            XCTAssertLessThan(card.reduce(0, +), 150, "the card is Aurora's dark one: \(card)")
            try RenderedImage(widget: page.widget).savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("themes-aurora.png"))

            try choose(2)
            XCTAssertTrue(MainLoopPump.run(until: { told == 2 }, timeout: 3), "then Ember")
            MainLoopPump.waitForFrames(of: page.widget)
            XCTAssertEqual(try Self.rgb(of: name, x: 8, y: 4), [0xF6, 0xE1, 0xD3], "the fields take Ember's container")
            Self.assertNear(try Self.rgb(of: page.widget, x: 4, y: 4), [0x5A, 0x14, 0x0E], "and the page Ember's picture")
            try RenderedImage(widget: page.widget).savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("themes-ember.png"))

            // The form still works under a theme: typed into, it keeps its values.
            try input.key("alt+n")
            try input.type("Ada")
            XCTAssertTrue(MainLoopPump.run(until: { (try? page.form.value(of: "name"))?.text == "Ada" }, timeout: 2))

            page.choose(themeAt: 0)
            MainLoopPump.waitForFrames(of: page.widget)
            XCTAssertEqual(told, 3)
            XCTAssertNil(picture(), "back to Material: no picture")
            XCTAssertEqual(try Self.rgb(of: name, x: 8, y: 4), [0xE6, 0xE0, 0xE9], "and Material's container")
        }
    }
}
