import CGtk
import GtkInterop
import GtkTestSupport
import XCTest

/// A layout manager and its layout child written in Swift: GTK calls them to lay out a
/// plain widget, and GObject sees the child's properties.
final class ObjectTypeTests: XCTestCase {
    /// Lays children out in a diagonal, each moved by its layout child's `step`.
    final class DiagonalLayout: LayoutManagerImplementation {
        override func measure(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation,
                              forSize: Int32) -> (minimum: Int32, natural: Int32) {
            (100, 100)
        }

        override func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, baseline: Int32) {
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                let step = Int32(layoutChild(of: current, as: StepChild.self)?.step ?? 0)
                var allocation = GtkAllocation(x: step, y: step, width: 10, height: 10)
                gtk_widget_size_allocate(current, &allocation, -1)
                child = gtk_widget_get_next_sibling(current)
            }
        }
    }

    final class StepChild: ObjectImplementation {
        var step = 0

        override func value(forProperty name: String) -> PropertyValue? { name == "step" ? .int(step) : nil }

        override func setValue(_ value: PropertyValue, forProperty name: String) {
            guard name == "step", let new = value.intValue, new != step else { return }
            step = new
            notify("step")
        }
    }

    @MainActor private static func register() throws -> GType {
        let child = try ObjectType.register(ObjectTypeDefinition(
            name: "MfTestStepChild", parent: gtk_layout_child_get_type(),
            properties: [PropertyDefinition("step", .int(range: 0...1_000, default: 0))], implementation: StepChild.self))
        return try ObjectType.register(ObjectTypeDefinition(
            name: "MfTestDiagonalLayout", parent: gtk_layout_manager_get_type(), layoutChildType: child.gType,
            implementation: DiagonalLayout.self)).gType
    }

    func testASwiftLayoutManagerPlacesAPlainWidgetsChildren() throws {
        try withGtk {
            let parent = GObjectRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            let manager = try XCTUnwrap(g_object_new_with_properties(try Self.register(), 0, nil, nil))
            gtk_widget_set_layout_manager(parent.widget, gCast(manager, to: GtkLayoutManager.self))
            let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new("x")
            gtk_widget_set_parent(label, parent.widget)
            let layoutChild = try XCTUnwrap(gtk_layout_manager_get_layout_child(gCast(manager, to: GtkLayoutManager.self), label))
            XCTAssertEqual(String(cString: mf_instance_type_name(layoutChild)), "MfTestStepChild")
            var notified = 0
            try GObjectSignals.connect(layoutChild, "notify::step") { _ in notified += 1 }
            GObjectProperties.set(layoutChild.gObject, "step", to: .int(30))
            GObjectProperties.set(layoutChild.gObject, "step", to: .int(30))
            XCTAssertEqual(GObjectProperties.value(of: layoutChild, "step"), .int(30))
            XCTAssertEqual(notified, 1, "notify on real change only")

            let window = TestWindow(width: 200, height: 200, child: parent.widget)
            defer { window.close() }
            XCTAssertTrue(window.present(waitingFor: label))
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(label, parent.widget, &bounds), 0)
            XCTAssertEqual(bounds.origin.x, 30, "the Swift allocate placed the child by its layout child's property")
            XCTAssertThrowsError(try ObjectType.register(ObjectTypeDefinition(name: "GtkBox", parent: gtk_layout_manager_get_type(),
                                                                              implementation: DiagonalLayout.self)))
        }
    }
}
