import CGtk

/// A GObject handed over as a property value or signal argument: a borrowed pointer, equal
/// to another when it is the same object. Sendable as GTK's objects are used: on GTK's
/// thread alone, for the call that hands the pointer over.
public struct ObjectPointer: Hashable, @unchecked Sendable {
    /// The object.
    public let object: UnsafeMutablePointer<GObject>

    /// The object at `pointer`.
    public init(_ pointer: UnsafeMutableRawPointer) {
        object = pointer.assumingMemoryBound(to: GObject.self)
    }

    /// The object at `object`.
    public init(_ object: UnsafeMutablePointer<GObject>) {
        self.object = object
    }
}
