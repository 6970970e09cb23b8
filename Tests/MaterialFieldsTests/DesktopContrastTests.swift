import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// A filled field as a person sees it on the desktop: its container stands apart from the
/// window drawn behind it, in light and dark, under GTK's own theme and under libadwaita's
/// window colours (WCAG 2's contrast ratio of the rendered pixels).
final class DesktopContrastTests: XCTestCase {
    /// The window colours an app on libadwaita gets, in light and dark.
    private static func adwaitaWindow(_ scheme: ColorScheme) -> String {
        scheme == .dark ? "#242424" : "#fafafa"
    }

    /// The rendered colour at `point` in `field`'s coordinates, read off the whole window.
    @MainActor private static func color(at point: (Double, Double), of field: Field, in window: UnsafeMutablePointer<GtkWidget>,
                                         image: RenderedImage) -> ThemeColor {
        var x = 0.0, y = 0.0
        _ = gtk_widget_translate_coordinates(field.widget.pointer, window, point.0, point.1, &x, &y)
        let pixel = image.pixel(x: Int(x), y: Int(y))
        return ThemeColor(red: pixel.red, green: pixel.green, blue: pixel.blue)
    }

    func testAFilledContainerStandsApartFromTheWindowInLightAndDark() throws {
        try withGtk {
            for scheme in [ColorScheme.light, .dark] {
                for adwaita in [false, true] {
                    let backdrop = adwaita ? Self.adwaitaWindow(scheme) : nil
                    let sheet = backdrop.map {
                        StyleSheet(css: "@define-color theme_bg_color \($0);\nwindow.background { background-color: \($0); }")
                    }
                    sheet?.install()
                    defer { sheet?.uninstall() }
                    let field = EntryField(label: "Name")
                    let disabled = EntryField(label: "Disabled")
                    disabled.isEnabled = false
                    let harness = try FieldHarness([field, disabled], scheme: scheme)
                    defer { harness.close() }
                    harness.settle()
                    let image = try RenderedImage(widget: harness.window.window)
                    let window = Self.color(at: (-4, 28), of: field, in: harness.window.window, image: image)
                    let container = Self.color(at: (4, 28), of: field, in: harness.window.window, image: image)
                    let minimum = scheme == .dark ? 1.25 : 1.15
                    let ratio = container.contrastRatio(with: window)
                    let what = "\(scheme.rawValue) on \(backdrop ?? "GTK's theme"): container \(container) on window \(window)"
                    XCTAssertGreaterThanOrEqual(ratio, minimum, what)
                    if let backdrop { XCTAssertEqual(window.css, backdrop, "the window is drawn in \(backdrop)") }

                    // A disabled field is fainter than an enabled one, never stronger.
                    let fainter = Self.color(at: (4, 28), of: disabled, in: harness.window.window, image: image)
                    XCTAssertLessThan(fainter.contrastRatio(with: window), ratio, "disabled: \(what)")
                }
            }
        }
    }
}
