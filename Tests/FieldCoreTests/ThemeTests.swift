import FieldCore
import Foundation
import Testing

@Suite("Theme tokens")
struct ThemeTests {
    @Test func eachStateHasItsColour() {
        let theme = FieldTheme.light
        #expect(theme.indicator.color(for: .active) == theme.primary)
        #expect(theme.label.color(for: .error) == theme.error)
        #expect(theme.label.color(for: .inactive) == theme.onSurfaceVariant)
        #expect(theme.input.color(for: .active, isEnabled: false) == theme.onSurface.opacity(0.38))
    }

    @Test func sizesAndMotionFollowMaterial3() {
        let theme = FieldTheme.dark
        #expect(theme.metrics.containerHeight == 56)
        #expect(theme.metrics.indicatorFocused == 2)
        #expect(theme.motion.labelDuration == 0.167)
        #expect(theme.motion.cssEasing == "cubic-bezier(0.4, 0.0, 0.2, 1.0)")
        #expect(theme.motion.ease(0) == 0)
        #expect(abs(theme.motion.ease(1) - 1) < 1e-6)
        #expect(theme.motion.ease(0.5) > 0.5, "standard easing is ahead at the midpoint")
    }

    @Test func colorsRenderAsGTK48CSS() {
        #expect(ThemeColor(hex: 0x6750A4).css == "#6750a4")
        #expect(ThemeColor(hex: 0x1D1B20).opacity(0.38).css == "rgba(29, 27, 32, 0.38)")
        #expect(ThemeColor(red: 1, green: 2, blue: 3, alpha: .nan).alpha == 1)
    }

    @Test func thePaletteUsesDefineColorAndNoVar() {
        let css = FieldTheme.dark.paletteCSS()
        #expect(css.contains("@define-color mf_primary #d0bcff;"))
        #expect(css.contains("@define-color mf_label_focused #d0bcff;"))
        #expect(!css.contains("var("))
    }

    @Test func sizesAndMotionComeFromTheMetrics() {
        var theme = FieldTheme.light
        theme.metrics.cornerRadius = 12
        theme.metrics.indicatorFocused = 3
        theme.motion.labelDuration = 0.2
        let css = theme.metricsCSS()
        #expect(css.contains(".mf-field > .container { border-radius: 12px 12px 0 0; transition: border-color 200ms"))
        #expect(css.contains(".mf-field > .container.filled.focused { border-bottom-width: 3px; }"))
        #expect(!css.contains("var(") && !css.contains("calc("))
    }

    @Test(arguments: [("material-fields-light.css", FieldTheme.light), ("material-fields-dark.css", FieldTheme.dark)])
    func theShippedPalettesAreGeneratedFromTheTokens(file: String, theme: FieldTheme) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/css/\(file)").standardized
        if ProcessInfo.processInfo.environment["MATERIAL_FIELDS_UPDATE_GOLDENS"] == "1" {
            try theme.generatedCSS().write(to: url, atomically: true, encoding: .utf8)
        }
        let shipped = try String(contentsOf: url, encoding: .utf8)
        #expect(shipped == theme.generatedCSS(), "regenerate with MATERIAL_FIELDS_UPDATE_GOLDENS=1 Scripts/test.sh")
    }

    @Test func largeTextScalesEveryLengthButTheLinesAndCorners() {
        let metrics = FieldMetrics().scaled(by: 1.5)
        #expect(metrics.containerHeight == 84 && metrics.inputSize == 24 && metrics.labelFloatingSize == 18)
        #expect(metrics.supportingSize == 18 && metrics.iconSize == 36 && metrics.horizontalPadding == 24)
        #expect(metrics.indicatorFocused == 2 && metrics.indicatorResting == 1 && metrics.cornerRadius == 4)
        #expect(FieldMetrics().scaled(by: .nan) == FieldMetrics() && FieldMetrics().scaled(by: -2) == FieldMetrics())
    }
}
