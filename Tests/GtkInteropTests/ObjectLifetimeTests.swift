import CGtk
import GtkInterop
import GtkTestSupport
import XCTest

/// Counts finalized GObjects through a qdata destroy notify, which GLib runs at finalize.
nonisolated(unsafe) private var finalizedObjects = 0
nonisolated(unsafe) private var disposedObjects = 0
private let finalizeQuark = g_quark_from_string("material-fields-test-finalize")

private func countFinalization(of object: UnsafeMutablePointer<some Any>) {
    g_object_set_qdata_full(object.gObject, finalizeQuark, object.gPointer) { _ in finalizedObjects += 1 }
    g_object_weak_ref(object.gObject, { _, _ in disposedObjects += 1 }, nil)
}

final class ObjectLifetimeTests: XCTestCase {
    func testTenThousandWrappedWidgetsAreAllFreed() throws {
        try withGtk {
            let (finalizedBefore, disposedBefore) = (finalizedObjects, disposedObjects)
            var weakRefs: [WeakObjectRef] = []
            for index in 0..<10_000 {
                let label = gtk_label_new("label \(index)")!
                countFinalization(of: label)
                let reference = GObjectRef(label)
                weakRefs.append(WeakObjectRef(reference.widget))
                XCTAssertEqual(mf_object_ref_count(reference.rawPointer), 1, "the wrapper owns the sunk widget outright")
            }
            XCTAssertEqual(finalizedObjects - finalizedBefore, 10_000)
            XCTAssertEqual(disposedObjects - disposedBefore, 10_000)
            XCTAssertEqual(weakRefs.filter(\.isAlive).count, 0)
        }
    }

    func testTenThousandSwiftTypedWidgetsFreeTheirImplementations() throws {
        try withGtk {
            let type = try TestBadge.register()
            let liveBefore = TestBadge.liveCount
            let finalizedBefore = finalizedObjects
            for index in 0..<10_000 {
                let reference = GObjectRef(type.instantiate())
                countFinalization(of: reference.widget)
                WidgetType.implementation(of: reference.widget, as: TestBadge.self)?.setText("\(index)")
            }
            XCTAssertEqual(finalizedObjects - finalizedBefore, 10_000)
            XCTAssertEqual(TestBadge.liveCount, liveBefore)
        }
    }

    /// GLib keeps the string of a quark made with `g_quark_from_static_string`; a Swift
    /// literal handed to it could be a temporary copy, freed at once (AddressSanitizer saw
    /// GTK read it while looking up object data).
    func testTheQuarksOnSwiftTypedObjectsKeepTheirNamesWhenTheHeapIsReused() throws {
        try withGtk {
            let type = try TestBadge.register()
            _ = GObjectRef(type.instantiate())
            var churn: [UnsafeMutablePointer<CChar>?] = []
            for index in 0..<10_000 { churn.append(strdup("overwrite the heap \(index) with other text")) }
            churn.forEach { free($0) }
            for name in ["material-fields-widget-type", "material-fields-implementation"] {
                let quark = g_quark_try_string(name)
                XCTAssertNotEqual(quark, 0, "\(name) is a quark")
                XCTAssertEqual(g_quark_to_string(quark).map { String(cString: $0) }, name)
            }
        }
    }

    func testAWrapperNoticesItsWidgetWasDisposed() throws {
        try withGtk {
            let label = GObjectRef(gtk_label_new("disposed")!)
            XCTAssertEqual(label.withObject { _ in "called" }, "called")
            g_object_run_dispose(label.object)
            XCTAssertTrue(label.isDisposed)
            XCTAssertNil(label.withObject { _ in "called" }, "calls on a disposed widget are ignored")
        }
    }

    func testADestroyedWindowHeldByAWrapperStaysValidUntilTheWrapperGoes() throws {
        try withGtk {
            // gtk_window_destroy drops only GTK's own reference: ours keeps the object valid.
            var window: GObjectRef? = GObjectRef(gtk_window_new()!)
            let weak = try XCTUnwrap(window.map { WeakObjectRef($0.widget) })
            gtk_window_destroy(gCast(try XCTUnwrap(window).widget))
            XCTAssertTrue(weak.isAlive)
            window = nil
            XCTAssertFalse(weak.isAlive)
        }
    }

    func testAWeakReferenceNeitherKeepsAliveNorDangles() throws {
        try withGtk {
            var strong: GObjectRef? = GObjectRef(gtk_label_new("weak")!)
            let weak = try XCTUnwrap(strong.map { WeakObjectRef($0.widget) })
            XCTAssertTrue(weak.isAlive)
            XCTAssertNotNil(weak.strongReference())
            strong = nil
            XCTAssertFalse(weak.isAlive)
            XCTAssertNil(weak.strongReference())
        }
    }
}
