import CGtk

/// What a widget type defined in Swift does in place of GTK's virtual functions: its
/// property accessors, dispose, measure and allocate, focus, and the text it delegates
/// `GtkEditable` to. Every requirement has a default (GTK's own behaviour).
///
/// The package's: a public widget class conforms with `package` members, so an app sees
/// none of them. A subclass customises a hook only where its superclass implements it (a
/// default from this protocol's extension is not overridable), so a class that others
/// derive from implements the hooks they change.
@MainActor
package protocol WidgetHooks: WidgetObject {
    /// Creates the object for a new instance (made by C, a binding or a `.ui` file); child
    /// widgets can be added here. A Swift initializer makes the instance with
    /// ``newInstance(of:)`` and calls this, then ``adoptInstance()``.
    init(widget: UnsafeMutablePointer<GtkWidget>)

    /// The properties of the type and of its Swift ancestors, declared once by key path
    /// (``WidgetProperty``): `g_object_get`, `g_object_set` and "notify" follow from it.
    static var propertyTable: [WidgetProperty] { get }

    /// The current value of a declared property; nil reports the property's default.
    func value(forProperty name: String) -> PropertyValue?

    /// Sets a declared property from GObject (`g_object_set`, GtkBuilder).
    func setValue(_ value: PropertyValue, forProperty name: String)

    /// Releases what the instance holds when GTK disposes it while this object lives; the
    /// child widgets are unparented after it.
    func dispose()

    /// The size asked for along `orientation`, given `forSize` across it (-1 for none).
    /// Called only for types whose definition sets `customLayout`.
    func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32)

    /// Places the children in a `width` x `height` allocation (`customLayout` types only).
    func allocate(width: Int32, height: Int32, baseline: Int32)

    /// The `GtkText` an editable type delegates its `GtkEditable` to; it must exist once the
    /// object is made.
    var editableDelegate: UnsafeMutablePointer<GtkWidget>? { get }

    /// The child that takes focus when the widget is asked to; nil keeps GTK's behaviour.
    var focusTarget: UnsafeMutablePointer<GtkWidget>? { get }

    /// The children Tab visits, in order (Shift+Tab visits them backwards); nil keeps GTK's
    /// order, which sorts children by where they are drawn.
    var tabChain: [UnsafeMutablePointer<GtkWidget>]? { get }

    /// Whether focus may move into the widget now (asked only when focus is outside it).
    func mayTakeFocus() -> Bool

    /// Whether Tab may move focus out of the widget now (asked only when it would leave).
    func mayLoseFocus() -> Bool

    /// Called by ``adoptInstance()`` once the object is attached: a widget made in Swift
    /// is set up before then, when none of its property changes could be notified.
    func instanceAdopted()

    /// The widget's state flags changed from `previous` (GTK's `state_flags_changed`): the
    /// pointer came or went (`GTK_STATE_FLAG_PRELIGHT`, set on each widget under the pointer
    /// together with its motion controllers' enter and leave), sensitivity, direction.
    func stateFlagsChanged(from previous: GtkStateFlags)
}

extension WidgetHooks {
    package static var propertyTable: [WidgetProperty] { [] }
    package func value(forProperty name: String) -> PropertyValue? { tableValue(forProperty: name) }
    package func setValue(_ value: PropertyValue, forProperty name: String) { setTableValue(value, forProperty: name) }
    package func dispose() {}
    package func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) { (0, 0) }
    package func allocate(width: Int32, height: Int32, baseline: Int32) {}
    package var editableDelegate: UnsafeMutablePointer<GtkWidget>? { nil }
    package var focusTarget: UnsafeMutablePointer<GtkWidget>? { nil }
    package var tabChain: [UnsafeMutablePointer<GtkWidget>]? { nil }
    package func mayTakeFocus() -> Bool { true }
    package func mayLoseFocus() -> Bool { true }
    package func instanceAdopted() {}
    package func stateFlagsChanged(from previous: GtkStateFlags) {}

    /// The object of `widget` if it is one of this class, for the library's own use (a C
    /// entry point's), leaving how it is owned as it is: Swift does not keep it.
    package static func object(of widget: Widget) -> Self? {
        WidgetObject.of(widget.pointer) as? Self
    }

    /// A new instance of `type` with no object yet, for a Swift initializer to pass to
    /// `self.init(widget:)` before it calls ``adoptInstance()``.
    package static func newInstance(of type: WidgetType) -> UnsafeMutablePointer<GtkWidget> {
        type.instantiateForSwift()
    }

    /// Attaches a Swift-made object to the instance it was made with, each holding the
    /// other (see ``WidgetObject``): the object is the instance's owner from here on.
    package func adoptInstance() {
        attach(as: self, ownership: .mutual)
        WidgetType.connectEditableDelegate(of: self)
        // The instance's floating reference was the creator's, that is, this object's.
        g_object_ref_sink(instance.gObject)
        g_object_unref(instance.gObject)
        instanceAdopted()
    }
}
