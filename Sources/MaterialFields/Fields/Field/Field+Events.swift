import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// One event, one path: a GTK signal becomes a model change, rendered once after it.
extension Field {
    // MARK: Events

    /// Runs `body` (one GTK event's model updates) as one transaction of the field's model.
    ///
    /// The model may change several times in one event (an edit, then the delegate's
    /// `setError`); when the transaction ends the field renders once, from the final
    /// state, and notifies its changed properties; only then do the model's owner's
    /// channels hear of it (see `FieldModel.transaction(_:)`).
    /// `userEdit`: the event is an edit the user made in the input (see ``VerdictHold``).
    @discardableResult
    func handleEvent<Result>(userEdit: Bool = false, _ body: () throws -> Result) rethrows -> Result {
        if userEdit { renderFollowsUserEdit = true }
        // What the app's handlers change in answer to the edit is part of it: rendered
        // after the user's edit too (see VerdictHold).
        defer { if userEdit, !model.isInTransaction { renderFollowsUserEdit = false } }
        return try model.transaction {
            // Whatever the event changed, the properties it changed are notified once.
            defer { queueNotify() }
            return try body()
        }
    }

    /// Renders the model at the running transaction's render step, or now outside one: when
    /// it publishes a new snapshot, and at set-up (its input and model arrive, and it
    /// renders once, with both).
    func requestRender() {
        queueRender(.state)
    }

    /// The model's label, helper text, optional state or counter maximum changed: their
    /// properties are read again with the next notification (and only then, not after each edit).
    func modelConfigurationChanged() {
        configurationChanged = true
        queueNotify()
    }

    /// Tells the app through `channel` (a GObject signal, a closure, a delegate) once the
    /// running transaction is rendered and its properties notified, after the form's own
    /// channels; now, outside one. A handler finds the change on screen.
    func tell(_ channel: @escaping () -> Void) {
        model.whenSettled(channel)
    }

    /// Renders `parts` once, with whatever else the running transaction asked for, at its
    /// render step (now, outside one), then notifies the properties that changed.
    func queueRender(_ parts: RenderParts) {
        if let queued = queuedRender {
            queuedRender = queued.union(parts)
            return
        }
        // The pass running now notifies at its end.
        if parts.isEmpty, isRendering { return }
        queuedRender = parts
        model.whenSettled(.render) { [weak self] in self?.runRenderPass() }
    }

    /// Notifies the properties that changed, with the running transaction's render.
    func queueNotify() {
        queueRender([])
    }

    private func runRenderPass() {
        guard let parts = queuedRender else { return }
        queuedRender = nil
        isRendering = true
        defer { isRendering = false }
        if parts.contains(.state) { render(model.snapshot, afterUserEdit: renderFollowsUserEdit) }
        if parts.contains(.value) { renderValue() }
        notifyModelProperties()
    }

    /// Notifies the model's properties that changed: those of its state, and those of its
    /// configuration when it reported a change.
    func notifyModelProperties() {
        // A field made in Swift is set up before it is adopted: what changed then is
        // notified once it is (see instanceAdopted()).
        guard hooks != nil else { return }
        notifyChangedProperties(.model)
        guard configurationChanged else { return }
        configurationChanged = false
        notifyChangedProperties(.configuration)
    }

    /// Calls `handler` with each key pressed in the field that it may act on: in `text`
    /// (its `GtkText`) only once the text's input method has declined the key, so a key
    /// that ends or moves a composition is never the field's, however late the input
    /// method sends the composition back; elsewhere in the field (a calendar, a list)
    /// before the part with focus.
    func onKeyPress(text: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping @MainActor (_ keyval: UInt32, _ state: UInt32) -> Bool) {
        EventControllers.onKeyPress(of: instance) { keyval, state in
            !KeyboardFocus.isInside(text) && handler(keyval, state)
        }
        EventControllers.onKeyPressAfterInputMethod(of: text, handler: handler)
    }

    /// Focus moved into the field.
    func focusEntered() {
        // All of the field, not only the text line GTK's viewport scrolls to. (GTK says
        // "enter" before it records where focus now is.)
        revealWhenLaidOut()
        guard !model.isFocused else { return }
        guard beginning.ask() else {
            // Focus came in a way GTK offers no veto for (the app focusing the inner text
            // directly): hand it to the next widget, as keyboard navigation would.
            if let rootWidget, gtk_widget_child_focus(rootWidget, GTK_DIR_TAB_FORWARD) == 0,
               let root = gtk_widget_get_root(instance) {
                gtk_root_set_focus(root, nil)
            }
            return
        }
        beginning.consume()
        handleEvent {
            guard model.focus() else { return }
            tell { [self] in emit("began-editing") }
            didBeginEditing()
        }
    }

    /// Focus left the field (and every part of it).
    func focusLeft() {
        guard model.isFocused else { return }
        guard ending.ask() else {
            // GTK moves focus before anyone can object; the next turn takes it back.
            MainLoop.invoke { [weak self] in
                guard let self, !self.isDisposed, !self.containsFocus else { return }
                if let target = self.focusTarget { gtk_widget_grab_focus(target) }
            }
            return
        }
        // An error the leaving brings is announced: focus is on the next field by now, so
        // its description alone would not be read (GTK 4.8 reads it, see announce(_:)).
        ending.consume()
        isLeaving = true
        defer { isLeaving = false }
        handleEvent {
            willEndEditing()
            model.blur()
            tell { [self] in emit("ended-editing") }
            didEndEditing()
        }
    }

    /// The field was clicked at `y` on a part that does not handle clicks itself.
    func clicked(atY y: Double) {
        let containerBottom = Double(chrome.topInset + containerHeight(forWidth: gtk_widget_get_width(instance)))
        guard y < containerBottom else { return }
        containerClicked()
    }

    /// The user changed the value: under `ErrorClearing.whenValid` the error goes once
    /// every rule passes.
    func userChangedValue(_ text: String) {
        guard model.hasError, model.errorClearing == .whenValid, !rules.isEmpty,
              Validation.validate(text, rules) else { return }
        model.valueBecameValid()
    }

    /// Checks ``rules`` against `text`: shows the first failing rule's message, or removes
    /// the error; returns whether every rule passed.
    @discardableResult
    func validate(_ text: String) -> Bool {
        let (valid, message) = Validation.validateWithMessage(text, rules)
        handleEvent {
            model.transaction {
                model.setWarning(Validation.warning(text, rules), from: .rules)
                model.setError(valid ? nil : message ?? "", from: .rules)
            }
        }
        return valid
    }
}
