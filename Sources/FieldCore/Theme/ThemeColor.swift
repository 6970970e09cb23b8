import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// An sRGB colour with opacity, written as GTK 4.8 CSS understands it.
public struct ThemeColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0 to 255.
    public var red: UInt8
    /// Green, 0 to 255.
    public var green: UInt8
    /// Blue, 0 to 255.
    public var blue: UInt8
    /// Opacity, 0 to 1 (clamped).
    public var alpha: Double

    /// A colour from components; `alpha` is clamped to 0...1 (NaN reads as opaque).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
    }

    /// A colour from `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
    }

    /// The same colour at `opacity` times its opacity (Material's state layers and the
    /// 38 % disabled content).
    public func opacity(_ opacity: Double) -> ThemeColor {
        ThemeColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// This colour moved `amount` (0 to 1) of the way towards `other`, opacity included, as
    /// GTK's CSS `mix()` does.
    public func mixed(with other: ThemeColor, _ amount: Double) -> ThemeColor {
        let amount = amount.isNaN ? 0 : min(max(amount, 0), 1)
        func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
            UInt8((Double(from) + (Double(to) - Double(from)) * amount).rounded())
        }
        return ThemeColor(red: channel(red, other.red), green: channel(green, other.green), blue: channel(blue, other.blue),
                          alpha: alpha + (other.alpha - alpha) * amount)
    }

    /// The opaque colour this one shows as when drawn over `background` (a translucent
    /// text colour, as libadwaita's, over its window).
    public func composited(over background: ThemeColor) -> ThemeColor {
        ThemeColor(red: background.red, green: background.green, blue: background.blue)
            .mixed(with: ThemeColor(red: red, green: green, blue: blue), alpha)
    }

    /// This colour, or the least mix of it towards `target` that reaches a contrast of
    /// `minimum` on `background` (`target` itself if nothing less does).
    public func readable(on background: ThemeColor, minimum: Double, towards target: ThemeColor) -> ThemeColor {
        for step in 0...20 {
            let candidate = mixed(with: target, Double(step) / 20)
            if candidate.contrastRatio(with: background) >= minimum { return candidate }
        }
        return target
    }

    /// WCAG 2's relative luminance of the colour (its opacity ignored): 0 for black, 1 for
    /// white.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio between this colour and `other`, from 1 (the same) to 21
    /// (black on white), whichever is lighter.
    public func contrastRatio(with other: ThemeColor) -> Double {
        let (lighter, darker) = (max(relativeLuminance, other.relativeLuminance), min(relativeLuminance, other.relativeLuminance))
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The colour as CSS: `#rrggbb` when opaque, `rgba(r, g, b, a)` otherwise.
    public var css: String {
        guard alpha < 1 else { return "#" + [red, green, blue].map(Self.hexByte).joined() }
        let rounded = (alpha * 1000).rounded() / 1000
        return "rgba(\(red), \(green), \(blue), \(rounded))"
    }

    /// A sentence saying what went wrong or what the value is.
    public var description: String { css }

    private static func hexByte(_ value: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(value >> 4)], digits[Int(value & 0x0F)]])
    }
}
