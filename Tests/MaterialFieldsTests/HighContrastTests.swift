import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Fields under GTK's own high-contrast themes, light and dark, measured on the rendered
/// pixels: each field's boundary on all four sides at 3:1 against the window (WCAG 1.4.11),
/// its label, value, helper and error at 7:1 (1.4.6), the focused field's boundary thicker.
final class HighContrastTests: XCTestCase {
    /// GTK's high-contrast themes, light then dark (GTK 4.8 also takes `HighContrast` for
    /// the first).
    private static let themes = [(name: "Default-hc", isDark: false), (name: "Default-hc-dark", isDark: true)]

    /// The part of `field` with CSS class `name`.
    @MainActor private static func part(_ name: String, of field: Field) throws -> UnsafeMutablePointer<GtkWidget> {
        try XCTUnwrap(WidgetChildren.of(field.widget.pointer).first { gtk_widget_has_css_class($0, name) != 0 }, name)
    }

    func testBoundariesTextAndFocusReadUnderGTKsHighContrastThemes() throws {
        try withGtk {
            GoldenImage.steadyRendering()
            try FollowedTheme.run { setTheme in
                XCTAssertFalse(MaterialStyle.isHighContrast, "GTK's default theme is no high-contrast one")
                for theme in Self.themes {
                    setTheme(theme.name)
                    XCTAssertTrue(MaterialStyle.isHighContrast, theme.name)
                    XCTAssertEqual(MaterialStyle.colorScheme, theme.isDark ? .dark : .light, theme.name)
                    try Self.measure(theme.name, golden: "high-contrast-\(theme.isDark ? "dark" : "light")")
                }
                setTheme("Default")
                XCTAssertFalse(MaterialStyle.isHighContrast, "and off again with the theme")
            }
        }
    }

    @MainActor private static func measure(_ theme: String, golden: String) throws {
        let name = EntryField(label: "Name")
        name.helperText = "As on your passport"
        let city = EntryField(label: "City")
        city.variant = .outlined
        city.text = "Ada"
        let email = EntryField(label: "E-mail")
        email.setError(withText: "Enter an e-mail address")
        let phone = EntryField(label: "Phone")
        let fields = [name, city, email, phone]
        let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        for side in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            side(box, 16)
        }
        for field in fields { gtk_box_append(gCast(box), field.widget.pointer) }
        let window = TestWindow(width: 360, height: 420, child: box)
        defer { window.close() }
        XCTAssertTrue(window.present(waitingFor: phone.widget.pointer))
        phone.becomeFirstResponder()
        XCTAssertTrue(MainLoopPump.run(until: { phone.isFocused }, timeout: 2))
        MainLoopPump.waitForFrames(of: box)
        let pixels = try WindowPixels(window.window)
        let backdrop = pixels.color(-8, 8, in: name.widget.pointer)
        for field in fields {
            // The container's border box, in the window.
            let box = WidgetTree.bounds(of: try Self.part("container", of: field), in: window.window)
            let (left, top) = (Double(box.origin.x), Double(box.origin.y))
            let (right, bottom) = (left + Double(box.size.width), top + Double(box.size.height))
            let what = "\(theme): \(field.label)"
            for (side, x, y) in [("left", left + 0.5, (top + bottom) / 2), ("right", right - 0.5, (top + bottom) / 2),
                                 ("top", (left + right) / 2, top + 0.5), ("bottom", (left + right) / 2, bottom - 0.5)] {
                let edge = pixels.color(x, y)
                XCTAssertGreaterThanOrEqual(edge.contrastRatio(with: backdrop), 3, "\(what): its \(side) edge \(edge) on \(backdrop)")
            }
            // The boundary's width at the left, in pixels that stand apart from the window.
            var thickness = 0
            while thickness < 8, pixels.color(left + Double(thickness) + 0.5, (top + bottom) / 2).contrastRatio(with: backdrop) >= 3 {
                thickness += 1
            }
            let expected = field === phone || field === email ? 3 : 2
            XCTAssertEqual(thickness, expected, "\(what): the boundary is \(expected) px (thicker focused or in error)")
        }
        for (label, widget) in [("Name's label", try Self.part("label", of: name)), ("the helper", try Self.part("supporting", of: name)),
                                ("the value", try Self.part("input", of: city)), ("the error", try Self.part("supporting", of: email)),
                                ("E-mail's label", try Self.part("label", of: email))] {
            let seen = pixels.ink(of: widget, on: backdrop)
            XCTAssertGreaterThanOrEqual(seen.contrastRatio(with: backdrop), 7, "\(theme): \(label) \(seen) on \(backdrop)")
        }
        if let failure = try GoldenImage.verify(window.window, named: golden, besides: #filePath) { XCTFail(failure) }
    }
}
