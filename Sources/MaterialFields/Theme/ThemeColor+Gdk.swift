import CGtk
import FieldCore

extension ThemeColor {
    /// A GDK colour, its components rounded to 8 bits.
    init(_ rgba: GdkRGBA) {
        func byte(_ value: Float) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        self.init(red: byte(rgba.red), green: byte(rgba.green), blue: byte(rgba.blue), alpha: Double(rgba.alpha))
    }
}
