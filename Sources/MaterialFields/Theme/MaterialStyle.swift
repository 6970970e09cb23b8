import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFieldsResources

/// Installs the package's shipped CSS theme on the default display and switches it
/// between light and dark.
///
/// The first widget made installs it, following the desktop's light or dark preference;
/// call ``install(_:palette:)`` to choose a scheme or palette. An app restyles the widgets with
/// its own stylesheet at a higher priority, or redefines the `mf_*` colours.
@MainActor
public enum MaterialStyle {
    private static var appearance: Appearance?
    private static var installedPalette: FieldPalette?
    private static var desktopTheme: FieldTheme?
    /// The sizes for the desktop's text size, over the shipped ones while it is large.
    private static var largeText: StyleSheet?
    private static var textScale = 1.0
    private static var followsTextSize = false

    /// Why the shipped theme could not be installed.
    public enum InstallError: Error, Equatable {
        /// The package ships no such stylesheet (they are compiled in: a build that left
        /// one out of `Package.swift`).
        case missingStyleSheet(String)
    }

    /// Installs the theme in `scheme` and `palette`, or switches an installed theme to
    /// them. With ``FieldPalette/desktop`` the desktop's colours are read as the scheme is
    /// applied; install again after the desktop's theme or accent changes.
    ///
    /// - Throws: ``InstallError/missingStyleSheet(_:)`` when a stylesheet is missing, or
    ///   `GtkInteropError.unreadableFile(path:reason:)` when one cannot be read.
    public static func install(_ scheme: ColorScheme = .system, palette: FieldPalette = .material) throws {
        if let appearance, installedPalette == palette, palette == .material {
            appearance.apply(scheme)
            refreshTheme()
            return
        }
        let base = try styleSheet("material-fields")
        let installed: Appearance
        switch palette {
        case .material:
            let light = try styleSheet("material-fields-light"), dark = try styleSheet("material-fields-dark")
            installed = Appearance(base: base, light: light, dark: dark)
        case .desktop:
            installed = Appearance(base: base) { scheme in
                let theme = DesktopColorLookup.theme(for: scheme)
                desktopTheme = theme
                return StyleSheet(css: theme.generatedCSS())
            }
        }
        appearance?.remove()
        installed.apply(scheme)
        appearance = installed
        installedPalette = palette
        refreshTheme()
        followTextSize()
    }

    /// Installs the theme as ``install(_:palette:)`` would with its defaults, unless one is
    /// installed: the first field made does this, as libadwaita styles its widgets once it
    /// is initialised, so a window looks right with no set-up call. A missing stylesheet is
    /// reported once on standard error; the widgets still work, unstyled.
    static func installIfNeeded() {
        guard appearance == nil, !triedDefault else { return }
        triedDefault = true
        do {
            try install()
        } catch {
            FileHandle.standardError.write(Data("MaterialFields: the theme could not be installed (\(error))\n".utf8))
        }
    }
    private static var triedDefault = false

    /// Sizes the fields for the desktop's text now, and again whenever its font or text
    /// scaling changes.
    private static func followTextSize() {
        if !followsTextSize, let settings = gtk_settings_get_default() {
            followsTextSize = true
            for property in ["gtk-font-name", "gtk-xft-dpi"] {
                _ = try? GObjectSignals.connect(settings, "notify::\(property)") { _ in applyTextScale() }
            }
        }
        applyTextScale()
    }

    private static func applyTextScale() {
        let scale = TextScale.current
        guard scale != textScale || (scale != 1) != (largeText != nil) else { return }
        textScale = scale
        refreshTheme()
        largeText?.uninstall()
        largeText = nil
        guard scale != 1 else { return }
        let sheet = StyleSheet(css: theme.metricsCSS())
        // Above the shipped stylesheets, whose sizes it replaces.
        sheet.install(priority: StyleSheet.applicationPriority + 1)
        largeText = sheet
    }

    /// The scheme in use, nil before ``install(_:palette:)``.
    public static var colorScheme: ColorScheme? { appearance?.colorScheme }

    /// The palette in use, nil before ``install(_:palette:)``.
    public static var palette: FieldPalette? { installedPalette }

    /// The tokens of the installed theme (Material's light until ``install(_:palette:)``
    /// says otherwise): the fields take their sizes and motion from it, as the stylesheet
    /// does, and its colours are the ones on screen.
    public private(set) static var theme = FieldTheme.light

    /// Makes ``theme`` what is installed: read on every layout, so kept, not computed.
    private static func refreshTheme() {
        var installed = installedPalette == .desktop ? desktopTheme ?? .light : colorScheme == .dark ? .dark : .light
        installed.metrics = installed.metrics.scaled(by: textScale)
        theme = installed
    }

    private static func styleSheet(_ name: String) throws -> StyleSheet {
        guard let css = MaterialFieldsResources.styleSheet(named: name) else {
            throw InstallError.missingStyleSheet(name)
        }
        return StyleSheet(css: css)
    }
}
