import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A chips field under real typing, Return, commas, Backspace, Tab and Delete.
final class ChipsFieldTests: XCTestCase {
    static let languages = ["C", "Go", "Python", "Rust", "Swift", "Vala"]

    /// The chip buttons of `field`, in order.
    @MainActor
    private static func chipButtons(of field: ChipsField) -> [UnsafeMutablePointer<GtkWidget>] {
        WidgetChildren.of(field.widget.pointer).filter { gtk_widget_has_css_class($0, "chip") != 0 }
    }

    /// The text each chip shows, in the order they are laid out and read.
    @MainActor
    private static func shownChips(of field: ChipsField) -> [String] {
        chipButtons(of: field).compactMap { button in
            guard let content = gtk_button_get_child(gCast(button)), let label = gtk_widget_get_first_child(content) else { return nil }
            return String(cString: gtk_label_get_text(gCast(label)))
        }
    }

    /// `widget`'s frame in `field`'s coordinates.
    @MainActor
    private static func frame(of widget: UnsafeMutablePointer<GtkWidget>, in field: ChipsField) -> graphene_rect_t {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, field.widget.pointer, &bounds)
        return bounds
    }

    /// The accessible name of the focused widget, if it is a chip.
    @MainActor
    private static func focusedChip(in window: TestWindow, of field: ChipsField) -> Int? {
        guard let focus = window.focusWidget else { return nil }
        return chipButtons(of: field).firstIndex(of: focus)
    }

    func testReturnAndACommaMakeChipsBelowTheFieldAndBackspaceRemovesTheLast() throws {
        try withGtk {
            let field = ChipsField(label: "Languages")
            var changes: [[String]] = []
            field.onChange = { changes.append($0.chips) }
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            let emptyHeight = gtk_widget_get_height(field.widget.pointer)
            try input.click(field.widget.pointer)
            try input.type("Swift,")
            XCTAssertTrue(MainLoopPump.run(until: { field.chips == ["Swift"] }, timeout: 3), "a comma adds: \(field.chips)")
            XCTAssertEqual(field.text, "", "the comma is not typed")
            try input.type("Vala")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { field.chips == ["Swift", "Vala"] }, timeout: 2), "Return adds: \(field.chips)")
            XCTAssertEqual(field.text, "")
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_height(field.widget.pointer) > emptyHeight + 30 }, timeout: 2),
                          "the chips take a line below the field: \(emptyHeight) → \(gtk_widget_get_height(field.widget.pointer))")
            MainLoopPump.waitForFrames(of: field.widget.pointer)
            let buttons = Self.chipButtons(of: field)
            XCTAssertEqual(buttons.count, 2)
            let first = Self.frame(of: buttons[0], in: field), second = Self.frame(of: buttons[1], in: field)
            XCTAssertGreaterThanOrEqual(Double(first.origin.y), 56, "below the 56 px container: \(first.origin.y)")
            XCTAssertEqual(first.origin.y, second.origin.y, "on one line")
            XCTAssertEqual(Double(first.origin.x), 0, accuracy: 0.5, "from the leading edge")
            XCTAssertGreaterThan(second.origin.x, first.origin.x + first.size.width, "side by side, apart")
            try input.key("BackSpace")
            XCTAssertTrue(MainLoopPump.run(until: { field.chips == ["Swift"] }, timeout: 2), "Backspace in the empty text: \(field.chips)")
            XCTAssertEqual(changes, [["Swift"], ["Swift", "Vala"], ["Swift"]])
            try input.type("Go")
            try input.key("BackSpace")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "G" }, timeout: 2))
            XCTAssertEqual(field.chips, ["Swift"], "Backspace in text deletes a character, not a chip")
        }
    }

    func testARefusedPartStaysInTheTextWithTheReasonUnderTheField() throws {
        try withGtk {
            let field = ChipsField(label: "Invite", maximumCount: 2, rule: .isEmail)
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.type("ana@example.com, bo@")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { field.hasError }, timeout: 3), "refused")
            XCTAssertEqual(field.chips, ["ana@example.com"], "the comma added the first")
            XCTAssertEqual(field.text, "bo@", "the refused address stays where it was typed")
            XCTAssertTrue(field.hasError)
            XCTAssertEqual(field.fieldModel.errorText?.hasPrefix("“bo@”: "), true, "the reason names it: \(field.fieldModel.errorText ?? "none")")
            try input.type("example.com")
            XCTAssertTrue(MainLoopPump.run(until: { !field.hasError }, timeout: 2), "typing clears the reason")
            try input.type(", cy@example.com")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { field.hasError }, timeout: 2), "refused")
            XCTAssertEqual(field.chips, ["ana@example.com", "bo@example.com"])
            XCTAssertEqual(field.text, "cy@example.com", "a third is one too many, and kept")
            XCTAssertEqual(field.fieldModel.errorText, "At most 2 items")
            MainLoopPump.waitForFrames(of: field.widget.pointer)
            try RenderedImage(widget: field.widget.pointer)
                .savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("chips-refused.png"))
        }
    }

    func testTabReachesEachChipAndDeleteRemovesItKeepingTheFocusNearby() throws {
        try withGtk {
            let field = ChipsField(label: "Languages", chips: ["C", "Go", "Rust"])
            let (window, input, next) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { Self.focusedChip(in: window, of: field) == 0 }, timeout: 2), "Tab: the first chip")
            try input.key("Right")
            XCTAssertTrue(MainLoopPump.run(until: { Self.focusedChip(in: window, of: field) == 1 }, timeout: 2), "Right: the next")
            try input.key("Delete")
            XCTAssertTrue(MainLoopPump.run(until: { field.chips == ["C", "Rust"] }, timeout: 2))
            XCTAssertTrue(MainLoopPump.run(until: { Self.focusedChip(in: window, of: field) == 1 }, timeout: 2),
                          "the focus goes to the chip in its place")
            XCTAssertEqual(Self.shownChips(of: field), ["C", "Rust"], "the chips shown, in order")
            field.chips = ["C", "Go", "Rust", "Zig"]
            XCTAssertEqual(Self.shownChips(of: field), ["C", "Go", "Rust", "Zig"], "chips set from code slot in where they belong")
            field.chips = ["C", "Rust"]
            try input.key("space")
            XCTAssertTrue(MainLoopPump.run(until: { field.chips == ["C"] }, timeout: 2), "Space on a chip removes it")
            XCTAssertTrue(MainLoopPump.run(until: { Self.focusedChip(in: window, of: field) == 0 }, timeout: 2), "then the one before")
            try input.key("BackSpace")
            XCTAssertTrue(MainLoopPump.run(until: { field.chips.isEmpty }, timeout: 2))
            XCTAssertTrue(MainLoopPump.run(until: {
                window.focusWidget.map { gtk_widget_is_ancestor($0, field.widget.pointer) != 0 && gtk_widget_has_css_class($0, "chip") == 0 } ?? false
            }, timeout: 2), "the last removed, the text has the focus")
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { window.focusWidget.map { gtk_widget_is_ancestor($0, next) != 0 } ?? false }, timeout: 2),
                          "with no chips Tab leaves the field")
        }
    }

    func testAChosenSuggestionBecomesAChipAndIsNotSuggestedAgain() throws {
        try withGtk {
            let field = ChipsField(label: "Languages", source: .list(Self.languages))
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.type("r")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions == ["Rust"] }, timeout: 3))
            try input.key("Down")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { field.chips == ["Rust"] }, timeout: 2), "\(field.chips)")
            XCTAssertEqual(field.text, "")
            try input.type("r")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "r" }, timeout: 2))
            XCTAssertEqual(field.suggestionModel.suggestions, [], "Rust is a chip already")
        }
    }

    func testASuggestionWithACommaIsOneChip() throws {
        try withGtk {
            let field = ChipsField(label: "Cities", source: .list(["Washington, D.C.", "Wellington"]))
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.type("wa")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions == ["Washington, D.C."] }, timeout: 3))
            try input.key("Down")
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { field.chips == ["Washington, D.C."] }, timeout: 2), "\(field.chips)")
            XCTAssertEqual(Self.shownChips(of: field), ["Washington, D.C."], "one chip, never Washington and D.C.")
            XCTAssertEqual(field.text, "")
        }
    }

    func testAFormValidatedWithTextAfterTheLastCommaSavesItAsAChip() throws {
        try withGtk {
            let form = Form<String>()
            try form.add(Row(tag: "skills", label: "Skills", kind: .chips(suggestions: .list(["gtk", "gtk4"])), rules: [.required]))
            let view = try FormView(form: form)
            let window = TestWindow.steady(showing: view.widget.pointer, height: 600)
            defer { window.close() }
            let field = try XCTUnwrap(view.field(for: "skills") as? ChipsField)
            XCTAssertTrue(field.becomeFirstResponder())
            try XInput(window: window.window).type("swift, gtk")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == " gtk" && field.suggestionModel.suggestions == ["gtk", "gtk4"] },
                                           timeout: 2), field.text)
            XCTAssertEqual(try form.value(of: "skills"), .list(["swift"]))
            // An app's Ctrl+S, the keyboard still in the text.
            XCTAssertTrue(form.validate().isValid)
            XCTAssertEqual(try form.value(of: "skills"), .list(["swift", "gtk"]), "what the field shows is what is saved")
            XCTAssertEqual(field.suggestionModel.suggestions, [], "the list that answered the text closes with it")
            MainLoopPump.waitForFrames(of: field.widget.pointer)
            XCTAssertEqual(Self.shownChips(of: field), ["swift", "gtk"])
            let focus = try XCTUnwrap(window.focusWidget)
            XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(focus))), "", "the text became the chip")
            XCTAssertTrue(KeyboardFocus.isInside(field.widget.pointer), "the keyboard stays in the field")
        }
    }

    func testRightToLeftAndDarkTheChipsStartAtTheRightOutlinedInDarkTones() throws {
        try withGtk {
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
            defer { try? MaterialStyle.install(.light) }
            let field = ChipsField(label: "שפות", chips: ["סוויפט", "ואלה", "פייתון", "ראסט", "גו", "לואה", "אוקמל", "קוטלין"])
            let (window, _, _) = try FieldHarness.show(field, scheme: .dark)
            defer { window.close() }
            MainLoopPump.waitForFrames(of: field.widget.pointer)
            let image = try RenderedImage(widget: field.widget.pointer)
            try image.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("chips-rtl-dark.png"))
            let frames = Self.chipButtons(of: field).map { Self.frame(of: $0, in: field) }
            XCTAssertEqual(frames.count, 8)
            let width = Float(gtk_widget_get_width(field.widget.pointer))
            XCTAssertEqual(frames[0].origin.x + frames[0].size.width, width, accuracy: 0.5, "the first chip at the right edge")
            XCTAssertLessThan(frames[1].origin.x, frames[0].origin.x, "the next to its left")
            XCTAssertGreaterThan(frames[7].origin.y, frames[0].origin.y, "eight chips wrap onto a second line")
            // The outline in the dark theme's outline colour, the inside the page's.
            let chip = frames[0]
            let edge = image.pixel(x: Int(chip.origin.x + chip.size.width / 2), y: Int(chip.origin.y))
            XCTAssertEqual([edge.red, edge.green, edge.blue], [0x93, 0x8f, 0x99], "the outline is the dark outline colour")
        }
    }
}
