import CGtk
import FieldCore
import GtkInterop

/// A picture that shows its theme's image under one of the app's keys: a form's
/// background, a brand's emblem. Switch the theme and the picture follows; share a form
/// view's theme with it (`FormView.shareTheme(with:row:)`) and it follows the form's.
///
/// ```swift
/// let background = ThemedPicture(showing: Brand.formBackground)
/// view.shareTheme(with: background)
/// overlay.setChild(background.widget)
/// ```
///
/// It is a `GtkPicture`. A background only decorates, so by default assistive
/// technologies do not see it; give `description` for a picture that tells something.
/// With no theme, no image under the key, or an image that cannot be read (see
/// ``failure``), it shows nothing and takes no room of its own.
@MainActor
public final class ThemedPicture<Key: ThemeKey>: Themeable {
    /// The app's keys.
    public typealias ThemeKeys = Key

    /// The key whose image the picture shows.
    public let key: Key
    /// The `GtkPicture`.
    public let widget: Widget
    /// The size an icon is drawn at, in pixels (a texture keeps its own).
    public let iconSize: Int32
    /// Why the theme's image is not shown, nil when it is (or there is none to show).
    public private(set) var failure: ThemeImageFailure?

    /// The theme whose image is shown.
    public var theme: FieldTheme? {
        didSet { if theme?.images[key] != oldValue?.images[key] { render() } }
    }

    /// A picture showing the image under `key` of its theme, covering its allocation
    /// (`covers` false: fitted inside it), described to assistive technologies as
    /// `description`, or hidden from them while `description` is nil.
    public init(showing key: Key, covers: Bool = true, iconSize: Int32 = 48, description: String? = nil) {
        self.key = key
        self.iconSize = iconSize
        let picture: UnsafeMutablePointer<GtkWidget> = description == nil
            ? mf_widget_new_with_role(gtk_picture_get_type(), GTK_ACCESSIBLE_ROLE_PRESENTATION)
            : gtk_picture_new()
        widget = Widget(picture)
        gtk_picture_set_can_shrink(OpaquePointer(picture), 1)
        if covers { gtk_picture_set_content_fit(OpaquePointer(picture), GTK_CONTENT_FIT_COVER) }
        if let description { gtk_picture_set_alternative_text(OpaquePointer(picture), description) }
    }

    private func render() {
        let picture = OpaquePointer(widget.pointer)
        failure = nil
        guard let image = theme?.images[key] else {
            gtk_picture_set_paintable(picture, nil)
            return
        }
        do {
            let paintable = try image.paintable(size: iconSize, scale: gtk_widget_get_scale_factor(widget.pointer),
                                                direction: gtk_widget_get_direction(widget.pointer))
            gtk_picture_set_paintable(picture, paintable.opaque)
        } catch {
            failure = error
            gtk_picture_set_paintable(picture, nil)
        }
    }
}
