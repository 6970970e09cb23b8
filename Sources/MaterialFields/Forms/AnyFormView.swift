import CGtk
import FieldCore
import GtkInterop

/// The GTK widget behind a ``FormView`` (GType `MfFormView`): a scrolled column of
/// sections above an optional *Previous* / *Next* / *Done* bar. The generic ``FormView``
/// fills it; the widget itself is what containers, `.ui` files and C see.
@MainActor
final class FormViewWidget: WidgetImplementation {
    /// The column the sections go in.
    let content: UnsafeMutablePointer<GtkWidget>
    let scroller: UnsafeMutablePointer<GtkWidget>
    /// The *Previous* / *Next* / *Done* bar, hidden unless asked for.
    let toolbar: UnsafeMutablePointer<GtkWidget>
    let previousButton: UnsafeMutablePointer<GtkWidget>
    let nextButton: UnsafeMutablePointer<GtkWidget>
    let doneButton: UnsafeMutablePointer<GtkWidget>
    /// Called by the bar's buttons; the generic view sets them.
    var onPrevious: (() -> Void)?
    var onNext: (() -> Void)?
    var onDone: (() -> Void)?
    /// The rows' widgets in the form's order, which the generic view knows.
    var rowsInOrder: (() -> [UnsafeMutablePointer<GtkWidget>])?
    /// The column: the draft banner when there is one, the scrolled sections, the bar.
    private let column: UnsafeMutablePointer<GtkWidget>
    /// The banner offering a draft back, for a view that keeps drafts.
    private(set) var draftBar: DraftOfferBar?

    /// Tab goes through the draft banner while it shows, the form's order, then the bar.
    /// (GTK's own order is by position on screen, and a row just inserted has none until
    /// it is laid out: Tab would jump to it first.)
    override var tabChain: [UnsafeMutablePointer<GtkWidget>]? {
        rowsInOrder.map { (draftBar?.focusChain ?? []) + $0() + [toolbar] }
    }

    static var signals: [SignalDefinition] {
        [SignalDefinition("submitted"), SignalDefinition("button-clicked", parameters: [.string])]
    }


    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        content = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 24, classes: ["sections"])
        scroller = gtk_scrolled_window_new()
        toolbar = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, classes: ["form-toolbar"])
        previousButton = GtkWidgets.iconButton("go-up-symbolic", tooltip: Translations.string("Previous field"))
        nextButton = GtkWidgets.iconButton("go-down-symbolic", tooltip: Translations.string("Next field"))
        // Done ends the editing; the app's own submit button is the screen's primary one.
        doneButton = GtkWidgets.button(Translations.string("Done"))
        // Made by GtkBuilder or g_object_new, too: the theme comes with the first widget.
        MaterialStyle.installIfNeeded()
        gtk_widget_add_css_class(widget, "mf-form")
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(content, 16)
        }
        gtk_scrolled_window_set_policy(gCast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(gCast(scroller), content)
        gtk_widget_set_vexpand(scroller, 1)
        // A form placed in a plain box or window asks for its rows' height, as a GtkBox
        // would, and scrolls only when the window is shorter than that.
        gtk_scrolled_window_set_propagate_natural_height(gCast(scroller), 1)
        let spacer = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL)
        gtk_widget_set_hexpand(spacer, 1)
        for child in [previousButton, nextButton, spacer, doneButton] { gtk_box_append(gCast(toolbar), child) }
        gtk_widget_set_visible(toolbar, 0)
        // In line with the fields: the same side margins as the column of sections.
        gtk_widget_set_margin_start(toolbar, 16)
        gtk_widget_set_margin_end(toolbar, 16)
        column = GtkWidgets.box(GTK_ORIENTATION_VERTICAL)
        super.init(widget: widget)
        gtk_box_append(gCast(column), scroller)
        gtk_box_append(gCast(column), toolbar)
        gtk_widget_set_parent(column, widget)
        on(previousButton) { $0.onPrevious?() }
        on(nextButton) { $0.onNext?() }
        on(doneButton) { $0.onDone?() }
    }

    /// Shows `bar` above the sections, in place of any banner before it.
    func setDraftBar(_ bar: DraftOfferBar) {
        if let old = draftBar { gtk_box_remove(gCast(column), old.widget) }
        draftBar = bar
        gtk_box_prepend(gCast(column), bar.widget)
    }

    private func on(_ button: UnsafeMutablePointer<GtkWidget>, _ action: @escaping @MainActor (FormViewWidget) -> Void) {
        _ = try? GObjectSignals.connect(button, "clicked") { [weak self] _ in
            if let self { action(self) }
        }
    }
}
