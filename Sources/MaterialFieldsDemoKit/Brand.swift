import FieldCore

/// The demo's own theme keys, and its three themes: Material (the built-in colours, which
/// follow light and dark), Aurora (dark, teal) and Ember (light, orange), each with a
/// background picture, an emblem from the icon theme, a heading colour and a card.
public enum Brand: String, ThemeKey, CaseIterable {
    /// The page's background picture.
    case background
    /// The icon beside the page's heading.
    case emblem
    /// The heading's colour.
    case heading
    /// The card behind the form.
    case card
    /// The card's padding, in pixels.
    case cardPadding

    /// The themes the page offers, by name, in the order its list shows them.
    static func themes(images: DemoImages) -> [(name: String, theme: FieldTheme)] {
        var material = FieldTheme.light
        material.images[Brand.emblem] = .icon("applications-graphics-symbolic")
        material.sizes[Brand.cardPadding] = 0

        let aurora = branded(.dark, name: "aurora", primary: 0x5DD5B5, container: 0x24384A,
                             background: images.aurora, emblem: "weather-clear-night-symbolic",
                             heading: 0xBFF3E4, card: ThemeColor(hex: 0x081828, alpha: 0.88))
        let ember = branded(.light, name: "ember", primary: 0x9C4100, container: 0xF6E1D3,
                            background: images.ember, emblem: "weather-clear-symbolic",
                            heading: 0x7A2E00, card: ThemeColor(hex: 0xFFF8F3, alpha: 0.94))
        return [("Material", material), ("Aurora", aurora), ("Ember", ember)]
    }

    /// A brand's theme on `base`: its accent and container, and the page's values.
    private static func branded(_ base: FieldTheme, name: String, primary: UInt32, container: UInt32,
                                background: ThemeImage?, emblem: String, heading: UInt32, card: ThemeColor) -> FieldTheme {
        var theme = base
        theme.name = name
        theme.primary = ThemeColor(hex: primary)
        theme.surfaceContainerHighest = ThemeColor(hex: container)
        theme.images[Brand.background] = background
        theme.images[Brand.emblem] = .icon(emblem)
        theme.colors[Brand.heading] = ThemeColor(hex: heading)
        theme.colors[Brand.card] = card
        theme.sizes[Brand.cardPadding] = 24
        return theme
    }
}
