import CGtk

/// A strong, owning reference to a GObject, released when the reference goes away.
///
/// Initially-unowned objects (every `GtkWidget`) are sunk, so the reference owns them
/// outright. The reference also watches for disposal: when something runs the object's
/// dispose while this reference still holds it (`g_object_run_dispose`, a parent tearing
/// down its template), ``isDisposed`` turns true and ``withObject(_:)`` stops calling into
/// the object instead of crashing. `gtk_window_destroy` only drops GTK's own reference on a
/// window, so a window held here stays valid until the reference goes.
@MainActor
public final class GObjectRef {
    /// The object as an untyped `gpointer`, valid for C calls while ``isDisposed`` is false.
    public let rawPointer: UnsafeMutableRawPointer

    /// Whether the object has been disposed (destroyed) while this reference still held it.
    public private(set) var isDisposed = false

    /// Takes a strong reference on `pointer`, sinking a floating reference if there is one.
    public convenience init(_ pointer: UnsafeMutablePointer<some Any>) {
        self.init(sinking: UnsafeMutableRawPointer(pointer))
    }

    /// Takes a strong reference on an object of an opaque GTK type (such as `GdkTexture`).
    public convenience init(_ pointer: OpaquePointer) {
        self.init(sinking: UnsafeMutableRawPointer(pointer))
    }

    /// Adopts an object whose reference the caller owns, such as the result of a `_new`
    /// function for a type that is not initially-unowned; a floating one is sunk.
    public convenience init(adopting pointer: UnsafeMutablePointer<some Any>) {
        self.init(adopting: UnsafeMutableRawPointer(pointer))
    }

    /// Adopts an object of an opaque GTK type whose reference the caller owns.
    public convenience init(adopting pointer: OpaquePointer) {
        self.init(adopting: UnsafeMutableRawPointer(pointer))
    }

    /// Takes a strong reference on `pointer` and leaves a floating reference floating: for a
    /// library function handed a caller's object, which must not take the caller's floating
    /// reference (a widget a C caller made and has not added to a container yet).
    package init(borrowing pointer: UnsafeMutablePointer<some Any>) {
        rawPointer = UnsafeMutableRawPointer(pointer)
        g_object_ref(rawPointer)
        watchDisposal()
    }

    private init(sinking pointer: UnsafeMutableRawPointer) {
        rawPointer = pointer
        g_object_ref_sink(pointer)
        watchDisposal()
    }

    private init(adopting pointer: UnsafeMutableRawPointer) {
        rawPointer = pointer
        if g_object_is_floating(pointer) != 0 {
            g_object_ref_sink(pointer)
            g_object_unref(pointer)
        }
        watchDisposal()
    }

    private func watchDisposal() {
        g_object_weak_ref(object, gObjectRefDisposed, Unmanaged.passUnretained(self).toOpaque())
    }

    isolated deinit {
        if !isDisposed {
            g_object_weak_unref(object, gObjectRefDisposed, Unmanaged.passUnretained(self).toOpaque())
        }
        g_object_unref(rawPointer)
    }

    /// The object as a `GObject *`.
    public var object: UnsafeMutablePointer<GObject> { gCast(rawPointer) }

    /// The object as a `GtkWidget *`; only meaningful if it is a widget.
    public var widget: UnsafeMutablePointer<GtkWidget> { gCast(rawPointer) }

    /// The object as a pointer to an opaque GTK type.
    public var opaque: OpaquePointer { OpaquePointer(rawPointer) }

    /// The object as a typed pointer.
    public func pointer<Object>(as _: Object.Type) -> UnsafeMutablePointer<Object> { gCast(rawPointer) }

    /// Runs `body` with the object unless it has been disposed; returns nil if it has.
    @discardableResult
    public func withObject<Result>(_ body: (UnsafeMutablePointer<GObject>) throws -> Result) rethrows -> Result? {
        guard !isDisposed else { return nil }
        return try body(object)
    }

    fileprivate func markDisposed() { isDisposed = true }
}

private let gObjectRefDisposed: GWeakNotify = { data, _ in
    guard let data else { return }
    // GTK disposes objects on the main thread; the pointer itself crosses no thread.
    nonisolated(unsafe) let observer = data
    MainActor.assumeIsolated {
        // The weak ref is only registered while the reference is alive (deinit removes it),
        // so `observer` is always a live reference here.
        Unmanaged<GObjectRef>.fromOpaque(observer).takeUnretainedValue().markDisposed()
    }
}
