import CGtk

/// Handlers of the signals of a widget's parts (its children and event controllers) that
/// call the widget's own Swift object, connected as GTK's widgets connect theirs: a C
/// function, with the instance as its data (`g_signal_connect (controller, "enter",
/// G_CALLBACK (focus_in), self)`).
///
/// A part lives no longer than its widget, so the instance is there whenever a part
/// emits; the handler runs only while the instance's object is live (see
/// `WidgetObject.withLive`), so a part that emits as the widget is torn down
/// reaches nothing. Unlike ``GObjectSignals``, connecting allocates nothing in Swift and
/// takes no reference, weak or strong, on the object: a field connects seven of these as
/// it is made, and an object that is never weakly referenced keeps its reference counts
/// inline, where retaining and releasing it are cheapest.
@MainActor
package enum PartSignals {
    /// A handler of a signal without arguments (a focus controller's `enter`, `activate`).
    package typealias Handler = @convention(c) (_ part: gpointer?, _ instance: gpointer?) -> Void
    /// A handler of `notify::property`.
    package typealias NotifyHandler = @convention(c) (_ part: gpointer?, _ property: gpointer?, _ instance: gpointer?) -> Void
    /// A handler of an editable's `delete-text`, with the range about to go.
    package typealias DeleteTextHandler = @convention(c) (_ part: gpointer?, _ start: Int32, _ end: Int32, _ instance: gpointer?) -> Void
    /// A handler of a `GtkText`'s `preedit-changed`, with what the input method is composing.
    package typealias PreeditHandler = @convention(c) (_ part: gpointer?, _ preedit: UnsafePointer<CChar>?, _ instance: gpointer?) -> Void
    /// A handler of a click gesture's `pressed` or `released`.
    package typealias ClickHandler = @convention(c) (
        _ gesture: gpointer?, _ presses: Int32, _ x: Double, _ y: Double, _ instance: gpointer?
    ) -> Void

    /// Calls `handler` with `instance` when `part` emits `signal`, a signal without
    /// arguments that every object of `part`'s type has.
    package static func connect(_ part: gpointer, _ signal: StaticString, of instance: UnsafeMutablePointer<GtkWidget>,
                                _ handler: Handler) {
        connect(part, signal, instance, unsafeBitCast(handler, to: GCallback.self))
    }

    /// Calls `handler` with `instance` when `part` notifies a change of a property it has
    /// (`signal` is `"notify::name"`).
    package static func connect(_ part: gpointer, _ signal: StaticString, of instance: UnsafeMutablePointer<GtkWidget>,
                                _ handler: NotifyHandler) {
        connect(part, signal, instance, unsafeBitCast(handler, to: GCallback.self))
    }

    /// Calls `handler` with `instance` and the text an input method is composing (empty once
    /// it commits or cancels) when the `GtkText` `part` emits `preedit-changed`.
    package static func connectPreedit(_ part: gpointer, of instance: UnsafeMutablePointer<GtkWidget>, _ handler: PreeditHandler) {
        connect(part, "preedit-changed", instance, unsafeBitCast(handler, to: GCallback.self))
    }

    /// Calls `handler` with `instance` and the range when the editable `part` emits `delete-text`.
    package static func connect(_ part: gpointer, _ signal: StaticString, of instance: UnsafeMutablePointer<GtkWidget>,
                                _ handler: DeleteTextHandler) {
        connect(part, signal, instance, unsafeBitCast(handler, to: GCallback.self))
    }

    /// Calls `handler` with `instance` when the click gesture `part` emits `signal`
    /// (`"pressed"` or `"released"`).
    package static func connect(_ part: gpointer, _ signal: StaticString, of instance: UnsafeMutablePointer<GtkWidget>,
                                _ handler: ClickHandler) {
        connect(part, signal, instance, unsafeBitCast(handler, to: GCallback.self))
    }

    // A literal's name, which C reads in place: a short Swift string would be copied into
    // a new buffer for every call.
    private static func connect(_ part: gpointer, _ signal: StaticString, _ instance: UnsafeMutablePointer<GtkWidget>,
                                _ callback: GCallback) {
        let name = UnsafeRawPointer(signal.utf8Start).assumingMemoryBound(to: CChar.self)
        _ = g_signal_connect_data(part, name, callback, instance, nil, GConnectFlags(rawValue: 0))
    }
}
