import CGtk
import FieldCore
import GtkInterop

/// What a field tells assistive technologies: its name, description and states, each
/// updated only when it changes, and announcements.
extension Field {
    /// Tells assistive technologies what changed since the last render, and only that.
    ///
    /// The input, where focus is, carries the name, description and states a screen
    /// reader announces; the field's group carries only the name, so nothing is read twice
    /// and a verdict that changes updates two properties, not four.
    ///
    /// After an edit of the user's (`afterUserEdit`), a change of the verdict alone waits
    /// for the typing to pause (see ``VerdictHold``).
    func renderAccessibility(_ snapshot: FieldSnapshot, afterUserEdit: Bool = false) {
        guard !defersAccessibility else { return }
        let new = AccessibleDescription(snapshot, value: accessibleValue)
        let old = renderedAccessibility
        if afterUserEdit, let old {
            // Typed back to what was told: a held verdict, if any, finds nothing to tell.
            guard new != old else { return }
            if new.differsInVerdictAlone(from: old) {
                verdictHold.hold { [weak self] in self?.tellHeldVerdict() }
                return
            }
        }
        verdictHold.release()
        guard new != old else { return }
        renderedAccessibility = new
        errorLine?.tell(new.isInvalid && new.supportingText != nil)
        guard let target = accessibleInput else { return }
        if isLeaving, new.isInvalid, old?.isInvalid != true || old?.supportingText != new.supportingText,
           let error = new.supportingText {
            Accessibility.announce(error, from: target)
        }
        if old?.label != new.label { Accessibility.setLabel(new.label, of: target) }
        if new.differsInDescription(from: old) { Accessibility.setDescription(new.description, of: target) }
        if old?.isInvalid != new.isInvalid { Accessibility.setInvalid(new.isInvalid, of: target) }
        if old?.isRequired != new.isRequired { Accessibility.setRequired(new.isRequired, of: target) }
        if old?.isDisabled != new.isDisabled { Accessibility.setDisabled(new.isDisabled, of: target) }
    }

    /// Runs `change` (which changes `fields`), then `moveFocus`, and tells assistive
    /// technologies what changed in the fields only after the focus moved: a focused field
    /// whose error appears is not read out just before the focus leaves it for what lists
    /// that error (an error summary), so each error is said once.
    static func tellingAccessibilityAfter(_ moveFocus: () -> Void, of fields: [Field], change: () -> Void) {
        for field in fields { field.defersAccessibility = true }
        change()
        moveFocus()
        for field in fields {
            field.defersAccessibility = false
            field.renderAccessibility(field.model.snapshot)
        }
    }

    private func tellHeldVerdict() {
        guard !isDisposed, verdictHold.hasPaused() else { return }
        renderAccessibility(model.snapshot)
    }

    /// Has a screen reader announce `message` with this field: a form's summary after
    /// submit moved focus here ("Please fix the 3 fields marked in red"), say. Uses GTK's
    /// announcements where it has them (4.14 and later); on older GTK the field's focused
    /// text box reads `message` as a new description, then gets its own back.
    public func announce(_ message: String) {
        // Without GTK's announcements, a description change of the focused node is what a
        // screen reader reads at once: the message is the description for one turn of the
        // main loop, then the field's own.
        guard let target = accessibleInput, !Accessibility.announce(message, from: target) else { return }
        Accessibility.setDescription(message, of: target)
        MainLoop.invoke { [weak self] in
            guard let self, !self.isDisposed else { return }
            self.renderedAccessibility = nil
            self.renderAccessibility(self.model.snapshot)
        }
    }
}
