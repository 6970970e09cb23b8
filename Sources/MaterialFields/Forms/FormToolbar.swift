import CGtk
import GtkInterop

/// A form view's *Previous* / *Next* / *Done* bar (`defaultToolbar` on iOS). A view makes
/// it the first time an app shows it: most forms never do, and its three buttons cost a
/// tenth of the instructions of a C or Python app's first form.
@MainActor
final class FormToolbar {
    /// The bar, a child of the form view's column below the sections.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let previousButton: UnsafeMutablePointer<GtkWidget>
    private let nextButton: UnsafeMutablePointer<GtkWidget>
    private let doneButton: UnsafeMutablePointer<GtkWidget>

    /// The bar, with the form view's side margins so that it lines up with the fields.
    init() {
        widget = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, classes: ["form-toolbar"])
        previousButton = GtkWidgets.iconButton("go-up-symbolic", tooltip: Translations.string("Previous field"))
        nextButton = GtkWidgets.iconButton("go-down-symbolic", tooltip: Translations.string("Next field"))
        // Done ends the editing; the app's own submit button is the screen's primary one.
        doneButton = GtkWidgets.button(Translations.string("Done"))
        let spacer = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL)
        gtk_widget_set_hexpand(spacer, 1)
        for child in [previousButton, nextButton, spacer, doneButton] { gtk_box_append(gCast(widget), child) }
        gtk_widget_set_margin_start(widget, 16)
        gtk_widget_set_margin_end(widget, 16)
    }

    /// Whether the bar shows.
    var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Calls `previous`, `next` or `done` when the user clicks that button.
    func onClick(previous: @escaping @MainActor () -> Void, next: @escaping @MainActor () -> Void,
                 done: @escaping @MainActor () -> Void) {
        for (button, action) in [(previousButton, previous), (nextButton, next), (doneButton, done)] {
            _ = try? GObjectSignals.connect(button, "clicked") { _ in action() }
        }
    }

    /// Makes *Previous* and *Next* insensitive at the ends of the form.
    func follow(hasPrevious: Bool, hasNext: Bool) {
        gtk_widget_set_sensitive(previousButton, hasPrevious ? 1 : 0)
        gtk_widget_set_sensitive(nextButton, hasNext ? 1 : 0)
    }
}
