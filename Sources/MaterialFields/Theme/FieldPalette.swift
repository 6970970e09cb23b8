/// Which colours the fields wear.
public enum FieldPalette: String, Sendable, CaseIterable {
    /// Material 3's baseline scheme (a purple primary), light or dark.
    case material
    /// The desktop's own: its accent where Material puts its primary (libadwaita's
    /// `accent_color` where defined, GTK's `theme_selected_bg_color` otherwise), and
    /// containers, outlines and text from its window colours, so fields sit beside the
    /// desktop's check boxes and switches in the same hue, light or dark.
    case desktop
}
