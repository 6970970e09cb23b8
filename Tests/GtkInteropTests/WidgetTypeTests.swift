import CGtk
import GtkInterop
import GtkTestSupport
import XCTest

final class WidgetTypeTests: XCTestCase {
    func testGtkBuilderCreatesASwiftTypeInsideAPlainBoxWithItsPropertySet() throws {
        try withGtk {
            _ = try TestBadge.register()
            let xml = """
            <interface>
              <object class="GtkBox" id="box">
                <property name="orientation">vertical</property>
                <child><object class="GtkLabel"><property name="label">Plain GTK</property></object></child>
                <child><object class="MfTestBadge" id="badge"><property name="text">From XML</property></object></child>
              </object>
            </interface>
            """
            let file = try UIFile(xml)
            let badge = try file.widget("badge").pointer
            let box = try file.widget("box").pointer
            XCTAssertEqual(String(cString: mf_instance_type_name(badge)), "MfTestBadge")
            let implementation = try XCTUnwrap(WidgetType.implementation(of: badge, as: TestBadge.self))
            XCTAssertEqual(implementation.text, "From XML")
            XCTAssertEqual(GObjectProperties.value(of: badge, "length"), .int(8))
            XCTAssertEqual(gtk_widget_get_parent(badge), box)
            XCTAssertEqual(String(cString: gtk_widget_get_css_name(badge)), "testbadge")
        }
    }

    func testASwiftTypeShowsInAPlainBoxInARealWindow() throws {
        try withGtk {
            let type = try TestBadge.register()
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            let badge = type.instantiate()
            gtk_box_append(gCast(box), gtk_label_new("A plain label"))
            gtk_box_append(gCast(box), badge)
            WidgetType.implementation(of: badge, as: TestBadge.self)?.setText("Swift badge")
            let window = TestWindow(width: 240, height: 120, child: box)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: badge))
            XCTAssertGreaterThan(gtk_widget_get_height(badge), 0, "the box layout sized the badge from its label")
        }
    }

    func testPropertiesNotifyOncePerRealChange() throws {
        try withGtk {
            let type = try TestBadge.register()
            let badge = GObjectRef(type.instantiate())
            var notifications = 0
            try GObjectSignals.connect(badge.widget, "notify::text") { _ in notifications += 1 }
            XCTAssertTrue(GObjectProperties.set(badge.widget, "text", to: .string("one")))
            XCTAssertTrue(GObjectProperties.set(badge.widget, "text", to: .string("one")))
            XCTAssertEqual(notifications, 1, "setting the same value again is not a change")
            XCTAssertFalse(GObjectProperties.set(badge.widget, "length", to: .int(3)), "read-only")
            XCTAssertFalse(GObjectProperties.set(badge.widget, "text", to: .int(3)), "wrong type")
            XCTAssertFalse(GObjectProperties.set(badge.widget, "no-such-property", to: .int(3)))
            XCTAssertEqual(GObjectProperties.value(of: badge.widget, "text"), .string("one"))
        }
    }

    func testRegisteringTwiceReturnsTheSameTypeAndTakenNamesThrow() throws {
        try withGtk {
            let first = try TestBadge.register()
            let second = try TestBadge.register()
            XCTAssertTrue(first === second)
            var taken = TestBadge.definition
            taken.name = "GtkLabel"
            XCTAssertThrowsError(try WidgetType.register(taken)) { error in
                XCTAssertEqual(error as? GtkInteropError, .typeNameTaken("GtkLabel"))
            }
        }
    }

    func testDisposeUnparentsChildrenAndMarksTheImplementation() throws {
        try withGtk {
            let type = try TestBadge.register()
            let badge = GObjectRef(type.instantiate())
            let implementation = try XCTUnwrap(WidgetType.implementation(of: badge.widget, as: TestBadge.self))
            let label = WeakObjectRef(implementation.label)
            g_object_run_dispose(badge.object)
            XCTAssertTrue(implementation.isDisposed)
            XCTAssertFalse(label.isAlive, "the child label was unparented and freed")
            implementation.notifyChangedProperties() // ignored after disposal, no critical
        }
    }
}
