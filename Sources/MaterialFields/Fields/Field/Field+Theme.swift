import FieldCore
import GtkInterop

/// A field takes part in an app's themes: its colours are its theme's.
extension Field: Themeable {
    /// Names the app's theme keys by strings: `field.color("heading")`.
    public typealias ThemeKeys = ThemeKeyName

    /// Gives the field its theme's colours: a CSS class of the theme's own (see
    /// `ScopedTheme`), or none for a theme that follows the app's scheme.
    func applyTheme() {
        let wanted = theme.flatMap(ScopedTheme.cssClass(for:))
        guard wanted != themeClass else { return }
        if let themeClass { GtkWidgets.setClass(themeClass, on: instance, false) }
        if let wanted { GtkWidgets.addClass(wanted, to: instance) }
        themeClass = wanted
    }
}
