import CGtk
import GtkInterop
import GtkTestSupport
import XCTest

/// Counts its own deinits, so a test can tell that a handler's captures were freed.
private final class Token {
    nonisolated(unsafe) static var freed = 0
    deinit { Token.freed += 1 }
}

final class SignalTests: XCTestCase {
    func testOneHundredThousandConnectAndDisconnectCyclesFreeEveryClosure() throws {
        try withGtk {
            let button = GObjectRef(gtk_button_new()!)
            let (liveBefore, freedBefore) = (GObjectSignals.liveHandlerCount, Token.freed)
            var calls = 0
            for _ in 0..<100_000 {
                let token = Token()
                let connection = try GObjectSignals.connect(button.widget, "clicked") { _ in
                    withExtendedLifetime(token) { calls += 1 }
                }
                XCTAssertEqual(GObjectSignals.liveHandlerCount, liveBefore + 1)
                connection.disconnect()
            }
            XCTAssertEqual(GObjectSignals.liveHandlerCount, liveBefore, "every closure box was released")
            XCTAssertEqual(Token.freed - freedBefore, 100_000, "every captured object was freed")
            XCTAssertEqual(calls, 0)
        }
    }

    func testHandlersRunWithTheSignalsArgumentsAndStopAfterDisconnect() throws {
        try withGtk {
            let type = try TestBadge.register()
            let badge = GObjectRef(type.instantiate())
            var received: [Int] = []
            let connection = try GObjectSignals.connect(badge.widget, "tapped") { arguments in
                received.append(arguments.int(at: 1) ?? -1)
                XCTAssertEqual(arguments.instance, badge.object)
                XCTAssertNil(arguments.string(at: 1), "a reader of the wrong type reads nil")
            }
            XCTAssertTrue(connection.isConnected)
            GObjectSignals.emit(badge.widget, "tapped", .int(7))
            connection.disconnect()
            connection.disconnect() // a second disconnect is a no-op
            XCTAssertFalse(connection.isConnected)
            GObjectSignals.emit(badge.widget, "tapped", .int(8))
            XCTAssertEqual(received, [7])
        }
    }

    func testABlockedHandlerMissesWhatItsOwnWriteEmitsAndHearsTheNext() throws {
        try withGtk {
            let text = GObjectRef(gtk_text_new()!)
            var heard: [String] = []
            let connection = try GObjectSignals.connect(text.widget, "notify::text") { _ in
                heard.append(gtk_editable_get_text(OpaquePointer(text.rawPointer)).map { String(cString: $0) } ?? "")
            }
            let other = try GObjectSignals.connect(text.widget, "notify::text") { _ in heard.append("other") }
            let answer = connection.blocked {
                gtk_editable_set_text(OpaquePointer(text.rawPointer), "from the model")
                return 42
            }
            XCTAssertEqual(answer, 42, "the body's result comes back")
            XCTAssertEqual(heard, ["other"], "only the blocked handler missed the write")
            SignalConnection.blocking([connection, other]) { gtk_editable_set_text(OpaquePointer(text.rawPointer), "both") }
            XCTAssertEqual(heard, ["other"], "blocking both, neither heard it")
            gtk_editable_set_text(OpaquePointer(text.rawPointer), "typed")
            XCTAssertEqual(heard, ["other", "typed", "other"], "unblocked again afterwards")
            connection.disconnect()
            connection.blocked { gtk_editable_set_text(OpaquePointer(text.rawPointer), "gone") }
            XCTAssertEqual(heard.last, "other", "a disconnected handler's block runs the body alone")
        }
    }

    func testABooleanHandlerAnswersTheSignal() throws {
        try withGtk {
            let window = GObjectRef(gtk_window_new()!)
            defer { gtk_window_destroy(gCast(window.widget)) }
            try GObjectSignals.connectReturning(window.widget, "close-request") { _ in true }
            XCTAssertTrue(GObjectSignals.emit(window.widget, "close-request"))
        }
    }

    func testASignalThatFiresAfterItsWrapperIsGoneDoesNotCrash() throws {
        try withGtk {
            let box = GObjectRef(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!)
            let liveBefore = GObjectSignals.liveHandlerCount
            var clicks = 0
            weak var weakWrapper: GObjectRef?
            var button: UnsafeMutablePointer<GtkWidget>?
            do {
                let wrapper = GObjectRef(gtk_button_new_with_label("Go")!)
                weakWrapper = wrapper
                button = wrapper.widget
                gtk_box_append(gCast(box.widget), wrapper.widget)
                try GObjectSignals.connect(wrapper.widget, "clicked") { [weak wrapper] _ in
                    clicks += 1
                    XCTAssertNil(wrapper, "the wrapper is gone; the widget lives on in its box")
                }
            }
            XCTAssertNil(weakWrapper)
            let liveButton = try XCTUnwrap(button)
            GObjectSignals.emit(liveButton, "clicked")
            XCTAssertEqual(clicks, 1)
            gtk_box_remove(gCast(box.widget), liveButton) // finalizes the button
            XCTAssertEqual(GObjectSignals.liveHandlerCount, liveBefore, "the handler went with its widget")
        }
    }

    func testAConnectionOutlivingItsObjectOrItsOwnEmissionIsSafeToUse() throws {
        try withGtk {
            var connection: SignalConnection?
            do {
                let button = GObjectRef(gtk_button_new()!)
                connection = try GObjectSignals.connect(button.widget, "clicked") { _ in
                    // Disconnected during its own emission: GLib drops the handler at once
                    // and frees its closure only when the emission ends.
                    connection?.disconnect()
                    XCTAssertEqual(connection?.isConnected, false)
                    connection?.disconnect()
                }
                GObjectSignals.emit(button.widget, "clicked")
                XCTAssertEqual(connection?.isConnected, false)
            }
            let button = GObjectRef(gtk_button_new()!)
            var kept = try GObjectSignals.connect(button.widget, "clicked") { _ in }
            XCTAssertTrue(kept.isConnected)
            withExtendedLifetime(kept) {}
            // The button is finalized with its wrapper: the connection reads disconnected,
            // and using it touches nothing (fatal criticals would stop the test).
            do {
                let other = GObjectRef(gtk_button_new()!)
                kept = try GObjectSignals.connect(other.widget, "clicked") { _ in }
            }
            XCTAssertFalse(kept.isConnected)
            kept.disconnect()
            XCTAssertEqual(kept.blocked { 7 }, 7, "a gone object's block runs the body alone")
            withExtendedLifetime(button) {}
        }
    }

    func testConnectingAnUnknownSignalThrowsAClearError() throws {
        try withGtk {
            let label = GObjectRef(gtk_label_new("x")!)
            XCTAssertThrowsError(try GObjectSignals.connect(label.widget, "no-such-signal") { _ in }) { error in
                XCTAssertEqual(error as? GtkInteropError, .unknownSignal(name: "no-such-signal", typeName: "GtkLabel"))
            }
            XCTAssertFalse(GObjectSignals.emit(label.widget, "no-such-signal"))
        }
    }
}
