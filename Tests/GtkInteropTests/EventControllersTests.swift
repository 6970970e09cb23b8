import CGtk
import GtkInterop
import GtkTestSupport
import XCTest

/// The closure-based controllers hear real input: a click that a child leaves alone, a
/// press claimed before a child sees it, and focus moving in and out of a subtree.
final class EventControllersTests: XCTestCase {
    /// A window of a box holding a label (which takes no clicks), a button and a group
    /// holding an entry.
    @MainActor private struct Scene {
        let window: TestWindow
        let box, label, button, group, entry: UnsafeMutablePointer<GtkWidget>

        init() {
            box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
            label = gtk_label_new("A label, which takes no clicks")
            button = gtk_button_new_with_label("A button")
            group = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
            entry = gtk_entry_new()
            gtk_box_append(gCast(group), entry)
            for child in [label, button, group] { gtk_box_append(gCast(box), child) }
            window = TestWindow(child: box)
        }
    }

    func testAClickThatNoChildTakesReachesTheWidgetWithItsPoint() throws {
        try withGtk {
            let scene = Scene()
            var points: [(x: Double, y: Double)] = []
            EventControllers.onClick(of: scene.box) { x, y in points.append((x, y)) }
            XCTAssertTrue(scene.window.present(waitingFor: scene.label))
            let input = try XInput(window: scene.window.window)

            try input.click(scene.label, at: (x: 10, y: 5))
            XCTAssertTrue(MainLoopPump.run(until: { !points.isEmpty }), "a click on the label reaches the box")
            let point = try XCTUnwrap(points.first)
            var labelOrigin = graphene_point_t(), inBox = graphene_point_t()
            XCTAssertTrue(gtk_widget_compute_point(scene.label, scene.box, &labelOrigin, &inBox) != 0)
            XCTAssertEqual(point.x, Double(inBox.x) + 10, accuracy: 1, "the point is in the box's coordinates")
            XCTAssertEqual(point.y, Double(inBox.y) + 5, accuracy: 1)

            try input.click(scene.button)
            MainLoopPump.run(for: 0.2)
            XCTAssertEqual(points.count, 1, "the button takes its own click")
        }
    }

    func testAClaimedPressNeverReachesTheChild() throws {
        try withGtk {
            let scene = Scene()
            let answer = ClaimAnswer()
            var asked = 0, clicked = 0
            EventControllers.onPressCapture(of: scene.box) { asked += 1; return answer.claims }
            _ = try GObjectSignals.connect(scene.button, "clicked") { _ in clicked += 1 }
            XCTAssertTrue(scene.window.present(waitingFor: scene.button))
            let input = try XInput(window: scene.window.window)

            try input.click(scene.button)
            XCTAssertTrue(MainLoopPump.run(until: { asked == 1 }), "the box is asked first")
            MainLoopPump.run(for: 0.2)
            XCTAssertEqual(clicked, 0, "a claimed press does not click the button")

            answer.claims = false
            try input.click(scene.button)
            XCTAssertTrue(MainLoopPump.run(until: { clicked == 1 }), "an unclaimed press clicks it")
            XCTAssertEqual(asked, 2)
        }
    }

    func testFocusEnteringAndLeavingASubtreeIsHeardOnceEach() throws {
        try withGtk {
            let scene = Scene()
            var heard: [String] = []
            EventControllers.onFocus(of: scene.group, enter: { heard.append("enter") }, leave: { heard.append("leave") })
            XCTAssertTrue(scene.window.present(waitingFor: scene.entry))
            let input = try XInput(window: scene.window.window)

            gtk_widget_grab_focus(scene.button)
            MainLoopPump.run(for: 0.1)
            heard = []
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { heard == ["enter"] }), "Tab into the entry: \(heard)")
            try input.key("shift+Tab")
            XCTAssertTrue(MainLoopPump.run(until: { heard == ["enter", "leave"] }), "Shift+Tab out of it: \(heard)")
        }
    }
}

/// Whether a press-capture handler claims the press: held by reference, so the handler
/// reads the answer the test sets later.
@MainActor
private final class ClaimAnswer {
    var claims = true
}
