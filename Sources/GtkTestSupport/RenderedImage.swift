import CGtk
import Foundation
import GtkInterop

/// A widget rendered to pixels, the way GTK draws it on screen.
@MainActor
public struct RenderedImage {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels as 8-bit B, G, R, A rows (`GDK_MEMORY_DEFAULT`), `width * 4` bytes a row.
    public let pixels: [UInt8]
    private let texture: GObjectRef

    /// Renders `widget`, which must be mapped (inside a presented window), through its
    /// window's renderer, at the window's scale (2 on a HiDPI display: `GDK_SCALE=2`), as
    /// the screen shows it. Pin `GSK_RENDERER=cairo` for output that is stable run to run.
    public init(widget: UnsafeMutablePointer<GtkWidget>) throws {
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
              let renderer = gtk_native_get_renderer(native)
        else { throw RenderError.notMapped }
        let scale = Float(max(1, gtk_widget_get_scale_factor(widget)))

        let paintable = GObjectRef(adopting: gtk_widget_paintable_new(widget))
        let snapshot = gtk_snapshot_new()
        if scale != 1 { gtk_snapshot_scale(snapshot, scale, scale) }
        gdk_paintable_snapshot(paintable.opaque, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw RenderError.nothingDrawn }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t()
        graphene_rect_init(&viewport, 0, 0, Float(width) * scale, Float(height) * scale)
        guard let rendered = gsk_renderer_render_texture(renderer, node, &viewport) else { throw RenderError.nothingDrawn }
        texture = GObjectRef(adopting: rendered)

        let textureWidth = Int(gdk_texture_get_width(rendered))
        let textureHeight = Int(gdk_texture_get_height(rendered))
        var bytes = [UInt8](repeating: 0, count: textureWidth * textureHeight * 4)
        bytes.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(rendered, buffer.baseAddress, gsize(textureWidth * 4))
        }
        self.width = textureWidth
        self.height = textureHeight
        pixels = bytes
    }

    /// The type name of the renderer GTK chose for `widget`'s window (`GSK_RENDERER`, or its
    /// default): `GskCairoRenderer`, `GskGLRenderer`…; nil before the window is realized.
    public static func rendererName(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native),
              let name = g_type_name_from_instance(gCast(UnsafeMutableRawPointer(renderer))) else { return nil }
        return String(cString: name)
    }

    /// Reads a PNG file (a golden image).
    public init(pngAt url: URL) throws {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(url.path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? url.path
            g_clear_error(&error)
            throw RenderError.cannotRead(message)
        }
        self.texture = GObjectRef(adopting: texture)
        let textureWidth = Int(gdk_texture_get_width(texture))
        let textureHeight = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: textureWidth * textureHeight * 4)
        bytes.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(textureWidth * 4))
        }
        width = textureWidth
        height = textureHeight
        pixels = bytes
    }

    /// The share of pixels (0 to 1) whose colour differs from `other`'s by more than
    /// `threshold` in any channel; 1 when the sizes differ.
    public func differingFraction(from other: RenderedImage, threshold: UInt8 = 24) -> Double {
        guard width == other.width, height == other.height, !pixels.isEmpty else { return 1 }
        var differing = 0
        for pixel in stride(from: 0, to: pixels.count, by: 4) {
            for channel in 0..<4 where abs(Int(pixels[pixel + channel]) - Int(other.pixels[pixel + channel])) > Int(threshold) {
                differing += 1
                break
            }
        }
        return Double(differing) / Double(width * height)
    }

    /// Writes the image as a PNG.
    public func savePNG(to url: URL) throws {
        guard gdk_texture_save_to_png(texture.opaque, url.path) != 0 else {
            throw RenderError.cannotWrite(url.path)
        }
    }

    /// The number of distinct colours; 1 means the image is blank.
    public var distinctColorCount: Int {
        var colors = Set<UInt32>()
        for index in stride(from: 0, to: pixels.count, by: 4) {
            colors.insert(UInt32(pixels[index]) | UInt32(pixels[index + 1]) << 8
                | UInt32(pixels[index + 2]) << 16 | UInt32(pixels[index + 3]) << 24)
        }
        return colors.count
    }

    /// The pixel at (`x`, `y`) as (red, green, blue, alpha).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let index = (y * width + x) * 4
        return (pixels[index + 2], pixels[index + 1], pixels[index], pixels[index + 3])
    }

    /// Why a widget could not be rendered.
    public enum RenderError: Error, Equatable {
        /// The widget has no size or no window yet.
        case notMapped
        /// GTK produced no render node or texture.
        case nothingDrawn
        /// The PNG could not be written to this path.
        case cannotWrite(String)
        /// The PNG could not be read; GLib's message.
        case cannotRead(String)
    }
}
