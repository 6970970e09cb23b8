import CGtk
import FieldCore
import GtkInterop
import GtkTestSupport
import MaterialFields
import XCTest

/// The desktop palette as a person sees it: a focused field's indicator and label wear the
/// same accent as the desktop's check boxes, under GTK's own theme and under libadwaita's
/// colour names, light and dark; and the app chooses, Material's purple staying the default.
final class DesktopPaletteTests: XCTestCase {
    /// The colour `name` as GTK's style names it now, nil when undefined.
    @MainActor private static func named(_ name: String) -> ThemeColor? {
        let probe: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
        g_object_ref_sink(probe.gObject)
        defer { g_object_unref(probe.gObject) }
        var rgba = GdkRGBA()
        guard mf_widget_lookup_color(probe, name, &rgba) != 0 else { return nil }
        func byte(_ value: Float) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return ThemeColor(red: byte(rgba.red), green: byte(rgba.green), blue: byte(rgba.blue))
    }

    /// The focused field's indicator colour, read off its rendered bottom edge.
    @MainActor private static func focusedIndicator(_ scheme: ColorScheme, palette: FieldPalette) throws -> ThemeColor {
        let field = EntryField(label: "Name")
        let harness = try FieldHarness([field], scheme: scheme, palette: palette)
        defer { harness.close() }
        field.becomeFirstResponder()
        harness.settle()
        let pixel = try RenderedImage(widget: field.widget.pointer).pixel(x: 40, y: 55)
        return ThemeColor(red: pixel.red, green: pixel.green, blue: pixel.blue)
    }

    func testFieldsTakeTheAccentOfGTKsOwnTheme() throws {
        try withGtk {
            for scheme in [ColorScheme.light, .dark] {
                let indicator = try Self.focusedIndicator(scheme, palette: .desktop)
                // GTK's own theme names its accent accent_color from 4.16 on, its selection colour before.
                let accent = try XCTUnwrap(Self.named("accent_color") ?? Self.named("theme_selected_bg_color"))
                let theme = MaterialStyle.theme
                XCTAssertEqual(MaterialStyle.palette, .desktop)
                XCTAssertEqual(indicator, theme.primary, "\(scheme): the indicator in the accent")
                XCTAssertGreaterThanOrEqual(theme.primary.contrastRatio(with: theme.surfaceContainerHighest), 3)
                // The accent itself, or moved towards the text until it reads on the container.
                XCTAssertTrue(theme.primary == accent || (1...20).contains {
                    accent.mixed(with: theme.onSurface, Double($0) / 20) == theme.primary
                }, "\(scheme): \(theme.primary) comes from the accent \(accent)")
            }
            XCTAssertEqual(try Self.focusedIndicator(.light, palette: .material), FieldTheme.light.primary, "Material's stays the default")
        }
    }

    func testFieldsTakeLibadwaitasAccentWhereItIsNamed() throws {
        try withGtk {
            // libadwaita's names, as its stylesheet defines them (a red accent chosen).
            let adwaita = StyleSheet(css: """
                @define-color accent_color #c01c28;
                @define-color window_bg_color #fafafa;
                @define-color window_fg_color rgba(0, 0, 0, 0.8);
                """)
            adwaita.install(priority: UInt32(GTK_STYLE_PROVIDER_PRIORITY_THEME))
            defer { adwaita.uninstall() }
            let indicator = try Self.focusedIndicator(.light, palette: .desktop)
            XCTAssertEqual(indicator, ThemeColor(hex: 0xC01C28), "accent_color wins over the selection colour")
            let theme = MaterialStyle.theme
            XCTAssertEqual(theme.surface, ThemeColor(hex: 0xFAFAFA))
            XCTAssertEqual(theme.onSurface, ThemeColor(hex: 0x323232), "the translucent text as it shows on the window")
            XCTAssertGreaterThanOrEqual(theme.surfaceContainerHighest.contrastRatio(with: theme.surface), 1.15)
        }
    }
}
