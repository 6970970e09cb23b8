import CGtk

/// The Swift object behind a `GtkLayoutManager` subclass registered with ``ObjectType``:
/// GTK asks it to measure and place the children of the widget it lays out.
@MainActor
open class LayoutManagerImplementation: ObjectImplementation {
    /// The manager, as GTK types it.
    public var manager: UnsafeMutablePointer<GtkLayoutManager> { gCast(object, to: GtkLayoutManager.self) }

    /// Whether widths depend on heights or the reverse; height-for-width by default.
    open var requestMode: GtkSizeRequestMode { GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }

    /// The size `widget` asks for along `orientation`, given `forSize` across it (-1 for none).
    open func measure(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation,
                      forSize: Int32) -> (minimum: Int32, natural: Int32) {
        (0, 0)
    }

    /// Places the children of `widget` in a `width` x `height` allocation.
    open func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32, baseline: Int32) {}

    /// Tells GTK that the layout must be measured and allocated again.
    public func layoutChanged() {
        gtk_layout_manager_layout_changed(manager)
    }

    /// The Swift layout child of `child` (a child of the managed widget), of class
    /// `Child`; nil when the type's layout child is not one.
    public func layoutChild<Child: ObjectImplementation>(of child: UnsafeMutablePointer<GtkWidget>,
                                                        as _: Child.Type = Child.self) -> Child? {
        guard let layoutChild = gtk_layout_manager_get_layout_child(manager, child) else { return nil }
        return ObjectType.implementation(of: layoutChild, as: Child.self)
    }
}
