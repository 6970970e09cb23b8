import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Asks and answers like an app's delegate, recording what it was asked.
@MainActor
private final class Gatekeeper: EntryFieldDelegate, AreaFieldDelegate, PickerFieldDelegate, DateFieldDelegate {
    var allowBegin = false
    var allowEnd = true
    var allowChange = true
    var calls: [String] = []

    func entryFieldShouldBeginEditing(_ field: EntryField) -> Bool { calls.append("should-begin"); return allowBegin }
    func entryFieldDidBeginEditing(_ field: EntryField) { calls.append("did-begin") }
    func entryFieldShouldEndEditing(_ field: EntryField) -> Bool { calls.append("should-end"); return allowEnd }

    func areaFieldShouldBeginEditing(_ field: AreaField) -> Bool { calls.append("should-begin"); return allowBegin }
    func pickerFieldShouldBeginEditing(_ field: PickerField) -> Bool { calls.append("should-begin"); return allowBegin }
    func dateFieldShouldBeginEditing(_ field: DateField) -> Bool { calls.append("should-begin"); return allowBegin }
    func areaFieldDidBeginEditing(_ field: AreaField) { calls.append("did-begin") }
    func areaFieldShouldEndEditing(_ field: AreaField) -> Bool { calls.append("should-end"); return allowEnd }
    func areaField(_ field: AreaField, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool {
        calls.append("change \(range.lowerBound)..<\(range.upperBound) '\(text)'")
        return allowChange
    }
}

/// Focus as a user meets it: clicks anywhere on a field, Tab, mnemonics, and delegates
/// that say no.
final class FieldFocusTests: XCTestCase {
    func testAClickAnywhereOnTheFieldFocusesItsInput() throws {
        try withGtk {
            let price = EntryField(label: "Price")
            price.isMonetary = true
            price.unit = "USD"
            price.text = "12"
            let empty = EntryField(label: "Note")
            let harness = try FieldHarness([price, empty])
            defer { harness.close() }
            let input = try harness.input()
            harness.settle()
            let parts: [(String, UnsafeMutablePointer<GtkWidget>?)] = [
                ("the floating label", WidgetTree.child(of: price.widget.pointer, withClass: "label")),
                ("the $ prefix", WidgetTree.child(of: price.widget.pointer, withClass: "prefix")),
                ("the unit suffix", WidgetTree.child(of: price.widget.pointer, withClass: "suffix")),
            ]
            for (name, part) in parts {
                harness.focusElsewhere()
                try input.click(try XCTUnwrap(part, name))
                XCTAssertTrue(MainLoopPump.run(until: { harness.hasFocus(price) }, timeout: 2), "a click on \(name) focuses the field")
                XCTAssertEqual(price.state, .active)
            }
            harness.focusElsewhere()
            let container = try XCTUnwrap(WidgetTree.child(of: price.widget.pointer, withClass: "container"))
            try input.click(container, at: (4, 50))
            XCTAssertTrue(MainLoopPump.run(until: { harness.hasFocus(price) }, timeout: 2), "a click on the padding focuses the field")

            harness.focusElsewhere()
            try input.click(try XCTUnwrap(WidgetTree.child(of: empty.widget.pointer, withClass: "label")))
            XCTAssertTrue(MainLoopPump.run(until: { harness.hasFocus(empty) }, timeout: 2), "a click on the resting label focuses the field")
        }
    }

    func testAClickOnAPickerOrADateFieldOpensIt() throws {
        try withGtk {
            let size = PickerField(label: "Size", data: ["S", "M", "L"])
            let when = DateField(label: "When")
            let harness = try FieldHarness([size, when])
            defer { harness.close() }
            let input = try harness.input()
            try input.click(try XCTUnwrap(WidgetTree.first(under: size.widget.pointer, ofType: gtk_text_get_type())))
            XCTAssertTrue(MainLoopPump.run(until: { size.isOpen }, timeout: 2), "a click on the picker's value opens it")
            size.done()
            try input.click(try XCTUnwrap(WidgetTree.child(of: size.widget.pointer, withClass: "label")))
            XCTAssertTrue(MainLoopPump.run(until: { size.isOpen }, timeout: 2), "and so does a click on its label")
            size.done()
            harness.settle()
            try input.click(try XCTUnwrap(WidgetTree.child(of: when.widget.pointer, withClass: "container")), at: (6, 8))
            XCTAssertTrue(MainLoopPump.run(until: { when.isOpen }, timeout: 2), "a click on a date field outside its text opens the calendar")
        }
    }

    func testARefusingDelegateKeepsFocusAndTypingOutUntilItAgrees() throws {
        try withGtk {
            let locked = EntryField(label: "_Locked")
            let gate = Gatekeeper()
            let harness = try FieldHarness([locked])
            defer { harness.close() }
            locked.delegate = gate
            let input = try harness.input()

            try input.click(try XCTUnwrap(WidgetTree.first(under: locked.widget.pointer, ofType: gtk_text_get_type())))
            try input.type("abc")
            MainLoopPump.run(for: 0.2)
            XCTAssertFalse(harness.hasFocus(locked), "a click does not focus it")
            XCTAssertEqual(locked.text, "", "nor does typing reach it")
            try input.key("alt+l")
            MainLoopPump.run(for: 0.1)
            XCTAssertFalse(harness.hasFocus(locked), "nor its mnemonic")
            XCTAssertFalse(locked.becomeFirstResponder(), "nor code")
            harness.focusElsewhere()
            try input.key("shift+Tab")
            MainLoopPump.run(for: 0.1)
            XCTAssertFalse(harness.hasFocus(locked), "Tab skips it")
            XCTAssertFalse(gate.calls.contains("did-begin"), "did-begin is never called: \(gate.calls)")
            XCTAssertTrue(gate.calls.allSatisfy { $0 == "should-begin" })

            gate.allowBegin = true
            gate.calls = []
            harness.focusElsewhere()
            try input.key("shift+Tab")
            XCTAssertTrue(MainLoopPump.run(until: { harness.hasFocus(locked) }, timeout: 2), "asked again with yes, it takes focus")
            XCTAssertEqual(gate.calls, ["should-begin", "did-begin"], "one question per attempt")
            try input.type("ok")
            XCTAssertTrue(MainLoopPump.run(until: { locked.text == "ok" }, timeout: 2))
        }
    }

    func testARefusingPickerOrDateFieldStaysClosedAndUnfocused() throws {
        try withGtk {
            let size = PickerField(label: "Size", data: ["S", "M"])
            let when = DateField(label: "When")
            let gate = Gatekeeper()
            let harness = try FieldHarness([size, when])
            defer { harness.close() }
            size.delegate = gate
            when.delegate = gate
            let input = try harness.input()
            try input.click(size.widget.pointer)
            try input.click(try XCTUnwrap(WidgetTree.child(of: when.widget.pointer, withClass: "container")), at: (6, 8))
            MainLoopPump.run(for: 0.2)
            XCTAssertFalse(size.isOpen || when.isOpen, "neither opens")
            XCTAssertFalse(harness.hasFocus(size) || harness.hasFocus(when), "nor takes focus")
            XCTAssertFalse(size.open(), "nor from code")
            gate.allowBegin = true
            XCTAssertTrue(size.open(), "until the delegate agrees")
        }
    }

    func testARefusingShouldEndKeepsFocusOnTabAndTakesItBackFromAClick() throws {
        try withGtk {
            let code = EntryField(label: "Code")
            let gate = Gatekeeper()
            gate.allowBegin = true
            gate.allowEnd = false
            let harness = try FieldHarness([code])
            defer { harness.close() }
            code.delegate = gate
            let input = try harness.input()
            code.becomeFirstResponder()
            harness.settle()
            try input.key("Tab")
            MainLoopPump.run(for: 0.1)
            XCTAssertTrue(harness.hasFocus(code), "Tab does not leave")
            try input.click(harness.plainEntry)
            XCTAssertTrue(MainLoopPump.run(until: { harness.hasFocus(code) }, timeout: 2), "a click elsewhere is taken back")
            XCTAssertEqual(code.state, .active)
            gate.allowEnd = true
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { !harness.hasFocus(code) }, timeout: 2))
            XCTAssertEqual(code.state, .inactive)
        }
    }

    func testAnAreaFieldAsksBeforeFocusAndBeforeEachChange() throws {
        try withGtk {
            let notes = AreaField(label: "Notes")
            let gate = Gatekeeper()
            let harness = try FieldHarness([notes])
            defer { harness.close() }
            notes.delegate = gate
            let input = try harness.input()
            XCTAssertFalse(notes.becomeFirstResponder(), "should-begin says no")
            XCTAssertEqual(gate.calls, ["should-begin"])

            gate.allowBegin = true
            XCTAssertTrue(notes.becomeFirstResponder())
            try input.type("ab")
            XCTAssertTrue(MainLoopPump.run(until: { notes.text == "ab" }, timeout: 2))
            gate.allowChange = false
            try input.type("c")
            try input.key("BackSpace")
            MainLoopPump.run(for: 0.2)
            XCTAssertEqual(notes.text, "ab", "a vetoed edit leaves the text as it was")
            XCTAssertTrue(gate.calls.contains("change 2..<2 'c'"), "\(gate.calls)")
            XCTAssertTrue(gate.calls.contains("change 1..<2 ''"), "a deletion is asked about as an empty replacement")
            notes.text = "set by code"
            XCTAssertEqual(notes.text, "set by code", "text set from code is not vetoed")
        }
    }

    func testAnAreaFieldAsksToBeginOnceWhenFocusComesAndToEndOnceWhenItGoes() throws {
        try withGtk {
            let notes = AreaField(label: "Notes")
            let gate = Gatekeeper()
            gate.allowBegin = true
            let harness = try FieldHarness([notes])
            defer { harness.close() }
            notes.delegate = gate
            let input = try harness.input()
            try input.click(try XCTUnwrap(WidgetTree.child(of: notes.widget.pointer, withClass: "container")), at: (20, 30))
            XCTAssertTrue(MainLoopPump.run(until: { harness.hasFocus(notes) }))
            try input.type("ab")
            XCTAssertTrue(MainLoopPump.run(until: { notes.text == "ab" }, timeout: 2))
            try input.key("ctrl+Tab")
            XCTAssertTrue(MainLoopPump.run(until: { !harness.hasFocus(notes) }))
            MainLoopPump.run(for: 0.1)
            XCTAssertEqual(gate.calls, ["should-begin", "did-begin", "change 0..<0 'a'", "change 1..<1 'b'", "should-end"],
                           "one edit, as the seed's delegate sees it")
        }
    }

    func testTheFocusedClassFollowsRealFocusInEveryState() throws {
        try withGtk {
            let email = EntryField(label: "E-mail")
            email.errorClearing = .manually
            let harness = try FieldHarness([email])
            defer { harness.close() }
            email.text = "ada@"
            email.setError(withText: "Enter a valid e-mail address")
            email.becomeFirstResponder()
            harness.settle()
            XCTAssertTrue(WidgetTree.hasState(email, "focused"))
            XCTAssertTrue(WidgetTree.hasState(email, "error"))
            harness.focusElsewhere()
            XCTAssertFalse(WidgetTree.hasState(email, "focused"), "a blur of a field with an error and a value drops focused")
            XCTAssertTrue(WidgetTree.hasState(email, "error"))
        }
    }
}
