import CGtk
import FieldCore
import GtkInterop

/// The banner above a form that keeps drafts: it offers back the draft a crash or a
/// restart left ("Restore your unsaved sign-up?" with *Restore* and *Discard*), or says
/// why the draft on disk was refused (with *Dismiss*). It shows what its `DraftKeeper`
/// holds, and is hidden when the keeper has nothing to say.
///
/// Each button is described by the message, so a screen reader that lands on *Restore*
/// reads the question with it. Once the banner goes, focus that was in it goes to the
/// form's first row rather than to nowhere.
@MainActor
final class DraftOfferBar {
    /// The banner, a child of the form view's column.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let message: UnsafeMutablePointer<GtkWidget>
    private let restoreButton: UnsafeMutablePointer<GtkWidget>
    private let discardButton: UnsafeMutablePointer<GtkWidget>
    private let keeper: DraftKeeper
    private let prompt: String
    private var token: ObservationToken?
    /// Called after the banner went away with the keyboard focus in it.
    var onFocusLeft: (() -> Void)?

    /// A banner for `keeper`'s offer, asking `prompt`.
    init(keeper: DraftKeeper, prompt: String) {
        self.keeper = keeper
        self.prompt = prompt
        MaterialStyle.require(.draftOffer)
        widget = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, classes: ["draft-offer"])
        message = GtkWidgets.label(classes: ["message"])
        gtk_label_set_wrap(gCast(message), 1)
        // On one line while the form is wide enough (a wrapping label asks for little).
        gtk_label_set_max_width_chars(gCast(message), 80)
        gtk_widget_set_hexpand(message, 1)
        restoreButton = GtkWidgets.button(Translations.string("Restore"), classes: ["flat", "restore"])
        discardButton = GtkWidgets.button(Translations.string("Discard"), classes: ["flat", "discard"])
        for child in [message, restoreButton, discardButton] { gtk_box_append(gCast(widget), child) }
        for button in [restoreButton, discardButton] {
            gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
            Accessibility.setRelation(GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, of: button, to: message)
        }
        _ = try? GObjectSignals.connect(restoreButton, "clicked") { [weak self] _ in self?.act { $0.restore() } }
        _ = try? GObjectSignals.connect(discardButton, "clicked") { [weak self] _ in
            self?.act { keeper in keeper.offer != nil ? keeper.discard() : keeper.dismissProblem() }
        }
        token = keeper.changes.add { [weak self] in self?.render() }
        render()
    }

    /// The controls Tab reaches in the banner while it shows, in the order they are seen:
    /// the keeping choice first, so the first focus is never the one that loses text.
    var focusChain: [UnsafeMutablePointer<GtkWidget>] {
        guard gtk_widget_get_visible(widget) != 0 else { return [] }
        return gtk_widget_get_visible(restoreButton) != 0 ? [restoreButton, discardButton] : [discardButton]
    }

    /// Puts the keyboard focus on the banner's first button; false when it is hidden.
    func grabFocus() -> Bool {
        guard let first = focusChain.first else { return false }
        return gtk_widget_grab_focus(first) != 0
    }

    private func act(_ action: (DraftKeeper) -> Void) {
        let hadFocus = KeyboardFocus.isInside(widget)
        action(keeper)
        if hadFocus && gtk_widget_get_visible(widget) == 0 { onFocusLeft?() }
    }

    private func render() {
        if keeper.offer != nil {
            gtk_label_set_text(gCast(message), prompt)
            gtk_button_set_label(gCast(discardButton), Translations.string("Discard"))
        } else if let problem = keeper.problem {
            gtk_label_set_text(gCast(message), problem.description)
            gtk_button_set_label(gCast(discardButton), Translations.string("Dismiss"))
        }
        GtkWidgets.setVisible(restoreButton, keeper.offer != nil)
        GtkWidgets.setClass("problem", on: widget, keeper.offer == nil)
        GtkWidgets.setVisible(widget, keeper.offer != nil || keeper.problem != nil)
    }
}
