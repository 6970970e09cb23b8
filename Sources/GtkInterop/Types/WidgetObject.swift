import CGtk

/// The Swift object of an instance of a widget type defined in Swift: the object GTK calls
/// for the type's virtual functions (through its `WidgetHooks`), whoever made the
/// instance (Swift, C, a binding or a `.ui` file), and the state those functions read.
///
/// An instance owns its object, as a GObject owns its private data, until Swift code takes the
/// object (makes it, or finds it with `swiftObject(of:as:)`): from then on, for a type that
/// an app holds as the widget itself (a `StackBox`), each owns the other, as PyGObject owns
/// its wrappers. The object holds a toggle reference on its instance, and the instance holds
/// the object only while something else holds the instance too (a container, a
/// ``GObjectRef``, a C caller). An object the app keeps lives on outside any window; an object
/// only a window keeps lives as long as the window keeps its widget; when neither is held,
/// both go. An instance that only C or a binding uses keeps no toggle reference of ours, so a
/// binding's own (GJS keeps one on every object it wraps) is still told when to let go: GLib
/// tells no toggle reference anything while there are two.
///
/// Its members are the package's: an app sees only what the subclass declares.
@MainActor
open class WidgetObject {
    /// The instance. Not a reference: how the object and its instance keep each other
    /// alive is the ownership above.
    package let instance: UnsafeMutablePointer<GtkWidget>

    // Unchecked exclusivity: read on every signal a part sends and assigned only.
    /// The type's virtual functions: this object, as its type's conformance. (Unowned: it is
    /// `self`, set when the object is attached.)
    @exclusivity(unchecked) package private(set) unowned(unsafe) var hooks: (any WidgetHooks)?

    /// Whether GTK has disposed the instance; after that, calls on ``instance`` are unsafe
    /// and requests are ignored.
    @exclusivity(unchecked) package private(set) var isDisposed = false

    /// The instance's hold on this object while something besides the toggle reference
    /// holds the instance (nil while the object alone holds it, or when the instance owns
    /// the object through its qdata instead).
    private var heldByInstance: WidgetObject?
    /// Whether the object holds its instance by a toggle reference (to remove at deinit).
    private var holdsToggleReference = false

    /// The `GtkText` whose `GtkEditable` the instance forwards, once connected. Kept on the
    /// instance, so that GTK can disconnect it when this object is gone.
    package var connectedEditableDelegate: UnsafeMutablePointer<GtkWidget>? {
        get { Self.editableDelegate(of: instance) }
        set { g_object_set_qdata(instance.gObject, editableDelegateQuark, newValue.map(UnsafeMutableRawPointer.init)) }
    }

    /// The type's property table, made on first use (the type is known once attached).
    lazy var propertyTable: PropertyTable = PropertyTable.of(hooks.map { type(of: $0) } ?? WidgetImplementation.self)
    /// The values last notified, by position in ``propertyTable`` (empty until first used).
    @exclusivity(unchecked) var notifiedValues: [PropertyValue] = []

    /// An object for `instance`, attached to it with ``attach(as:ownership:)`` once whole.
    package init(instance: UnsafeMutablePointer<GtkWidget>) {
        self.instance = instance
    }

    /// How an instance and its object keep each other alive.
    package enum Ownership {
        /// The instance owns the object and releases it at finalize.
        case byInstance
        /// Each holds the other, by a toggle reference and while the instance is held by
        /// others (see ``WidgetObject``).
        case mutual
    }

    /// Makes this object the one GTK calls for `instance`, with `ownership`.
    package func attach(as hooks: any WidgetHooks, ownership: Ownership) {
        self.hooks = hooks
        let object = instance.gObject
        switch ownership {
        case .byInstance:
            g_object_set_qdata_full(object, widgetObjectQuark, Unmanaged.passRetained(self).toOpaque()) {
                guard let data = $0 else { return }
                Unmanaged<WidgetObject>.fromOpaque(data).release()
            }
        case .mutual:
            // Whoever created the instance holds it: until they let go, so does it hold this.
            holdBothWays()
        }
    }

    /// The object of `widget` if it is of class `Object`, taken by Swift: owned both ways
    /// from now on (see ``WidgetObject``), so the app may keep it as long as it likes.
    package static func swiftObject<Object: WidgetObject & WidgetHooks>(
        of widget: UnsafeMutablePointer<GtkWidget>, as _: Object.Type
    ) -> Object? {
        guard let object = of(widget) as? Object else { return nil }
        object.holdBothWays()
        return object
    }

    /// Makes the ownership both ways, from none or from the instance's alone; the instance is
    /// held by whoever holds it now, so it holds this object too.
    private func holdBothWays() {
        guard !holdsToggleReference, !isDisposed else { return }
        heldByInstance = self
        holdsToggleReference = true
        let object = instance.gObject
        // Replacing the qdata releases the instance's retain, if it had one: `heldByInstance`
        // holds this object now.
        g_object_set_qdata(object, widgetObjectQuark, Unmanaged.passUnretained(self).toOpaque())
        g_object_add_toggle_ref(object, widgetObjectToggled, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The object of `instance`, if it is an instance of a Swift widget type.
    package static func of(_ instance: UnsafeMutablePointer<some Any>) -> WidgetObject? {
        guard let data = g_object_get_qdata(instance.gObject, widgetObjectQuark) else { return nil }
        return Unmanaged<WidgetObject>.fromOpaque(data).takeUnretainedValue()
    }

    /// `instance`'s object and its hooks while GTK has not disposed the instance: what a
    /// virtual function may call (nil for a plain instance, or one being torn down).
    package static func live(_ instance: UnsafeMutablePointer<some Any>) -> (object: WidgetObject, hooks: any WidgetHooks)? {
        guard let object = of(instance), !object.isDisposed, let hooks = object.hooks else { return nil }
        return (object, hooks)
    }

    /// `body`'s answer for the live object of `instance` (a ``PartSignals`` handler's data),
    /// on GTK's thread, where parts emit; nil, without calling `body`, when the instance
    /// has no live object of this class.
    nonisolated package static func withLive<Result: Sendable>(_ instance: gpointer?,
                                                               _ body: @MainActor (Self) -> Result) -> Result? {
        guard let instance else { return nil }
        nonisolated(unsafe) let widget = instance.assumingMemoryBound(to: GtkWidget.self)
        return MainActor.assumeIsolated {
            guard let object = live(widget)?.object as? Self else { return nil }
            return body(object)
        }
    }

    /// The generic `withLive` for a `body` that answers nothing, as most handlers do. This
    /// form is not generic: a generic one, called from another module, asks the Swift
    /// runtime for its answer's type at each call, a lookup under a lock, and a keystroke
    /// makes two such calls (the text's `delete-text` and `notify::text`).
    nonisolated package static func withLive(_ instance: gpointer?, _ body: @MainActor (Self) -> Void) {
        guard let instance else { return }
        nonisolated(unsafe) let widget = instance.assumingMemoryBound(to: GtkWidget.self)
        MainActor.assumeIsolated {
            guard let object = live(widget)?.object as? Self else { return }
            body(object)
        }
    }

    /// The `GtkText` that `instance` forwards its `GtkEditable` to, once connected.
    package static func editableDelegate(of instance: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        g_object_get_qdata(instance.gObject, editableDelegateQuark).map { $0.assumingMemoryBound(to: GtkWidget.self) }
    }

    fileprivate func instanceHeld(byOthers: Bool) {
        if byOthers {
            heldByInstance = self
        } else if let held = heldByInstance {
            // Until the next turn of the main loop, as a GTK widget just made or just removed
            // is: `gtk_box_append(box, StackBox().widget.pointer)` must find it alive.
            heldByInstance = nil
            MainLoop.keepAliveUntilIdle(held)
        }
    }

    isolated deinit {
        guard holdsToggleReference else { return }
        // Only a mutually owned object dies before its instance: nothing held the instance but
        // this object. Its subclass's state is already gone, so GTK must find no object from
        // here on; the instance's dispose then does what every widget's must.
        let object = instance.gObject
        g_object_set_qdata(object, widgetObjectQuark, nil)
        disconnectEditableDelegate()
        g_object_remove_toggle_ref(object, widgetObjectToggled, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The instance as a ``Widget``, the value a handle's `widget` returns. While this
    /// object holds its instance (one made in Swift, or wrapped by Swift code), the value
    /// keeps this object, and through it the instance, rather than taking a GObject
    /// reference of its own, which would toggle ownership back and forth on every read.
    /// Otherwise it takes a reference that leaves a floating instance floating: the
    /// instance is its maker's (C's, a `.ui` file's) until a container sinks it, and may be
    /// still under construction (a construct property's setter).
    package var instanceWidget: Widget {
        holdsToggleReference ? Widget(instance, keptBy: self) : Widget(GObjectRef(borrowing: instance))
    }

    /// Whether keyboard focus is on the widget or inside it.
    package var containsFocus: Bool { KeyboardFocus.isInside(instance) }

    /// What the widget keeps alive until it is disposed: what a language binding or the C
    /// library adds to a widget (see ``keep(_:)``).
    package private(set) var keeper: AnyObject?

    /// Keeps `object` alive as long as the instance (until it is disposed): what a language
    /// binding adds to a widget it did not make, say. It must not hold this object strongly,
    /// or neither would ever go.
    package func keep(_ object: AnyObject) {
        keeper = object
    }

    /// Hands the instance of a Swift-made object to C, floating as a new widget is, and
    /// `keeper` with it: from here on the instance owns this object, as it owns the object
    /// of one `g_object_new` made, so the caller's last `g_object_unref` frees both at once.
    /// (Swift may still keep the object: ``swiftObject(of:as:)`` makes the ownership mutual
    /// again.)
    package func handToC(keeping keeper: AnyObject) -> UnsafeMutablePointer<GtkWidget> {
        self.keeper = keeper
        let object = instance.gObject
        // The caller's reference, made floating below.
        g_object_ref(object)
        if holdsToggleReference, let hooks {
            attach(as: hooks, ownership: .byInstance)
            holdsToggleReference = false
            heldByInstance = nil
            g_object_remove_toggle_ref(object, widgetObjectToggled, Unmanaged.passUnretained(self).toOpaque())
        }
        g_object_force_floating(object)
        return instance
    }

    /// GTK's dispose of the instance: the type's own (when this object lives to run it),
    /// then what every widget's must do, unparent its children.
    func runDispose() {
        guard !isDisposed else { return }
        hooks?.dispose()
        WidgetChildren.unparentAll(of: instance)
        keeper = nil
        isDisposed = true
    }
}

// Not g_quark_from_static_string: Swift may hand C a temporary copy of a literal, which
// GLib would keep after it is freed (AddressSanitizer found reads of it in GTK).
private let widgetObjectQuark = g_quark_from_string("material-fields-implementation")
private let editableDelegateQuark = g_quark_from_string("material-fields-editable-delegate")

// GLib calls it when the toggle reference becomes the instance's last one (is_last_ref) or
// stops being so; on GTK's thread, as every reference change of a widget is.
private let widgetObjectToggled: GToggleNotify = { data, _, isLastReference in
    guard let data else { return }
    nonisolated(unsafe) let target = data
    MainActor.assumeIsolated {
        Unmanaged<WidgetObject>.fromOpaque(target).takeUnretainedValue().instanceHeld(byOthers: isLastReference == 0)
    }
}
