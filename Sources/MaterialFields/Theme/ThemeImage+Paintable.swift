import CGtk
import FieldCore
import GtkInterop

@MainActor
extension ThemeImage {
    /// The image as a `GdkPaintable`: a texture read from its file or resource, or the
    /// icon theme's icon at `size` pixels (times `scale`), for `direction`.
    ///
    /// - Throws: ``ThemeImageFailure``; never GTK's fatal error for a missing resource.
    package func paintable(size: Int32, scale: Int32, direction: GtkTextDirection) throws(ThemeImageFailure) -> GObjectRef {
        switch self {
        case .file(let path):
            return try Self.texture(path) { gdk_texture_new_from_filename(path, &$0) }
        case .resource(let path):
            // gdk_texture_new_from_resource() aborts the app for a path with no image.
            guard g_resources_get_info(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil, nil, nil) != 0 else {
                throw .noResource(path)
            }
            var error: UnsafeMutablePointer<GError>?
            guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error) else {
                g_clear_error(&error)
                throw .noResource(path)
            }
            defer { g_bytes_unref(bytes) }
            return try Self.texture(path) { gdk_texture_new_from_bytes(bytes, &$0) }
        case .icon(let name):
            guard let display = gdk_display_get_default() else { throw .noDisplay }
            let icon = gtk_icon_theme_lookup_icon(gtk_icon_theme_get_for_display(display), name, nil,
                                                  size, scale, direction, GtkIconLookupFlags(rawValue: 0))
            guard let icon else { throw .noDisplay }
            return GObjectRef(adopting: icon)
        }
    }

    /// The texture `load` reads from `path`, or its error as a failure.
    private static func texture(_ path: String, _ load: (inout UnsafeMutablePointer<GError>?) -> OpaquePointer?)
        throws(ThemeImageFailure) -> GObjectRef {
        var error: UnsafeMutablePointer<GError>?
        guard let texture = load(&error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown format"
            g_clear_error(&error)
            throw .cannotRead(path: path, reason: reason)
        }
        return GObjectRef(adopting: texture)
    }
}
