import CGtk

/// Reinterprets a GObject-family pointer as another type in the same hierarchy.
///
/// GTK's C casts (`GTK_WIDGET (x)`, `G_OBJECT (x)`) are macros Swift cannot import, and
/// Swift will not convert `UnsafeMutablePointer<GtkWidget>` to `UnsafeMutablePointer<GObject>`
/// implicitly. Going through `OpaquePointer` keeps every call site to one short word.
@inlinable
public func gCast<Target>(
    _ pointer: UnsafeMutablePointer<some Any>, to _: Target.Type = Target.self
) -> UnsafeMutablePointer<Target> {
    UnsafeMutablePointer<Target>(OpaquePointer(pointer))
}

/// Reinterprets an untyped GLib pointer (`gpointer`) as a typed GObject-family pointer.
@inlinable
public func gCast<Target>(
    _ pointer: UnsafeMutableRawPointer, to _: Target.Type = Target.self
) -> UnsafeMutablePointer<Target> {
    pointer.assumingMemoryBound(to: Target.self)
}

extension UnsafeMutablePointer {
    /// This pointer as a `GObject *`.
    @inlinable public var gObject: UnsafeMutablePointer<GObject> { gCast(self) }

    /// This pointer as an untyped `gpointer`.
    @inlinable public var gPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

/// Whether a GObject-family pointer is an instance of `type` (`G_TYPE_CHECK_INSTANCE_TYPE`).
@inlinable
public func gIsA(_ pointer: UnsafeMutablePointer<some Any>, _ type: GType) -> Bool {
    mf_instance_is_a(pointer, type) != 0
}

extension OpaquePointer {
    /// This pointer (to an opaque GTK type such as `GtkSettings`) as a `GObject *`.
    @inlinable public var gObject: UnsafeMutablePointer<GObject> { UnsafeMutablePointer(self) }

    /// This pointer as an untyped `gpointer`.
    @inlinable public var gPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

/// Reinterprets a GObject-family pointer as a pointer to an opaque GTK type
/// (`GtkLabel *`, `GtkEntry *`, ...), which Swift imports as `OpaquePointer`.
@inlinable
public func gCast(_ pointer: UnsafeMutablePointer<some Any>) -> OpaquePointer {
    OpaquePointer(pointer)
}
