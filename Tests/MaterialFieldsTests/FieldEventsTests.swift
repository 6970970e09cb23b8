import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Closures are the Swift way to hear a field; a delegate is an adapter that fills them in,
/// so both take the same path.
final class FieldEventsTests: XCTestCase {
    func testClosuresHearRealTypingInOrderAndCanVetoAClear() throws {
        try withGtk {
            let name = EntryField(label: "Name")
            name.isClearable = true
            let harness = try FieldHarness([name])
            defer { harness.close() }
            var heard: [String] = []
            name.events.didBeginEditing = { _ in heard.append("begin") }
            name.onChange = { field in heard.append("change:\(field.text)") }
            name.events.didEndEditing = { field in heard.append("end:\(field.text)") }
            name.events.shouldClear = { _ in false }
            harness.type(into: name, "Ada")
            harness.focusElsewhere()
            XCTAssertEqual(heard, ["begin", "change:Ada", "end:Ada"])
            name.text = "Grace"
            XCTAssertEqual(heard.count, 3, "text set from code is no user change")
            let clear = try XCTUnwrap(WidgetTree.button(in: name.widget.pointer, tooltip: "Clear text"))
            GObjectSignals.emit(clear, "clicked")
            XCTAssertEqual(name.text, "Grace", "a closure that answers false keeps the text, as a delegate would")
        }
    }

    func testAPickersDidChangeIsEachOfTheUsersChangesOnceAndNoneOfCodes() throws {
        try withGtk {
            let size = PickerField(label: "Size", data: ["S", "M", "L"])
            let harness = try FieldHarness([size])
            defer { harness.close() }
            var changes: [String] = []
            size.events.didChange = { field in changes.append(field.text) }
            size.setIndexTo(1)
            XCTAssertEqual(changes, [], "a choice made by code is no user change")
            let input = try XInput(window: harness.window.window)
            XCTAssertTrue(size.becomeFirstResponder())
            harness.settle()
            // Down opens the list, Down again moves the choice at once, Escape puts M back.
            for key in ["Down", "Down", "Escape"] {
                try input.key(key)
                harness.settle()
            }
            XCTAssertEqual(size.text, "M")
            XCTAssertEqual(changes, ["L", "M"], "the move and the putting back, each heard once")
            for key in ["Down", "Down", "Return"] {
                try input.key(key)
                harness.settle()
            }
            XCTAssertEqual(changes, ["L", "M", "L"], "Return keeps the move, heard once")
        }
    }

    func testTheClearButtonIsAUserChangeTheAppHears() throws {
        try withGtk {
            let name = EntryField(label: "Name")
            name.isClearable = true
            let harness = try FieldHarness([name])
            defer { harness.close() }
            var heard: [String] = []
            name.onChange = { field in heard.append("change:\(field.text)") }
            harness.type(into: name, "Ada")
            heard.removeAll()
            let clear = try XCTUnwrap(WidgetTree.button(in: name.widget.pointer, tooltip: "Clear text"))
            GObjectSignals.emit(clear, "clicked")
            XCTAssertEqual(name.text, "")
            XCTAssertEqual(heard, ["change:"], "clearing is a change the user made, heard once")
        }
    }

    func testADelegateFillsInTheClosuresAndNilClearsThem() throws {
        try withGtk {
            let bio = EntryField(label: "Bio")
            let harness = try FieldHarness([bio])
            defer { harness.close() }
            let recorder = EventsRecorder()
            bio.delegate = recorder
            XCTAssertNotNil(bio.events.didChange, "the delegate is heard through the closures")
            XCTAssertNotNil(bio.onChange)
            harness.type(into: bio, "Hi")
            harness.focusElsewhere()
            XCTAssertEqual(recorder.calls, ["begin", "change:Hi", "end:Hi"])
            bio.delegate = nil
            XCTAssertNil(bio.events.didChange)
        }
    }
}

/// A seed-style delegate, to check that it is heard through the closures.
@MainActor
private final class EventsRecorder: EntryFieldDelegate {
    var calls: [String] = []
    func entryFieldDidBeginEditing(_ field: EntryField) { calls.append("begin") }
    func entryFieldDidEndEditing(_ field: EntryField) { calls.append("end:\(field.text)") }
    func entryFieldDidChange(_ field: EntryField) { calls.append("change:\(field.text)") }
}
