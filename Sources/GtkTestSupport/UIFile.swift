import CGtk
import GtkInterop

/// A `.ui` description read by a GtkBuilder, as an app loads one: what tests of widgets
/// made by GtkBuilder start from.
@MainActor
public struct UIFile {
    /// Why a description gives no widget.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        /// GtkBuilder refused the description, with its message.
        case refused(String)
        /// The description has no widget of this id.
        case noWidget(String)

        public var description: String {
            switch self {
            case .refused(let message): "GtkBuilder refused the description: \(message)"
            case .noWidget(let id): "the description has no widget \"\(id)\""
            }
        }
    }

    /// The builder, which holds the objects it made until it goes.
    private let builder: GObjectRef

    /// Reads `xml`, making its objects.
    ///
    /// - Throws: ``Failure/refused(_:)`` with GtkBuilder's message.
    public init(_ xml: String) throws {
        guard let made = gtk_builder_new() else { throw Failure.refused("no builder") }
        builder = GObjectRef(adopting: made)
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder.opaque, xml, -1, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw Failure.refused(message)
        }
    }

    /// The widget with `id`.
    ///
    /// - Throws: ``Failure/noWidget(_:)`` when the description has none.
    public func widget(_ id: String) throws -> Widget {
        guard let object = gtk_builder_get_object(builder.opaque, id), gIsA(object, gtk_widget_get_type()) else {
            throw Failure.noWidget(id)
        }
        return Widget(gCast(object, to: GtkWidget.self))
    }
}
