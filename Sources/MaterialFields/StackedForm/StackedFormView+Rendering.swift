import CGtk
import FieldCore
import GtkInterop

extension StackedFormView {
    func flowChanged(_ event: StackedFormEvent) {
        switch event {
        case .willCollapse(let index):
            hideErrorSummary()
            elements[index].prepareToCollapse()
            events.willCollapse?(self, index)
        case .willExpand(let index):
            elements[index].prepareToExpand()
            events.willExpand?(self, index)
        case .didCollapse(let index):
            events.didCollapse?(self, index)
        case .didExpand(let index):
            events.didExpand?(self, index)
            moveFocus(into: index)
        case .validityChanged, .dataChanged:
            renderButton()
        case .completed:
            renderButton()
            events.didComplete?(elements)
            emit("completed")
        }
    }

    /// The button shows the current step's text (or fades out without one), is sensitive
    /// only for a valid step (or, with an error summary, for any step not completed: the
    /// press lists what to fix), with the reason under it while the step is not done, and
    /// is styled by ``events`` for the step's validity.
    func renderButton() {
        let text = flow?.ctaText
        gtk_revealer_set_reveal_child(gCast(buttonRevealer), text == nil ? 0 : 1)
        if let text { gtk_button_set_label(gCast(button), text) }
        showHint(flow?.ctaHint)
        let valid = flow?.isCTAEnabled ?? false
        let enabled = valid || (showsErrorSummary && text != nil && flow?.isComplete == false)
        if (gtk_widget_get_sensitive(button) != 0) != enabled { gtk_widget_set_sensitive(button, enabled ? 1 : 0) }
        if let styleButton = events.styleButton {
            styleButton(self, ctaButton, valid)
        } else {
            Self.styleButton(ctaButton, isValid: valid)
        }
    }

    func makeCard(for element: any StackedFormViewElement, at index: Int) -> StackedFormCardWidget {
        let widget = MaterialFieldTypes.instantiate(MaterialFieldTypes.stackedFormCard)
        guard let card = WidgetType.implementation(of: widget, as: StackedFormCardWidget.self) else {
            preconditionFailure("MfStackedFormCard has no implementation")
        }
        for view in [element.collapsedView.pointer, element.expandedView.pointer] where gtk_widget_get_parent(view) != nil {
            gtk_widget_unparent(view)
        }
        card.setViews(collapsed: element.collapsedView.pointer, expanded: element.expandedView.pointer)
        Accessibility.setLabel(element.title, of: widget)
        // A click or Return on a passed step's card goes back to it.
        EventControllers.onClick(of: widget) { [weak self] _, _ in self?.goBack(to: index) }
        EventControllers.onKeyPress(of: widget, phase: GTK_PHASE_BUBBLE) { [weak self] keyval, _ in
            guard let self, gtk_widget_has_focus(widget) != 0, Self.isActivation(keyval) else { return false }
            return self.goBack(to: index)
        }
        return card
    }

    /// The button's own style: the accent colour while the step is valid.
    static func styleButton(_ button: Widget, isValid: Bool) {
        GtkWidgets.setClass("suggested-action", on: button.pointer, isValid)
    }

    func collapsedHeight(at index: Int) -> Double {
        let asked = events.collapsedHeight?(self, index) ?? Self.automaticElementHeight
        return asked >= 0 && asked.isFinite ? asked : elements[index].collapsedViewHeight
    }

    func index(of element: any StackedFormViewElement) -> Int? {
        elements.firstIndex { $0 === element }
    }

    /// Shows why the button is disabled under it, and tells it as the button's description;
    /// nil hides the reason.
    func showHint(_ hint: String?) {
        if let hint { GtkWidgets.setText(hint, of: buttonHint) }
        GtkWidgets.setVisible(buttonHint, hint != nil)
        Accessibility.setDescription(hint, of: button)
    }

    /// The view's one child: the scrolled cards above the button, which fades out in its
    /// revealer when a step has none, with the reason it is disabled under it.
    static func column(scroller: UnsafeMutablePointer<GtkWidget>, cards: UnsafeMutablePointer<GtkWidget>,
                       revealer: UnsafeMutablePointer<GtkWidget>, button: UnsafeMutablePointer<GtkWidget>,
                       hint: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        gtk_label_set_wrap(gCast(hint), 1)
        gtk_label_set_justify(gCast(hint), GTK_JUSTIFY_CENTER)
        gtk_label_set_xalign(gCast(hint), 0.5)
        // Said with the button, as its description: not read again on its own.
        Accessibility.setHidden(true, of: hint)
        GtkWidgets.setVisible(hint, false)
        gtk_scrolled_window_set_policy(gCast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(gCast(scroller), cards)
        gtk_widget_set_vexpand(scroller, 1)
        gtk_revealer_set_transition_type(gCast(revealer), GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
        gtk_revealer_set_transition_duration(gCast(revealer), 150)
        let cta = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6)
        gtk_box_append(gCast(cta), button)
        gtk_box_append(gCast(cta), hint)
        gtk_revealer_set_child(gCast(revealer), cta)
        gtk_revealer_set_reveal_child(gCast(revealer), 1)
        let column = GtkWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 16)
        gtk_box_append(gCast(column), scroller)
        gtk_box_append(gCast(column), revealer)
        return column
    }
}
