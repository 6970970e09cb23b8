/// The name of one of an app's own theme values: a colour, an image or a size it gives
/// each of its themes (a brand colour, a form's background image, a card's margin).
///
/// An app lists its keys in an enumeration of strings, which conforms with no code:
///
/// ```swift
/// enum Brand: String, ThemeKey {
///     case heading, formBackground, cardMargin
/// }
/// theme.colors[Brand.heading] = ThemeColor(hex: 0x00497D)
/// ```
///
/// A theme stores each value under the key's ``themeName``, so C callers and bindings,
/// which name keys by strings, reach the same values.
public protocol ThemeKey: Hashable, Sendable {
    /// The name the theme stores the value under.
    var themeName: String { get }
}

extension ThemeKey where Self: RawRepresentable, RawValue == String {
    /// The raw value: an enumeration case's name, unless the app gave it another.
    public var themeName: String { rawValue }
}

/// A theme key given by its name alone: what a ``Themeable`` widget without an
/// enumeration of its own (a Material field, a form view) reads values by.
///
/// ```swift
/// let heading: ThemeColor? = formView.color("heading")
/// ```
public struct ThemeKeyName: ThemeKey, ExpressibleByStringLiteral {
    /// The name.
    public let themeName: String

    /// The key named `name`.
    public init(_ name: String) {
        themeName = name
    }

    /// The key named by a string literal.
    public init(stringLiteral name: String) {
        themeName = name
    }
}
