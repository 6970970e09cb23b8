import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Where a FormView's rows land: 12 px apart under their section's header, a helper right
/// under its row, and nothing left behind by a hidden helper, header or row.
final class FormViewLayoutTests: XCTestCase {
    /// The top and bottom of `widget` in `root`'s coordinates.
    @MainActor private static func span(of widget: Widget?, in root: Widget) throws -> (top: Int, bottom: Int) {
        let widget = try XCTUnwrap(widget)
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget.pointer, root.pointer, &bounds), 0)
        return (Int(bounds.origin.y.rounded()), Int((bounds.origin.y + bounds.size.height).rounded()))
    }

    func testRowsStandTwelvePixelsApartAndAHelperSitsRightUnderItsRow() throws {
        try withGtk {
            let form = Form<String>()
            try form.insertSection(key: "name", header: "Name")
            try form.insertSection(key: "plain")
            for (index, tag) in ["first", "company", "last"].enumerated() {
                try form.insert(Row(tag: tag, label: tag), inSection: "name", at: index)
            }
            try form.insert(Row(tag: "a", label: "A"), inSection: "plain", at: 0)
            try form.insert(Row(tag: "b", label: "B"), inSection: "plain", at: 1)
            let view = try FormView(form: form)
            let window = TestWindow.steady(showing: view.widget.pointer, height: 700)
            defer { window.close() }
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            let row = { (tag: String) in try Self.span(of: view.rowWidget(for: tag), in: view.widget) }
            let before = try ["first", "company", "last", "a", "b"].map(row)
            for (upper, lower) in [(0, 1), (1, 2), (3, 4)] {
                XCTAssertEqual(before[lower].top - before[upper].bottom, 12, "rows of a section stand 12 px apart: \(before)")
            }
            XCTAssertEqual(before[3].top - before[2].bottom, 24, "sections 24 px apart, the second with no header")
            let header = try XCTUnwrap(WidgetTree.all(under: view.widget.pointer).first {
                gtk_widget_has_css_class($0, "form-section-header") != 0
            })
            XCTAssertEqual(try before[0].top - Self.span(of: Widget(header), in: view.widget).bottom, 12, "under the header")

            try form.showHelper(for: "company", kind: "hint") { $0.text = "As registered" }
            XCTAssertTrue(MainLoopPump.run(until: { view.isHelperShown(for: "company") }, timeout: 2))
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            let helper = try Self.span(of: view.helperWidget(for: "company"), in: view.widget)
            let gap = Int(MaterialStyle.theme.metrics.supportingGap)
            XCTAssertEqual(helper.top - before[1].bottom, gap, "the helper sits under its row, not a row's spacing away")
            XCTAssertEqual(try row("last").top - helper.bottom, 12, "the next row stands 12 px under the helper")

            form.hideHelper(for: "company")
            XCTAssertTrue(MainLoopPump.run(until: { (try? row("last").top) == before[2].top }, timeout: 2),
                          "a hidden helper takes no room: \(String(describing: try? row("last")))")
            try form.setHidden(true, for: "company")
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            XCTAssertEqual(try row("last").top - before[0].bottom, 12, "nor does a hidden row")
        }
    }
}
