import CGtk
import GtkInterop
import GtkTestSupport
import XCTest

final class RenderingTests: XCTestCase {
    func testARenderedPNGHasTheWidgetsSizeAndIsNotBlank() throws {
        try withGtk {
            let style = StyleSheet(css: "testbadge { background: #6750a4; color: white; padding: 12px; }")
            style.install()
            defer { style.uninstall() }
            let type = try TestBadge.register()
            let badge = type.instantiate()
            WidgetType.implementation(of: badge, as: TestBadge.self)?.setText("Rendered by GTK")
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_valign(badge, GTK_ALIGN_START)
            gtk_box_append(gCast(box), badge)
            let window = TestWindow(width: 200, height: 100, child: box)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: badge))

            let image = try RenderedImage(widget: badge)
            XCTAssertEqual(image.width, Int(gtk_widget_get_width(badge)))
            XCTAssertEqual(image.height, Int(gtk_widget_get_height(badge)))
            XCTAssertGreaterThan(image.distinctColorCount, 2, "background and text are both drawn")
            let corner = image.pixel(x: 1, y: 1)
            XCTAssertEqual([corner.red, corner.green, corner.blue], [0x67, 0x50, 0xa4], "the CSS background is drawn")

            let url = GtkTestEnvironment.outputDirectory.appendingPathComponent("interop-badge.png")
            try image.savePNG(to: url)
            XCTAssertGreaterThan(try Data(contentsOf: url).count, 100)
        }
    }

    func testRenderingAnUnmappedWidgetThrows() throws {
        try withGtk {
            let label = GObjectRef(gtk_label_new("never shown")!)
            XCTAssertThrowsError(try RenderedImage(widget: label.widget)) { error in
                XCTAssertEqual(error as? RenderedImage.RenderError, .notMapped)
            }
        }
    }
}
