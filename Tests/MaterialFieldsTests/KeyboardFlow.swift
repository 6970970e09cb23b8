import CGtk
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A form filled by the keyboard alone (a name typed, a size chosen from a picker's list, a
/// city from suggestions, a birthday's calendar opened and closed with Escape, focus moved by
/// Tab and Shift+Tab), written once against ``KeyboardInput`` so that it runs the same on X
/// and on GNOME's Wayland compositor, and records what a user sees after each key.
@MainActor
struct KeyboardFlow {
    /// What the window shows after one step.
    struct Step: Codable, Equatable, CustomStringConvertible {
        /// The keys the step pressed.
        var keys: String
        /// The label of the field holding the focus ("" when none does).
        var focus: String
        /// Each field's text, in order.
        var texts: [String]
        /// The label of the field whose list or calendar is open, if any.
        var open: String?
        /// Where that popup lies in the window, in pixels.
        var popup: [Int]?
        /// Whether all of it lies inside the window.
        var popupWhollyShown: Bool?

        var description: String {
            "\(keys): focus \(focus), \(texts), open \(open ?? "-") \(popup ?? []) shown \(popupWhollyShown.map(String.init) ?? "-")"
        }
    }

    /// The flow's record: the display GTK ran on and each step.
    struct Record: Codable, Equatable {
        var display: String
        var steps: [Step]
    }

    let name = EntryField(label: "Name")
    let size = PickerField(label: "Size", data: ["Small", "Medium", "Large"])
    let city = SuggestionField(label: "City", source: .list(["London", "Lisbon", "Los Angeles", "Lyon"]))
    let birthday = DateField(label: "Birthday")
    private var fields: [Field] { [name, size, city, birthday] }
    private var labels: [String] { ["Name", "Size", "City", "Birthday"] }

    /// Runs the flow in a new window, with the input `makeInput` gives for it.
    static func run(_ makeInput: (UnsafeMutablePointer<GtkWidget>) throws -> any KeyboardInput) throws -> Record {
        // GNOME's session gives GTK its own font (Cantarell 11, slight hinting) where bare X
        // gives GTK's (Sans 10, medium hinting): both runs use the latter, so that a popup
        // laid out differently is the session's doing, not the font's.
        let settings = try XCTUnwrap(gtk_settings_get_default().map { UnsafeMutablePointer<GObject>($0) })
        let fonts = ["gtk-font-name": "Sans 10", "gtk-xft-hintstyle": "hintmedium"]
        let previous = fonts.keys.map { ($0, GObjectProperties.value(of: settings, $0)) }
        for (key, value) in fonts { GObjectProperties.set(settings, key, to: .string(value)) }
        defer { for (key, value) in previous { GObjectProperties.set(settings, key, to: value ?? .string(nil)) } }
        let flow = KeyboardFlow()
        let harness = try FieldHarness(flow.fields, width: 360)
        defer { harness.close() }
        let display = String(cString: mf_instance_type_name(UnsafeMutableRawPointer(gdk_display_get_default())))
        let input = try makeInput(harness.window.window)
        XCTAssertTrue(MainLoopPump.run(until: { gtk_window_is_active(gCast(harness.window.window)) != 0 }, timeout: 5),
                      "the window takes the keyboard focus")
        flow.name.becomeFirstResponder()
        harness.settle()
        var steps: [Step] = []
        func step(_ keys: String, until done: () -> Bool, _ press: () throws -> Void) throws {
            try press()
            XCTAssertTrue(MainLoopPump.run(until: done, timeout: 4), "after \(keys) on \(display)")
            harness.settle()
            steps.append(flow.seen(after: keys, in: harness))
        }
        try step("type Ada", until: { flow.name.text == "Ada" }) { try input.type("Ada") }
        try step("Tab", until: { harness.hasFocus(flow.size) }) { try input.key("Tab") }
        try step("Down", until: { flow.size.isOpen }) { try input.key("Down") }
        try step("Down Return", until: { !flow.size.isOpen && flow.size.text == "Medium" }) { try input.key("Down", "Return") }
        try step("Tab", until: { harness.hasFocus(flow.city) }) { try input.key("Tab") }
        try step("type Lo", until: { flow.city.suggestionModel.suggestions == ["London", "Los Angeles"] }) { try input.type("Lo") }
        try step("Down Return", until: { flow.city.text == "London" }) { try input.key("Down", "Return") }
        try step("Tab", until: { harness.hasFocus(flow.birthday) }) { try input.key("Tab") }
        try step("Down", until: { flow.birthday.isOpen }) { try input.key("Down") }
        try step("Escape", until: { !flow.birthday.isOpen }) { try input.key("Escape") }
        try step("shift+Tab", until: { harness.hasFocus(flow.city) }) { try input.key("shift+Tab") }
        return Record(display: display, steps: steps)
    }

    private func seen(after keys: String, in harness: FieldHarness) -> Step {
        let focused = fields.firstIndex(where: harness.hasFocus).map { labels[$0] } ?? ""
        var step = Step(keys: keys, focus: focused, texts: [name.text, size.text, city.text, birthday.text])
        for (field, label) in zip(fields, labels) {
            guard let popup = WidgetTree.shownChild(of: field.widget.pointer, withClass: "popup") else { continue }
            // Measured from the window's content: a Wayland window draws its own title bar.
            let content = gtk_window_get_child(gCast(harness.window.window)) ?? harness.window.window
            let box = WidgetTree.bounds(of: popup, in: content)
            step.open = label
            step.popup = [box.origin.x, box.origin.y, box.size.width, box.size.height].map { Int($0.rounded()) }
            step.popupWhollyShown = WidgetTree.isWhollyShown(popup, in: harness.window.window)
        }
        return step
    }
}
