import CGtk
import GtkInterop

/// A top-level window of an `Application` (a `GtkApplicationWindow`).
///
/// GTK keeps a shown window alive until it is closed, so the app need not keep this object.
///
/// ```swift
/// let window = Window(application: app, title: "Contact")
/// window.child = view.widget
/// window.present()
/// ```
@MainActor
public final class Window {
    private let reference: GObjectRef

    /// A window of `application` titled `title`, `width` × `height` pixels when first shown
    /// (its content's natural size when nil).
    public init(application: Application, title: String, width: Int? = nil, height: Int? = nil) {
        Gtk.requireInitialized()
        reference = GObjectRef(gtk_application_window_new(application.application))
        gtk_window_set_title(window, title)
        gtk_window_set_default_size(window, Int32(clamping: width ?? -1), Int32(clamping: height ?? -1))
    }

    private var window: UnsafeMutablePointer<GtkWindow> { reference.pointer(as: GtkWindow.self) }

    /// The window, as a widget.
    public var widget: Widget { Widget(reference) }

    /// The window's title.
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    /// What the window shows; nil leaves it empty. A widget that has a parent elsewhere is
    /// not moved (GTK allows one parent): the window stays as it was.
    public var child: Widget? {
        get { gtk_window_get_child(window).map(Widget.init) }
        set {
            guard newValue?.parent == nil else { return }
            gtk_window_set_child(window, newValue?.pointer)
        }
    }

    /// Shows the window and brings it to the front.
    public func present() { gtk_window_present(window) }

    /// Closes the window, as its close button would.
    public func close() { gtk_window_close(window) }
}
