import CGtk

/// A weak reference to a GObject (`GWeakRef`): it never keeps the object alive, and
/// reads as nil once the object has been finalized.
public final class WeakObjectRef: @unchecked Sendable {
    // GWeakRef must stay at one address for its whole life, and GLib makes it thread-safe.
    private let storage: UnsafeMutablePointer<GWeakRef>

    /// Watches `pointer` without taking a reference on it.
    public convenience init(_ pointer: UnsafeMutablePointer<some Any>) {
        self.init(raw: UnsafeMutableRawPointer(pointer))
    }

    /// Watches an object of an opaque GTK type without taking a reference on it.
    public convenience init(_ pointer: OpaquePointer) {
        self.init(raw: UnsafeMutableRawPointer(pointer))
    }

    private init(raw: UnsafeMutableRawPointer) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: GWeakRef())
        g_weak_ref_init(storage, raw)
    }

    deinit {
        g_weak_ref_clear(storage)
        storage.deallocate()
    }

    /// Whether the object is still alive.
    public var isAlive: Bool {
        guard let object = g_weak_ref_get(storage) else { return false }
        g_object_unref(object)
        return true
    }

    /// A strong reference to the object, or nil if it has been finalized.
    @MainActor
    public func strongReference() -> GObjectRef? {
        guard let object = g_weak_ref_get(storage) else { return nil }
        let reference = GObjectRef(gCast(object, to: GObject.self))
        g_object_unref(object)
        return reference
    }
}
