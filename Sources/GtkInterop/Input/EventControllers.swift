import CGtk

/// Attaches GTK event controllers to widgets with Swift handlers. Each returns the
/// connections; they live as long as the widget, so keeping them is optional.
@MainActor
public enum EventControllers {
    /// Calls `enter` when focus moves into `widget` or a descendant and `leave` when it
    /// moves out (a `GtkEventControllerFocus`).
    @discardableResult
    public static func onFocus(
        of widget: UnsafeMutablePointer<GtkWidget>,
        enter: @escaping @MainActor () -> Void,
        leave: @escaping @MainActor () -> Void
    ) -> [SignalConnection] {
        guard let controller = addFocusController(to: widget) else { return [] }
        return [
            try? GObjectSignals.connect(controller, "enter") { _ in enter() },
            try? GObjectSignals.connect(controller, "leave") { _ in leave() },
        ].compactMap { $0 }
    }

    /// Calls `handler` with each key press (`keyval`, modifier state) in `phase`; return
    /// true to stop the event.
    @discardableResult
    public static func onKeyPress(
        of widget: UnsafeMutablePointer<GtkWidget>,
        phase: GtkPropagationPhase = GTK_PHASE_CAPTURE,
        handler: @escaping @MainActor (_ keyval: UInt32, _ state: UInt32) -> Bool
    ) -> SignalConnection? {
        guard let controller = gtk_event_controller_key_new() else { return nil }
        gtk_event_controller_set_propagation_phase(controller, phase)
        gtk_widget_add_controller(widget, controller)
        return try? GObjectSignals.connectReturning(controller, "key-pressed") { arguments in
            handler(UInt32(arguments.uint(at: 1) ?? 0), arguments.flags(at: 3) ?? 0)
        }
    }

    /// Calls `handler` with each key press on `text` (a `GtkText`) that its input method
    /// did not take; return true to stop the event.
    ///
    /// A key controller of the bubble phase added after the text's own runs after GTK has
    /// offered the key to the input method, and before the text's key bindings (Return's
    /// `activate`, Backspace): a Return, an arrow or a Tab that ends or moves a composition
    /// never reaches `handler`, even when the input method (IBus) has not yet sent the
    /// composition back to GTK. Printable keys come as committed text, not here.
    @discardableResult
    public static func onKeyPressAfterInputMethod(
        of text: UnsafeMutablePointer<GtkWidget>,
        handler: @escaping @MainActor (_ keyval: UInt32, _ state: UInt32) -> Bool
    ) -> SignalConnection? {
        onKeyPress(of: text, phase: GTK_PHASE_BUBBLE, handler: handler)
    }

    /// Calls `handler` with each vertical scroll over `widget` (`dy`: positive turns
    /// down, in wheel steps for a mouse); return true to stop the event (the page behind
    /// then does not scroll).
    @discardableResult
    public static func onVerticalScroll(
        of widget: UnsafeMutablePointer<GtkWidget>, handler: @escaping @MainActor (_ dy: Double) -> Bool
    ) -> SignalConnection? {
        guard let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL) else { return nil }
        gtk_widget_add_controller(widget, controller)
        return try? GObjectSignals.connectReturning(controller, "scroll") { arguments in
            handler(arguments.double(at: 2) ?? 0)
        }
    }

    /// Calls `handler` with the point (in `widget`'s coordinates) where `widget`, or a
    /// child that does not handle clicks itself, is clicked with the primary button.
    @discardableResult
    public static func onClick(
        of widget: UnsafeMutablePointer<GtkWidget>, handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void
    ) -> SignalConnection? {
        guard let gesture = addClickGesture(to: widget) else { return nil }
        return try? GObjectSignals.connect(gesture, "released") { arguments in
            handler(arguments.double(at: 2) ?? 0, arguments.double(at: 3) ?? 0)
        }
    }

    /// Calls `handler` when a pointer button goes down over `widget`, before any child
    /// sees it (capture phase); returning true claims the press, so no child gets it.
    @discardableResult
    public static func onPressCapture(
        of widget: UnsafeMutablePointer<GtkWidget>, handler: @escaping @MainActor () -> Bool
    ) -> SignalConnection? {
        guard let gesture = addPressCaptureGesture(to: widget) else { return nil }
        return try? GObjectSignals.connect(gesture, "pressed") { _ in
            if handler() { claim(UnsafeMutableRawPointer(gesture)) }
        }
    }

    /// Takes a primary-button click over `widget` from its children: at the press (capture
    /// phase), `claims` says from the point whether to claim it; a claimed click calls
    /// `released` with the point where the button comes up. Acting on the release, not the
    /// press, lets a handler hide the clicked part without upsetting GTK's press tracking.
    @discardableResult
    public static func onClaimedClick(
        of widget: UnsafeMutablePointer<GtkWidget>,
        claims: @escaping @MainActor (_ x: Double, _ y: Double) -> Bool,
        released: @escaping @MainActor (_ x: Double, _ y: Double) -> Void
    ) -> [SignalConnection] {
        guard let gesture = gtk_gesture_click_new() else { return [] }
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(widget, gesture)
        return [
            try? GObjectSignals.connect(gesture, "pressed") { arguments in
                if claims(arguments.double(at: 2) ?? 0, arguments.double(at: 3) ?? 0) {
                    claim(UnsafeMutableRawPointer(gesture))
                }
            },
            try? GObjectSignals.connect(gesture, "released") { arguments in
                released(arguments.double(at: 2) ?? 0, arguments.double(at: 3) ?? 0)
            },
        ].compactMap { $0 }
    }
}

/// The controllers of a widget defined in Swift, each calling a C function with the
/// widget as its data (see ``PartSignals``): what a widget attaches to itself as it is
/// made, for the widget's whole life.
extension EventControllers {
    /// Calls `enter` when focus moves into `widget` or a descendant and `leave` when it
    /// moves out.
    package static func onFocus(of widget: UnsafeMutablePointer<GtkWidget>,
                                enter: PartSignals.Handler, leave: PartSignals.Handler) {
        guard let controller = addFocusController(to: widget) else { return }
        PartSignals.connect(UnsafeMutableRawPointer(controller), "enter", of: widget, enter)
        PartSignals.connect(UnsafeMutableRawPointer(controller), "leave", of: widget, leave)
    }

    /// Calls `handler` with the point where `widget`, or a child that does not handle
    /// clicks itself, is clicked with the primary button (at the release).
    package static func onClick(of widget: UnsafeMutablePointer<GtkWidget>, handler: PartSignals.ClickHandler) {
        guard let gesture = addClickGesture(to: widget) else { return }
        PartSignals.connect(UnsafeMutableRawPointer(gesture), "released", of: widget, handler)
    }

    /// Calls `handler` when a pointer button goes down over `widget`, before any child
    /// sees it (capture phase); the handler may ``claim(_:)`` the press for `widget`.
    package static func onPressCapture(of widget: UnsafeMutablePointer<GtkWidget>, handler: PartSignals.ClickHandler) {
        guard let gesture = addPressCaptureGesture(to: widget) else { return }
        PartSignals.connect(UnsafeMutableRawPointer(gesture), "pressed", of: widget, handler)
    }

    /// Claims the press `gesture` is handling (a ``PartSignals/ClickHandler``'s, or a
    /// closure-based gesture's here), so that no child gets it.
    nonisolated package static func claim(_ gesture: gpointer?) {
        guard let gesture else { return }
        _ = gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// A focus controller on `widget`.
    private static func addFocusController(to widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let controller = gtk_event_controller_focus_new() else { return nil }
        gtk_widget_add_controller(widget, controller)
        return controller
    }

    /// A primary-button click gesture on `widget`, in the bubble phase: it gets only the
    /// clicks that no child claims.
    private static func addClickGesture(to widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let gesture = gtk_gesture_click_new() else { return nil }
        gtk_widget_add_controller(widget, gesture)
        return gesture
    }

    /// A gesture that hears every button's press over `widget` before its children do.
    private static func addPressCaptureGesture(to widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        guard let gesture = gtk_gesture_click_new() else { return nil }
        gtk_gesture_single_set_button(gesture, 0)
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(widget, gesture)
        return gesture
    }
}
