import CGtk
import GtkInterop
import GtkTestSupport
import XCTest

/// A part's signal reaches its widget's Swift object while the widget is live, and nothing
/// once GTK has disposed the widget, as a `[weak self]` handler would, without one.
final class PartSignalsTests: XCTestCase {
    func testAPartsHandlerReachesTheLiveObjectAndNothingOnceTheWidgetIsDisposed() throws {
        try withGtk {
            let type = try TestBadge.register()
            let badge = GObjectRef(type.instantiate())
            let object = try XCTUnwrap(WidgetObject.of(badge.widget) as? TestBadge)
            // The label outlives the badge's dispose, which unparents it.
            let label = GObjectRef(object.label)
            PartSignals.connect(label.rawPointer, "notify::label", of: badge.widget) { _, _, instance in
                TestBadge.withLive(instance) { $0.heardFromParts += 1 }
            }

            gtk_label_set_text(gCast(label.widget), "Hello")
            XCTAssertEqual(object.heardFromParts, 1, "the live badge hears its label")

            g_object_run_dispose(badge.object)
            gtk_label_set_text(gCast(label.widget), "Gone")
            XCTAssertEqual(object.heardFromParts, 1, "a disposed badge hears nothing")
        }
    }

    func testAPlainWidgetHasNoLiveObject() throws {
        try withGtk {
            let plain = GObjectRef(gtk_label_new("Plain")!)
            let reached: Bool? = TestBadge.withLive(UnsafeMutableRawPointer(plain.widget)) { _ in true }
            XCTAssertNil(reached, "a plain label has no Swift object")
            let none: Bool? = TestBadge.withLive(nil) { _ in true }
            XCTAssertNil(none)
            // The form for handlers that answer nothing, which most parts' handlers are.
            var called = false
            TestBadge.withLive(UnsafeMutableRawPointer(plain.widget)) { _ in called = true }
            TestBadge.withLive(nil) { _ in called = true }
            XCTAssertFalse(called, "neither a plain label nor no instance reaches a handler")
        }
    }
}
