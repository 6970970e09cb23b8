import CGtk

/// The Swift object behind each instance of a widget type whose instance owns it: GTK
/// creates one when it creates the instance (from Swift, C or a `.ui` file) and releases it
/// when the instance is finalized, so the widget keeps its state however it was made and
/// whoever holds it. Subclass it, override the hooks the type needs, and build child widgets
/// in `init(widget:)`.
///
/// A type whose Swift object is the one an app holds derives from ``WidgetObject`` instead,
/// conforming to `WidgetHooks` with its own members.
@MainActor
open class WidgetImplementation: WidgetObject, WidgetHooks {
    /// The instance. Not a reference: the instance owns this object, not the reverse.
    public var widget: UnsafeMutablePointer<GtkWidget> { instance }

    /// Called while GTK initialises the instance; child widgets can be added here.
    public required init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(instance: widget)
    }

    /// The current value of a declared property; the default reads the type's
    /// ``propertyTable`` (nil: GObject then reports the property's default).
    open func value(forProperty name: String) -> PropertyValue? { tableValue(forProperty: name) }

    /// Sets a declared property from GObject (`g_object_set`, GtkBuilder).
    open func setValue(_ value: PropertyValue, forProperty name: String) { setTableValue(value, forProperty: name) }

    /// Releases what the instance holds; subclasses call `super.dispose()` last. (Every
    /// child widget is unparented after it, as GTK requires of a widget's dispose.)
    open func dispose() {}

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

    /// The properties of the type and of its Swift ancestors, declared once by key path
    /// (``WidgetProperty``): `g_object_get`, `g_object_set` and "notify" follow from it.
    /// A subclass overrides it as its superclass's table followed by its own entries.
    open class var propertyTable: [WidgetProperty] { [] }
}
