import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// Fields light or dark as the window around them is, whatever made it so: a dark theme
/// chosen by its name, `GTK_THEME`, the app's CSS, the dark preference; switching live. The
/// helper line is measured on the rendered pixels against the window behind it.
final class ThemeInUseTests: XCTestCase {
    /// Set in the child run under `GTK_THEME=Adwaita:dark`.
    private static let childVariable = "MATERIAL_FIELDS_GTK_THEME_CHILD"

    /// A field with a helper line in a window of GTK's theme, rendered: the window's colour
    /// beside the field, and the helper's ink (its pixel furthest from that colour).
    @MainActor private static func rendered() throws -> (window: ThemeColor, helper: ThemeColor, container: ThemeColor) {
        let field = EntryField(label: "Name")
        field.helperText = "As on your passport"
        field.variant = .outlined
        let filled = EntryField(label: "City")
        let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        gtk_widget_set_margin_start(box, 24)
        gtk_widget_set_margin_top(box, 24)
        gtk_box_append(gCast(box), field.widget.pointer)
        gtk_box_append(gCast(box), filled.widget.pointer)
        let window = TestWindow(width: 360, height: 200, child: box)
        defer { window.close() }
        XCTAssertTrue(window.present(waitingFor: field.widget.pointer))
        MainLoopPump.waitForFrames(of: field.widget.pointer)
        let pixels = try WindowPixels(window.window)
        let background = pixels.color(-12, 8, in: field.widget.pointer)
        let helper = try XCTUnwrap(WidgetTree.all(under: field.widget.pointer).first { gtk_widget_has_css_class($0, "supporting") != 0 })
        let ink = pixels.ink(of: helper, on: background)
        return (background, ink, pixels.color(8, 28, in: filled.widget.pointer))
    }

    @MainActor private static func expectDark(_ what: String) throws {
        XCTAssertEqual(MaterialStyle.colorScheme, .dark, what)
        let seen = try rendered()
        XCTAssertLessThan(seen.window.relativeLuminance, 0.18, "\(what): GTK's window is dark, \(seen.window)")
        XCTAssertLessThan(seen.container.relativeLuminance, 0.18, "\(what): so is a filled field, \(seen.container)")
        XCTAssertGreaterThanOrEqual(seen.helper.contrastRatio(with: seen.window), 4.5,
                                    "\(what): the helper \(seen.helper) reads on the window \(seen.window)")
    }

    func testGTKThemeAdwaitaDarkMakesTheFieldsDark() throws {
        if ChildTestRun.isChild(Self.childVariable) {
            try withGtk {
                try MaterialStyle.install()
                try Self.expectDark("GTK_THEME=\(ProcessInfo.processInfo.environment["GTK_THEME"] ?? "")")
            }
            return
        }
        let child = try ChildTestRun.run("MaterialFieldsTests.ThemeInUseTests/testGTKThemeAdwaitaDarkMakesTheFieldsDark",
                                         under: ["/usr/bin/env", "GTK_THEME=Adwaita:dark"], marking: Self.childVariable, seconds: 120)
        XCTAssertEqual(child.status, 0, "under GTK_THEME=Adwaita:dark:\n\(child.output)\n\(child.errors)")
        XCTAssertTrue(child.output.contains("Executed 1 test, with 0 failures"), child.output)
    }

    func testADarkThemeByNameSwitchesTheFieldsLiveAndBack() throws {
        try withGtk {
            try FollowedTheme.run { setTheme in
                XCTAssertEqual(MaterialStyle.colorScheme, .light, "GTK's default theme is light")
                // GTK's dark theme by its old name, which GTK 4.8 and 4.18 both take.
                setTheme("Adwaita-dark")
                try Self.expectDark("gtk-theme-name Adwaita-dark, set while the fields are shown")
                setTheme("Adwaita")
                XCTAssertEqual(MaterialStyle.colorScheme, .light, "back to Adwaita")
                setTheme("Default-dark")
                try Self.expectDark("gtk-theme-name Default-dark")
            }
        }
    }

    func testAnAppsCSSThatDarkensTheWindowIsFollowed() throws {
        try withGtk {
            let css = StyleSheet(css: "@define-color window_bg_color #1e1e1e;\nwindow.background { background-color: #1e1e1e; }")
            css.install()
            defer {
                css.uninstall()
                try? MaterialStyle.install(.light)
            }
            try MaterialStyle.install()
            try Self.expectDark("an app's CSS with window_bg_color #1e1e1e")
        }
    }

    func testFollowingGivesTheDesktopBackTheDarkPreferenceAForcedSchemeTookAway() throws {
        try withGtk {
            let settings = try XCTUnwrap(gtk_settings_get_default())
            defer { try? MaterialStyle.install(.light) }
            try MaterialStyle.install(.dark)
            XCTAssertEqual(GObjectProperties.value(of: settings.gObject, "gtk-application-prefer-dark-theme")?.boolValue, true,
                           "a forced dark scheme darkens GTK's own widgets too")
            try MaterialStyle.install()
            XCTAssertEqual(GObjectProperties.value(of: settings.gObject, "gtk-application-prefer-dark-theme")?.boolValue, false,
                           "following puts the desktop's preference back")
            XCTAssertEqual(MaterialStyle.colorScheme, .light)
            // The desktop asks for dark (as GNOME's portal setting does): followed live.
            GObjectProperties.set(settings.gObject, "gtk-application-prefer-dark-theme", to: .bool(true))
            XCTAssertEqual(MaterialStyle.colorScheme, .dark, "the desktop's dark preference is followed live")
            GObjectProperties.set(settings.gObject, "gtk-application-prefer-dark-theme", to: .bool(false))
            XCTAssertEqual(MaterialStyle.colorScheme, .light)
        }
    }
}
