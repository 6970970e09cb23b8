import CGtk
import FieldCore
import GtkInterop

/// What every ``FormView`` is, whatever its tag type (GType `MfFormView`): a scrolled
/// column of sections above an optional *Previous* / *Next* / *Done* bar.
///
/// A GType cannot be generic, so the widget's object is this class and a `FormView<Tag>`
/// is one of it: ``wrapping(_:)`` finds the view of any `MfFormView`, and a cast gives its
/// tags back (`as? FormView<String>` for one made by `mf_form_view_new()` in C). A view made
/// by `g_object_new` or a `.ui` file shows the `MfForm` its construct-only `form` property
/// names (the C library's); with none, it shows nothing.
@MainActor
public class AnyFormView: WidgetObject, WidgetHooks {
    /// The column the sections go in.
    let content: UnsafeMutablePointer<GtkWidget>
    let scroller: UnsafeMutablePointer<GtkWidget>
    /// The *Previous* / *Next* / *Done* bar, made when it is first shown.
    private(set) var toolbar: FormToolbar?
    /// The column: the draft banner when there is one, the scrolled sections, the bar.
    private let column: UnsafeMutablePointer<GtkWidget>
    /// The banner offering a draft back, for a view that keeps drafts.
    private(set) var draftBar: DraftOfferBar?
    /// The list of errors a refused submit found, for a view that shows one.
    private(set) var summaryBar: ErrorSummaryBar?
    /// The `MfForm` object whose form the view shows, kept alive with it: for a view made
    /// from C, a binding or a `.ui` file (nil for one Swift made on its `Form`).
    package var formObject: GObjectRef?

    /// The signals C and bindings hear: a valid submit, and a `.button` row's click (with
    /// the row's tag).
    static var signals: [SignalDefinition] {
        [SignalDefinition("submitted"), SignalDefinition("button-clicked", parameters: [.string])]
    }

    /// The object GTK makes for a view made by `g_object_new` or a `.ui` file (and the one
    /// a `FormView` initializer makes): the column and the bar, with no form.
    package required init(widget: UnsafeMutablePointer<GtkWidget>) {
        content = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 24, classes: ["sections"])
        scroller = gtk_scrolled_window_new()
        column = GtkWidgets.box(GTK_ORIENTATION_VERTICAL)
        super.init(instance: widget)
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
        gtk_box_append(gCast(column), scroller)
        gtk_widget_set_parent(column, widget)
    }

    /// The `FormView` of an existing `MfFormView` (one C or Python made): the same object
    /// each time, to cast to its `FormView<Tag>`; nil if `widget` is not one.
    public static func wrapping(_ widget: Widget) -> AnyFormView? {
        swiftObject(of: widget.pointer, as: AnyFormView.self)
    }

    /// The GTK widget, to put in a window or any container.
    public var widget: Widget { instanceWidget }

    /// Whether the *Previous* / *Next* / *Done* bar shows below the form
    /// (`defaultToolbar` on iOS). *Previous* and *Next* are insensitive at the ends.
    public var showsToolbar: Bool {
        get { toolbar?.isVisible ?? false }
        set {
            guard newValue || toolbar != nil else { return }
            let bar = toolbar ?? makeToolbar()
            bar.isVisible = newValue
            updateToolbar()
        }
    }

    /// The bar, below the sections, its buttons calling this view.
    private func makeToolbar() -> FormToolbar {
        let bar = FormToolbar()
        bar.onClick(previous: { [weak self] in self?.toolbarAskedForPrevious() },
                    next: { [weak self] in self?.toolbarAskedForNext() },
                    done: { [weak self] in self?.toolbarAskedForDone() })
        gtk_box_append(gCast(column), bar.widget)
        toolbar = bar
        return bar
    }

    /// Tab goes through the draft banner and the error summary while they show, the
    /// form's order, then the bar. (GTK's own order is by position on screen, and a row
    /// just inserted has none until it is laid out: Tab would jump to it first.)
    package var tabChain: [UnsafeMutablePointer<GtkWidget>]? {
        rowWidgetsInOrder.map { (draftBar?.focusChain ?? []) + (summaryBar?.focusChain ?? []) + $0 + (toolbar.map { [$0.widget] } ?? []) }
    }

    // MARK: What a view with a form does

    /// The rows' widgets in the form's order; nil keeps GTK's order (no form).
    var rowWidgetsInOrder: [UnsafeMutablePointer<GtkWidget>]? { nil }
    /// The bar's buttons.
    func toolbarAskedForPrevious() {}
    func toolbarAskedForNext() {}
    func toolbarAskedForDone() {}
    /// Makes *Previous* and *Next* follow the form.
    func updateToolbar() {}

    /// Shows `bar` above the sections (and the error summary), in place of any banner
    /// before it.
    func setDraftBar(_ bar: DraftOfferBar) {
        if let old = draftBar { gtk_box_remove(gCast(column), old.widget) }
        draftBar = bar
        gtk_box_prepend(gCast(column), bar.widget)
    }

    /// Shows `bar` right above the sections, or removes the summary (nil).
    func setSummaryBar(_ bar: ErrorSummaryBar?) {
        if let old = summaryBar { gtk_box_remove(gCast(column), old.widget) }
        summaryBar = bar
        if let bar { gtk_box_insert_child_after(gCast(column), bar.widget, draftBar?.widget) }
    }

    /// Takes the column out of the widget, for the view that takes the widget's place
    /// (``FormView/init(form:replacing:)``), which makes its own.
    func removeColumn() {
        gtk_widget_unparent(column)
    }
}
