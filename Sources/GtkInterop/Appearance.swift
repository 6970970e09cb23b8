import CGtk

/// Switches an app between light and dark: a base stylesheet stays installed while one
/// of two palette stylesheets is swapped in, and GTK's own theme follows.
@MainActor
public final class Appearance {
    private let base: StyleSheet
    private let palettes: [ColorScheme: StyleSheet]

    /// The scheme currently applied, nil before the first ``apply(_:)``.
    public private(set) var colorScheme: ColorScheme?

    /// Combines a base stylesheet with one palette per scheme.
    public init(base: StyleSheet, light: StyleSheet, dark: StyleSheet) {
        self.base = base
        self.palettes = [.light: light, .dark: dark]
    }

    /// Applies `scheme`: installs the base and that palette, removes the other palette,
    /// and sets `gtk-application-prefer-dark-theme` so plain GTK widgets match.
    public func apply(_ scheme: ColorScheme) {
        // Palettes first: the base refers to their @define-color names.
        for (other, sheet) in palettes where other != scheme { sheet.uninstall() }
        palettes[scheme]?.install()
        base.install()
        if let settings = gtk_settings_get_default() {
            GObjectProperties.set(settings.gObject, "gtk-application-prefer-dark-theme", to: .bool(scheme == .dark))
        }
        colorScheme = scheme
    }
}
