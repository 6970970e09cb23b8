import FieldCore

/// One event, one path: a GTK signal becomes a model change, rendered once after it.
///
/// Holds what the running transaction of the field's model is to render and notify, so
/// an event that changes the model several times renders once, from the final state,
/// then notifies the GObject properties that changed, with the field's notifications
/// frozen from the first change to that notify step. One per field, which holds it.
@MainActor
final class FieldRenderPass {
    /// The field the pass renders and notifies; it holds the pass.
    private unowned let field: Field
    // Unchecked exclusivity, as the model's transaction state (see FieldModel): every access
    // is a plain read or assignment.
    /// What the running transaction's render pass will render (see ``queue(_:)``); nil
    /// when none is queued.
    @exclusivity(unchecked) private var queuedRender: RenderParts?
    /// Whether a render pass is running.
    @exclusivity(unchecked) private var isRendering = false
    /// Whether the queued render follows an edit the user made in the input.
    @exclusivity(unchecked) private var renderFollowsUserEdit = false
    /// Whether the field's notifications are frozen until the running transaction's notify step.
    @exclusivity(unchecked) private var notificationsFrozen = false
    /// Whether the model's configuration changed since its properties were last notified.
    @exclusivity(unchecked) var configurationChanged = false
    /// The snapshot last rendered, to render only what changed since; nil renders it all
    /// (the first render, a new input).
    @exclusivity(unchecked) var rendered: FieldSnapshot?

    // What the pass gives the model's transaction to run at its steps, made once: a
    // closure made for each keystroke's render, notify and thaw was an allocation each.
    /// Runs the queued render.
    private lazy var renderAction: () -> Void = { [weak self] in self?.run() }
    /// Notifies the properties the render changed.
    private lazy var notifyAction: () -> Void = { [weak self] in self?.notifyModelProperties() }
    /// Notifies the properties, then lets the field's held notifications go.
    private lazy var thawAction: () -> Void = { [weak self] in self?.thaw() }

    /// The render pass of `field`.
    init(field: Field) {
        self.field = field
    }

    /// Runs `body` (one GTK event's model updates) as one transaction of the field's model.
    ///
    /// The model may change several times in one event (an edit, then the delegate's
    /// `setError`); when the transaction ends the field renders once, from the final
    /// state, and notifies its changed properties; only then do the model's owner's
    /// channels hear of it (see `FieldModel.transaction(_:)`).
    /// `userEdit`: the event is an edit the user made in the input (see ``VerdictHold``).
    func handleEvent<Result>(userEdit: Bool, _ body: () throws -> Result) rethrows -> Result {
        if userEdit { renderFollowsUserEdit = true }
        // What the app's handlers change in answer to the edit is part of it: rendered
        // after the user's edit too (see VerdictHold).
        defer { if userEdit, !field.fieldModel.isInTransaction { renderFollowsUserEdit = false } }
        return try field.fieldModel.transaction {
            // Whatever the event changed, the properties it changed are notified once.
            defer { queue([]) }
            return try body()
        }
    }

    /// The model's label, helper text, optional state or counter maximum changed: their
    /// properties are read again with the next notification (and only then, not after each edit).
    func modelConfigurationChanged() {
        configurationChanged = true
        queue([])
    }

    /// Renders `parts` once, with whatever else the running transaction asked for, at its
    /// render step (now, outside one), then notifies the properties that changed; empty
    /// `parts` only notify.
    func queue(_ parts: RenderParts) {
        if let queued = queuedRender {
            queuedRender = queued.union(parts)
            return
        }
        // The pass running now notifies at its end.
        if parts.isEmpty, isRendering { return }
        queuedRender = parts
        field.fieldModel.whenSettled(.render, renderAction)
    }

    private func run() {
        guard let parts = queuedRender else { return }
        queuedRender = nil
        isRendering = true
        defer { isRendering = false }
        if parts.contains(.state) { render(field.fieldModel.snapshot, afterUserEdit: renderFollowsUserEdit) }
        if parts.contains(.value) { field.renderValue() }
        // At the notify step: a handler of `notify::*` finds every field the event changed
        // rendered, not only this one. While frozen, the thaw notifies.
        guard !notificationsFrozen else { return }
        field.fieldModel.whenSettled(.notify, notifyAction)
    }

    /// The field's model joined a running transaction: whatever notifies on the field until
    /// the transaction's notify step (a property an app sets meanwhile, GTK's own) is held,
    /// and heard then with the properties the transaction changed, once each.
    func transactionJoined() {
        guard !notificationsFrozen else { return }
        notificationsFrozen = true
        field.freezeNotifications()
        field.fieldModel.whenSettled(.notify, thawAction)
    }

    private func thaw() {
        notifyModelProperties()
        notificationsFrozen = false
        field.thawNotifications()
    }

    /// Renders the model's state, touching only what changed since the last render:
    /// CSS classes, texts, accessibility and the label's motion.
    private func render(_ snapshot: FieldSnapshot, afterUserEdit: Bool) {
        guard !field.isDisposed else { return }
        let previous = rendered
        rendered = snapshot
        field.chrome.render(snapshot, after: previous)
        field.renderAdornments()
        field.renderAccessibility(snapshot, afterUserEdit: afterUserEdit && snapshot.isFocused)
        field.chrome.moveLabel(floating: snapshot.isLabelFloating)
        // No queue_resize here: label texts, visibility and CSS classes queue their own
        // when they change, so a keystroke that changes nothing visible costs no layout.
    }

    /// Notifies the model's properties that changed: those of its state, and those of its
    /// configuration when it reported a change.
    func notifyModelProperties() {
        // A field made in Swift is set up before it is adopted: what changed then is
        // notified once it is (see instanceAdopted()).
        guard field.hooks != nil else { return }
        field.notifyChangedProperties(.model)
        guard configurationChanged else { return }
        configurationChanged = false
        field.notifyChangedProperties(.configuration)
    }
}
