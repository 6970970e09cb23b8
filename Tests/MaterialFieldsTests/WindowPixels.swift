import CGtk
import FieldCore
import GtkTestSupport

/// A window rendered once, read as colours at points of the widgets in it: what a person
/// sees where the widget is.
@MainActor
struct WindowPixels {
    let window: UnsafeMutablePointer<GtkWidget>
    let image: RenderedImage

    /// Renders `window` now.
    init(_ window: UnsafeMutablePointer<GtkWidget>) throws {
        self.window = window
        image = try RenderedImage(widget: window)
    }

    /// The colour at (`x`, `y`) in `widget`'s coordinates (the window's by default).
    func color(_ x: Double, _ y: Double, in widget: UnsafeMutablePointer<GtkWidget>? = nil) -> ThemeColor {
        var windowX = x, windowY = y
        if let widget { _ = gtk_widget_translate_coordinates(widget, window, x, y, &windowX, &windowY) }
        let pixel = image.pixel(x: Int(windowX), y: Int(windowY))
        return ThemeColor(red: pixel.red, green: pixel.green, blue: pixel.blue)
    }

    /// The colour in `widget` furthest from `background`: its text's ink.
    func ink(of widget: UnsafeMutablePointer<GtkWidget>, on background: ThemeColor) -> ThemeColor {
        var ink = background
        for y in 0..<Int(gtk_widget_get_height(widget)) {
            for x in 0..<Int(gtk_widget_get_width(widget)) {
                let candidate = color(Double(x), Double(y), in: widget)
                if candidate.contrastRatio(with: background) > ink.contrastRatio(with: background) { ink = candidate }
            }
        }
        return ink
    }
}
