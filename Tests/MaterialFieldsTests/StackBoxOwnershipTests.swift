import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A `StackBox` is its widget's own object, not a handle beside it: one object whoever made
/// the widget, alive while the app or a container holds either, gone when neither does.
final class StackBoxOwnershipTests: XCTestCase {
    /// A box in a window, shown, then the window closed.
    @MainActor private static func showAndClose(_ box: StackBox) -> Int32 {
        let window = TestWindow(width: 200, height: 60, child: box.widget.pointer)
        window.present(waitingFor: box.widget.pointer)
        let width = gtk_widget_get_width(box.widget.pointer)
        window.close()
        MainLoopPump.drain()
        return width
    }

    func testTheBoxIsItsWidgetsObject() throws {
        try withGtk {
            let box = StackBox(spacing: 3)
            XCTAssertTrue(StackBox.wrapping(box.widget) === box, "the widget's object is the box itself")
            XCTAssertTrue(StackBox.wrapping(box.widget) === StackBox.wrapping(box.widget))
            XCTAssertNil(StackBox.wrapping(.label("not a box")))
        }
    }

    func testABoxTheAppKeepsOutlivesItsWindowsAndKeepsItsState() throws {
        try withGtk {
            let box = StackBox(orientation: .horizontal, spacing: 7)
            box.append(.label("kept"))
            let widget = WeakObjectRef(box.widget.pointer)
            XCTAssertGreaterThan(Self.showAndClose(box), 0)
            MainLoopPump.run(for: 0.05)
            XCTAssertTrue(widget.isAlive, "the app's box keeps its widget after the window is gone")
            XCTAssertEqual(box.spacing, 7)
            XCTAssertEqual(box.children.count, 1)
            XCTAssertGreaterThan(Self.showAndClose(box), 0, "and it shows again in another window")
        }
    }

    func testABoxOnlyItsContainerKeepsLivesAsLongAsTheContainerHoldsIt() throws {
        try withGtk {
            let parent = GObjectRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            weak var object: StackBox?
            let widget: WeakObjectRef
            do {
                let box = StackBox(spacing: 5)
                object = box
                widget = WeakObjectRef(box.widget.pointer)
                gtk_box_append(gCast(parent.widget), box.widget.pointer)
            }
            MainLoopPump.drain()
            MainLoopPump.run(for: 0.05)
            let child = try XCTUnwrap(gtk_widget_get_first_child(parent.widget))
            XCTAssertNotNil(object, "the container's widget keeps its box")
            XCTAssertTrue(StackBox.wrapping(Widget(child)) === object)
            XCTAssertEqual(object?.spacing, 5)
            gtk_box_remove(gCast(parent.widget), child)
            MainLoopPump.drain()
            MainLoopPump.run(for: 0.05)
            XCTAssertNil(object, "let go by the container, the box is freed")
            XCTAssertFalse(widget.isAlive, "and so is its widget")
        }
    }

    func testABoxMadeByAUIFileIsKeptBySwiftAfterTheBuilderLetsGo() throws {
        try withGtk {
            try MaterialFieldTypes.registerTypes()
            let ui = #"<interface><object class="MfStackBox" id="box"><property name="spacing">6</property></object></interface>"#
            var box: StackBox?
            let widget: WeakObjectRef
            do {
                let made = try UIFile(ui).widget("box")
                box = StackBox.wrapping(made)
                widget = WeakObjectRef(made.pointer)
            }
            MainLoopPump.drain()
            MainLoopPump.run(for: 0.05)
            XCTAssertTrue(widget.isAlive, "the builder is gone; the box Swift holds keeps its widget")
            XCTAssertEqual(box?.spacing, 6)
            XCTAssertGreaterThan(try Self.showAndClose(XCTUnwrap(box)), 0)
            box = nil
            MainLoopPump.drain()
            MainLoopPump.run(for: 0.05)
            XCTAssertFalse(widget.isAlive, "let go by Swift too, the widget is finalized")
        }
    }

    func testABoxOnlyCUsesIsFreedWithItsLastReferenceAsAnyGObject() throws {
        try withGtk {
            try MaterialFieldTypes.registerTypes()
            // What a C caller or a binding does: no Swift object is taken, so no toggle
            // reference of the library's stands beside a binding's own.
            let made = try XCTUnwrap(g_object_new_with_properties(g_type_from_name("MfStackBox"), 0, nil, nil))
            let widget = WeakObjectRef(made)
            g_object_ref_sink(made)
            gtk_widget_set_parent(gtk_label_new("a"), gCast(made, to: GtkWidget.self))
            g_object_unref(made)
            XCTAssertFalse(widget.isAlive, "the last unref finalizes it at once, main loop or not")
        }
    }
}
