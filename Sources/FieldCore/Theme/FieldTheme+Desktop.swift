extension FieldTheme {
    /// The desktop's own colours, as a GTK theme or libadwaita names them, from which
    /// ``desktop(_:)`` makes fields that sit beside its check boxes and switches.
    public struct DesktopColors: Equatable, Sendable {
        /// The accent, as text and lines use it (libadwaita's `accent_color`, GTK's
        /// `theme_selected_bg_color`).
        public var accent: ThemeColor
        /// The window's background (`window_bg_color`, `theme_bg_color`).
        public var window: ThemeColor
        /// The window's text (`window_fg_color`, `theme_fg_color`); a translucent one is
        /// taken as it shows on the window.
        public var text: ThemeColor
        /// Errors (`error_color`).
        public var error: ThemeColor
        /// Warnings (`warning_color`).
        public var warning: ThemeColor
        /// Success (`success_color`).
        public var success: ThemeColor
        /// Whether the desktop is dark.
        public var isDark: Bool

        /// The colours of a desktop.
        public init(accent: ThemeColor, window: ThemeColor, text: ThemeColor, error: ThemeColor,
                    warning: ThemeColor, success: ThemeColor, isDark: Bool) {
            self.accent = accent
            self.window = window
            self.text = text
            self.error = error
            self.warning = warning
            self.success = success
            self.isDark = isDark
        }
    }

    /// How much of the text colour a filled container mixes into the window's: enough to
    /// stand apart from it (at least 1.15:1 light, 1.25:1 dark) on GTK's and libadwaita's
    /// windows, as Material's tonal containers do.
    public static let desktopContainerTint = 0.1

    /// The contrast the accent keeps on a filled container, as the focused label,
    /// indicator and caret (WCAG's for user-interface components).
    public static let desktopAccentContrast = 3.0

    /// A theme in the desktop's colours rather than Material's purple: the accent where
    /// Material puts its primary, containers and outlines mixed from the window and text
    /// colours, the desktop's error, warning and success colours; Material's sizes and
    /// motion.
    ///
    /// An accent too faint on the container (GTK's own theme names only its selection's
    /// background, `#15539E` in dark) is moved towards the text colour until it reads, as
    /// libadwaita derives its `accent_color` from `accent_bg_color`; so are the error,
    /// warning and success colours, to text's 4.5:1.
    public static func desktop(_ colors: DesktopColors) -> FieldTheme {
        let window = colors.window.composited(over: colors.isDark ? ThemeColor(hex: 0) : ThemeColor(hex: 0xFFFFFF))
        let text = colors.text.composited(over: window)
        let container = window.mixed(with: text, desktopContainerTint)
        let accent = colors.accent.composited(over: window).readable(on: container, minimum: desktopAccentContrast, towards: text)
        // Error, warning and success are text: WCAG's 4.5:1 (GTK's dark #CC0000 is not).
        func readableText(_ color: ThemeColor) -> ThemeColor {
            color.composited(over: window).readable(on: container, minimum: 4.5, towards: text)
        }
        return FieldTheme(
            name: colors.isDark ? "desktop-dark" : "desktop-light", isDark: colors.isDark,
            primary: accent, surface: window,
            surfaceContainerHighest: container, onSurface: text,
            onSurfaceVariant: text.mixed(with: window, 0.25), outline: text.mixed(with: window, 0.45),
            error: readableText(colors.error), warning: readableText(colors.warning), success: readableText(colors.success)
        )
    }
}
