/// The colour roles by name, for callers that name them by strings (C and bindings), and
/// whether a theme's fields follow the app's light or dark scheme.
extension FieldTheme {
    /// The colour roles, by the names C callers give them, in the palette's order.
    static let roles: [(name: String, keyPath: WritableKeyPath<FieldTheme, ThemeColor> & Sendable)] = [
        ("primary", \.primary), ("surface", \.surface), ("surface-container-highest", \.surfaceContainerHighest),
        ("on-surface", \.onSurface), ("on-surface-variant", \.onSurfaceVariant), ("outline", \.outline),
        ("error", \.error), ("warning", \.warning), ("success", \.success),
    ]

    /// The names of the colour roles: `primary`, `surface`, `surface-container-highest`,
    /// `on-surface`, `on-surface-variant`, `outline`, `error`, `warning` and `success`.
    public static var roleNames: [String] { roles.map(\.name) }

    /// The colour named `name`: a role's (`"primary"`) or, for any other name, the app's
    /// own under that key; nil when the theme has none.
    public func color(named name: String) -> ThemeColor? {
        guard let role = Self.roles.first(where: { $0.name == name }) else { return colors[named: name] }
        return self[keyPath: role.keyPath]
    }

    /// Sets the colour named `name`: a role's (``roleNames``) or, for any other name, the
    /// app's own under that key.
    public mutating func setColor(_ color: ThemeColor, named name: String) {
        guard let role = Self.roles.first(where: { $0.name == name }) else {
            colors[named: name] = color
            return
        }
        self[keyPath: role.keyPath] = color
    }

    /// Whether the fields follow the app's light or dark scheme under this theme: its
    /// roles are those of ``light`` or ``dark`` (the app's own values may differ). Any
    /// other theme gives the fields its own colours, whatever the scheme.
    public var followsScheme: Bool {
        Self.roles.allSatisfy { self[keyPath: $0.keyPath] == Self.light[keyPath: $0.keyPath] }
            || Self.roles.allSatisfy { self[keyPath: $0.keyPath] == Self.dark[keyPath: $0.keyPath] }
    }
}
