import CGtk
import GtkInterop

/// The GTK widget behind a ``StackedFormView`` (GType `MfStackedFormView`): the cards in a
/// scrolled column (a form taller than the window scrolls instead of breaking), above the
/// full-width call-to-action button.
@MainActor
final class StackedFormViewWidget: WidgetImplementation {
    /// The column of cards.
    let cards: StackedFormCardsWidget
    let scroller: UnsafeMutablePointer<GtkWidget>
    /// The call-to-action button, in a revealer that fades it out when a step has none.
    let ctaButton: UnsafeMutablePointer<GtkWidget>
    let ctaRevealer: UnsafeMutablePointer<GtkWidget>
    /// Why the button is disabled, under it while it is.
    let ctaHint: UnsafeMutablePointer<GtkWidget>
    /// Called when the call-to-action button is clicked; the view sets it.
    var onCTA: (() -> Void)?

    static var signals: [SignalDefinition] {
        [SignalDefinition("completed")]
    }

    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        let cardsWidget = MaterialFieldTypes.instantiate(MaterialFieldTypes.stackedFormCards)
        guard let cards = WidgetType.implementation(of: cardsWidget, as: StackedFormCardsWidget.self) else {
            preconditionFailure("MfStackedFormCards has no implementation")
        }
        self.cards = cards
        scroller = gtk_scrolled_window_new()
        ctaButton = GtkWidgets.button("", classes: ["stacked-form-cta", "pill"])
        ctaRevealer = gtk_revealer_new()
        ctaHint = GtkWidgets.label(classes: ["dim-label", "caption", "stacked-form-hint"])
        super.init(widget: widget)
        gtk_label_set_wrap(gCast(ctaHint), 1)
        gtk_label_set_justify(gCast(ctaHint), GTK_JUSTIFY_CENTER)
        gtk_label_set_xalign(gCast(ctaHint), 0.5)
        // Said with the button, as its description: not read again on its own.
        Accessibility.setHidden(true, of: ctaHint)
        GtkWidgets.setVisible(ctaHint, false)
        gtk_scrolled_window_set_policy(gCast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(gCast(scroller), cardsWidget)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_revealer_set_transition_type(gCast(ctaRevealer), GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
        gtk_revealer_set_transition_duration(gCast(ctaRevealer), 150)
        let cta = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6)
        gtk_box_append(gCast(cta), ctaButton)
        gtk_box_append(gCast(cta), ctaHint)
        gtk_revealer_set_child(gCast(ctaRevealer), cta)
        gtk_revealer_set_reveal_child(gCast(ctaRevealer), 1)
        let column = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 16)
        gtk_box_append(gCast(column), scroller)
        gtk_box_append(gCast(column), ctaRevealer)
        gtk_widget_set_parent(column, widget)
        _ = try? GObjectSignals.connect(ctaButton, "clicked") { [weak self] _ in self?.onCTA?() }
    }

    /// Shows why the button is disabled under it, and tells it as the button's description;
    /// nil hides the reason.
    func showHint(_ hint: String?) {
        if let hint { GtkWidgets.setText(hint, of: ctaHint) }
        GtkWidgets.setVisible(ctaHint, hint != nil)
        Accessibility.setDescription(hint, of: ctaButton)
    }
}
