import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop
import MaterialFieldsResources

/// Installs the package's shipped CSS theme on the default display and switches it
/// between light and dark.
///
/// The first widget made installs it, light or dark as GTK's theme around the fields is;
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
    /// applied; install again after the desktop's accent changes.
    ///
    /// With no scheme (the default) the fields are light or dark as GTK's theme around
    /// them is, whatever made it so: the desktop's dark preference, a dark theme chosen by
    /// its name (`Default-dark`, `Adwaita-dark`, `gtk-theme-name` in `settings.ini`),
    /// `GTK_THEME=Adwaita:dark`, or the app's CSS redefining `window_bg_color`; they switch
    /// live when the theme's name or the dark preference changes (install again after
    /// loading CSS that changes the window's colour). A scheme given (`.light`, `.dark`, or
    /// `ColorScheme.system` read once) is kept, and GTK's own widgets are switched to it.
    ///
    /// - Throws: ``InstallError/missingStyleSheet(_:)`` when a stylesheet is missing, or
    ///   `GtkInteropError.unreadableFile(path:reason:)` when one cannot be read.
    public static func install(_ scheme: ColorScheme? = nil, palette: FieldPalette = .material) throws {
        followsTheme = scheme == nil
        if let appearance, installedPalette == palette, palette == .material {
            apply(scheme, to: appearance)
            return
        }
        let base = try styleSheet("material-fields")
        let installed: Appearance
        switch palette {
        case .material:
            // Each palette is parsed when its scheme is first applied: GTK's CSS parser is
            // a large part of a first form's cost, and most apps never switch.
            let light = try styleText("material-fields-light"), dark = try styleText("material-fields-dark")
            var parsed: [ColorScheme: StyleSheet] = [:]
            installed = Appearance(base: base) { scheme in
                if let sheet = parsed[scheme] { return sheet }
                let sheet = StyleSheet(css: scheme == .dark ? dark : light)
                parsed[scheme] = sheet
                return sheet
            }
        case .desktop:
            installed = Appearance(base: base) { scheme in
                let theme = DesktopColorLookup.theme(for: scheme)
                desktopTheme = theme
                return StyleSheet(css: theme.generatedCSS())
            }
        }
        appearance?.remove()
        appearance = installed
        installedPalette = palette
        apply(scheme, to: installed)
        placePartsSheet()
        followTextSize()
        followThemeChanges()
    }

    /// Applies `scheme`, or follows GTK's theme for none; and high contrast while GTK's
    /// theme is a high-contrast one.
    private static func apply(_ scheme: ColorScheme?, to appearance: Appearance) {
        if let scheme {
            appearance.apply(scheme)
        } else {
            appearance.follow { DesktopColorLookup.schemeInUse }
        }
        refreshTheme()
        applyContrast()
    }

    /// Whether the high-contrast stylesheet is on: GTK's theme is a high-contrast one.
    public static var isHighContrast: Bool { highContrast != nil }
    /// Over the palettes (and the large-text sizes) while the theme is a high-contrast one.
    private static var highContrast: StyleSheet?

    private static func applyContrast() {
        let wanted = DesktopColorLookup.isHighContrast
        guard wanted != (highContrast != nil) else { return }
        highContrast?.uninstall()
        highContrast = nil
        guard wanted, let css = MaterialFieldsResources.styleSheet(named: "material-fields-high-contrast") else { return }
        let sheet = StyleSheet(css: css)
        sheet.install(priority: StyleSheet.applicationPriority + 2)
        highContrast = sheet
    }

    /// Follows GTK's theme again whenever its name or the dark preference changes (its
    /// contrast always, its scheme while ``install(_:palette:)`` was given none). GTK has
    /// loaded the new theme by then: its own handler of the change runs first.
    private static func followThemeChanges() {
        guard !followsThemeChanges, let settings = gtk_settings_get_default() else { return }
        followsThemeChanges = true
        for property in ["gtk-theme-name", "gtk-application-prefer-dark-theme"] {
            _ = try? GObjectSignals.connect(settings, "notify::\(property)") { _ in
                guard followsTheme, !isFollowing, let appearance else { return applyContrast() }
                isFollowing = true
                defer { isFollowing = false }
                apply(nil, to: appearance)
            }
        }
    }
    /// Whether no scheme was given: the fields follow GTK's theme.
    private static var followsTheme = false
    private static var followsThemeChanges = false
    /// Whether a change of the theme is being followed (following puts back the desktop's
    /// dark preference, a change that is then followed already).
    private static var isFollowing = false

    /// The parts of the shipped stylesheet that the widgets made so far have.
    private static var parts: Set<StylePart> = []
    /// The parts whose rules are loaded, for tests.
    package static var loadedParts: Set<StylePart> { parts }
    /// The rules of ``parts``, installed just after the base (empty until a part is needed).
    private static var partsSheet: StyleSheet?

    /// Loads `part`'s rules unless they are loaded (installing the theme first, as a widget
    /// does): each widget with the part asks as it is made. The parts share one stylesheet,
    /// parsed again with each new part, rather than one each: GTK asks every installed
    /// stylesheet for every style it computes.
    static func require(_ part: StylePart) {
        installIfNeeded()
        guard let partsSheet, parts.insert(part).inserted else { return }
        guard let css = StylePart.css(of: StylePart.allCases.filter(parts.contains)) else {
            return mf_log_warning("MaterialFields", "the stylesheet of the \(part.rawValue) part is missing")
        }
        partsSheet.reload(css: css)
    }

    /// Installs the parts' stylesheet again just after the base: GTK ranks stylesheets of
    /// one priority by the order they came, so one an app adds at the application's priority
    /// after installing the theme restyles the parts as it restyles the rest, whenever a
    /// part is first needed.
    private static func placePartsSheet() {
        let sheet = partsSheet ?? StyleSheet(css: "")
        sheet.uninstall()
        sheet.install()
        partsSheet = sheet
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
            mf_log_warning("MaterialFields", "the theme could not be installed (\(error))")
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
        StyleSheet(css: try styleText(name))
    }

    private static func styleText(_ name: String) throws -> String {
        guard let css = MaterialFieldsResources.styleSheet(named: name) else {
            throw InstallError.missingStyleSheet(name)
        }
        return css
    }
}
