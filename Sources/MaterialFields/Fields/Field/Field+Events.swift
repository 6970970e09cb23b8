import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// One event, one path: a GTK signal becomes a model change, rendered once after it.
extension Field {
    /// Runs `body` (one GTK event's model updates) as one transaction of the field's model,
    /// rendered and notified once at its end (see ``FieldRenderPass/handleEvent(userEdit:_:)``).
    @discardableResult
    func handleEvent<Result>(userEdit: Bool = false, _ body: () throws -> Result) rethrows -> Result {
        try renderPass.handleEvent(userEdit: userEdit, body)
    }

    /// Tells the app through `channel` (a GObject signal, a closure, a delegate) once the
    /// running transaction is rendered and its properties notified, after the form's own
    /// channels; now, outside one. A handler finds the change on screen.
    func tell(_ channel: @escaping () -> Void) {
        fieldModel.whenSettled(channel)
    }

    /// Renders `parts` once, with whatever else the running transaction asked for, at its
    /// render step (now, outside one), then notifies the properties that changed.
    func queueRender(_ parts: RenderParts) {
        renderPass.queue(parts)
    }

    /// Notifies the properties that changed, with the running transaction's render.
    func queueNotify() {
        renderPass.queue([])
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
}
