import CGtk
import FieldCore
import GtkInterop

/// How a subclass sets its field up: the model it shows, the user's changes it hears and
/// the input it puts in the field (the parts around the input are its ``FieldChrome``'s).
extension Field {
    // MARK: Set-up by subclasses

    /// Connects the view to its ``fieldModel`` and renders it.
    func attachFieldModel() {
        let model = fieldModel
        // Unowned: the tokens, which the field holds, remove these handlers when they go.
        observations = [model.changes.add { [unowned self] _ in renderPass.queue(.state) },
                        model.configurationChanges.add { [unowned self] in renderPass.modelConfigurationChanged() },
                        model.transactionJoins.add { [unowned self] in renderPass.transactionJoined() }]
        chrome.labelAnimation = LabelAnimation(floating: model.snapshot.isLabelFloating, motion: chrome.motion)
        renderPass.rendered = nil
        // The model's configuration is read with its first render.
        renderPass.configurationChanged = true
        renderPass.queue(.state)
    }

    /// Calls ``didChangeValue()`` at the tell step of each change the value model reports
    /// (`changes`, saying whose each was) as the user's: the one place every kind's
    /// `onChange` comes from. A change from code, a form's or the app's, is not told.
    func observeUserChanges(_ changes: Observers<ChangeOrigin>) -> ObservationToken {
        changes.add { [weak self] origin in
            guard let self, origin == .user else { return }
            tell(tellUserChange)
        }
    }

    /// Places `input` in the container, in place of the one before if any, and makes the
    /// label its mnemonic. With `editableText` (a `GtkText`: `input` itself, or inside a
    /// `GtkPasswordEntry` that is `input`), the field is a `GtkEditable` that delegates to
    /// it (the field's type must be declared editable, and GtkInterop connects the two once
    /// the field exists). A screen reader then finds one text box named by the label, whose
    /// text it can read and edit: the field, or the password entry, which GTK alone can
    /// give the password role.
    func install(input newInput: UnsafeMutablePointer<GtkWidget>, editableText newText: UnsafeMutablePointer<GtkWidget>? = nil) {
        let oldNode = accessibleInput
        let oldInput = input
        if let newText, newText != editableText {
            isComposing = false
            PartSignals.connectPreedit(newText, of: instance) { _, preedit, field in
                let composing = preedit.map { $0.pointee != 0 } ?? false
                Field.withLive(field) { $0.isComposing = composing }
            }
        }
        replacingEditableDelegate {
            input = newInput
            editableText = newText
            gtk_widget_add_css_class(newInput, "input")
            chrome.adopt(newInput, insertAfter: chrome.floatingLabel)
            if let oldInput { gtk_widget_unparent(oldInput) }
        }
        // The field, when it is no longer the node read, keeps no name to read twice.
        if oldNode == instance, accessibleInput != instance {
            Accessibility.setLabel(nil, of: instance)
            Accessibility.setDescription(nil, of: instance)
        }
        // The label's mnemonic goes through the field, so a refusing delegate is asked.
        gtk_label_set_mnemonic_widget(gCast(chrome.floatingLabel), instance)
        // One thing is read: the input, named with the label's text (see
        // renderAccessibility). GTK also names the mnemonic widget (the field) after the
        // label, and the label would be read as a label of its own; both repeat the name.
        Accessibility.resetRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY, of: instance)
        Accessibility.setHidden(true, of: chrome.floatingLabel)
        renderPass.rendered = nil
        accessibility.forget()
        renderPass.queue(.state)
    }
}
