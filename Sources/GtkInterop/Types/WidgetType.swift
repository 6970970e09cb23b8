import CGtk

/// A GtkWidget subclass registered with GObject from Swift.
///
/// Register once per process with ``register(_:)`` (repeat calls return the same type);
/// instances are then created by ``instantiate()``, `g_object_new`, or a GtkBuilder file,
/// and each gets its Swift object (a ``WidgetObject``). Swift types may derive from GTK
/// types or from other Swift types.
@MainActor
public final class WidgetType {
    /// The registered GType.
    public private(set) var gType: GType = 0
    /// The definition the type was registered with.
    public let definition: WidgetTypeDefinition

    private var paramSpecs: [String: UnsafeMutablePointer<GParamSpec>] = [:]
    // GObject calls the first class's dispose; the one above all Swift levels must run last.
    fileprivate var nativeParentDispose: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?
    fileprivate var nativeParentGrabFocus: (@convention(c) (UnsafeMutablePointer<GtkWidget>?) -> gboolean)?
    fileprivate var nativeParentFocus: (@convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType) -> gboolean)?
    fileprivate var nativeParentConstructed: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?
    fileprivate var nativeParentStateFlagsChanged: (@convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkStateFlags) -> Void)?

    private static var registered: [String: WidgetType] = [:]

    private init(definition: WidgetTypeDefinition) {
        self.definition = definition
    }

    /// The type registered under `name`, registering the definition `definition` makes
    /// for that name the first time. The definition (its property and signal tables) is
    /// built only then, so asking for the type again, as each new instance does, is one
    /// lookup.
    ///
    /// - Throws: ``GtkInteropError/typeNameTaken(_:)`` if something other than this API
    ///   already registered the name, and what `definition` throws.
    public static func register(_ name: String, _ definition: (String) throws -> WidgetTypeDefinition) throws -> WidgetType {
        if let existing = registered[name] { return existing }
        return try register(definition(name))
    }

    /// Registers `definition` with GObject, or returns the type registered under its name
    /// earlier in this process.
    ///
    /// - Throws: ``GtkInteropError/typeNameTaken(_:)`` if something other than this API
    ///   already registered the name.
    public static func register(_ definition: WidgetTypeDefinition) throws -> WidgetType {
        if let existing = registered[definition.name] { return existing }
        guard g_type_from_name(definition.name) == 0 else {
            throw GtkInteropError.typeNameTaken(definition.name)
        }
        // Instances run main-actor work (a debounce, a draft's write) from GLib's loop, also
        // in a C or Python app, which never calls Gtk.initialize().
        MainLoop.installDispatchBridge()
        let type = WidgetType(definition: definition)
        var query = GTypeQuery()
        g_type_query(definition.parent, &query)
        let box = Unmanaged.passRetained(type).toOpaque() // types live as long as the process
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.class_init = widgetTypeClassInit
        info.class_data = UnsafeRawPointer(box)
        info.instance_size = guint16(query.instance_size)
        info.instance_init = widgetTypeInstanceInit
        type.gType = g_type_register_static(definition.parent, definition.name, &info, GTypeFlags(rawValue: 0))
        // A subtype of an editable Swift type (a number field of an entry field) inherits the
        // interface and its accessible focus reporting, which are not added again (the shim's
        // platform-state hook skips its own inherited copies to reach GTK's).
        if definition.isEditable, g_type_is_a(definition.parent, gtk_editable_get_type()) == 0 {
            var editable = GInterfaceInfo(interface_init: editableInterfaceInit, interface_finalize: nil, interface_data: nil)
            g_type_add_interface_static(type.gType, gtk_editable_get_type(), &editable)
            // Focus is on the delegate text; the field is the node a screen reader follows.
            mf_editable_type_reports_delegate_focus(type.gType)
        }
        g_type_set_qdata(type.gType, widgetTypeQuark, box)
        registered[definition.name] = type
        return type
    }

    /// Creates an instance, floating as every new widget is; a container or a
    /// ``GObjectRef`` takes ownership of it.
    public func instantiate() -> UnsafeMutablePointer<GtkWidget> {
        gCast(mf_object_new(gType), to: GtkWidget.self)
    }

    /// The Swift object of `widget`, if it is an instance of a Swift type and of class
    /// `Implementation`.
    public static func implementation<Implementation: WidgetObject>(
        of widget: UnsafeMutablePointer<some Any>, as _: Implementation.Type = Implementation.self
    ) -> Implementation? {
        WidgetObject.of(widget) as? Implementation
    }

    /// Set while a Swift initializer makes an instance whose object it is (``instantiateForSwift()``).
    fileprivate static var isInstantiatingForSwift = false

    /// A new instance, floating, with no Swift object: for a `WidgetHooks` initializer,
    /// which makes the object itself (see `WidgetHooks/newInstance(of:)`).
    func instantiateForSwift() -> UnsafeMutablePointer<GtkWidget> {
        Self.isInstantiatingForSwift = true
        defer { Self.isInstantiatingForSwift = false }
        return instantiate()
    }

    /// Connects the instance of `object` to the `GtkText` its type delegates `GtkEditable`
    /// to, once the instance is whole and its object attached.
    static func connectEditableDelegate(of object: WidgetObject) {
        guard object.connectedEditableDelegate == nil, let delegate = object.hooks?.editableDelegate,
              nearestSwiftType(from: mf_instance_type(object.instance))?.definition.isEditable == true else { return }
        object.connectedEditableDelegate = delegate
        gtk_editable_init_delegate(OpaquePointer(object.instance))
    }

    /// The `GParamSpec` installed for a property of this type, for `g_object_notify_by_pspec`
    /// and bindings.
    public func paramSpec(named name: String) -> UnsafeMutablePointer<GParamSpec>? {
        paramSpecs[name]
    }

    /// Every property the type implemented by `implementation` declares, its Swift
    /// ancestors' first, with the param spec its class installed. (Looked up by
    /// implementation class: while GObject initialises an instance, the instance reports
    /// each ancestor's type in turn.)
    static func declaredProperties(
        of implementation: any WidgetHooks.Type
    ) -> [(definition: PropertyDefinition, spec: UnsafeMutablePointer<GParamSpec>?)] {
        var properties: [(definition: PropertyDefinition, spec: UnsafeMutablePointer<GParamSpec>?)] = []
        var type = registered.values.first { ObjectIdentifier($0.definition.implementation) == ObjectIdentifier(implementation) }
        while let current = type {
            properties.insert(contentsOf: current.definition.properties.map { ($0, current.paramSpecs[$0.name]) }, at: 0)
            type = nearestSwiftType(from: g_type_parent(current.gType))
        }
        return properties
    }

    /// The Swift type nearest to `type` in its ancestry (itself included).
    fileprivate static func nearestSwiftType(from type: GType) -> WidgetType? {
        var current = type
        while current != 0 {
            if let data = g_type_get_qdata(current, widgetTypeQuark) {
                return Unmanaged<WidgetType>.fromOpaque(data).takeUnretainedValue()
            }
            current = g_type_parent(current)
        }
        return nil
    }

    fileprivate func initializeClass(_ klass: UnsafeMutableRawPointer) {
        let objectClass = gCast(klass, to: GObjectClass.self)
        let widgetClass = gCast(klass, to: GtkWidgetClass.self)
        if let parentClass = g_type_class_peek_parent(klass) {
            let parentType = mf_class_type(parentClass)
            let swiftParent = Self.nearestSwiftType(from: parentType)
            nativeParentDispose = swiftParent?.nativeParentDispose ?? gCast(parentClass, to: GObjectClass.self).pointee.dispose
            nativeParentGrabFocus = swiftParent?.nativeParentGrabFocus
                ?? gCast(parentClass, to: GtkWidgetClass.self).pointee.grab_focus
            nativeParentFocus = swiftParent?.nativeParentFocus ?? gCast(parentClass, to: GtkWidgetClass.self).pointee.focus
            nativeParentConstructed = swiftParent?.nativeParentConstructed
                ?? gCast(parentClass, to: GObjectClass.self).pointee.constructed
            nativeParentStateFlagsChanged = swiftParent?.nativeParentStateFlagsChanged
                ?? gCast(parentClass, to: GtkWidgetClass.self).pointee.state_flags_changed
        }
        if definition.isEditable { objectClass.pointee.constructed = widgetTypeConstructed }
        widgetClass.pointee.grab_focus = widgetTypeGrabFocus
        widgetClass.pointee.focus = widgetTypeFocus
        widgetClass.pointee.state_flags_changed = widgetTypeStateFlagsChanged
        if definition.customLayout {
            widgetClass.pointee.measure = widgetTypeMeasure
            widgetClass.pointee.size_allocate = widgetTypeSizeAllocate
            widgetClass.pointee.get_request_mode = { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }
        }
        objectClass.pointee.dispose = widgetTypeDispose
        objectClass.pointee.set_property = widgetTypeSetProperty
        objectClass.pointee.get_property = widgetTypeGetProperty

        paramSpecs = PropertyDefinition.install(definition.properties, on: objectClass)
        if definition.isEditable {
            // After the type's own properties: GTK tells its properties apart by id.
            _ = gtk_editable_install_properties(objectClass, guint(definition.properties.count + 1))
        }
        SignalDefinition.install(definition.signals, on: gType)
        if let cssName = definition.cssName { gtk_widget_class_set_css_name(widgetClass, cssName) }
        if let layoutManager = definition.layoutManager {
            gtk_widget_class_set_layout_manager_type(widgetClass, layoutManager)
        }
        if let role = definition.accessibleRole { gtk_widget_class_set_accessible_role(widgetClass, role) }
    }

    fileprivate func property(named spec: UnsafeMutablePointer<GParamSpec>?) -> String? {
        guard let spec, let name = g_param_spec_get_name(spec) else { return nil }
        return String(cString: name)
    }
}

// Not g_quark_from_static_string: Swift may hand C a temporary copy of a literal, which
// GLib would keep after it is freed (AddressSanitizer found reads of it in GTK).
private let widgetTypeQuark = g_quark_from_string("material-fields-widget-type")

// GObject calls these on the main thread (GTK is single-threaded); the `nonisolated(unsafe)`
// bindings only tell the compiler so, for pointers that live for the call alone.

private let widgetTypeClassInit: GClassInitFunc = { klass, data in
    guard let klass, let data else { return }
    nonisolated(unsafe) let target = (klass: klass, type: data)
    MainActor.assumeIsolated {
        Unmanaged<WidgetType>.fromOpaque(target.type).takeUnretainedValue().initializeClass(target.klass)
    }
}

private let widgetTypeInstanceInit: GInstanceInitFunc = { instance, klass in
    guard let instance, let klass else { return }
    nonisolated(unsafe) let target = (instance: instance, klass: klass)
    MainActor.assumeIsolated {
        // GObject runs every level's instance_init with the most-derived class; only the
        // first Swift level to run creates the implementation, of the most-derived Swift type.
        let object = gCast(target.instance, to: GObject.self)
        guard !WidgetType.isInstantiatingForSwift, WidgetObject.of(object) == nil,
              let type = WidgetType.nearestSwiftType(from: mf_class_type(target.klass))
        else { return }
        let made = type.definition.implementation.init(widget: gCast(target.instance, to: GtkWidget.self))
        // Made for C, a binding or a .ui file: the instance owns it until Swift takes it.
        made.attach(as: made, ownership: .byInstance)
    }
}

private let widgetTypeDispose: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    guard let object else { return }
    nonisolated(unsafe) let target = object
    MainActor.assumeIsolated {
        if let object = WidgetObject.of(target) {
            object.disconnectEditableDelegate()
            object.runDispose()
        } else {
            // A mutually owned object went first (see WidgetObject); the children remain.
            WidgetChildren.unparentAll(of: gCast(target, to: GtkWidget.self))
        }
        WidgetType.nearestSwiftType(from: mf_instance_type(target))?.nativeParentDispose?(target)
    }
}

private let widgetTypeSetProperty: GObjectSetPropertyFunc = { object, id, value, spec in
    guard let object, let value else { return }
    nonisolated(unsafe) let target = (object: object, value: value, spec: spec)
    MainActor.assumeIsolated {
        if isEditableProperty(target.spec, of: target.object),
           gtk_editable_delegate_set_property(target.object, id, target.value, target.spec) != 0 { return }
        guard let hooks = WidgetObject.of(target.object)?.hooks,
              let type = WidgetType.nearestSwiftType(from: mf_instance_type(target.object)),
              let name = type.property(named: target.spec),
              let swiftValue = PropertyValue(target.value)
        else { return }
        hooks.setValue(swiftValue, forProperty: name)
    }
}

private let widgetTypeGetProperty: GObjectGetPropertyFunc = { object, id, value, spec in
    guard let object, let value, let spec else { return }
    nonisolated(unsafe) let target = (object: object, value: value, spec: spec)
    MainActor.assumeIsolated {
        if isEditableProperty(target.spec, of: target.object),
           gtk_editable_delegate_get_property(target.object, id, target.value, target.spec) != 0 { return }
        let hooks = WidgetObject.of(target.object)?.hooks
        let name = WidgetType.nearestSwiftType(from: mf_instance_type(target.object))?.property(named: target.spec)
        if let name, let current = hooks?.value(forProperty: name), current.store(in: target.value) { return }
        g_param_value_set_default(target.spec, target.value)
    }
}

private let widgetTypeGrabFocus: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> gboolean = { widget in
    guard let widget else { return 0 }
    nonisolated(unsafe) let target = widget
    return MainActor.assumeIsolated {
        if let (object, hooks) = WidgetObject.live(target) {
            if !object.containsFocus, !hooks.mayTakeFocus() { return 0 }
            if let child = hooks.focusTarget { return gtk_widget_grab_focus(child) }
        }
        return WidgetType.nearestSwiftType(from: mf_instance_type(target))?.nativeParentGrabFocus?(target) ?? 0
    }
}

// Keyboard navigation (Tab, arrows): GTK asks each widget on the way to move focus into
// or within itself; answering false passes focus on to the next widget.
private let widgetTypeFocus: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType) -> gboolean = {
    widget, direction in
    guard let widget else { return 0 }
    nonisolated(unsafe) let target = widget
    return MainActor.assumeIsolated {
        let native = WidgetType.nearestSwiftType(from: mf_instance_type(target))?.nativeParentFocus
        guard let (object, hooks) = WidgetObject.live(target) else { return native?(target, direction) ?? 0 }
        let wasInside = object.containsFocus
        if !wasInside, !hooks.mayTakeFocus() { return 0 }
        let moved: gboolean
        if direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD, let chain = hooks.tabChain {
            moved = KeyboardFocus.move(direction, through: chain) ? 1 : 0
        } else {
            moved = native?(target, direction) ?? 0
        }
        if moved == 0, wasInside, !hooks.mayLoseFocus() { return 1 }
        return moved
    }
}

private let widgetTypeStateFlagsChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkStateFlags) -> Void = {
    widget, previous in
    guard let widget else { return }
    nonisolated(unsafe) let target = widget
    MainActor.assumeIsolated {
        WidgetType.nearestSwiftType(from: mf_instance_type(target))?.nativeParentStateFlagsChanged?(target, previous)
        guard let hooks = WidgetObject.live(target)?.hooks else { return }
        hooks.stateFlagsChanged(from: previous)
    }
}

private let widgetTypeMeasure: @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void = { widget, orientation, forSize, minimum, natural, _, _ in
    guard let widget else { return }
    nonisolated(unsafe) let target = (widget: widget, minimum: minimum, natural: natural)
    MainActor.assumeIsolated {
        guard let hooks = WidgetObject.live(target.widget)?.hooks else { return }
        let size = hooks.measure(orientation, forSize: forSize)
        target.minimum?.pointee = max(0, size.minimum)
        target.natural?.pointee = max(size.minimum, size.natural)
    }
}

private let widgetTypeSizeAllocate: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
    widget, width, height, baseline in
    guard let widget else { return }
    nonisolated(unsafe) let target = widget
    MainActor.assumeIsolated {
        guard let hooks = WidgetObject.live(target)?.hooks else { return }
        hooks.allocate(width: width, height: height, baseline: baseline)
    }
}

// MARK: GtkEditable by delegation

/// Whether `spec` is one of the `GtkEditable` properties installed on an editable Swift
/// type (the ids of a parent class's properties would otherwise be taken for them).
@MainActor
private func isEditableProperty(_ spec: UnsafeMutablePointer<GParamSpec>?, of object: UnsafeMutablePointer<GObject>) -> Bool {
    guard let spec, let type = WidgetType.nearestSwiftType(from: mf_instance_type(object)), type.definition.isEditable
    else { return false }
    return spec.pointee.owner_type == type.gType && type.paramSpec(named: String(cString: g_param_spec_get_name(spec))) == nil
}

/// Connects an editable type's delegate once the instance is whole: during instance
/// initialisation GObject reports each ancestor's class in turn, none of them editable yet.
private let widgetTypeConstructed: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
    guard let object else { return }
    nonisolated(unsafe) let target = object
    MainActor.assumeIsolated {
        WidgetType.nearestSwiftType(from: mf_instance_type(target))?.nativeParentConstructed?(target)
        // A Swift initializer's object is attached later, and connects then.
        if let object = WidgetObject.of(target) { WidgetType.connectEditableDelegate(of: object) }
    }
}

private let editableInterfaceInit: GInterfaceInitFunc = { iface, _ in
    guard let iface else { return }
    gCast(iface, to: GtkEditableInterface.self).pointee.get_delegate = editableGetDelegate
}

private let editableGetDelegate: @convention(c) (OpaquePointer?) -> OpaquePointer? = { editable in
    guard let editable else { return nil }
    nonisolated(unsafe) let target = editable
    // An address crosses the isolation boundary: pointers are not Sendable.
    let address: UInt = MainActor.assumeIsolated {
        UInt(bitPattern: WidgetObject.editableDelegate(of: UnsafeMutablePointer<GtkWidget>(target)))
    }
    return OpaquePointer(bitPattern: address)
}
