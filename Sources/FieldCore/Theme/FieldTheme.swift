/// A typed Material 3 theme for fields: colour roles per state, sizes and motion, with
/// a light and a dark instance, rendered to the GTK 4.8 CSS the widgets load; and the
/// app's own colours, images and sizes, by keys of its own (``colors``, ``images``,
/// ``sizes``), for any ``Themeable`` widget of the app.
public struct FieldTheme: Equatable, Sendable {
    /// The theme's name, used in CSS comments.
    public var name: String
    /// Whether this is a dark theme.
    public var isDark: Bool

    /// The accent: focused label, indicator and caret.
    public var primary: ThemeColor
    /// The window surface.
    public var surface: ThemeColor
    /// A filled field's container.
    public var surfaceContainerHighest: ThemeColor
    /// Input text.
    public var onSurface: ThemeColor
    /// Labels and supporting text at rest.
    public var onSurfaceVariant: ThemeColor
    /// An outlined field's outline at rest.
    public var outline: ThemeColor
    /// Errors.
    public var error: ThemeColor
    /// Warnings: failed rules that do not block (Material has no warning role; an amber
    /// with the error colour's contrast on the surface).
    public var warning: ThemeColor
    /// Success: a check passed, a form was accepted (Material has no success role; a green
    /// with the error colour's contrast on the surface). The stylesheet's `.mf-success`.
    public var success: ThemeColor

    /// Sizes.
    public var metrics = FieldMetrics()
    /// Motion.
    public var motion = FieldMotion()

    /// The app's own colours, by its keys (``Themeable/color(_:)`` reads them).
    public var colors = ThemeValues<ThemeColor>()
    /// The app's own images, by its keys (``Themeable/image(_:)`` reads them).
    public var images = ThemeValues<ThemeImage>()
    /// The app's own sizes, by its keys (``Themeable/size(_:)`` reads them).
    public var sizes = ThemeValues<Double>()

    /// A theme from its colour roles.
    public init(name: String, isDark: Bool, primary: ThemeColor, surface: ThemeColor,
                surfaceContainerHighest: ThemeColor, onSurface: ThemeColor, onSurfaceVariant: ThemeColor,
                outline: ThemeColor, error: ThemeColor, warning: ThemeColor? = nil, success: ThemeColor? = nil) {
        self.name = name
        self.isDark = isDark
        self.primary = primary
        self.surface = surface
        self.surfaceContainerHighest = surfaceContainerHighest
        self.onSurface = onSurface
        self.onSurfaceVariant = onSurfaceVariant
        self.outline = outline
        self.error = error
        self.warning = warning ?? (isDark ? ThemeColor(hex: 0xF0C05A) : ThemeColor(hex: 0x7A5200))
        self.success = success ?? (isDark ? ThemeColor(hex: 0x6DD58C) : ThemeColor(hex: 0x146C2E))
    }

    /// Material 3's baseline light scheme.
    public static let light = FieldTheme(
        name: "light", isDark: false,
        primary: ThemeColor(hex: 0x6750A4), surface: ThemeColor(hex: 0xFEF7FF),
        surfaceContainerHighest: ThemeColor(hex: 0xE6E0E9), onSurface: ThemeColor(hex: 0x1D1B20),
        onSurfaceVariant: ThemeColor(hex: 0x49454F), outline: ThemeColor(hex: 0x79747E),
        error: ThemeColor(hex: 0xB3261E)
    )

    /// Material 3's baseline dark scheme, but for the filled container: Material's
    /// `#36343B` is meant for its own `#141218` surface and all but vanishes on GTK's dark
    /// window (`#353535`, a contrast of 1.0:1); `#4A4850`, a lighter tone of the same hue,
    /// stands apart from GTK's (1.36:1) and libadwaita's (`#242424`, 1.73:1) dark windows.
    public static let dark = FieldTheme(
        name: "dark", isDark: true,
        primary: ThemeColor(hex: 0xD0BCFF), surface: ThemeColor(hex: 0x141218),
        surfaceContainerHighest: ThemeColor(hex: 0x4A4850), onSurface: ThemeColor(hex: 0xE6E0E9),
        onSurfaceVariant: ThemeColor(hex: 0xCAC4D0), outline: ThemeColor(hex: 0x938F99),
        error: ThemeColor(hex: 0xF2B8B5)
    )

    // MARK: Colours per state (Material 3 filled and outlined text fields)

    /// The label.
    public var label: StateColors {
        StateColors(enabled: onSurfaceVariant, hover: onSurfaceVariant, focused: primary, error: error,
                    disabled: onSurface.opacity(0.38))
    }

    /// The input text.
    public var input: StateColors {
        StateColors(enabled: onSurface, hover: onSurface, focused: onSurface, error: onSurface,
                    disabled: onSurface.opacity(0.38))
    }

    /// A filled field's active indicator.
    public var indicator: StateColors {
        StateColors(enabled: onSurfaceVariant, hover: onSurface, focused: primary, error: error,
                    disabled: onSurface.opacity(0.38))
    }

    /// An outlined field's outline.
    public var outlineColors: StateColors {
        StateColors(enabled: outline, hover: onSurface, focused: primary, error: error,
                    disabled: onSurface.opacity(0.12))
    }

    /// The helper, error and counter text.
    public var supporting: StateColors {
        StateColors(enabled: onSurfaceVariant, hover: onSurfaceVariant, focused: onSurfaceVariant, error: error,
                    disabled: onSurface.opacity(0.38))
    }

    /// A filled field's container (hover adds an 8 % state layer of on-surface).
    public var container: StateColors {
        StateColors(enabled: surfaceContainerHighest, hover: surfaceContainerHighest, focused: surfaceContainerHighest,
                    error: surfaceContainerHighest, disabled: onSurface.opacity(0.04))
    }

    // MARK: CSS

    /// The theme as GTK 4.8 CSS: one `@define-color mf_…` rule per role and per state.
    /// GTK 4.8 has no `var()`, so the widgets' stylesheet names these colours.
    public func paletteCSS() -> String {
        var lines = ["/* MaterialFields \(name) palette, generated from FieldCore's FieldTheme.\(name). */"]
        for (role, keyPath) in Self.roles {
            lines.append("@define-color mf_\(role.replacing("-", with: "_")) \(self[keyPath: keyPath].css);")
        }
        let groups: [(String, StateColors)] = [
            ("label", label), ("input", input), ("indicator", indicator), ("outline", outlineColors),
            ("supporting", supporting), ("container", container),
        ]
        for (group, colors) in groups {
            for (state, color) in colors.named { lines.append("@define-color mf_\(group)_\(state) \(color.css);") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The sizes and motion of ``metrics`` and ``motion`` as GTK CSS rules for the field
    /// parts, so the stylesheet holds no size of its own (GTK 4.8 has no `calc()` or `var()`).
    public func metricsCSS() -> String {
        func px(_ value: Double) -> String {
            value == value.rounded() ? "\(Int(value))px" : "\(value)px"
        }
        let radius = px(metrics.cornerRadius)
        let duration = "\(Int((motion.labelDuration * 1000).rounded()))ms \(motion.cssEasing)"
        return """
        /* MaterialFields \(name) sizes and motion, generated from FieldCore's FieldTheme.\(name). */
        .mf-field > .container { border-radius: \(radius) \(radius) 0 0; transition: border-color \(duration), background-color \(duration); }
        .mf-field > .container.filled { border-bottom-style: solid; border-bottom-width: \(px(metrics.indicatorResting)); }
        .mf-field > .container.filled.focused { border-bottom-width: \(px(metrics.indicatorFocused)); }
        .mf-field > .container.outlined { border-style: solid; border-width: \(px(metrics.indicatorResting)); border-radius: \(radius); }
        .mf-field > .container.outlined.focused { border-width: \(px(metrics.indicatorFocused)); }
        .mf-field > .label, .mf-field > .prefix, .mf-field > .suffix, .mf-field > .hint { font-size: \(px(metrics.labelRestingSize)); }
        .mf-field > .input, .mf-field > .input > text, .mf-field > .input textview, .mf-field > .input textview > text { font-size: \(px(metrics.inputSize)); min-height: \(px(metrics.inputLineHeight)); }
        .mf-field > .supporting, .mf-field > .counter { font-size: \(px(metrics.supportingSize)); }
        .mf-field > .leading, .mf-field > .trailing image { -gtk-icon-size: \(px(metrics.iconSize)); }
        .mf-field > .trailing > button { min-width: \(px(metrics.iconSize)); min-height: \(px(metrics.iconSize)); padding: \(px(metrics.iconButtonPadding)); border: none; }
        .mf-field > .trailing > image, .mf-field > .trailing > spinner { margin: 0 \(px(metrics.iconButtonPadding)); }
        .mf-field > .trailing > spinner { min-width: \(px(metrics.iconSize)); min-height: \(px(metrics.iconSize)); }
        .mf-field > .popup { border-radius: 0 0 \(radius) \(radius); }
        .mf-field > .container.outlined.floating ~ .label { padding: 0 \(px(metrics.notchPadding)); }
        .mf-field > .popup .picker-list > row { padding: 0 \(px(metrics.horizontalPadding)); min-height: \(px(metrics.pickerRowHeight)); }
        .mf-field > .popup .time { padding: 0 \(px(metrics.horizontalPadding)); }

        """
    }

    /// The stylesheet generated for this theme: ``paletteCSS()`` then ``metricsCSS()``,
    /// shipped as `Resources/css/material-fields-NAME.css`.
    public func generatedCSS() -> String {
        paletteCSS() + metricsCSS()
    }
}
