import CGtk
import FieldCore
import GtkInterop

/// Reads the desktop's named colours off GTK's style, as libadwaita or GTK's own theme
/// defines them (`@define-color`), into a ``FieldTheme``.
@MainActor
enum DesktopColorLookup {
    /// The theme in the desktop's colours now, for `scheme` (the theme must already show
    /// it: `gtk-application-prefer-dark-theme` is set first).
    static func theme(for scheme: ColorScheme) -> FieldTheme {
        let probe: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
        g_object_ref_sink(probe.gObject)
        defer { g_object_unref(probe.gObject) }
        let isDark = scheme == .dark
        func color(_ names: String..., otherwise fallback: UInt32) -> ThemeColor {
            for name in names {
                var rgba = GdkRGBA()
                if mf_widget_lookup_color(probe, name, &rgba) != 0 { return ThemeColor(rgba) }
            }
            return ThemeColor(hex: fallback)
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
}
