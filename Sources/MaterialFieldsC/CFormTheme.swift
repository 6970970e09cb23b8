import CGtk
import FieldCore
import GtkInterop
import MaterialFields

// A C form's themes (c/mf-form-theme.h): the form's, and a row's own, which wins. C names
// colour roles and the app's keys by strings; a change is told by MfForm::theme-changed.

extension CCall {
    /// The theme `tag` names (NULL: the form's; a row's own, else the form's), or nil after
    /// the critical for an unknown row.
    @MainActor
    func theme(of form: Form<String>, row tag: UnsafePointer<CChar>?) -> FieldTheme? {
        guard let tag = optionalString(tag) else { return form.theme }
        guard require(form.findRow(tag: tag) != nil, "tag names a row of the form") else { return nil }
        return form.theme(for: tag)
    }

    /// Writes the value `value` finds under `key` in the theme in use for `tag` to `out`:
    /// TRUE, or FALSE when the theme has none (or after the critical for a bad argument).
    @MainActor
    func read<Value>(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?, _ key: UnsafePointer<CChar>?,
                     into out: UnsafeMutablePointer<Value>?, _ expression: StaticString,
                     _ value: (FieldTheme, String) -> Value?) -> gboolean {
        guard let form = form(object)?.form, let key = string(key, "key != NULL"), require(out != nil, expression),
              let out, let theme = theme(of: form, row: tag), let found = value(theme, key) else { return 0 }
        out.pointee = found
        return 1
    }

    /// Changes the theme `tag` names: the form's, or the row's own (made from the form's
    /// on its first change), each change told once by `theme-changed`.
    @MainActor
    func changeTheme(of form: Form<String>, row tag: UnsafePointer<CChar>?, _ change: (inout FieldTheme) -> Void) {
        guard var theme = theme(of: form, row: tag) else { return }
        change(&theme)
        if let tag = optionalString(tag), let row = form.findRow(tag: tag) {
            row.theme = theme
        } else {
            form.theme = theme
        }
    }
}

/// An image named as C callers name one: `resource:///path` for a resource, a path (it
/// holds a `/`) for a file, anything else an icon name.
func themeImage(_ text: String) -> ThemeImage {
    if text.hasPrefix("resource://") { return .resource(String(text.dropFirst("resource://".count))) }
    return text.contains("/") ? .file(text) : .icon(text)
}

/// `mf_form_set_theme_color` (c/mf-form-theme.h).
@_cdecl("mf_form_set_theme_color")
public func mfFormSetThemeColor(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?,
                                _ key: UnsafePointer<CChar>?, _ color: UnsafePointer<GdkRGBA>?) {
    CCall.run("mf_form_set_theme_color", otherwise: (), object, tag, key, color) { call, object, tag, key, color in
        guard let form = call.form(object)?.form, let key = call.string(key, "key != NULL"),
              call.require(color != nil || !FieldTheme.roleNames.contains(key), "color != NULL (a colour role always has one)") else { return }
        // NULL removes the app's own colour, as Swift's `colors[named:] = nil`.
        call.changeTheme(of: form, row: tag) { theme in
            if let color { theme.setColor(ThemeColor(color.pointee), named: key) } else { theme.colors[named: key] = nil }
        }
    }
}

/// `mf_form_get_theme_color` (c/mf-form-theme.h).
@_cdecl("mf_form_get_theme_color")
public func mfFormGetThemeColor(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?,
                                _ key: UnsafePointer<CChar>?, _ color: UnsafeMutablePointer<GdkRGBA>?) -> gboolean {
    CCall.run("mf_form_get_theme_color", otherwise: 0, object, tag, key, color) { call, object, tag, key, color in
        call.read(object, tag, key, into: color, "color != NULL") { theme, key in theme.color(named: key)?.rgba }
    }
}

/// `mf_form_set_theme_image` (c/mf-form-theme.h).
@_cdecl("mf_form_set_theme_image")
public func mfFormSetThemeImage(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?,
                                _ key: UnsafePointer<CChar>?, _ image: UnsafePointer<CChar>?) {
    CCall.run("mf_form_set_theme_image", otherwise: (), object, tag, key, image) { call, object, tag, key, image in
        guard let form = call.form(object)?.form, let key = call.string(key, "key != NULL") else { return }
        call.changeTheme(of: form, row: tag) { $0.images[named: key] = optionalString(image).map(themeImage) }
    }
}

/// `mf_form_get_theme_paintable` (c/mf-form-theme.h).
@_cdecl("mf_form_get_theme_paintable")
public func mfFormGetThemePaintable(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?,
                                    _ key: UnsafePointer<CChar>?, _ size: gint) -> UnsafeMutableRawPointer? {
    CCall.run("mf_form_get_theme_paintable", otherwise: nil, object, tag, key, size) { call, object, tag, key, size in
        guard let form = call.form(object)?.form, let key = call.string(key, "key != NULL"),
              call.require(size > 0, "size > 0"),
              let image = call.theme(of: form, row: tag)?.images[named: key] else { return nil }
        do {
            let paintable = try image.paintable(size: size, scale: 1, direction: gtk_widget_get_default_direction())
            return g_object_ref(paintable.rawPointer)
        } catch {
            CLibraryLog.warning("mf_form_get_theme_paintable: \(error)")
            return nil
        }
    }
}

/// `mf_form_set_theme_size` (c/mf-form-theme.h).
@_cdecl("mf_form_set_theme_size")
public func mfFormSetThemeSize(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?,
                               _ key: UnsafePointer<CChar>?, _ size: gdouble) {
    CCall.run("mf_form_set_theme_size", otherwise: (), object, tag, key, size) { call, object, tag, key, size in
        guard let form = call.form(object)?.form, let key = call.string(key, "key != NULL"),
              call.require(size.isFinite || size.isNaN, "isfinite (size) || isnan (size)") else { return }
        // NaN removes the size, as Swift's `sizes[named:] = nil`.
        call.changeTheme(of: form, row: tag) { $0.sizes[named: key] = size.isNaN ? nil : size }
    }
}

/// `mf_form_get_theme_size` (c/mf-form-theme.h).
@_cdecl("mf_form_get_theme_size")
public func mfFormGetThemeSize(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?,
                               _ key: UnsafePointer<CChar>?, _ size: UnsafeMutablePointer<gdouble>?) -> gboolean {
    CCall.run("mf_form_get_theme_size", otherwise: 0, object, tag, key, size) { call, object, tag, key, size in
        call.read(object, tag, key, into: size, "size != NULL") { theme, key in theme.sizes[named: key] }
    }
}

/// `mf_form_clear_theme` (c/mf-form-theme.h).
@_cdecl("mf_form_clear_theme")
public func mfFormClearTheme(_ object: UnsafeMutableRawPointer?, _ tag: UnsafePointer<CChar>?) {
    CCall.run("mf_form_clear_theme", otherwise: (), object, tag) { call, object, tag in
        guard let form = call.form(object)?.form else { return }
        guard let tag = optionalString(tag) else {
            form.theme = .light
            return
        }
        guard let row = form.findRow(tag: tag) else {
            _ = call.require(false, "tag names a row of the form")
            return
        }
        row.theme = nil
    }
}
