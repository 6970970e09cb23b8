import CGtk

/// Switches an app between light and dark: a base stylesheet stays installed while a
/// palette stylesheet for the scheme is swapped in, and GTK's own theme follows.
@MainActor
public final class Appearance {
    private let base: StyleSheet
    private let palette: (ColorScheme) -> StyleSheet
    private var installedPalette: StyleSheet?

    /// The scheme currently applied, nil before the first ``apply(_:)``.
    public private(set) var colorScheme: ColorScheme?

    /// Combines a base stylesheet with one palette per scheme.
    public convenience init(base: StyleSheet, light: StyleSheet, dark: StyleSheet) {
        self.init(base: base) { $0 == .dark ? dark : light }
    }

    /// Combines a base stylesheet with a palette made for each scheme as it is applied,
    /// once GTK's own theme has switched to it (so a palette can take the theme's colours).
    public init(base: StyleSheet, palette: @escaping (ColorScheme) -> StyleSheet) {
        self.base = base
        self.palette = palette
    }

    /// Applies `scheme`: sets `gtk-application-prefer-dark-theme` so plain GTK widgets
    /// match, then swaps in that scheme's palette and installs the base.
    public func apply(_ scheme: ColorScheme) {
        if let settings = gtk_settings_get_default() {
            if desktopPrefersDark == nil {
                desktopPrefersDark = GObjectProperties.value(of: settings.gObject, "gtk-application-prefer-dark-theme")?.boolValue
            }
            GObjectProperties.set(settings.gObject, "gtk-application-prefer-dark-theme", to: .bool(scheme == .dark))
        }
        install(scheme)
    }

    /// Follows GTK's theme as it is, whatever made it light or dark (the desktop, the
    /// theme's name, `GTK_THEME`, the app's CSS): puts back the desktop's own dark
    /// preference if ``apply(_:)`` changed it, then swaps in the palette for the scheme
    /// `probe` reads off the theme. Writes no setting, so it can run on every change of one.
    public func follow(_ probe: () -> ColorScheme) {
        restoreDesktopPreference()
        install(probe())
    }

    /// What `gtk-application-prefer-dark-theme` was before ``apply(_:)`` first set it; nil
    /// while it is the desktop's own.
    private var desktopPrefersDark: Bool?

    private func restoreDesktopPreference() {
        guard let original = desktopPrefersDark, let settings = gtk_settings_get_default() else { return }
        desktopPrefersDark = nil
        GObjectProperties.set(settings.gObject, "gtk-application-prefer-dark-theme", to: .bool(original))
    }

    private func install(_ scheme: ColorScheme) {
        let sheet = palette(scheme)
        if installedPalette !== sheet {
            installedPalette?.uninstall()
            // Palettes first: the base refers to their @define-color names.
            sheet.install()
            installedPalette = sheet
        }
        base.install()
        colorScheme = scheme
    }

    /// Removes the base and the palette (before another appearance takes over), and puts
    /// back the desktop's dark preference.
    public func remove() {
        restoreDesktopPreference()
        installedPalette?.uninstall()
        installedPalette = nil
        base.uninstall()
        colorScheme = nil
    }
}
