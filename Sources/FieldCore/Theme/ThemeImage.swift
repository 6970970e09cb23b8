/// An image a theme holds under one of the app's keys: a picture file, a file compiled
/// into the app's GResource bundle, or an icon of the desktop's icon theme.
///
/// FieldCore only names the image; MaterialFields loads it (`ThemedPicture`, or
/// `mf_form_get_theme_paintable` from C), so a form's themes are tested with no display.
public enum ThemeImage: Hashable, Sendable {
    /// A picture file (PNG, JPEG, or any format GTK's loaders read), by its path.
    case file(String)
    /// A file in the app's registered GResource bundle, by its resource path
    /// (`/org/example/App/background.png`).
    case resource(String)
    /// An icon of the icon theme in use, by its name (`weather-clear-night-symbolic`),
    /// drawn at the size it is shown at.
    case icon(String)
}
