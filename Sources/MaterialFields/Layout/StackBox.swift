import CGtk
import FieldCore
import GtkInterop

/// A GTK container that stacks real widgets with FieldCore's `StackLayout` (GType
/// `MfStackBox`): StackViews' justify, align, insets, spacing, fixed and
/// proportional sizes and per-child alignment, on the desktop.
///
/// ```swift
/// let row = StackBox(orientation: .horizontal, align: .center, spacing: 8)
/// row.append(icon, StackConstraints(width: 48, height: 48))
/// row.append(title.widget)                       // fills what is left (justify .fill)
/// window.child = row.widget
/// ```
///
/// A `StackBox` is the widget's own object: keep it or not (the box keeps it while a
/// container holds the box), and ``wrapping(_:)`` gives the same object for a box made by a
/// `.ui` file or from C. Its options are stored once, in its layout manager, and each
/// child's constraints in its layout child.
@MainActor
public final class StackBox: WidgetObject, WidgetHooks {
    /// An empty stack with `options`.
    public convenience init(orientation: Orientation = .vertical, justify: Justify? = .fill, align: Alignment? = .fill,
                            insets: Insets = .zero, spacing: Double = 0) {
        self.init(options: Options(orientation: orientation, justify: justify, align: align, insets: insets, spacing: spacing))
    }

    /// An empty stack with `options`.
    public convenience init(options: Options) {
        self.init(widget: Self.newInstance(of: MaterialFieldTypes.registered(MaterialFieldTypes.stackBox)))
        adoptInstance()
        self.options = options
    }

    /// The object GTK makes for a box made by C, a binding or a `.ui` file.
    package required init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(instance: widget)
    }

    /// The `StackBox` of an existing `MfStackBox` (from a `.ui` file, say): the same object
    /// each time, so `===` holds; nil if `widget` is not one.
    public static func wrapping(_ widget: Widget) -> StackBox? {
        swiftObject(of: widget.pointer, as: StackBox.self)
    }

    /// The GTK widget, to put in a window or any container.
    public var widget: Widget { instanceWidget }

    /// The layout manager GTK made for this instance from the class's layout manager type.
    var layout: StackLayoutManager? {
        gtk_widget_get_layout_manager(instance).flatMap { ObjectType.implementation(of: $0, as: StackLayoutManager.self) }
    }

    /// The stack's options; a change lays the box out again and notifies what changed.
    public var options: Options {
        get { layout?.options ?? Options() }
        set {
            layout?.options = newValue
            notifyChangedProperties()
        }
    }

    /// The axis the children are stacked along.
    public var orientation: Orientation {
        get { options.orientation }
        set { options.orientation = newValue }
    }

    /// How the children share the stack's length; nil packs them at the start.
    public var justify: Justify? {
        get { options.justify }
        set { options.justify = newValue }
    }

    /// How the children sit across the stack; nil puts them at the start.
    public var align: Alignment? {
        get { options.align }
        set { options.align = newValue }
    }

    /// Space between the box's edges and the children.
    public var insets: Insets {
        get { options.insets }
        set { options.insets = newValue }
    }

    /// Space between neighbouring children.
    public var spacing: Double {
        get { options.spacing }
        set { options.spacing = newValue }
    }

    /// Where the box places each of its laid-out (visible) children at its current size,
    /// in the box's coordinates: what the solver computes from what GTK measures.
    public var plannedFrames: [Rect] {
        guard let layout else { return [] }
        return layout.plannedFrames(of: instance, width: gtk_widget_get_width(instance), height: gtk_widget_get_height(instance))
    }
}
