import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A suggestion field under real typing, arrow keys, Return, Escape and clicks.
final class SuggestionFieldTests: XCTestCase {
    static let cities = ["London", "Lisbon", "Los Angeles", "Lyon", "New York", "São Paulo"]

    /// The label of the focused suggestion, nil when the focus is not on one.
    @MainActor
    private static func focusedSuggestion(in window: TestWindow) -> String? {
        guard let focus = window.focusWidget, String(cString: mf_instance_type_name(focus)) == "GtkListBoxRow",
              let label = gtk_widget_get_first_child(focus) else { return nil }
        return String(cString: gtk_label_get_text(gCast(label)))
    }

    func testTypingOpensTheSuggestionsAndTheKeyboardChoosesOne() throws {
        try withGtk {
            let field = SuggestionField(label: "City", source: .list(Self.cities))
            var chosen: [String] = []
            var changes = 0
            field.onChoose = { _, city in chosen.append(city) }
            field.onChange = { _ in changes += 1 }
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            let closedHeight = gtk_widget_get_height(field.widget.pointer)
            try input.click(field.widget.pointer)
            try input.type("lo")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions == ["London", "Los Angeles"] }, timeout: 3))
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_height(field.widget.pointer) > closedHeight + 60 }, timeout: 2),
                          "the list opens below the field, two rows tall: \(closedHeight) → \(gtk_widget_get_height(field.widget.pointer))")
            try input.key("Down")
            XCTAssertTrue(MainLoopPump.run(until: { Self.focusedSuggestion(in: window) == "London" }, timeout: 2))
            try input.key("Down")
            XCTAssertTrue(MainLoopPump.run(until: { Self.focusedSuggestion(in: window) == "Los Angeles" }, timeout: 2))
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "Los Angeles" }, timeout: 2), "chose: \(field.text)")
            XCTAssertEqual(chosen, ["Los Angeles"])
            XCTAssertEqual(changes, 3, "two keys typed and one suggestion chosen")
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_height(field.widget.pointer) == closedHeight }, timeout: 2),
                          "the list closes")
            let text = try XCTUnwrap(window.focusWidget)
            XCTAssertEqual(String(cString: mf_instance_type_name(text)), "GtkText", "the focus is back in the text")
            XCTAssertEqual(gtk_editable_get_position(OpaquePointer(text)), 11, "the caret after the chosen text")
            var start: Int32 = 0, end: Int32 = 0
            XCTAssertEqual(gtk_editable_get_selection_bounds(OpaquePointer(text), &start, &end), 0, "nothing selected to type over")
        }
    }

    func testAWordTypedPlainlyFindsItWrittenWithItsOwnLettersAndMarks() throws {
        try withGtk {
            let field = SuggestionField(label: "City", source: .list(["Côte d’Ivoire", "Straße", "Iğdır", "Saint\u{2011}Étienne"]))
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            for (typed, found) in [("ivoire", "Côte d’Ivoire"), ("strasse", "Straße"), ("IGDIR", "Iğdır"), ("etienne", "Saint\u{2011}Étienne")] {
                try input.type(typed)
                XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions == [found] }, timeout: 3),
                              "\(typed): \(field.suggestionModel.suggestions)")
                try input.key("ctrl+a")
                try input.key("BackSpace")
                XCTAssertTrue(MainLoopPump.run(until: { field.text.isEmpty }, timeout: 2))
            }
        }
    }

    func testUpFromTheFirstSuggestionReturnsToTheTextAndTypingThereGoesOn() throws {
        try withGtk {
            let field = SuggestionField(label: "City", source: .list(Self.cities))
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.type("l")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions.count == 4 }, timeout: 3))
            try input.key("Down")
            XCTAssertTrue(MainLoopPump.run(until: { Self.focusedSuggestion(in: window) == "London" }, timeout: 2))
            try input.key("Up")
            XCTAssertTrue(MainLoopPump.run(until: { Self.focusedSuggestion(in: window) == nil }, timeout: 2), "back in the text")
            try input.key("Up")
            XCTAssertTrue(MainLoopPump.run(until: { Self.focusedSuggestion(in: window) == "Lyon" }, timeout: 2), "Up from the text: the last")
            try input.type("i")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "li" }, timeout: 2), "a letter typed on a suggestion: \(field.text)")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions == ["Lisbon"] }, timeout: 2))
            try input.key("BackSpace")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "l" }, timeout: 2))
        }
    }

    func testNewSuggestionsFromTheAppShowForWhatTheUserTyped() throws {
        try withGtk {
            let field = SuggestionField(label: "City", source: .list([]))
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.type("l")
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "l" }, timeout: 3))
            XCTAssertTrue(field.suggestionModel.suggestions.isEmpty)
            // As an app does when its server answers: the list shows at once, for "l".
            field.source = .list(["Lima", "Oslo", "La Paz"])
            XCTAssertEqual(field.suggestionModel.suggestions, ["Lima", "La Paz"])
            try input.key("Down")
            XCTAssertTrue(MainLoopPump.run(until: { Self.focusedSuggestion(in: window) == "Lima" }, timeout: 2))
        }
    }

    func testEscapeClosesAndTabLeavesWithoutChoosing() throws {
        try withGtk {
            let field = SuggestionField(label: "City", source: .list(Self.cities))
            let (window, input, next) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.type("new")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions == ["New York"] }, timeout: 3))
            try input.key("Escape")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions.isEmpty }, timeout: 2))
            XCTAssertEqual(field.text, "new", "Escape keeps what was typed")
            try input.type(" y")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions == ["New York"] }, timeout: 2), "typing opens it again")
            try input.key("Tab")
            XCTAssertTrue(MainLoopPump.run(until: { window.focusWidget.map { gtk_widget_is_ancestor($0, next) != 0 || $0 == next } ?? false },
                                           timeout: 2), "Tab moves on")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions.isEmpty }, timeout: 2), "leaving closes the list")
            XCTAssertEqual(field.text, "new y")
        }
    }

    func testReturnKeepsTheTextAndAClickAwayFromASuggestionLeavesCleanly() throws {
        try withGtk {
            let field = SuggestionField(label: "City", source: .list(Self.cities))
            let (window, input, next) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.type("lo")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions.count == 2 }, timeout: 3))
            try input.key("Return")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions.isEmpty }, timeout: 2), "Return closes the list")
            XCTAssertNil(Self.focusedSuggestion(in: window), "and never lands on a suggestion")
            XCTAssertEqual(field.text, "lo", "Return keeps what was typed")
            try input.click(field.widget.pointer)
            try input.key("End")
            try input.type("n")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions == ["London"] }, timeout: 2))
            try input.key("Down")
            XCTAssertTrue(MainLoopPump.run(until: { Self.focusedSuggestion(in: window) == "London" }, timeout: 2))
            // The list closes as the focus goes to the click's widget; GTK, moving it, still
            // reads the suggestion that had it (a critical, fatal here, when it was freed).
            try input.click(next)
            XCTAssertTrue(MainLoopPump.run(until: { window.focusWidget.map { gtk_widget_is_ancestor($0, next) != 0 || $0 == next } ?? false },
                                           timeout: 2), "the click moved the focus")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions.isEmpty }, timeout: 2))
            XCTAssertEqual(field.text, "lon")
        }
    }

    func testAClickOnASuggestionChoosesIt() throws {
        try withGtk {
            let field = SuggestionField(label: "City", source: .list(Self.cities))
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.type("sao")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions == ["São Paulo"] }, timeout: 3))
            XCTAssertTrue(MainLoopPump.run(until: { Self.row(0, of: field).map { gtk_widget_get_height($0) > 0 } ?? false }, timeout: 2),
                          "the suggestion is laid out")
            try input.click(try XCTUnwrap(Self.row(0, of: field)))
            XCTAssertTrue(MainLoopPump.run(until: { field.text == "São Paulo" }, timeout: 2), "clicked: \(field.text)")
        }
    }

    func testASlowProvidersStaleAnswerNeverReplacesTheNewOne() throws {
        try withGtk {
            // "l" is answered after "lo": the answer for "l" must not show.
            let field = SuggestionField(label: "City", source: .provider(debounce: .zero) { text in
                try? await Task.sleep(for: .milliseconds(text == "l" ? 600 : 50))
                return Self.cities.filter { $0.lowercased().hasPrefix(text) }
            })
            let (window, input, _) = try FieldHarness.show(field)
            defer { window.close() }
            try input.click(field.widget.pointer)
            try input.type("l")
            _ = MainLoopPump.run(until: { false }, timeout: 0.1)
            try input.type("o")
            XCTAssertTrue(MainLoopPump.run(until: { field.suggestionModel.suggestions == ["London", "Los Angeles"] }, timeout: 3))
            _ = MainLoopPump.run(until: { false }, timeout: 0.8)
            XCTAssertEqual(field.suggestionModel.suggestions, ["London", "Los Angeles"], "the late answer for “l” is dropped")
            XCTAssertEqual(field.suggestionModel.query, "lo")
        }
    }

    func testRightToLeftAndDarkTheSuggestionsReadFromTheRightInDarkTones() throws {
        try withGtk {
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
            defer { try? MaterialStyle.install(.light) }
            let field = SuggestionField(label: "עיר", source: .list(["תל אביב", "ירושלים", "תל מונד"]))
            let (window, input, _) = try FieldHarness.show(field, scheme: .dark)
            defer { window.close() }
            try input.click(field.widget.pointer)
            XCTAssertTrue(MainLoopPump.run(until: {
                window.focusWidget.map { gtk_widget_is_ancestor($0, field.widget.pointer) != 0 } ?? false
            }, timeout: 2), "the click focuses the field")
            // Typed through GTK, as an input method commits Hebrew text.
            gtk_editable_set_text(OpaquePointer(field.widget.pointer), "תל")
            XCTAssertTrue(MainLoopPump.run(until: { Self.row(1, of: field).map { gtk_widget_get_height($0) > 0 } ?? false }, timeout: 3))
            MainLoopPump.waitForFrames(of: field.widget.pointer)
            let image = try RenderedImage(widget: field.widget.pointer)
            try image.savePNG(to: GtkTestEnvironment.outputDirectory.appendingPathComponent("suggestions-rtl-dark.png"))
            let row = try XCTUnwrap(Self.row(0, of: field))
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(row, field.widget.pointer, &bounds), 0)
            let top = Int(bounds.origin.y), height = Int(bounds.size.height)
            let left = Int(bounds.origin.x), width = Int(bounds.size.width)
            let background = image.pixel(x: left + 2, y: top + 2)
            XCTAssertEqual([background.red, background.green, background.blue], [0x4a, 0x48, 0x50],
                           "the list lies on the dark container colour")
            // The suggestion's light ink, column by column.
            let inked = (left..<(left + width)).filter { x in
                (top..<(top + height)).contains { y in image.pixel(x: x, y: y).red > 0xb0 }
            }
            let ink = try XCTUnwrap(inked.first.flatMap { first in inked.last.map { first...$0 } }, "the suggestion is drawn in a light tone")
            XCTAssertGreaterThan(ink.lowerBound, left + width / 2, "right to left, the suggestion starts at the right: \(ink)")
            XCTAssertGreaterThan(ink.upperBound, left + width - 40, "and ends near the right edge: \(ink)")
        }
    }

    @MainActor
    private static func row(_ index: Int32, of field: SuggestionField) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(field.widget.pointer)
        while let current = child {
            if let list = find("GtkListBox", in: current), let row = gtk_list_box_get_row_at_index(gCast(list), index) {
                return UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    @MainActor
    private static func find(_ typeName: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if String(cString: mf_instance_type_name(widget)) == typeName { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = find(typeName, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
