import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
@testable import MaterialFields
import XCTest

/// One GTK event that changes two rows is one transaction: a click on a picker blurs the
/// row that had focus (which then shows its error) and opens the picker's list, and every
/// channel that hears of either finds both already drawn.
final class FormTransactionTests: XCTestCase {
    private enum Tag: RowTag { case name, room }

    /// What the user sees of each field that its model does not hold (its container's
    /// `focused`, `error` and `open` classes against the models), at one moment.
    @MainActor private static func undrawn(_ name: Field, _ room: PickerField) -> [String] {
        WidgetTree.undrawn([("focused", name.fieldModel.isFocused), ("error", name.fieldModel.hasError)], of: name)
            + WidgetTree.undrawn([("focused", room.fieldModel.isFocused), ("open", room.model.isOpen)], of: room)
    }

    func testAClickThatBlursOneRowAndOpensAnotherIsToldOnceBothAreDrawn() throws {
        try leaveTheEmptiedName(by: "a click on the room") { input, room in try input.click(room.widget.pointer) }
    }

    func testReturnThatMovesFocusOnIsToldOnceBothRowsAreDrawn() throws {
        try leaveTheEmptiedName(by: "Return") { input, _ in try input.key("Return") }
    }

    /// Types a name and takes it back, then leaves the name row by `leaving`: the name shows
    /// its error, and every channel that hears of the event finds both rows drawn as their
    /// models hold them.
    private func leaveTheEmptiedName(by what: String, _ leaving: @MainActor (XInput, PickerField) throws -> Void) throws {
        try withGtk {
            let form = Form<Tag>()
            try form.add(Row(tag: .name, label: "Name", kind: .entry(), rules: [.required]))
            try form.add(Row(tag: .room, label: "Room", kind: .picker(data: ["Single", "Double"])))
            let view = try FormView(form: form)
            let window = TestWindow.steady(showing: view.widget.pointer, height: 400)
            defer { window.close() }
            let name = try XCTUnwrap(view.field(for: .name))
            let room = try XCTUnwrap(view.field(for: .room) as? PickerField)
            XCTAssertTrue(form.focus(.name))
            MainLoopPump.waitForFrames(of: view.widget.pointer)
            let input = try XInput(window: window.window)
            try input.key("a")
            try input.key("BackSpace")
            MainLoopPump.run(for: 0.1)

            // Every channel: the form's changes and row updates, and the GObject ones.
            var heard: [(channel: String, undrawn: [String])] = []
            let token = form.changes.add { change in
                switch change {
                case .error(.name, _): heard.append(("Form.changes error", Self.undrawn(name, room)))
                case .focus: heard.append(("Form.changes focus", Self.undrawn(name, room)))
                default: break
                }
            }
            defer { token.cancel() }
            form.onRowUpdate = { update, row in heard.append(("row update \(update) of \(row.tag)", Self.undrawn(name, room))) }
            var connections: [SignalConnection] = []
            for field in [name, room as Field] {
                connections.append(try GObjectSignals.connect(field.widget.pointer, "notify::error-text") { _ in
                    heard.append(("notify::error-text of \(field.label)", Self.undrawn(name, room)))
                })
            }
            defer { connections.removeAll() }

            try leaving(input, room)
            MainLoopPump.run(for: 0.2)
            MainLoopPump.waitForFrames(of: view.widget.pointer)

            XCTAssertEqual(form.focusedTag, .room, what)
            XCTAssertEqual(name.fieldModel.errorText, "This field is required", "\(what): leaving the emptied name shows its error")
            XCTAssertEqual(heard.filter { $0.channel == "Form.changes error" }.count, 1, "\(what): \(heard.map(\.channel))")
            XCTAssertTrue(heard.contains { $0.channel == "notify::error-text of Name" }, "\(what): \(heard.map(\.channel))")
            for (channel, undrawn) in heard {
                XCTAssertEqual(undrawn, [], "\(what): \(channel) was heard before both rows were drawn")
            }
            XCTAssertEqual(Self.undrawn(name, room), [], what)
        }
    }

    /// A field's notifications are frozen from the first change of a transaction to its
    /// notify step: a property the app sets while the event's change is still undrawn (here
    /// `tag`, which notifies as it is set) is heard only once the error is drawn.
    func testANotificationInsideAnEventIsHeldUntilTheEventIsDrawn() throws {
        try withGtk {
            let field = EntryField(label: "Name")
            let window = TestWindow.steady(showing: field.widget.pointer, height: 120)
            defer { window.close() }
            var heard: [(error: String?, drawnError: Bool)] = []
            let connection = try GObjectSignals.connect(field.widget.pointer, "notify::tag") { _ in
                heard.append((WidgetTree.shownError(of: field.widget.pointer), WidgetTree.hasState(field, "error")))
            }
            defer { connection.disconnect() }

            field.fieldModel.transaction {
                field.fieldModel.setError(withText: "Enter a name")
                field.tag = 7
            }
            XCTAssertEqual(heard.count, 1, "notify::tag once")
            XCTAssertEqual(heard.first?.error, "Enter a name", "the error line was drawn when notify::tag was heard")
            XCTAssertEqual(heard.first?.drawnError, true, "and the field in its error state")

            field.tag = 8
            XCTAssertEqual(heard.count, 2, "outside an event, a property notifies as it is set")
        }
    }
}
