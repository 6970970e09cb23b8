import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Text composed through GTK's own input method (Ctrl+Shift+U and a code, with real X key
/// events) arrives whole, and the key that ends the composition is the input method's: it
/// never makes a chip, chooses a suggestion or opens a calendar; a comma it commits is text
/// like any other, and makes chips as a typed one does.
final class InputMethodTests: XCTestCase {
    /// Runs `body` with GTK's built-in input method, whatever the desktop would choose.
    @MainActor private static func withSimpleInputMethod(_ body: () throws -> Void) throws {
        guard let defaults = gtk_settings_get_default() else { throw XCTSkip("no GtkSettings") }
        let settings = UnsafeMutablePointer<GObject>(defaults)
        let previous = GObjectProperties.value(of: settings, "gtk-im-module")
        GObjectProperties.set(settings, "gtk-im-module", to: .string("gtk-im-context-simple"))
        defer { GObjectProperties.set(settings, "gtk-im-module", to: previous ?? .string(nil)) }
        try body()
    }

    /// Runs `body` with a keyboard that has dead keys (US international: the apostrophe is
    /// a dead acute) and a compose key (the right Ctrl), as people who type accents use;
    /// the plain US keyboard again after it. (xdotool's own remapping of a key it cannot
    /// find races GTK's reading of the new map.)
    @MainActor private static func withDeadAndComposeKeys(_ body: () throws -> Void) throws {
        let setxkbmap = URL(fileURLWithPath: "/usr/bin/setxkbmap")
        guard try Subprocess.run(setxkbmap, ["-layout", "us", "-variant", "intl", "-option", "compose:rctrl"]).status == 0 else {
            throw XCTSkip("setxkbmap could not set the keyboard")
        }
        defer { _ = try? Subprocess.run(setxkbmap, ["-layout", "us", "-variant", "", "-option", ""]) }
        MainLoopPump.run(for: 0.5)
        try body()
    }

    /// Shows a chips field with GTK's own input method, clicks it and runs `body` with it
    /// and the keyboard.
    @MainActor private static func typingInChips(_ body: (ChipsField, XInput) throws -> Void) throws {
        try withSimpleInputMethod {
            let field = ChipsField(label: "Dishes")
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try body(field, input)
        }
    }

    /// Composes the character of `code` with Ctrl+Shift+U, ending the code with `end`.
    @MainActor private static func compose(_ code: String, endingWith end: String, with input: XInput) throws {
        try input.key("ctrl+shift+u")
        try input.type(code)
        try input.key(end)
    }

    func testReturnThatEndsACompositionMakesNoChipAndLosesNothing() throws {
        try withGtk {
            try Self.typingInChips { field, input in
                try input.type("Caf")
                try Self.compose("e9", endingWith: "Return", with: input)
                XCTAssertTrue(MainLoopPump.run(until: { field.text == "Café" }, timeout: 2), "the é arrives whole: \(field.text)")
                XCTAssertEqual(field.chips, [], "the Return that ended the code made no chip")
                try input.key("Return")
                XCTAssertTrue(MainLoopPump.run(until: { field.chips == ["Café"] }, timeout: 2), "the next Return does: \(field.chips)")
                XCTAssertEqual(field.text, "")
            }
        }
    }

    func testACommaTheInputMethodCommitsMakesChipsAsATypedOneDoes() throws {
        try withGtk {
            try Self.typingInChips { field, input in
                try input.type("Tea")
                // U+002C, the comma, composed: it reaches the field as text, never as a key.
                try Self.compose("2c", endingWith: "space", with: input)
                XCTAssertTrue(MainLoopPump.run(until: { field.chips == ["Tea"] }, timeout: 2), "the composed comma made a chip: \(field.chips)")
                XCTAssertEqual(field.text, "")
                try input.type("Milk,")
                XCTAssertTrue(MainLoopPump.run(until: { field.chips == ["Tea", "Milk"] }, timeout: 2), "so does a typed one: \(field.chips)")
                XCTAssertEqual(field.text, "", "and the comma is not left in the text")
                try input.type("Rice")
                // U+FF0C, the comma a Chinese or Japanese input method commits.
                try Self.compose("ff0c", endingWith: "space", with: input)
                XCTAssertTrue(MainLoopPump.run(until: { field.chips == ["Tea", "Milk", "Rice"] }, timeout: 2),
                              "the full-width comma made a chip, never one of `Rice，`: \(field.chips)")
                XCTAssertEqual(field.text, "")
            }
        }
    }

    func testDeadKeysComposeAndCodesArriveWholeInEntriesAreasMasksAndNumbers() throws {
        try withGtk {
            try Self.withSimpleInputMethod { try Self.withDeadAndComposeKeys {
                let name = EntryField(label: "Name")
                let notes = AreaField(label: "Notes")
                let card = EntryField(label: "Card")
                card.formatter = InputMask.cardNumber
                let guests = NumberField(label: "Guests")
                let harness = try FieldHarness([name, notes, card, guests])
                defer { harness.close() }
                let input = try harness.input()

                try input.click(name.widget.pointer)
                try input.type("Ren")
                try Self.compose("e9", endingWith: "Return", with: input)
                XCTAssertTrue(MainLoopPump.run(until: { name.text == "René" }, timeout: 2), "the é arrives whole: \(name.text)")
                harness.settle()
                XCTAssertTrue(KeyboardFocus.isInside(name.widget.pointer), "the Return that ended the code did not move on")
                try input.key("dead_acute", "e")
                XCTAssertTrue(MainLoopPump.run(until: { name.text == "Renéé" }, timeout: 2), "a dead key composes: \(name.text)")

                try input.click(notes.widget.pointer)
                try input.type("Caf")
                try input.key("Multi_key", "apostrophe", "e")
                XCTAssertTrue(MainLoopPump.run(until: { notes.text == "Café" }, timeout: 2), "the compose key composes: \(notes.text)")
                try Self.compose("2014", endingWith: "Return", with: input)
                XCTAssertTrue(MainLoopPump.run(until: { notes.text == "Café—" }, timeout: 2), "the dash arrives: \(notes.text)")
                MainLoopPump.run(for: 0.2)
                XCTAssertEqual(notes.text, "Café—", "and the Return that ended the code is no new line")

                // The mask shapes committed text only: nothing while the code is composed.
                try input.click(card.widget.pointer)
                try input.key("ctrl+shift+u")
                try input.type("34")
                MainLoopPump.run(for: 0.2)
                XCTAssertEqual(card.text, "", "the composition is no digit yet")
                try input.key("space")
                XCTAssertTrue(MainLoopPump.run(until: { card.text == "4" }, timeout: 2), "the committed 4 is the mask's: \(card.text)")
                try input.type("2424242")
                XCTAssertTrue(MainLoopPump.run(until: { card.text == "4242 4242" }, timeout: 2), "grouped as typed: \(card.text)")

                try input.click(guests.widget.pointer)
                try Self.compose("37", endingWith: "Return", with: input)
                XCTAssertTrue(MainLoopPump.run(until: { guests.value == 7 }, timeout: 2), "the 7 arrives: \(guests.text)")
                harness.settle()
                XCTAssertTrue(KeyboardFocus.isInside(guests.widget.pointer), "the Return that ended the code did not move on")
            } }
        }
    }

    private static let germanChild = "MATERIAL_FIELDS_GERMAN_INPUT_CHILD"

    /// On a German desktop (a real glibc locale, its compose tables and its decimal comma),
    /// a dead key and a code compose whole, and a comma composed from its code is the
    /// decimal separator a typed one is.
    func testOnAGermanDesktopDeadKeysAndCodesComposeAndACommaIsTheDecimalSeparator() throws {
        guard ProcessInfo.processInfo.environment[Self.germanChild] != nil else {
            let child = try ChildTestRun.run(
                "MaterialFieldsTests.InputMethodTests/testOnAGermanDesktopDeadKeysAndCodesComposeAndACommaIsTheDecimalSeparator",
                under: ["/usr/bin/env", "-u", "LC_ALL", "-u", "LANGUAGE", "\(Self.germanChild)=1", "LANG=de_DE.UTF-8"],
                marking: "MATERIAL_FIELDS_CHILD_RUN", seconds: 120)
            XCTAssertEqual(child.status, 0, "\(child.output)\n\(child.errors)")
            XCTAssertTrue(child.output.contains("Executed 1 test, with 0 failures"), child.output)
            return
        }
        try withGtk {
            try Self.withSimpleInputMethod { try Self.withDeadAndComposeKeys {
                let name = EntryField(label: "Name")
                let amount = NumberField(label: "Betrag", format: NumberFormat(fractionDigits: 2))
                let harness = try FieldHarness([name, amount])
                defer { harness.close() }
                let input = try harness.input()

                try input.click(name.widget.pointer)
                try input.type("J")
                try input.key("dead_acute", "e")
                try Self.compose("fc", endingWith: "space", with: input)
                XCTAssertTrue(MainLoopPump.run(until: { name.text == "Jéü" }, timeout: 2), "both compose whole: \(name.text)")

                try input.click(amount.widget.pointer)
                try input.type("12")
                try Self.compose("2c", endingWith: "space", with: input)
                try input.type("5")
                XCTAssertTrue(MainLoopPump.run(until: { amount.value == Decimal(string: "12.5") }, timeout: 2),
                              "twelve and a half, not 125: \(amount.text)")
                try input.click(name.widget.pointer)
                harness.settle()
                XCTAssertEqual(amount.text, "12,5", "shown as the German desktop writes it")
                XCTAssertEqual(name.text, "Jéü")
            } }
        }
    }

    func testTheCompositionShowsInPlaceInTheFieldsFont() throws {
        try withGtk {
            try Self.withSimpleInputMethod {
                GoldenImage.steadyRendering()
                let field = EntryField(label: "Name")
                let (window, input, _) = try FieldHarness.show(field)
                defer { window.close() }
                let text = try XCTUnwrap(WidgetTree.first(under: field.widget.pointer, ofType: gtk_text_get_type()))
                try input.click(field.widget.pointer)
                try input.key("ctrl+shift+u")
                try input.type("34")
                MainLoopPump.waitForFrames(of: field.widget.pointer)
                let composed = try RenderedImage(widget: field.widget.pointer)
                try composed.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("input-method-composing.png"))
                XCTAssertEqual(field.text, "", "nothing committed while composing")
                try input.key("Escape")
                try input.type("u34")
                MainLoopPump.waitForFrames(of: field.widget.pointer)
                let typed = try RenderedImage(widget: field.widget.pointer)
                try typed.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("input-method-typed.png"))

                var bounds = graphene_rect_t()
                XCTAssertNotEqual(gtk_widget_compute_bounds(text, field.widget.pointer, &bounds), 0)
                let box = (x: Int(bounds.origin.x), y: Int(bounds.origin.y), width: Int(bounds.size.width), height: Int(bounds.size.height))
                let preedit = try XCTUnwrap(composed.ink(in: box), "the composition is drawn in the field's text")
                let same = try XCTUnwrap(typed.ink(in: box), "so is the typed text")
                // The same glyphs from the same place: the composition adds only its underline.
                XCTAssertEqual(preedit.minX, same.minX, accuracy: 1, "starts where typed text starts")
                XCTAssertEqual(preedit.minY, same.minY, accuracy: 1, "stands as tall, in the same font")
                XCTAssertEqual(preedit.maxX, same.maxX, accuracy: 3, "as wide")
                XCTAssertGreaterThanOrEqual(preedit.maxY, same.maxY, "underlined at most")
            }
        }
    }

    func testReturnThatEndsACompositionChoosesNoSuggestion() throws {
        try withGtk {
            try Self.withSimpleInputMethod {
                let field = SuggestionField(label: "Dish", source: .list(["Cafeteria tray", "Café au lait"]))
                var chosen: [String] = []
                field.onChange = { chosen.append($0.text) }
                let (window, input, _) = try FieldHarness.show(field)
                defer { window.close() }
                try input.click(field.widget.pointer)
                try input.type("Caf")
                XCTAssertTrue(MainLoopPump.run(until: { !field.suggestionModel.suggestions.isEmpty }, timeout: 2), "suggestions come as the user types")
                try Self.compose("e9", endingWith: "Return", with: input)
                XCTAssertTrue(MainLoopPump.run(until: { field.text == "Café" }, timeout: 2), "the é arrives whole: \(field.text)")
                XCTAssertFalse(chosen.contains("Cafeteria tray"), "the Return that ended the code chose nothing: \(chosen)")
            }
        }
    }

    func testDownInACompositionDoesNotOpenACalendar() throws {
        try withGtk {
            try Self.withSimpleInputMethod {
                for field in [DateField(label: "Arrival") as Field, DateRangeField(label: "Stay")] {
                    let (window, input, _) = try FieldHarness.show(field)
                    defer { window.close() }
                    try input.click(field.widget.pointer)
                    try Self.compose("31", endingWith: "Down", with: input)
                    MainLoopPump.waitForFrames(of: field.widget.pointer)
                    let open = GObjectProperties.value(of: field.widget.pointer, "open")?.boolValue
                    XCTAssertEqual(open, false, "\(type(of: field)): Down went to the input method, not to the calendar")
                    try input.key("Escape")
                    try input.key("Down")
                    XCTAssertTrue(MainLoopPump.run(until: { GObjectProperties.value(of: field.widget.pointer, "open")?.boolValue == true },
                                                   timeout: 2), "\(type(of: field)): with no composition, Down opens it")
                }
            }
        }
    }
}

private extension RenderedImage {
    /// The bounds of the dark pixels (text, a caret, an underline) inside `box`, nil for none.
    @MainActor func ink(in box: (x: Int, y: Int, width: Int, height: Int)) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var found: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in max(0, box.y)..<min(height, box.y + box.height) {
            for x in max(0, box.x)..<min(width, box.x + box.width) {
                let pixel = self.pixel(x: x, y: y)
                guard Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 3 * 110 else { continue }
                let bounds = found ?? (x, y, x, y)
                found = (min(bounds.minX, x), min(bounds.minY, y), max(bounds.maxX, x), max(bounds.maxY, y))
            }
        }
        return found
    }
}
