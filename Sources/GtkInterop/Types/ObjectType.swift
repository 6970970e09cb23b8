import CGtk

/// A GObject type that is not a widget, registered from Swift: a `GtkLayoutManager`
/// subclass (its implementation a ``LayoutManagerImplementation``) or a `GtkLayoutChild`
/// subclass whose properties a `.ui` file's `<layout>` element sets.
///
/// Register once per process with ``register(_:)``; GTK creates the instances (a widget
/// class names its layout manager type, a manager its layout child type), and each gets
/// its ``ObjectImplementation``.
@MainActor
public final class ObjectType {
    /// The registered GType.
    public private(set) var gType: GType = 0
    /// The definition the type was registered with.
    public let definition: ObjectTypeDefinition

    private var paramSpecs: [String: UnsafeMutablePointer<GParamSpec>] = [:]
    private static var registered: [String: ObjectType] = [:]

    private init(definition: ObjectTypeDefinition) {
        self.definition = definition
    }

    /// Registers `definition` with GObject, or returns the type registered under its name
    /// earlier in this process.
    ///
    /// - Throws: ``GtkInteropError/typeNameTaken(_:)`` if something other than this API
    ///   already registered the name.
    public static func register(_ definition: ObjectTypeDefinition) throws -> ObjectType {
        if let existing = registered[definition.name] { return existing }
        guard g_type_from_name(definition.name) == 0 else { throw GtkInteropError.typeNameTaken(definition.name) }
        // Instances run main-actor work (a debounce, a draft's write) from GLib's loop, also
        // in a C or Python app, which never calls Gtk.initialize().
        MainLoop.installDispatchBridge()
        let type = ObjectType(definition: definition)
        var query = GTypeQuery()
        g_type_query(definition.parent, &query)
        let box = Unmanaged.passRetained(type).toOpaque() // types live as long as the process
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.class_init = objectTypeClassInit
        info.class_data = UnsafeRawPointer(box)
        info.instance_size = guint16(query.instance_size)
        info.instance_init = objectTypeInstanceInit
        type.gType = g_type_register_static(definition.parent, definition.name, &info, GTypeFlags(rawValue: 0))
        if definition.takesChildren {
            var buildable = GInterfaceInfo(interface_init: buildableInterfaceInit, interface_finalize: nil, interface_data: nil)
            g_type_add_interface_static(type.gType, gtk_buildable_get_type(), &buildable)
        }
        g_type_set_qdata(type.gType, objectTypeQuark, box)
        registered[definition.name] = type
        return type
    }

    /// The Swift implementation of `object`, if it is an instance of a type registered
    /// here and of class `Implementation`.
    public static func implementation<Implementation: ObjectImplementation>(
        of object: UnsafeMutablePointer<some Any>, as _: Implementation.Type = Implementation.self
    ) -> Implementation? {
        guard let data = g_object_get_qdata(object.gObject, objectImplementationQuark) else { return nil }
        return Unmanaged<ObjectImplementation>.fromOpaque(data).takeUnretainedValue() as? Implementation
    }

    /// The `GParamSpec` installed for a property of this type.
    public func paramSpec(named name: String) -> UnsafeMutablePointer<GParamSpec>? {
        paramSpecs[name]
    }

    /// The registered type of `object`, nil for an object of another type.
    static func type(of object: UnsafeMutablePointer<GObject>) -> ObjectType? {
        guard let data = g_type_get_qdata(mf_instance_type(object), objectTypeQuark) else { return nil }
        return Unmanaged<ObjectType>.fromOpaque(data).takeUnretainedValue()
    }

    fileprivate func initializeClass(_ klass: UnsafeMutableRawPointer) {
        let objectClass = gCast(klass, to: GObjectClass.self)
        objectClass.pointee.set_property = objectTypeSetProperty
        objectClass.pointee.get_property = objectTypeGetProperty
        paramSpecs = PropertyDefinition.install(definition.properties, on: objectClass)
        SignalDefinition.install(definition.signals, on: gType)
        if g_type_is_a(gType, gtk_layout_manager_get_type()) != 0 {
            let managerClass = gCast(klass, to: GtkLayoutManagerClass.self)
            managerClass.pointee.get_request_mode = layoutRequestMode
            managerClass.pointee.measure = layoutMeasure
            managerClass.pointee.allocate = layoutAllocate
            if let childType = definition.layoutChildType { managerClass.pointee.layout_child_type = childType }
        }
    }

    fileprivate func property(named spec: UnsafeMutablePointer<GParamSpec>?) -> String? {
        guard let spec, let name = g_param_spec_get_name(spec) else { return nil }
        return String(cString: name)
    }
}

// Not g_quark_from_static_string: Swift may hand C a temporary copy of a literal, which
// GLib would keep after it is freed (AddressSanitizer found reads of it in GTK).
private let objectTypeQuark = g_quark_from_string("material-fields-object-type")
private let objectImplementationQuark = g_quark_from_string("material-fields-object-implementation")

// GObject and GTK call these on the main thread; the `nonisolated(unsafe)` bindings only
// tell the compiler so, for pointers that live for the call alone.

private let objectTypeClassInit: GClassInitFunc = { klass, data in
    guard let klass, let data else { return }
    nonisolated(unsafe) let target = (klass: klass, type: data)
    MainActor.assumeIsolated {
        Unmanaged<ObjectType>.fromOpaque(target.type).takeUnretainedValue().initializeClass(target.klass)
    }
}

private let objectTypeInstanceInit: GInstanceInitFunc = { instance, klass in
    guard let instance, let klass else { return }
    nonisolated(unsafe) let target = (instance: instance, klass: klass)
    MainActor.assumeIsolated {
        let object = gCast(target.instance, to: GObject.self)
        guard g_object_get_qdata(object, objectImplementationQuark) == nil,
              let data = g_type_get_qdata(mf_class_type(target.klass), objectTypeQuark) else { return }
        let type = Unmanaged<ObjectType>.fromOpaque(data).takeUnretainedValue()
        let implementation = type.definition.implementation.init(object: object)
        g_object_set_qdata_full(object, objectImplementationQuark, Unmanaged.passRetained(implementation).toOpaque()) {
            guard let data = $0 else { return }
            Unmanaged<ObjectImplementation>.fromOpaque(data).release()
        }
    }
}

private let objectTypeSetProperty: GObjectSetPropertyFunc = { object, _, value, spec in
    guard let object, let value else { return }
    nonisolated(unsafe) let target = (object: object, value: value, spec: spec)
    MainActor.assumeIsolated {
        guard let implementation = ObjectType.implementation(of: target.object, as: ObjectImplementation.self),
              let name = ObjectType.type(of: target.object)?.property(named: target.spec),
              let swiftValue = PropertyValue(target.value)
        else { return }
        implementation.setValue(swiftValue, forProperty: name)
    }
}

private let objectTypeGetProperty: GObjectGetPropertyFunc = { object, _, value, spec in
    guard let object, let value, let spec else { return }
    nonisolated(unsafe) let target = (object: object, value: value, spec: spec)
    MainActor.assumeIsolated {
        let implementation = ObjectType.implementation(of: target.object, as: ObjectImplementation.self)
        let name = ObjectType.type(of: target.object)?.property(named: target.spec)
        if let name, let current = implementation?.value(forProperty: name), current.store(in: target.value) { return }
        g_param_value_set_default(target.spec, target.value)
    }
}

private let buildableInterfaceInit: GInterfaceInitFunc = { iface, _ in
    guard let iface else { return }
    gCast(iface, to: GtkBuildableIface.self).pointee.add_child = { buildable, _, child, type in
        guard let buildable, let child else { return }
        nonisolated(unsafe) let target = (object: buildable, child: child, type: type)
        MainActor.assumeIsolated {
            let object = UnsafeMutablePointer<GObject>(target.object)
            ObjectType.implementation(of: object, as: ObjectImplementation.self)?
                .addChild(target.child, type: target.type.map { String(cString: $0) })
        }
    }
}

@MainActor
private func layoutManager(_ manager: UnsafeMutablePointer<GtkLayoutManager>?) -> LayoutManagerImplementation? {
    manager.flatMap { ObjectType.implementation(of: $0, as: LayoutManagerImplementation.self) }
}

private let layoutRequestMode: @convention(c) (UnsafeMutablePointer<GtkLayoutManager>?, UnsafeMutablePointer<GtkWidget>?)
    -> GtkSizeRequestMode = { manager, _ in
    nonisolated(unsafe) let target = manager
    return MainActor.assumeIsolated { layoutManager(target)?.requestMode ?? GTK_SIZE_REQUEST_CONSTANT_SIZE }
}

private let layoutMeasure: @convention(c) (
    UnsafeMutablePointer<GtkLayoutManager>?, UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void = { manager, widget, orientation, forSize, minimum, natural, _, _ in
    guard let widget else { return }
    nonisolated(unsafe) let target = (manager: manager, widget: widget, minimum: minimum, natural: natural)
    MainActor.assumeIsolated {
        let size = layoutManager(target.manager)?.measure(target.widget, orientation, forSize: forSize) ?? (minimum: 0, natural: 0)
        target.minimum?.pointee = max(0, size.minimum)
        target.natural?.pointee = max(max(0, size.minimum), size.natural)
    }
}

private let layoutAllocate: @convention(c) (
    UnsafeMutablePointer<GtkLayoutManager>?, UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32
) -> Void = { manager, widget, width, height, baseline in
    guard let widget else { return }
    nonisolated(unsafe) let target = (manager: manager, widget: widget)
    MainActor.assumeIsolated {
        layoutManager(target.manager)?.allocate(target.widget, width: width, height: height, baseline: baseline)
    }
}
