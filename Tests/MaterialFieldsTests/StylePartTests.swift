import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// The rules of the parts only some widgets have (chips, a popup, a stacked form's cards…)
/// are parsed when the first widget with the part is made, and style it, and the parts
/// loaded before it, on a window already on screen.
final class StylePartTests: XCTestCase {
    private static let childVariable = "MATERIAL_FIELDS_STYLE_PART_CHILD"

    func testAPartIsParsedWhenItsFirstWidgetIsMadeAndStylesIt() throws {
        if ChildTestRun.isChild(Self.childVariable) {
            try withGtk { try Self.checkParts() }
            return
        }
        // A process of its own: which parts are loaded depends on every widget made before.
        let child = try ChildTestRun.run("MaterialFieldsTests.StylePartTests/testAPartIsParsedWhenItsFirstWidgetIsMadeAndStylesIt",
                                         under: ["/usr/bin/env"], marking: Self.childVariable, seconds: 120)
        XCTAssertEqual(child.status, 0, "\(child.output)\n\(child.errors)")
        XCTAssertTrue(child.output.contains("Executed 1 test, with 0 failures"), child.output)
    }

    @MainActor private static func checkParts() throws {
        let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
        let name = EntryField(label: "Name")
        gtk_box_append(gCast(box), name.widget.pointer)
        let window = TestWindow(width: 320, height: 360, child: box)
        defer { window.close() }
        XCTAssertTrue(window.present(waitingFor: name.widget.pointer))
        MainLoopPump.waitForFrames(of: name.widget.pointer)
        XCTAssertEqual(MaterialStyle.loadedParts, [], "a text field needs no part's rules")

        let tags = ChipsField(label: "Tags", chips: ["Swift"])
        gtk_box_append(gCast(box), tags.widget.pointer)
        XCTAssertEqual(MaterialStyle.loadedParts, [.chips, .popup], "its chips, and the list it suggests in")
        MainLoopPump.waitForFrames(of: tags.widget.pointer)
        try assertChipIsOutlined(in: tags, "once its rules are parsed, on a window already shown")

        let arrival = TimeField(label: "Arrival")
        gtk_box_append(gCast(box), arrival.widget.pointer)
        XCTAssertEqual(MaterialStyle.loadedParts, [.chips, .popup, .segments])
        MainLoopPump.waitForFrames(of: arrival.widget.pointer)
        try assertChipIsOutlined(in: tags, "and still, once the segments' rules are parsed beside them")
    }

    /// The chip's top edge is Material's light outline colour (a stock button has none).
    @MainActor private static func assertChipIsOutlined(in field: ChipsField, _ message: String) throws {
        let chip = try XCTUnwrap(WidgetChildren.of(field.widget.pointer).first { gtk_widget_has_css_class($0, "chip") != 0 })
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(chip, field.widget.pointer, &bounds) != 0)
        let edge = try RenderedImage(widget: field.widget.pointer)
            .pixel(x: Int(bounds.origin.x + bounds.size.width / 2), y: Int(bounds.origin.y))
        XCTAssertEqual([edge.red, edge.green, edge.blue], [0x79, 0x74, 0x7e], "the chip is outlined \(message)")
    }
}
