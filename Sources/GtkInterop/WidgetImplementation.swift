import CGtk

/// The Swift object behind each instance of a Swift-defined widget type.
///
/// GTK creates one when it creates the instance (from Swift, C or a `.ui` file) and
/// releases it when the instance is finalized, so the widget keeps its state however it
/// was made and whoever holds it. Subclass it, override the property accessors for the
/// properties the type declares, and build child widgets in `init(widget:)`.
@MainActor
open class WidgetImplementation {
    /// The instance. Not a reference: the instance owns this object, not the reverse.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// Whether GTK has disposed the instance; after that, calls on ``widget`` are unsafe
    /// and the subclass should ignore requests.
    public private(set) var isDisposed = false

    /// Called while GTK initialises the instance; child widgets can be added here.
    public required init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    /// The current value of a declared property; the default implementation returns nil
    /// (GObject then reports the property's default).
    open func value(forProperty name: String) -> PropertyValue? {
        properties.index(of: name).flatMap { properties.entries[$0].read(self) }
    }

    /// Sets a declared property from GObject (`g_object_set`, GtkBuilder).
    open func setValue(_ value: PropertyValue, forProperty name: String) {
        guard let index = properties.index(of: name) else { return }
        properties.entries[index].write(self, value)
    }

    /// Releases what the instance holds; the default unparents every child widget,
    /// as GTK requires of a widget's dispose. Subclasses call `super.dispose()` last.
    open func dispose() {
        while let child = gtk_widget_get_first_child(widget) {
            gtk_widget_unparent(child)
        }
    }

    /// The size the widget asks for along `orientation`, given `forSize` across it (-1 for
    /// none). Called only for types whose definition sets `customLayout`.
    open func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        (0, 0)
    }

    /// Places the children in a `width` x `height` allocation. Called only for types whose
    /// definition sets `customLayout`.
    open func allocate(width: Int32, height: Int32, baseline: Int32) {}

    /// The `GtkText` a type declared ``WidgetTypeDefinition/isEditable`` delegates its
    /// `GtkEditable` to; it must exist when `init(widget:)` returns. The type connects it
    /// (`gtk_editable_init_delegate`) and disconnects it at dispose.
    open var editableDelegate: UnsafeMutablePointer<GtkWidget>? { nil }

    /// Whether the type has connected the editable delegate (and must disconnect it).
    var isEditableDelegateConnected = false

    /// Runs `change`, which makes ``editableDelegate`` another `GtkText`, with the type's
    /// delegate disconnected around it, so that GTK forwards the new text's changes and no
    /// longer the old one's. Call it while the old text is still alive.
    public func replacingEditableDelegate(_ change: () -> Void) {
        let wasConnected = isEditableDelegateConnected
        if wasConnected {
            gtk_editable_finish_delegate(OpaquePointer(widget))
            isEditableDelegateConnected = false
        }
        change()
        if wasConnected, editableDelegate != nil {
            gtk_editable_init_delegate(OpaquePointer(widget))
            isEditableDelegateConnected = true
        }
    }

    /// The child that takes focus when the widget is asked to (`gtk_widget_grab_focus`);
    /// nil keeps GTK's own behaviour.
    open var focusTarget: UnsafeMutablePointer<GtkWidget>? { nil }

    /// The children Tab visits, in order (Shift+Tab visits them backwards); nil keeps GTK's
    /// own order, which sorts children by where they are drawn. A widget whose parts overlap
    /// (a field's input over its container, a button beside a taller label) gets an order
    /// from GTK's geometry that can send Shift+Tab forwards: naming the chain makes it the
    /// reading order, the same in both directions and in right-to-left text.
    open var tabChain: [UnsafeMutablePointer<GtkWidget>]? { nil }

    /// Whether focus may move into the widget now; false makes `gtk_widget_grab_focus`
    /// fail and keyboard navigation skip the widget. Asked only when focus is outside it.
    open func mayTakeFocus() -> Bool { true }

    /// Whether keyboard navigation (Tab) may move focus out of the widget now; false keeps
    /// it where it is. Asked only when focus would leave.
    open func mayLoseFocus() -> Bool { true }

    /// Whether keyboard focus is on the widget or inside it.
    public var containsFocus: Bool { KeyboardFocus.isInside(widget) }

    /// The properties of the type and of its Swift ancestors, declared once by key path
    /// (``WidgetProperty``): `g_object_get`, `g_object_set` and "notify" follow from it.
    /// A subclass overrides it as its superclass's table followed by its own entries.
    open class var propertyTable: [WidgetProperty] { [] }

    private lazy var properties = PropertyTable.of(type(of: self))
    // By position in the table: no string hashing on a keystroke's path.
    private lazy var notifiedValues: [PropertyValue] = properties.entries.map(\.definition.defaultValue)

    /// Emits "notify" once for each property of `source` whose value differs from the last
    /// one notified (at first, its default), as libadwaita's widgets do: a set that
    /// changes nothing is silent, however the change came (Swift, `g_object_set`, the
    /// user). Only the properties that follow `source` are read.
    public func notifyChangedProperties(_ source: PropertySource = .model) {
        guard !isDisposed else { return }
        for index in properties.indices(of: source) {
            guard let current = value(forPropertyAt: index), current != notifiedValues[index] else { continue }
            notifiedValues[index] = current
            if let spec = properties.specs[index] { g_object_notify_by_pspec(widget.gObject, spec) }
        }
    }

    /// The value of the table's property at `index`, through an override of
    /// ``value(forProperty:)`` when the type has one.
    private func value(forPropertyAt index: Int) -> PropertyValue? {
        properties.entries[index].read(self) ?? value(forProperty: properties.entries[index].definition.name)
    }

    /// Emits one of the type's declared signals with `arguments`; returns the handlers'
    /// Bool answer for signals that return one. A no-op after disposal.
    @discardableResult
    public func emit(_ signal: String, _ arguments: PropertyValue...) -> Bool {
        guard !isDisposed else { return false }
        return GObjectEmission.emit(widget.gObject, signal, arguments)
    }

    /// Whether the app lets something happen, asked through a boolean signal such as
    /// `should-begin-editing`: the last handler's answer, or true when none is connected
    /// (an unconnected signal answers false, which would refuse everything).
    public func approves(_ signal: String, _ arguments: PropertyValue...) -> Bool {
        guard !isDisposed else { return true }
        return GObjectEmission.approves(widget.gObject, signal, arguments)
    }

    /// What the widget keeps alive until it is disposed: the Swift object that drives it,
    /// when a language that holds widgets rather than Swift objects made it (see
    /// ``handOver(_:to:)``).
    public private(set) var keeper: AnyObject?

    /// Turns ownership around for C and bindings: `keeper`, whose `reference` was the last
    /// strong reference to this widget, is kept alive by the widget until it is disposed,
    /// and `reference` is dropped. Returns the widget, floating again as a new one is, to
    /// hand over untouched (a ``Widget`` made of it would sink the floating reference).
    public func handOver(_ reference: inout GObjectRef?, to keeper: AnyObject) -> UnsafeMutablePointer<GtkWidget> {
        guard let held = reference else { return widget }
        g_object_ref(widget)
        reference = nil
        withExtendedLifetime(held) {}
        self.keeper = keeper
        g_object_force_floating(widget.gObject)
        return widget
    }

    func runDispose() {
        guard !isDisposed else { return }
        dispose()
        keeper = nil
        isDisposed = true
    }
}
