import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// The pointer over a field, moved by real input: Material's hover state (a filled field's
/// 8 % state layer and darker indicator, an outlined field's darker outline), which goes
/// when the pointer moves on.
final class FieldPointerTests: XCTestCase {
    func testThePointerOverAFieldShowsItsHoverStateUntilItMovesOn() throws {
        try withGtk {
            let filled = EntryField(label: "Name")
            let outlined = EntryField(label: "Code")
            outlined.variant = .outlined
            let harness = try FieldHarness([filled, outlined])
            defer { harness.close() }
            harness.settle()
            let input = try harness.input()
            @MainActor func isHovered(_ field: EntryField) throws -> Bool {
                let container = try XCTUnwrap(WidgetTree.child(of: field.widget.pointer, withClass: "container"))
                return gtk_widget_has_css_class(container, "hovered") != 0
            }
            // Past the colours' transition, so the picture is the state's.
            @MainActor func settled() { MainLoopPump.run(for: 0.4) }

            try input.hover(filled.widget.pointer)
            settled()
            XCTAssertTrue(try isHovered(filled), "the field under the pointer is hovered")
            XCTAssertFalse(try isHovered(outlined))
            let filledHovered = try RenderedImage(widget: filled.widget.pointer)

            try input.hover(outlined.widget.pointer)
            settled()
            XCTAssertFalse(try isHovered(filled), "the pointer moved on")
            XCTAssertTrue(try isHovered(outlined))
            let outlinedHovered = try RenderedImage(widget: outlined.widget.pointer)
            XCTAssertGreaterThan(try RenderedImage(widget: filled.widget.pointer).differingFraction(from: filledHovered, threshold: 4), 0.3,
                                 "the state layer covers the filled container and goes with the pointer")

            // Over the label, a part of the field that is no target of its own, the field is hovered.
            let label = try XCTUnwrap(WidgetTree.child(of: filled.widget.pointer, withClass: "label"))
            try input.hover(label)
            settled()
            XCTAssertTrue(try isHovered(filled))
            XCTAssertFalse(try isHovered(outlined))
            XCTAssertGreaterThan(try RenderedImage(widget: outlined.widget.pointer).differingFraction(from: outlinedHovered, threshold: 4), 0,
                                 "the outline is no longer the hovered one")
        }
    }
}
