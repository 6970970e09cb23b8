/// An app's own values of one kind in a theme (its colours, images or sizes), each under a
/// key of the app's (``ThemeKey``).
///
/// ```swift
/// var aurora = FieldTheme.light
/// aurora.colors[Brand.heading] = ThemeColor(hex: 0x00497D)
/// aurora.images[Brand.formBackground] = .resource("/org/example/App/aurora.png")
/// aurora.sizes[Brand.cardMargin] = 24
/// ```
///
/// A key the theme gives no value reads as nil: an app's widget keeps its own look then.
public struct ThemeValues<Value: Hashable & Sendable>: Hashable, Sendable {
    private var values: [String: Value] = [:]

    /// No values.
    public init() {}

    /// The value under `key`; setting nil removes it.
    public subscript<Key: ThemeKey>(key: Key) -> Value? {
        get { values[key.themeName] }
        set { values[key.themeName] = newValue }
    }

    /// The value under the key called `name` (how C callers and bindings name keys).
    public subscript(named name: String) -> Value? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The names of the keys that have a value, sorted.
    public var names: [String] { values.keys.sorted() }

    /// Whether no key has a value.
    public var isEmpty: Bool { values.isEmpty }
}
