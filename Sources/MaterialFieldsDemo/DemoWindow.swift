import CGtk
import GtkInterop
import MaterialFields

/// The demo's main window. The fields and pages arrive with their own issues; for now it
/// shows the themed surface the fields are drawn on.
@MainActor
enum DemoWindow {
    @discardableResult
    static func present(in app: Application) -> UnsafeMutablePointer<GtkWidget>? {
        guard let window = gtk_application_window_new(app.application),
              let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12),
              let title = gtk_label_new("MaterialFields for GTK"),
              let surface = gtk_label_new("Material form fields for GTK 4 apps in Swift.\nThe field widgets land next.")
        else { return nil }
        gtk_window_set_title(gCast(window), "MaterialFields")
        gtk_window_set_default_size(gCast(window), 480, 320)
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(box, 24)
        }
        gtk_widget_add_css_class(title, "title-1")
        gtk_widget_add_css_class(surface, "mf-surface")
        gtk_widget_set_size_request(surface, -1, 56)
        gtk_box_append(gCast(box), title)
        gtk_box_append(gCast(box), surface)
        gtk_window_set_child(gCast(window), box)
        gtk_window_present(gCast(window))
        return window
    }
}
