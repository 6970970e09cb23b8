import CGtk
import FieldCore
import GtkInterop

/// A `.custom` row of a ``FormView`` on screen: the app's widget, whenever the app gives
/// it, above the row's error line.
///
/// The row belongs to the form as any row does. Its value is the form's: the app's widget
/// reports each change the user makes with one call, `form.edit(tag, to:)`, and shows the
/// value the form's changes tell it (undo, a draft restored, `reset()`). Its error lives in
/// the row's ``FieldModel`` and shows under the widget, which is marked invalid and
/// described by it. Focus entering the widget (or any widget inside it) is the row's focus,
/// so the row's rules run when the user leaves it, and a refused submit focuses it.
@MainActor
final class FormCustomRow<Tag: RowTag> {
    /// The whole row: the app's widget above the error line.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The app's widget, once given.
    private(set) var content: Widget?
    private let row: Row<Tag>
    private let errorLabel: UnsafeMutablePointer<GtkWidget>
    private var token: ObservationToken?
    /// Whether the missing widget was reported, so it is reported once.
    private var reportedMissing = false

    init(row: Row<Tag>) {
        self.row = row
        widget = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, classes: ["form-custom-row"])
        errorLabel = GtkWidgets.label(classes: ["form-control-error", "caption", "error"])
        gtk_label_set_wrap(gCast(errorLabel), 1)
        gtk_box_append(gCast(widget), errorLabel)
        // The row's model is focus's one store, as for a field; a row Tab does not stop on
        // is never focused, whatever its widget holds.
        EventControllers.onFocus(of: widget, enter: { [weak self] in _ = self?.row.field.focus() },
                                 leave: { [weak self] in self?.row.field.blur() })
        token = row.field.changes.add { [weak self] _ in self?.render() }
        render()
    }

    /// Shows `widget` in the row, in place of the one given before.
    func setContent(_ widget: Widget) {
        guard content?.pointer != widget.pointer else { return }
        if let content, gtk_widget_get_parent(content.pointer) == self.widget {
            gtk_box_remove(gCast(self.widget), content.pointer)
        }
        content = widget
        gtk_box_prepend(gCast(self.widget), widget.pointer)
        Accessibility.setRelation(GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, of: widget.pointer, to: errorLabel)
        render()
    }

    /// Logs a critical naming the row when it is on screen with no widget of the app's: a
    /// programming error, said when it shows rather than left as a silent gap.
    func reportIfMissing() {
        guard content == nil, !reportedMissing else { return }
        reportedMissing = true
        mf_log_critical("MaterialFields", "FormView: the custom row “\(row.tag)” has no widget to show: give it one "
                        + "with setCustomWidget(_:for:) or makeCustomWidget (mf_form_view_set_custom_widget from C)")
    }

    /// Moves keyboard focus into the app's widget; false when nothing in it takes focus.
    @discardableResult
    func grabFocus() -> Bool {
        guard let content else { return false }
        if KeyboardFocus.isInside(content.pointer) { return true }
        return gtk_widget_child_focus(content.pointer, GTK_DIR_TAB_FORWARD) != 0
            || gtk_widget_grab_focus(content.pointer) != 0
    }

    /// Shows the row's error and enabled state.
    func render() {
        let error = row.errorMessage
        GtkWidgets.setText(error ?? "", of: errorLabel)
        GtkWidgets.setVisible(errorLabel, !(error ?? "").isEmpty)
        guard let content else { return }
        Accessibility.setInvalid(error != nil, of: content.pointer)
        let sensitive: gboolean = row.isEnabled ? 1 : 0
        if gtk_widget_get_sensitive(content.pointer) != sensitive { gtk_widget_set_sensitive(content.pointer, sensitive) }
    }
}
