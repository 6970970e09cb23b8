import CGtk

/// Everything GTK needs to know about a widget type defined in Swift.
@MainActor
public struct WidgetTypeDefinition {
    /// The GType name, such as `"MfEntryField"`; it is also the element name in `.ui` files.
    public var name: String
    /// The parent type: `gtk_widget_get_type()`, or a type registered earlier.
    public var parent: GType
    /// The CSS node name, such as `"entryfield"`.
    public var cssName: String?
    /// The layout manager type that sizes the children (`gtk_box_layout_get_type()`, ...).
    public var layoutManager: GType?
    /// The role assistive technologies are told.
    public var accessibleRole: GtkAccessibleRole?
    /// The GObject properties the type installs.
    public var properties: [PropertyDefinition]
    /// The GObject signals the type declares.
    public var signals: [SignalDefinition]
    /// The class of each instance's Swift object.
    package var implementation: any WidgetHooks.Type
    /// Whether the implementation measures and allocates the children itself (its
    /// `measure` and `allocate`), with height-for-width requests, instead of a layout manager.
    public var customLayout: Bool
    /// Whether the type implements `GtkEditable` by delegating to the implementation's
    /// editable delegate (a `GtkText`), as `GtkEntry` does: the
    /// editable's properties (`text`, `editable`, ...) are installed on the type, and
    /// assistive technologies read and edit the text through the type's own node.
    public var isEditable: Bool

    /// Describes a widget type whose instances' Swift objects are of class `implementation`
    /// (a `WidgetImplementation`, or a public widget class conforming to `WidgetHooks`).
    package init(
        name: String,
        parent: GType = gtk_widget_get_type(),
        cssName: String? = nil,
        layoutManager: GType? = nil,
        accessibleRole: GtkAccessibleRole? = nil,
        properties: [PropertyDefinition] = [],
        signals: [SignalDefinition] = [],
        customLayout: Bool = false,
        isEditable: Bool = false,
        implementation: any WidgetHooks.Type
    ) {
        self.name = name
        self.parent = parent
        self.cssName = cssName
        self.layoutManager = layoutManager
        self.accessibleRole = accessibleRole
        self.properties = properties
        self.signals = signals
        self.implementation = implementation
        self.customLayout = customLayout
        self.isEditable = isEditable
    }
}
