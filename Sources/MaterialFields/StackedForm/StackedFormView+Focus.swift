import CGtk
import FieldCore
import GtkInterop

extension StackedFormView {
    /// Keyboard focus goes to the first control of the step that just expanded (to the
    /// call-to-action button when the step has none, as a review step has not: so Return
    /// does what the button says, and focus never lands on a collapsed card), and the card
    /// scrolls into view once it is laid out.
    func moveFocus(into index: Int) {
        focusFirstControl(of: index, orButton: false)
        let focusNow = focusWidget
        // When the cards have been laid out at their new heights and the scroll range
        // knows them. GTK 4.18 maps the new step's controls only then: focus goes in if it
        // could not before, unless the user has moved it since to a widget on screen
        // (fast typing gets there first, and taking focus back would select what they
        // typed). Focus GTK put on the collapsing card, or lost, is no move.
        FrameTicker.afterLayout(of: cardsView.widget) { [weak self] in
            guard let self else { return }
            let focusMoved = focusWidget.map { focus in
                focus != focusNow && gtk_widget_get_mapped(focus) != 0 && !cards.contains { $0.widget == focus }
            } ?? false
            if !focusMoved { focusFirstControl(of: index, orButton: true) }
            scrollIntoView(index)
        }
    }

    /// The widget with keyboard focus in the view's window, if any.
    var focusWidget: UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_root(instance).flatMap { gtk_root_get_focus($0) }
    }

    /// Focuses the first control of step `index`'s expanded view unless focus is in it;
    /// with `orButton`, the call-to-action button when the step has no control. Nothing
    /// while the view is in no window (GTK 4.18's text criticises a focus with no root).
    func focusFirstControl(of index: Int, orButton: Bool) {
        guard gtk_widget_get_root(instance) != nil, cards.indices.contains(index), let view = cards[index].expandedView,
              !KeyboardFocus.isInside(view),
              gtk_widget_child_focus(view, GTK_DIR_TAB_FORWARD) == 0, orButton else { return }
        gtk_widget_grab_focus(button)
    }

    /// Scrolls the cards so that step `index`'s card is on screen, once they are laid out.
    func scrollIntoView(_ index: Int) {
        let cardsWidget = cardsView.widget
        guard cards.indices.contains(index), gtk_widget_get_mapped(cardsWidget) != 0,
              let adjustment = gtk_scrolled_window_get_vadjustment(gCast(scroller)) else { return }
        let heights = cardsView.heights(forWidth: gtk_widget_get_width(cardsWidget))
        let top = cardsView.tops(for: heights)[index]
        gtk_adjustment_clamp_page(adjustment, top, top + heights[index])
    }

    /// Return in the last text entry of a step advances, as its button would, when the
    /// step is valid; when it is not, Return stays there (rather than moving focus on, as
    /// a field's Return does, which would wrap round to the first card), or opens the
    /// popup of the field it is in.
    func returnPressed(_ keyval: UInt32) -> Bool {
        guard keyval == UInt32(GDK_KEY_Return) || keyval == UInt32(GDK_KEY_KP_Enter),
              let flow, cards.indices.contains(flow.currentIndex),
              let view = cards[flow.currentIndex].expandedView,
              let root = gtk_widget_get_root(instance), let focus = gtk_root_get_focus(root),
              gIsA(focus, gtk_text_get_type()), gtk_widget_is_ancestor(focus, view) != 0
        else { return false }
        guard Self.textEntries(under: view).last == focus else { return false }
        // The step is not done: Return stays (listing its errors when the view has a
        // summary), but in a field with a popup (a date, a picker) Return still opens it,
        // the way to fill it from the keyboard.
        let field = gtk_widget_get_parent(focus).flatMap { WidgetType.implementation(of: $0, as: Field.self) }
        if !flow.current.valid, field?.chrome.popup != nil { return false }
        advance()
        return true
    }

    /// The editable, shown single-line text inputs under `root`, in order.
    static func textEntries(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        WidgetChildren.tree(under: root).filter {
            gIsA($0, gtk_text_get_type()) && gtk_editable_get_editable(OpaquePointer($0)) != 0 && gtk_widget_get_mapped($0) != 0
        }
    }

    /// Whether `keyval` activates what has focus (Return or Space, main or keypad).
    static func isActivation(_ keyval: UInt32) -> Bool {
        [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space, GDK_KEY_KP_Space].map { UInt32($0) }.contains(keyval)
    }
}
