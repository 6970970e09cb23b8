import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

/// The demo at a phone's width: the window shrinks to 360 px, the sidebar gives way to a
/// page chooser, every page fits, and every date and choice shows its whole value.
final class NarrowWindowTests: XCTestCase {
    func testEveryPageFitsA360PixelWindowAndShowsWholeValues() throws {
        try withGtk {
            let app = try TestApplication.make(id: "io.github.materialfields.NarrowTest")
            let pages: [any DemoPage] = [FieldsPage(), SignUpPage(), ContactPage(), FormPage(), LayoutPage(), CheckoutPage(), ThemesPage()]
            let demo = DemoWindow(app: app, pages: pages)
            let reference = GObjectRef(demo.window)
            defer {
                gtk_window_destroy(gCast(demo.window))
                withExtendedLifetime(reference) {}
            }
            gtk_window_set_default_size(gCast(demo.window), 360, 640)
            demo.present()
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_mapped(demo.window) != 0 && demo.isNarrow }),
                          "the page chooser replaces the sidebar")
            for page in pages {
                demo.show(page: page.name)
                MainLoopPump.waitForFrames(of: demo.window, 3)
                XCTAssertLessThanOrEqual(gtk_widget_get_width(demo.window), 360, "\(page.name): the window is as narrow as asked")
                var minimum: Int32 = 0, natural: Int32 = 0
                gtk_widget_measure(page.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
                XCTAssertLessThanOrEqual(minimum, 360, "\(page.name) fits")
                // Every date and choice on the page shows its whole value.
                var values = 0
                for field in WidgetChildren.tree(under: page.widget) where gIsA(field, gtk_widget_get_type())
                    && (DateField.wrapping(Widget(field)) != nil || PickerField.wrapping(Widget(field)) != nil) {
                    guard gtk_widget_get_mapped(field) != 0, let input = WidgetTree.child(of: field, withClass: "input") else { continue }
                    guard let text = gIsA(input, gtk_text_get_type()) ? input : WidgetTree.first(under: input, ofType: gtk_text_get_type()) else {
                        // A date typed by segment: every segment shown.
                        XCTAssertGreaterThanOrEqual(gtk_widget_get_width(input), WidgetTree.naturalWidth(input), "\(page.name): the segments show whole")
                        continue
                    }
                    let value = String(cString: gtk_editable_get_text(OpaquePointer(text)))
                    let layout = gtk_widget_create_pango_layout(text, value)
                    var width: Int32 = 0
                    pango_layout_get_pixel_size(layout, &width, nil)
                    g_object_unref(layout?.gObject)
                    XCTAssertGreaterThanOrEqual(gtk_widget_get_width(text), width, "\(page.name): '\(value)' shows whole")
                    if !value.isEmpty { values += 1 }
                }
                if page.name == "fields" { XCTAssertGreaterThanOrEqual(values, 2, "the gallery's open date and choice") }
                try RenderedImage(widget: demo.window)
                    .savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("narrow-\(page.name).png"))
            }
            gtk_window_set_default_size(gCast(demo.window), 880, 760)
            XCTAssertTrue(MainLoopPump.run(until: { !demo.isNarrow }), "a wide window has its sidebar back")
        }
    }

    /// Large text makes the pages' wide layout wider than the phone's breakpoint: at 1.5×
    /// the default window's sidebar gives way instead of being squeezed under the page.
    func testAtLargeTextTheSidebarGivesWayRatherThanBeingSqueezed() throws {
        try withGtk {
            let settings = try XCTUnwrap(gtk_settings_get_default())
            let original = GObjectProperties.value(of: settings.gObject, "gtk-font-name")?.stringValue ?? "Sans 10"
            let app = try TestApplication.make(id: "io.github.materialfields.LargeTextSidebarTest")
            let pages: [any DemoPage] = [FieldsPage(), SignUpPage(), LayoutPage()]
            let demo = DemoWindow(app: app, pages: pages)
            let reference = GObjectRef(demo.window)
            defer {
                GObjectProperties.set(settings.gObject, "gtk-font-name", to: .string(original))
                gtk_window_destroy(gCast(demo.window))
                withExtendedLifetime(reference) {}
            }
            gtk_window_set_default_size(gCast(demo.window), 880, 760)
            demo.present()
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_mapped(demo.window) != 0 }))
            MainLoopPump.waitForFrames(of: demo.window, 3)
            XCTAssertFalse(demo.isNarrow, "at the default text size 880 px has room for the sidebar")
            let list = try XCTUnwrap(WidgetTree.first(under: demo.window, ofType: gtk_stack_sidebar_get_type()))
            // The scrolled window around the page list, which asks for no width of its own.
            let sidebar = try XCTUnwrap(gtk_widget_get_parent(gtk_widget_get_parent(list)))
            var sidebarWidth: Int32 = 0
            gtk_widget_measure(sidebar, GTK_ORIENTATION_HORIZONTAL, -1, nil, &sidebarWidth, nil, nil)
            XCTAssertGreaterThanOrEqual(sidebarWidth, 160)
            XCTAssertGreaterThanOrEqual(gtk_widget_get_width(sidebar), sidebarWidth, "the sidebar at its whole width")

            GObjectProperties.set(settings.gObject, "gtk-font-name", to: .string("DejaVu Sans 16.5"))
            XCTAssertTrue(MainLoopPump.run(until: { demo.isNarrow }), "at 1.5× the page chooser replaces the sidebar")
            MainLoopPump.waitForFrames(of: demo.window, 3)
            for page in pages {
                demo.show(page: page.name)
                MainLoopPump.waitForFrames(of: demo.window, 2)
                var minimum: Int32 = 0
                gtk_widget_measure(page.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
                XCTAssertLessThanOrEqual(minimum, gtk_widget_get_width(demo.window), "\(page.name) fits beside nothing")
            }
            try RenderedImage(widget: demo.window)
                .savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("large-text-layout.png"))

            GObjectProperties.set(settings.gObject, "gtk-font-name", to: .string(original))
            XCTAssertTrue(MainLoopPump.run(until: { !demo.isNarrow }), "the sidebar is back with the text's size")
            MainLoopPump.waitForFrames(of: demo.window, 3)
            XCTAssertGreaterThanOrEqual(gtk_widget_get_width(sidebar), sidebarWidth, "at its whole width again")
        }
    }
}
