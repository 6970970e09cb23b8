import CGtk
import FieldCore

extension ThemeColor {
    /// A GDK colour, its components rounded to 8 bits.
    package init(_ rgba: GdkRGBA) {
        func byte(_ value: Float) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        self.init(red: byte(rgba.red), green: byte(rgba.green), blue: byte(rgba.blue), alpha: Double(rgba.alpha))
    }

    /// The colour as GDK's.
    package var rgba: GdkRGBA {
        GdkRGBA(red: Float(red) / 255, green: Float(green) / 255, blue: Float(blue) / 255, alpha: Float(alpha))
    }
}
