import CGtk
import FieldCore
import GtkInterop

/// What a field tells assistive technologies: its name, description and states, each
/// updated only when it changes, and its announcements. One per field, which holds it.
@MainActor
final class FieldAccessibility {
    private unowned let field: Field
    /// What assistive technologies were last told; nil to tell everything again.
    private var told: AccessibleDescription?
    /// A verdict waiting for the typing to pause before assistive technologies hear it.
    private var verdictHold = VerdictHold()
    /// Whether assistive technologies wait to hear of changes (see
    /// ``telling(after:of:change:)``).
    var isDeferred = false

    /// Whether a verdict waits for the typing to pause (see ``VerdictHold``): until then,
    /// assistive technologies still hear the verdict before it.
    var isHoldingVerdict: Bool { verdictHold.isHolding }

    /// Tells the held verdict once typing pauses; made once, not with each keystroke it holds.
    private lazy var tellHeld: @MainActor @Sendable () -> Void = { [weak self] in self?.tellHeldVerdict() }

    init(field: Field) {
        self.field = field
    }

    /// Runs `change` (which changes `fields`), then `moveFocus`, and tells assistive
    /// technologies what changed in the fields only after the focus moved: a focused field
    /// whose error appears is not read out just before the focus leaves it for what lists
    /// that error (an error summary), so each error is said once.
    static func telling(after moveFocus: () -> Void, of fields: [Field], change: () -> Void) {
        for field in fields { field.accessibility.isDeferred = true }
        change()
        moveFocus()
        for field in fields {
            field.accessibility.isDeferred = false
            field.renderAccessibility(field.fieldModel.snapshot)
        }
    }

    /// Tells assistive technologies what changed since they were last told, and only that.
    ///
    /// The input, where focus is, carries the name, description and states a screen
    /// reader announces; the field's group carries only the name, so nothing is read twice
    /// and a verdict that changes updates two properties, not four.
    ///
    /// After an edit of the user's (`afterUserEdit`), a change of the verdict alone waits
    /// for the typing to pause (see ``VerdictHold``).
    func render(_ snapshot: FieldSnapshot, afterUserEdit: Bool = false) {
        guard !isDeferred else { return }
        let new = AccessibleDescription(snapshot, value: field.accessibleValue)
        let old = told
        if afterUserEdit, let old {
            // Typed back to what was told: a held verdict, if any, finds nothing to tell.
            guard new != old else { return }
            if new.differsInVerdictAlone(from: old) {
                verdictHold.hold(then: tellHeld)
                return
            }
        }
        verdictHold.release()
        guard new != old else { return }
        told = new
        field.chrome.errorLine?.tell(new.isInvalid && new.supportingText != nil)
        guard let target = field.accessibleInput else { return }
        if field.focus.isLeaving, new.isInvalid, old?.isInvalid != true || old?.supportingText != new.supportingText,
           let error = new.supportingText {
            Accessibility.announce(error, from: target)
        }
        if old?.label != new.label { Accessibility.setLabel(new.label, of: target) }
        if new.differsInDescription(from: old) { Accessibility.setDescription(new.description, of: target) }
        if old?.isInvalid != new.isInvalid { Accessibility.setInvalid(new.isInvalid, of: target) }
        if old?.isRequired != new.isRequired { Accessibility.setRequired(new.isRequired, of: target) }
        if old?.isDisabled != new.isDisabled { Accessibility.setDisabled(new.isDisabled, of: target) }
    }

    /// Forgets what was told: the next render tells everything (a new input node).
    func forget() {
        told = nil
    }

    /// Drops a held verdict (the field is going).
    func release() {
        verdictHold.release()
    }

    private func tellHeldVerdict() {
        guard !field.isDisposed, verdictHold.hasPaused() else { return }
        render(field.fieldModel.snapshot)
    }

    /// Has a screen reader announce `message` with the field (see ``Field/announce(_:)``).
    func announce(_ message: String) {
        // Without GTK's announcements, a description change of the focused node is what a
        // screen reader reads at once: the message is the description for one turn of the
        // main loop, then the field's own.
        guard let target = field.accessibleInput, !Accessibility.announce(message, from: target) else { return }
        Accessibility.setDescription(message, of: target)
        MainLoop.invoke { [weak self] in
            guard let self, !self.field.isDisposed else { return }
            told = nil
            render(field.fieldModel.snapshot)
        }
    }
}
