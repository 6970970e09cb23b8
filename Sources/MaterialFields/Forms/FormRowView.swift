import CGtk
import FieldCore
import GtkInterop

/// One row of a ``FormView`` on screen: the row's widget (its field, or a custom row's
/// widget) and, below it, the row's helper, both children of the section's box; the row's
/// widget slides open when the row is inserted into a shown form.
///
/// A row present when the form is first shown is its widget alone, with no box or
/// revealer around it, and a row gets its helper's revealer only when it first shows a
/// helper: most rows of a large form never need either, and each widget fewer is a widget
/// GTK does not build, style and measure. The section's spacing is CSS margin on its
/// children (`material-fields.css`), so a helper sits right under its row, and a hidden
/// one takes no room.
///
/// Helpers follow AstroForms' timings: a new helper fades in after 0.2 s over 0.1 s, a
/// hidden one fades out over 0.1 s; the same kind shown again is reconfigured at once,
/// and another kind replaces it at once.
@MainActor
final class FormRowView<Tag: RowTag> {
    /// The row's widget as the section's box holds it: the row's own widget, or a revealer
    /// around it for the slide of a row inserted later. The row view owns both, so they
    /// outlive a section removed around them.
    var slot: UnsafeMutablePointer<GtkWidget> { revealerReference?.widget ?? content }
    private let revealerReference: GObjectRef?
    /// The row's own widget, held: a field's through the field, which holds its widget.
    let contentWidget: Widget
    /// The row's own widget.
    var content: UnsafeMutablePointer<GtkWidget> { contentWidget.pointer }
    /// What shows the row.
    let shows: Kind
    /// The field showing the row, nil for a switch, button or custom row.
    var field: Field? { if case .field(let field) = shows { field } else { nil } }
    /// The switch or button showing the row, nil for any other row.
    var control: FormControlRow<Tag>? { if case .control(let control) = shows { control } else { nil } }
    /// The custom row showing the app's widget, nil for any other row.
    var custom: FormCustomRow<Tag>? { if case .custom(let custom) = shows { custom } else { nil } }
    private var helperRevealerReference: GObjectRef?
    private var helperRevealer: UnsafeMutablePointer<GtkWidget>? { helperRevealerReference?.widget }
    private var helper: (kind: String, widget: UnsafeMutablePointer<GtkWidget>)?
    /// Hears the helper's fade end, to give its room back.
    private var helperFaded: SignalConnection?
    private var isHidden = false
    private var pendingShow: UInt32 = 0
    private let motion: FieldMotion

    /// A row showing `shows`; `slidesIn` animates its arrival (a row inserted into a form
    /// already on screen).
    init(showing shows: Kind, slidesIn: Bool, motion: FieldMotion) {
        let content = shows.widget
        contentWidget = content
        self.shows = shows
        self.motion = motion
        guard slidesIn else {
            revealerReference = nil
            GtkWidgets.addClass(Self.rowClass, to: content.pointer)
            return
        }
        let slot: UnsafeMutablePointer<GtkWidget> = gtk_revealer_new()
        revealerReference = GObjectRef(slot)
        GtkWidgets.addClass(Self.rowClass, to: slot)
        gtk_revealer_set_child(gCast(slot), content.pointer)
        gtk_revealer_set_transition_type(gCast(slot), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_transition_duration(gCast(slot), guint(motion.rowReveal * 1000))
        gtk_revealer_set_reveal_child(gCast(slot), 0)
    }

    /// The widgets the row puts in its section's box, in order: its slot, then its helper's
    /// revealer once it has one.
    var widgets: [UnsafeMutablePointer<GtkWidget>] { [slot] + (helperRevealer.map { [$0] } ?? []) }

    /// Whether the row is in a section's box.
    var isPlaced: Bool { gtk_widget_get_parent(slot) != nil }

    /// Puts the row's widgets in `box` right after `sibling` (first when nil), moving them
    /// only when they are elsewhere, so a focused field stays focused. Returns the last of
    /// them, for the next row to follow.
    func place(in box: UnsafeMutablePointer<GtkWidget>, after sibling: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkWidget> {
        var previous = sibling
        for widget in widgets {
            GtkWidgets.insert(widget, into: box, after: previous)
            previous = widget
        }
        return previous ?? slot
    }

    /// Takes the row's widgets out of their section's box (the row is gone from the form),
    /// and its class off a custom row's widget, which goes back to the app.
    func remove() {
        cancelPending()
        for widget in widgets {
            if let parent = gtk_widget_get_parent(widget) { gtk_box_remove(gCast(parent), widget) }
        }
        GtkWidgets.setClass(Self.rowClass, on: slot, false)
    }

    /// The class the section's stylesheet spaces rows by (`material-fields.css`).
    private static var rowClass: String { "form-row" }

    /// Starts the slide of a row that was just put in place.
    func reveal() {
        if gIsA(slot, gtk_revealer_get_type()) { gtk_revealer_set_reveal_child(gCast(slot), 1) }
    }

    /// The helper's revealer, made when the row first shows a helper, and put right under
    /// the row if the row is in place already.
    private func makeHelperRevealer() -> UnsafeMutablePointer<GtkWidget> {
        if let helperRevealer { return helperRevealer }
        let revealer: UnsafeMutablePointer<GtkWidget> = gtk_revealer_new()
        helperRevealerReference = GObjectRef(revealer)
        gtk_revealer_set_transition_type(gCast(revealer), GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
        gtk_revealer_set_transition_duration(gCast(revealer), guint(motion.helperFade * 1000))
        gtk_widget_add_css_class(revealer, "form-helper")
        // A revealer that cross-fades keeps its child's size when hidden.
        helperFaded = try? GObjectSignals.connect(revealer, "notify::child-revealed") { [weak self] _ in
            self?.updateHelperRoom()
        }
        if let box = gtk_widget_get_parent(slot) { GtkWidgets.insert(revealer, into: box, after: slot) }
        return revealer
    }

    /// Hides or shows the whole row, helper included, taking no space while hidden.
    func setHidden(_ hidden: Bool) {
        isHidden = hidden
        GtkWidgets.setVisible(slot, !hidden)
        updateHelperRoom()
    }

    /// Gives the helper room under the row while it has a helper or is fading one out, and
    /// none otherwise.
    private func updateHelperRoom() {
        guard let helperRevealer else { return }
        let fading = gtk_revealer_get_child_revealed(gCast(helperRevealer)) != 0
        GtkWidgets.setVisible(helperRevealer, !isHidden && (helper != nil || fading))
    }

    /// Shows `newHelper` below the row (nil hides it), as a label with its text unless
    /// `make` gives a widget for its kind.
    func show(_ newHelper: RowHelper?, make: ((RowHelper) -> Widget?)?) {
        guard let newHelper else {
            MainLoop.cancel(pendingShow)
            pendingShow = 0
            if let helperRevealer { gtk_revealer_set_reveal_child(gCast(helperRevealer), 0) }
            helper = nil
            updateHelperRoom()
            return
        }
        if let current = helper, current.kind == newHelper.kind {
            // The same kind again: reconfigured in place, no animation.
            if gIsA(current.widget, gtk_label_get_type()) { GtkWidgets.setText(newHelper.text, of: current.widget) }
            return
        }
        let helperRevealer = makeHelperRevealer()
        // The app's widget is held until the revealer owns it.
        let made = make?(newHelper)
        let widget = made?.pointer ?? Self.label(newHelper.text)
        let replacing = helper != nil && gtk_revealer_get_reveal_child(gCast(helperRevealer)) != 0
        gtk_revealer_set_child(gCast(helperRevealer), widget)
        helper = (newHelper.kind, widget)
        updateHelperRoom()
        guard !replacing else { return } // another kind replaces the shown one at once
        MainLoop.cancel(pendingShow)
        pendingShow = MainLoop.schedule(after: motion.helperDelay) { [weak self] in
            guard let self else { return }
            self.pendingShow = 0
            gtk_revealer_set_reveal_child(gCast(helperRevealer), 1)
        }
    }

    /// Whether a helper is on screen (fully or fading in).
    var isHelperShown: Bool { helperRevealer.map { gtk_revealer_get_reveal_child(gCast($0)) != 0 } ?? false }

    /// The helper's widget, while there is one.
    var helperWidget: UnsafeMutablePointer<GtkWidget>? { helper?.widget }

    /// Stops a helper that is waiting to fade in (the row is going away).
    func cancelPending() {
        MainLoop.cancel(pendingShow)
        pendingShow = 0
    }

    private static func label(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = GtkWidgets.label(text, classes: ["form-helper-text", "caption"])
        gtk_label_set_wrap(gCast(label), 1)
        gtk_widget_set_margin_start(label, Int32(MaterialStyle.theme.metrics.horizontalPadding))
        gtk_widget_set_margin_top(label, Int32(MaterialStyle.theme.metrics.supportingGap))
        return label
    }

    /// What shows the row, by its kind: a field, a switch or button row,
    /// or the app's own widget in a custom row.
    @MainActor
    enum Kind {
        /// A field made on the row's models.
        case field(Field)
        /// A switch or a button.
        case control(FormControlRow<Tag>)
        /// The app's widget, once it gives one.
        case custom(FormCustomRow<Tag>)

        /// The widget the row's slot holds.
        var widget: Widget {
            switch self {
            case .field(let field): field.widget
            case .control(let control): Widget(control.widget)
            case .custom(let custom): Widget(custom.widget)
            }
        }
    }
}
