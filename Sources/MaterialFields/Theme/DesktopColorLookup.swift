import CGtk
import FoundationEssentials
import FieldCore
import GtkInterop

/// Reads the desktop's named colours off GTK's style, as libadwaita or GTK's own theme
/// defines them (`@define-color`), into a ``FieldTheme``.
@MainActor
enum DesktopColorLookup {
    /// The theme in the desktop's colours now, for `scheme` (the theme must already show
    /// it: `gtk-application-prefer-dark-theme` is set first).
    static func theme(for scheme: ColorScheme) -> FieldTheme {
        let isDark = scheme == .dark
        func color(_ names: String..., otherwise fallback: UInt32) -> ThemeColor {
            lookUp(names) ?? ThemeColor(hex: fallback)
        }
        // The fallbacks are GTK's own theme's, for a theme that names none of them.
        return .desktop(FieldTheme.DesktopColors(
            accent: color("accent_color", "theme_selected_bg_color", otherwise: isDark ? 0x15539E : 0x3584E4),
            window: color("window_bg_color", "theme_bg_color", otherwise: isDark ? 0x353535 : 0xF6F5F4),
            text: color("window_fg_color", "theme_fg_color", otherwise: isDark ? 0xEEEEEC : 0x2E3436),
            error: color("error_color", otherwise: isDark ? 0xFF7B63 : 0xC01C28),
            warning: color("warning_color", otherwise: isDark ? 0xF8E45C : 0x9C6E03),
            success: color("success_color", otherwise: isDark ? 0x8FF0A4 : 0x1B8553),
            isDark: isDark
        ))
    }

    /// Light or dark as GTK's theme in use is, whatever chose it (the desktop's preference,
    /// a dark theme's name, `GTK_THEME`, an app's CSS that redefines the window's colour):
    /// dark when the window background it defines is one white text reads better on than
    /// black. A theme that names no window colour is read by `ColorScheme.system`.
    static var schemeInUse: ColorScheme {
        guard let window = lookUp(["window_bg_color", "theme_bg_color"]) else { return .system }
        let white = ThemeColor(hex: 0xFFFFFF), black = ThemeColor(hex: 0x000000)
        return window.contrastRatio(with: white) > window.contrastRatio(with: black) ? .dark : .light
    }

    /// The first of `names` the style in use defines (`@define-color`), nil for none.
    private static func lookUp(_ names: [String]) -> ThemeColor? {
        let probe: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
        g_object_ref_sink(probe.gObject)
        defer { g_object_unref(probe.gObject) }
        for name in names {
            var rgba = GdkRGBA()
            if mf_widget_lookup_color(probe, name, &rgba) != 0 { return ThemeColor(rgba) }
        }
        return nil
    }

    /// Whether GTK's theme in use is a high-contrast one: GTK 4.8's `HighContrast` and
    /// `HighContrastInverse`, 4.14's `Default-hc` and `Default-hc-dark`, or a theme named
    /// like them, chosen by `GTK_THEME` (which wins) or `gtk-theme-name`. (GTK reads the
    /// desktop's contrast preference from 4.20 on, as `gtk-interface-contrast`.)
    static var isHighContrast: Bool {
        let chosen = ProcessEnvironment.value("GTK_THEME")
            ?? gtk_settings_get_default().flatMap { GObjectProperties.value(of: $0.gObject, "gtk-theme-name")?.stringValue }
            ?? ""
        let name = chosen.lowercased()
        return name.containsUTF8("highcontrast") || name.hasSuffix("-hc") || name.containsUTF8("-hc-") || name.containsUTF8("-hc:")
    }
}
