import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

/// The demo's Layout page: the seed's form header, and a playground driven by real
/// keys and clicks.
final class LayoutPageTests: XCTestCase {
    @MainActor private static func show(_ page: LayoutPage) -> TestWindow {
        GoldenImage.steadyRendering()
        let window = TestWindow(width: 720, height: 720, child: page.widget)
        XCTAssertTrue(window.present(waitingFor: page.playground.widget.pointer))
        MainLoopPump.waitForFrames(of: page.widget)
        return window
    }

    func testTheFormHeaderHasASquareImageBesideThreeLabelledRows() throws {
        try withGtk {
            try MaterialStyle.install(.light)
            let page = LayoutPage()
            let window = Self.show(page)
            defer { window.close() }
            let header = try XCTUnwrap(page.header)
            let (image, fields) = (header.children[0], header.children[1])
            let imageBounds = WidgetTree.bounds(of: image.pointer, in: header.widget.pointer)
            XCTAssertEqual(imageBounds.size.width, imageBounds.size.height, "the image is square")
            XCTAssertEqual(imageBounds.origin.x, 5, "inside the 5-pixel insets")
            let fieldsBounds = WidgetTree.bounds(of: fields.pointer, in: header.widget.pointer)
            XCTAssertEqual(fieldsBounds.origin.x, imageBounds.origin.x + imageBounds.size.width + 10, "10 pixels of spacing")
            XCTAssertEqual(Double(fieldsBounds.origin.x + fieldsBounds.size.width), Double(gtk_widget_get_width(header.widget.pointer)) - 5,
                           "the fields fill the rest")
            let rows = try XCTUnwrap(StackBox.wrapping(fields)).children
            XCTAssertEqual(rows.count, 3)
            for row in rows {
                let label = try XCTUnwrap(gtk_widget_get_first_child(row.pointer))
                XCTAssertEqual(gtk_widget_get_width(label), 110, "each label is 110 pixels wide, as in the seed")
            }
        }
    }

    func testThePlaygroundFollowsRealKeysAndClicks() throws {
        try withGtk {
            try MaterialStyle.install(.light)
            let page = LayoutPage()
            let window = Self.show(page)
            defer { window.close() }
            let input = try XInput(window: window.window)
            let first = try XCTUnwrap(page.playground.children.first)
            let startX = WidgetTree.bounds(of: first.pointer, in: page.playground.widget.pointer).origin.x
            XCTAssertEqual(startX, 12, "12-pixel insets")

            // Keyboard: Alt+I focuses the Insets spin button; Up raises it by one.
            try input.key("alt+i")
            try input.key("Up")
            XCTAssertTrue(MainLoopPump.run(until: { page.playground.insets.leading == 13 }, timeout: 2), "a real key press")
            MainLoopPump.waitForFrames(of: page.playground.widget.pointer)
            XCTAssertEqual(WidgetTree.bounds(of: first.pointer, in: page.playground.widget.pointer).origin.x, 13, "the children moved at once")

            // Mouse and keys: a click opens the Orientation drop-down, Down and Return pick "vertical".
            let dropDown = try XCTUnwrap(WidgetTree.all(under: page.widget).first { gIsA($0, gtk_drop_down_get_type()) })
            try input.click(dropDown)
            let popover = { WidgetTree.all(under: dropDown).first { gIsA($0, gtk_popover_get_type()) && gtk_widget_get_mapped($0) != 0 } }
            XCTAssertTrue(MainLoopPump.run(until: { popover() != nil }, timeout: 2), "a real click opens the list")
            MainLoopPump.waitForFrames(of: try XCTUnwrap(popover()))
            try input.key("Down", "Return")
            XCTAssertTrue(MainLoopPump.run(until: { page.playground.orientation == .vertical }, timeout: 2), "the next row is chosen")
            MainLoopPump.waitForFrames(of: page.playground.widget.pointer)
            let frames = page.playground.children.map { WidgetTree.bounds(of: $0.pointer, in: page.playground.widget.pointer) }
            XCTAssertTrue(zip(frames, frames.dropFirst()).allSatisfy { $0.origin.y + $0.size.height <= $1.origin.y },
                          "the children are stacked top to bottom")
        }
    }

    func testThePageLooksRightInLightAndDark() throws {
        try withGtk {
            for scheme in [ColorScheme.light, .dark] {
                try MaterialStyle.install(scheme)
                let page = LayoutPage()
                let window = Self.show(page)
                defer { window.close() }
                gtk_root_set_focus(OpaquePointer(window.window), nil)
                MainLoopPump.waitForFrames(of: page.widget)
                // The window, for its background in either scheme.
                if let problem = try GoldenImage.verify(window.window, named: "layout-\(scheme == .dark ? "dark" : "light")",
                                                        besides: #filePath) {
                    XCTFail(problem)
                }
            }
        }
    }
}
