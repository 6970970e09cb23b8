import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields
import MaterialFieldsDemoKit
import XCTest

/// Each form page in a window too short for it, walked with Tab alone: every field Tab
/// reaches shows whole, and every picker or calendar that Return opens shows whole with
/// its *Done* button.
final class ShortWindowPageTests: XCTestCase {
    /// The field (a widget with the `mf-field` class) holding `focus`, if any.
    @MainActor private static func field(holding focus: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkWidget>? {
        var widget = focus
        while let current = widget {
            if gtk_widget_has_css_class(current, "mf-field") != 0 { return current }
            widget = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// Whether `field` shows whole in `view`; when it is taller than the view, whether its
    /// open popup does (the rest of the field cannot).
    @MainActor private static func shows(_ field: UnsafeMutablePointer<GtkWidget>, in view: UnsafeMutablePointer<GtkWidget>) -> Bool {
        if gtk_widget_get_height(field) <= gtk_widget_get_height(view) { return WidgetTree.isWhollyShown(field, in: view) }
        guard let popup = WidgetTree.child(of: field, withClass: "popup"), gtk_widget_get_visible(popup) != 0 else { return false }
        return WidgetTree.isWhollyShown(popup, in: view)
    }

    /// Tabs through `page` in a 480 x 360 window, opening each popup once.
    @MainActor private static func walk(_ page: some DemoPage, file: StaticString = #filePath, line: UInt = #line) throws {
        let shown = try ShownPage(page, width: 480, height: 360)
        defer { shown.close() }
        let (window, input) = (shown.window, shown.input)
        var visited: [UnsafeMutablePointer<GtkWidget>] = []
        for _ in 0..<60 {
            try input.key("Tab")
            MainLoopPump.waitForFrames(of: page.widget, 3)
            guard let field = field(holding: window.focusWidget) else { continue }
            if visited.contains(field) { break }
            visited.append(field)
            let name = WidgetTree.child(of: field, withClass: "label")
                .flatMap { gtk_label_get_text(gCast($0)) }.map { String(cString: $0) } ?? "a field"
            XCTAssertTrue(MainLoopPump.run(until: { shows(field, in: page.widget) }, timeout: 2),
                          "\(page.name): Tab shows \(name) whole", file: file, line: line)
            guard let popup = WidgetTree.child(of: field, withClass: "popup"), gtk_widget_get_visible(popup) == 0 else { continue }
            try input.key("Return")
            // A picker taking typed text (manual entry) has nothing to open.
            guard MainLoopPump.run(until: { gtk_widget_get_visible(popup) != 0 }, timeout: 1) else { continue }
            XCTAssertTrue(MainLoopPump.run(until: { shows(field, in: page.widget) }, timeout: 2),
                          "\(page.name): the popup Return opens in \(name) shows whole", file: file, line: line)
            try input.key("Escape")
            XCTAssertTrue(MainLoopPump.run(until: { gtk_widget_get_visible(popup) == 0 }, timeout: 2),
                          "\(page.name): Escape closes \(name)", file: file, line: line)
        }
        XCTAssertGreaterThan(visited.count, 3, "\(page.name): Tab reaches the page's fields", file: file, line: line)
    }

    func testSignUp() throws { try withGtk { try Self.walk(SignUpPage()) } }
    func testContact() throws { try withGtk { try Self.walk(ContactPage()) } }
    func testFields() throws { try withGtk { try Self.walk(FieldsPage()) } }
    func testForm() throws { try withGtk { try Self.walk(FormPage()) } }
}
