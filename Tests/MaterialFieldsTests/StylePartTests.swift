import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// The rules of the parts only some widgets have (chips, a popup, a stacked form's cards…)
/// are parsed when the first widget with the part is made, and style it, and the parts
/// loaded before it, on a window already on screen; an app's own stylesheet still wins
/// over them as over the rest of the theme.
final class StylePartTests: XCTestCase {
    private static let childVariable = "MATERIAL_FIELDS_STYLE_PART_CHILD"

    func testAPartIsParsedWhenItsFirstWidgetIsMadeAndStylesIt() throws {
        if ChildTestRun.isChild(Self.childVariable) {
            try withGtk { try Self.checkParts() }
            return
        }
        try Self.runInAProcessOfItsOwn("testAPartIsParsedWhenItsFirstWidgetIsMadeAndStylesIt")
    }

    func testAnAppsStylesheetAddedAfterTheThemeRestylesAPartFirstNeededLater() throws {
        if ChildTestRun.isChild(Self.childVariable) {
            try withGtk { try Self.checkAppStylesheetWins() }
            return
        }
        try Self.runInAProcessOfItsOwn("testAnAppsStylesheetAddedAfterTheThemeRestylesAPartFirstNeededLater")
    }

    /// Runs `test` again in a child process: which parts are loaded, and in which order the
    /// stylesheets came, depends on every widget and stylesheet made before.
    private static func runInAProcessOfItsOwn(_ test: String) throws {
        let child = try ChildTestRun.run("MaterialFieldsTests.StylePartTests/\(test)", under: ["/usr/bin/env"],
                                         marking: childVariable, seconds: 120)
        XCTAssertEqual(child.status, 0, "\(child.output)\n\(child.errors)")
        XCTAssertTrue(child.output.contains("Executed 1 test, with 0 failures"), child.output)
    }

    /// GTK ranks stylesheets of one priority by the order they came: the parts' rules must
    /// rank as the base's do, before a stylesheet the app added once the theme was in.
    @MainActor private static func checkAppStylesheetWins() throws {
        let (box, window, _) = windowWithATextField()
        defer { window.close() }
        let app = StyleSheet(css: ".mf-field > button.chip { border-color: rgb(0, 128, 0); }")
        app.install()
        defer { app.uninstall() }

        let tags = ChipsField(label: "Tags", chips: ["Swift"])
        gtk_box_append(gCast(box), tags.widget.pointer)
        MainLoopPump.waitForFrames(of: tags.widget.pointer)
        XCTAssertEqual(try chipEdge(in: tags), [0, 128, 0], "the app's outline, over the chips' rules parsed after it")
    }

    @MainActor private static func checkParts() throws {
        let (box, window, name) = windowWithATextField()
        defer { window.close() }
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

    /// A window with a text field in a box, on screen: the theme is installed, no part is.
    @MainActor private static func windowWithATextField() -> (box: UnsafeMutablePointer<GtkWidget>, window: TestWindow, field: EntryField) {
        let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
        let field = EntryField(label: "Name")
        gtk_box_append(gCast(box), field.widget.pointer)
        let window = TestWindow(width: 320, height: 360, child: box)
        XCTAssertTrue(window.present(waitingFor: field.widget.pointer))
        return (box, window, field)
    }

    /// The chip's top edge is Material's light outline colour (a stock button has none).
    @MainActor private static func assertChipIsOutlined(in field: ChipsField, _ message: String) throws {
        XCTAssertEqual(try chipEdge(in: field), [0x79, 0x74, 0x7e], "the chip is outlined \(message)")
    }

    /// The colour of the middle of the first chip's top edge, as drawn.
    @MainActor private static func chipEdge(in field: ChipsField) throws -> [UInt8] {
        let chip = try XCTUnwrap(WidgetChildren.of(field.widget.pointer).first { gtk_widget_has_css_class($0, "chip") != 0 })
        var bounds = graphene_rect_t()
        XCTAssertTrue(gtk_widget_compute_bounds(chip, field.widget.pointer, &bounds) != 0)
        let edge = try RenderedImage(widget: field.widget.pointer)
            .pixel(x: Int(bounds.origin.x + bounds.size.width / 2), y: Int(bounds.origin.y))
        return [edge.red, edge.green, edge.blue]
    }
}
