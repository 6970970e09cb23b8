import CGtk

/// Errors from the interop layer, each saying what was asked and why it cannot be done.
public enum GtkInteropError: Error, Equatable, CustomStringConvertible {
    /// The object's type has no signal of that name.
    case unknownSignal(name: String, typeName: String)
    /// `gtk_init_check` failed: there is no display to open.
    case noDisplay
    /// A file the caller named could not be read.
    case unreadableFile(path: String, reason: String)
    /// A type name is already registered with a different definition.
    case typeNameTaken(String)
    /// GLib could not allocate an object.
    case outOfMemory

    /// A sentence saying what went wrong or what the value is.
    public var description: String {
        switch self {
        case let .unknownSignal(name, typeName): "\(typeName) has no signal named '\(name)'"
        case .noDisplay: "GTK could not open a display (is DISPLAY or WAYLAND_DISPLAY set? try xvfb-run -a)"
        case let .unreadableFile(path, reason): "cannot read \(path): \(reason)"
        case let .typeNameTaken(name): "the GType name \(name) is already registered by another definition"
        case .outOfMemory: "GLib could not allocate an object"
        }
    }
}
