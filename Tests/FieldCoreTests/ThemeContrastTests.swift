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
}
