import CGtk

/// Everything GObject needs to know about a non-widget type defined in Swift: a
/// `GtkLayoutManager` subclass, its `GtkLayoutChild` subclass, a model object a `.ui`
/// file describes with its children.
@MainActor
public struct ObjectTypeDefinition {
    /// The GType name, such as `"MfStackLayout"`.
    public var name: String
    /// The parent type, such as `gtk_layout_manager_get_type()`.
    public var parent: GType
    /// The GObject properties the type installs.
    public var properties: [PropertyDefinition]
    /// The class created for each instance.
    public var implementation: ObjectImplementation.Type
    /// For a layout manager: the type of the layout child GTK makes for each child widget.
    public var layoutChildType: GType?
    /// The signals the type declares, for C and bindings to connect to.
    public var signals: [SignalDefinition]
    /// Whether the type is `GtkBuildable`, taking the `<child>` objects of a `.ui` file
    /// (handed to ``ObjectImplementation/addChild(_:type:)``).
    public var takesChildren: Bool

    /// Describes a type.
    public init(name: String, parent: GType, properties: [PropertyDefinition] = [],
                layoutChildType: GType? = nil, signals: [SignalDefinition] = [], takesChildren: Bool = false,
                implementation: ObjectImplementation.Type) {
        self.signals = signals
        self.takesChildren = takesChildren
        self.name = name
        self.parent = parent
        self.properties = properties
        self.layoutChildType = layoutChildType
        self.implementation = implementation
    }
}
