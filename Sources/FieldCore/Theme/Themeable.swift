/// Anything that takes a theme and looks after its own look: a Material field, a form
/// view, or any widget of the app's (AstroForms' `Themeable`).
///
/// A conforming type stores ``theme`` and applies it when it is set; ``color(_:)``,
/// ``image(_:)`` and ``size(_:)`` read the app's values for the theme it has now:
///
/// ```swift
/// final class Banner: Themeable {
///     typealias ThemeKeys = Brand
///     var theme: FieldTheme? { didSet { render() } }
///     private func render() {
///         title.color = color(.heading) ?? ThemeColor(hex: 0x1D1B20)
///         picture.show(image(.formBackground))
///     }
/// }
/// ```
///
/// A form view gives its theme to its fields (a row's own theme wins) and to every
/// themeable the app shares it with (`FormView.shareTheme(with:row:)`); other widgets
/// take a theme only when the app sets one.
@MainActor
public protocol Themeable: AnyObject {
    /// The app's keys this type reads values by: an enumeration of the app's, or
    /// ``ThemeKeyName`` to name them by strings.
    associatedtype ThemeKeys: ThemeKey

    /// The theme applied now; nil for the app's own (the built-in light or dark one).
    var theme: FieldTheme? { get set }
}

extension Themeable {
    /// The theme's colour under `key`, nil while there is no theme or it has none.
    public func color(_ key: ThemeKeys) -> ThemeColor? { theme?.colors[key] }

    /// The theme's image under `key`, nil while there is no theme or it has none.
    public func image(_ key: ThemeKeys) -> ThemeImage? { theme?.images[key] }

    /// The theme's size under `key` (in pixels, or whatever unit the app chose), nil
    /// while there is no theme or it has none.
    public func size(_ key: ThemeKeys) -> Double? { theme?.sizes[key] }
}
