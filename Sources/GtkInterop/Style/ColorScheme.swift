import CGtk

/// Light or dark appearance.
public enum ColorScheme: String, Sendable, CaseIterable {
    /// Dark text on light surfaces.
    case light
    /// Light text on dark surfaces.
    case dark

    /// What the desktop asks for through GtkSettings (`gtk-application-prefer-dark-theme`,
    /// or a theme name ending in `-dark`); light when there is no display.
    @MainActor
    public static var system: ColorScheme {
        guard let settings = gtk_settings_get_default() else { return .light }
        let preferDark = GObjectProperties.value(of: settings.gObject, "gtk-application-prefer-dark-theme")?.boolValue ?? false
        let theme = GObjectProperties.value(of: settings.gObject, "gtk-theme-name")?.stringValue ?? ""
        return preferDark || theme.lowercased().hasSuffix("-dark") ? .dark : .light
    }
}
