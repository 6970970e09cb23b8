import CGtk
import GtkInterop

/// How large the desktop's text is against GNOME's default (11 pt at 96 dpi), from
/// GtkSettings' `gtk-font-name` and `gtk-xft-dpi` (what "Large Text" and text scaling
/// change): the fields' text and sizes grow by it, never shrink below Material's.
@MainActor
enum TextScale {
    /// GNOME's default interface font size, in pixels at 96 dpi.
    static let referencePixels = 11.0 * 96 / 72

    /// The factor now: 1 at the default size and below.
    static var current: Double {
        guard let settings = gtk_settings_get_default(),
              let name = GObjectProperties.value(of: settings.gObject, "gtk-font-name")?.stringValue,
              let description = pango_font_description_from_string(name)
        else { return 1 }
        defer { pango_font_description_free(description) }
        let size = Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
        guard size > 0 else { return 1 }
        let dpiSetting = GObjectProperties.value(of: settings.gObject, "gtk-xft-dpi")?.intValue ?? -1
        let dpi = dpiSetting > 0 ? Double(dpiSetting) / 1024 : 96
        let pixels = pango_font_description_get_size_is_absolute(description) != 0 ? size : size * dpi / 72
        return max(1, pixels / referencePixels)
    }
}
