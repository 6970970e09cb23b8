import CGtk
import FieldCore
import GtkInterop

/// A `.switch` or `.button` row of a ``FormView`` on screen (`SwitchRow` and
/// `ButtonRow` on iOS): a `GtkSwitch` beside the row's label, or a `GtkButton` titled with it,
/// with the row's error below.
///
/// The switch's value is the row's: the user's toggle goes to the form as an edit (row
/// updates, validation), and the form's `setValue` and `reset()` come back through
/// ``render()``, which touches the switch only when it differs. Focus and the error live
/// in the row's ``FieldModel``, as a field's do.
@MainActor
final class FormControlRow<Tag: RowTag> {
    /// The whole row: the control (with its label) above the error line.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// What takes keyboard focus: the switch or the button.
    let control: UnsafeMutablePointer<GtkWidget>
    private let row: Row<Tag>
    private weak var form: Form<Tag>?
    private let errorLabel: UnsafeMutablePointer<GtkWidget>
    private var token: ObservationToken?

    /// Builds the row's widgets; `activated` is called when a button row is clicked.
    init(row: Row<Tag>, form: Form<Tag>, activated: @escaping @MainActor (Tag) -> Void) {
        self.row = row
        self.form = form
        widget = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, classes: ["form-control-row"])
        errorLabel = GtkWidgets.label(classes: ["form-control-error", "caption", "error"])
        gtk_label_set_wrap(gCast(errorLabel), 1)
        let tag = row.tag
        if row.kind == .switch {
            control = gtk_switch_new()
            gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
            let label = GtkWidgets.label(row.label, classes: ["form-switch-label"])
            gtk_label_set_use_underline(gCast(label), 1)
            gtk_label_set_mnemonic_widget(gCast(label), control)
            gtk_widget_set_hexpand(label, 1)
            let line = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
            gtk_box_append(gCast(line), label)
            gtk_box_append(gCast(line), control)
            gtk_box_append(gCast(widget), line)
            Accessibility.setRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY, of: control, to: label)
            _ = try? GObjectSignals.connect(control, "notify::active") { [weak self] _ in self?.userToggled() }
            // Alt and the label's letter toggles the switch and puts the focus on it, as a
            // click does, so a screen reader says what was toggled: toggled at once (its
            // activation would animate and change the state later), and focused once GTK
            // has told the new state, so the state is said once, with the focus.
            _ = try? GObjectSignals.connectReturning(control, "mnemonic-activate") { [control] _ in
                gtk_switch_set_active(gCast(control), gtk_switch_get_active(gCast(control)) == 0 ? 1 : 0)
                MainLoop.invoke(priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
                    if let self { gtk_widget_grab_focus(self.control) }
                }
                return true
            }
        } else {
            control = GtkWidgets.button(row.label, classes: ["form-button"])
            gtk_widget_set_halign(control, GTK_ALIGN_START)
            gtk_box_append(gCast(widget), control)
            _ = try? GObjectSignals.connect(control, "clicked") { _ in activated(tag) }
        }
        gtk_box_append(gCast(widget), errorLabel)
        Accessibility.setRelation(GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, of: control, to: errorLabel)
        // Focus goes through the row's model, as a field's does, so the form's focus order,
        // row updates and toolbar follow it.
        EventControllers.onFocus(of: control, enter: { [weak self] in _ = self?.row.field.focus() },
                                 leave: { [weak self] in self?.row.field.blur() })
        token = row.field.changes.add { [weak self] _ in self?.render() }
        render()
    }

    /// Shows the row's value, error and enabled state.
    func render() {
        if case .flag(let on) = row.value, (gtk_switch_get_active(gCast(control)) != 0) != on {
            gtk_switch_set_active(gCast(control), on ? 1 : 0)
        }
        let error = row.errorMessage
        GtkWidgets.setText(error ?? "", of: errorLabel)
        GtkWidgets.setVisible(errorLabel, !(error ?? "").isEmpty)
        Accessibility.setInvalid(error != nil, of: control)
        let sensitive: gboolean = row.isEnabled ? 1 : 0
        if gtk_widget_get_sensitive(control) != sensitive { gtk_widget_set_sensitive(control, sensitive) }
    }

    private func userToggled() {
        let on = gtk_switch_get_active(gCast(control)) != 0
        guard row.value != .flag(on) else { return } // the form's own value, shown by render()
        try? form?.edit(row.tag, to: .flag(on))
    }
}
