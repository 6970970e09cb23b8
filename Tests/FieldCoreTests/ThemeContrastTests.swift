import FieldCore
import Testing

/// The shipped schemes read on the desktops people use: a filled container stands apart
/// from the window behind it, and text stays readable on it (WCAG 2's contrast ratio).
@Suite("Theme contrast")
struct ThemeContrastTests {
    /// Window backgrounds: GTK's own theme and libadwaita's.
    static let lightWindows = [ThemeColor(hex: 0xF6F5F4), ThemeColor(hex: 0xFAFAFA)]
    static let darkWindows = [ThemeColor(hex: 0x353535), ThemeColor(hex: 0x242424)]

    @Test func contrastFollowsWCAGsFormula() {
        #expect(ThemeColor(hex: 0x000000).contrastRatio(with: ThemeColor(hex: 0xFFFFFF)) == 21)
        #expect(ThemeColor(hex: 0x777777).contrastRatio(with: ThemeColor(hex: 0x777777)) == 1)
        #expect(abs(ThemeColor(hex: 0x767676).contrastRatio(with: ThemeColor(hex: 0xFFFFFF)) - 4.54) < 0.01)
    }

    @Test(arguments: [(FieldTheme.light, lightWindows, 1.15), (FieldTheme.dark, darkWindows, 1.25)])
    func theFilledContainerStandsApartFromTheWindow(theme: FieldTheme, windows: [ThemeColor], minimum: Double) {
        for window in windows {
            let ratio = theme.surfaceContainerHighest.contrastRatio(with: window)
            #expect(ratio >= minimum, "\(theme.name) container on \(window): \(ratio)")
        }
    }

    @Test(arguments: [FieldTheme.light, FieldTheme.dark])
    func textOnTheContainerIsReadable(theme: FieldTheme) {
        let container = theme.surfaceContainerHighest
        #expect(theme.onSurface.contrastRatio(with: container) >= 4.5, "input text")
        #expect(theme.onSurfaceVariant.contrastRatio(with: container) >= 4.5, "label and helper")
        #expect(theme.error.contrastRatio(with: container) >= 4.5, "error text")
        #expect(theme.primary.contrastRatio(with: container) >= 3, "the focused indicator and label")
    }

    /// GTK 4.8's own theme and libadwaita 1.2's named colours, light and dark.
    static let desktops: [(String, FieldTheme.DesktopColors)] = [
        ("GTK light", FieldTheme.DesktopColors(accent: ThemeColor(hex: 0x3584E4), window: ThemeColor(hex: 0xF6F5F4),
                                               text: ThemeColor(hex: 0x2E3436), error: ThemeColor(hex: 0xCC0000),
                                               warning: ThemeColor(hex: 0xF57900), success: ThemeColor(hex: 0x33D17A), isDark: false)),
        ("GTK dark", FieldTheme.DesktopColors(accent: ThemeColor(hex: 0x15539E), window: ThemeColor(hex: 0x353535),
                                              text: ThemeColor(hex: 0xEEEEEC), error: ThemeColor(hex: 0xCC0000),
                                              warning: ThemeColor(hex: 0xC3C3C3), success: ThemeColor(hex: 0x26A269), isDark: true)),
        ("Adwaita light", FieldTheme.DesktopColors(accent: ThemeColor(hex: 0x1C71D8), window: ThemeColor(hex: 0xFAFAFA),
                                                   text: ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.8), error: ThemeColor(hex: 0xC01C28),
                                                   warning: ThemeColor(hex: 0x9C6E03), success: ThemeColor(hex: 0x1B8553), isDark: false)),
        ("Adwaita dark", FieldTheme.DesktopColors(accent: ThemeColor(hex: 0x78AEED), window: ThemeColor(hex: 0x242424),
                                                  text: ThemeColor(hex: 0xFFFFFF), error: ThemeColor(hex: 0xFF7B63),
                                                  warning: ThemeColor(hex: 0xF8E45C), success: ThemeColor(hex: 0x8FF0A4), isDark: true)),
    ]

    @Test func theDesktopPaletteTakesTheAccentAndStandsApartOnEveryDesktop() {
        for (name, colors) in Self.desktops {
            let theme = FieldTheme.desktop(colors)
            #expect(theme.indicator.focused == theme.primary && theme.label.focused == theme.primary, "\(name): the accent focuses")
            #expect(theme.primary.contrastRatio(with: theme.surfaceContainerHighest) >= FieldTheme.desktopAccentContrast,
                    "\(name): the accent reads on the container: \(theme.primary)")
            if colors.accent.contrastRatio(with: theme.surfaceContainerHighest) >= FieldTheme.desktopAccentContrast {
                #expect(theme.primary == colors.accent, "\(name): an accent that reads is taken as it is")
            }
            let minimum = colors.isDark ? 1.25 : 1.15
            let container = theme.surfaceContainerHighest
            #expect(container.contrastRatio(with: theme.surface) >= minimum, "\(name): \(container) on \(theme.surface)")
            #expect(theme.onSurface.contrastRatio(with: container) >= 4.5, "\(name): text")
            #expect(theme.onSurfaceVariant.contrastRatio(with: container) >= 4.5, "\(name): labels")
            for (role, color) in [("error", theme.error), ("warning", theme.warning), ("success", theme.success)] {
                #expect(color.contrastRatio(with: container) >= 4.5, "\(name): \(role) text \(color)")
            }
            #expect(theme.surface.alpha == 1 && theme.onSurface.alpha == 1, "\(name): a translucent text colour is taken as it shows")
        }
    }

    @Test func aFaintAccentMovesTowardsTheTextUntilItReads() {
        let container = ThemeColor(hex: 0x484848)
        let faint = ThemeColor(hex: 0x15539E)
        #expect(faint.contrastRatio(with: container) < 3)
        let readable = faint.readable(on: container, minimum: 3, towards: ThemeColor(hex: 0xEEEEEC))
        #expect(readable.contrastRatio(with: container) >= 3 && readable != faint)
        #expect(ThemeColor(hex: 0xC01C28).readable(on: ThemeColor(hex: 0xE6E6E6), minimum: 3, towards: .init(hex: 0)) == ThemeColor(hex: 0xC01C28))
    }

    @Test func mixingAndCompositingFollowGTKsCSS() {
        #expect(ThemeColor(hex: 0x000000).mixed(with: ThemeColor(hex: 0xFFFFFF), 0.5) == ThemeColor(hex: 0x808080))
        #expect(ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.8).composited(over: ThemeColor(hex: 0xFAFAFA)) == ThemeColor(hex: 0x323232))
        #expect(ThemeColor(hex: 0x123456).mixed(with: ThemeColor(hex: 0xFFFFFF), .nan) == ThemeColor(hex: 0x123456))
    }
}
