import CGtk
import FieldCore
import GtkInterop

/// A GTK container that stacks real widgets with FieldCore's `StackLayout` (GType
/// `MfStackBox`): the StackViews seed's justify, align, insets, spacing, fixed and
/// proportional sizes and per-child alignment, on the desktop.
///
/// ```swift
/// let row = StackBox(orientation: .horizontal, align: .center, spacing: 8)
/// row.append(icon, StackConstraints(width: 48, height: 48))
/// row.append(title.widget)                       // fills what is left (justify .fill)
/// window.child = row.widget
/// ```
///
/// All state is in the widget (its options in its layout manager, each child's
/// constraints in its layout child), so a `StackBox` is only a handle: keep it or not,
/// and ``wrapping(_:)`` gives one for a box made by a `.ui` file.
@MainActor
public final class StackBox {
    /// Everything a stack's layout depends on besides its children.
    public struct Options: Equatable, Sendable {
        /// The axis the children are stacked along.
        public var orientation: Orientation = .vertical
        /// How the children share the stack's length; nil (the seed's none) packs them at
        /// the start at their own sizes.
        public var justify: Justify? = .fill
        /// How the children sit across the stack unless a child says otherwise; nil (the
        /// seed's none) puts them at the start at their own sizes.
        public var align: Alignment? = .fill
        /// Space between the box's edges and the children (a negative or NaN inset counts as 0).
        public var insets: Insets = .zero
        /// Space between neighbouring children (negative or NaN counts as 0).
        public var spacing: Double = 0

        /// Options; a vertical stack that fills by default.
        public init(orientation: Orientation = .vertical, justify: Justify? = .fill, align: Alignment? = .fill,
                    insets: Insets = .zero, spacing: Double = 0) {
            self.orientation = orientation
            self.justify = justify
            self.align = align
            self.insets = insets
            self.spacing = spacing
        }
    }

    private let reference: GObjectRef
    private let implementation: StackBoxWidget

    /// An empty stack with `options`.
    public convenience init(orientation: Orientation = .vertical, justify: Justify? = .fill, align: Alignment? = .fill,
                            insets: Insets = .zero, spacing: Double = 0) {
        self.init(options: Options(orientation: orientation, justify: justify, align: align, insets: insets, spacing: spacing))
    }

    /// An empty stack with `options`.
    public init(options: Options) {
        let widget = MaterialFieldTypes.instantiate(MaterialFieldTypes.stackBox)
        reference = GObjectRef(widget)
        guard let implementation = WidgetType.implementation(of: widget, as: StackBoxWidget.self) else {
            preconditionFailure("MfStackBox has no implementation")
        }
        self.implementation = implementation
        implementation.options = options
    }

    private init(existing implementation: StackBoxWidget) {
        self.implementation = implementation
        reference = GObjectRef(implementation.widget)
    }

    isolated deinit {
        // `gtk_box_append(parent, StackBox().widget)` must work, as for a field: the widget
        // outlives this handle until the next turn of the main loop, when a container owns it.
        MainLoop.keepAliveUntilIdle(reference)
    }

    /// A handle for an existing `MfStackBox` (from a `.ui` file, say); nil if `widget` is
    /// not one.
    public static func wrapping(_ widget: Widget) -> StackBox? {
        WidgetType.implementation(of: widget.pointer, as: StackBoxWidget.self).map(StackBox.init(existing:))
    }

    /// The GTK widget, to put in a window or any container.
    public var widget: Widget { Widget(reference) }

    private var box: UnsafeMutablePointer<GtkWidget> { reference.widget }

    /// The stack's options; a change lays the box out again.
    public var options: Options {
        get { implementation.options }
        set { implementation.options = newValue }
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

    // MARK: Children

    /// The children, in stacking order.
    public var children: [Widget] { widget.children }

    /// Adds `child` at the end with `constraints`. A widget that already has a parent is
    /// left where it is (GTK allows one parent), and false is returned.
    @discardableResult
    public func append(_ child: Widget, _ constraints: StackConstraints = .none) -> Bool {
        insert(child.pointer, after: gtk_widget_get_last_child(box), constraints)
    }

    /// Adds `child` after `sibling` (first when nil) with `constraints`; false, changing
    /// nothing, when `child` already has a parent or `sibling` is not a child of the box.
    @discardableResult
    public func insert(_ child: Widget, after sibling: Widget?, _ constraints: StackConstraints = .none) -> Bool {
        insert(child.pointer, after: sibling?.pointer, constraints)
    }

    private func insert(_ child: UnsafeMutablePointer<GtkWidget>, after sibling: UnsafeMutablePointer<GtkWidget>?,
                        _ constraints: StackConstraints) -> Bool {
        guard gtk_widget_get_parent(child) == nil, sibling.map({ gtk_widget_get_parent($0) == box }) ?? true else {
            return false
        }
        gtk_widget_insert_after(child, box, sibling)
        setConstraints(constraints, for: child)
        return true
    }

    /// Removes `child`; a no-op for a widget that is not a child of the box.
    public func remove(_ child: Widget) {
        guard gtk_widget_get_parent(child.pointer) == box else { return }
        gtk_widget_unparent(child.pointer)
    }

    /// Removes every child.
    public func removeAll() {
        while let child = gtk_widget_get_first_child(box) { gtk_widget_unparent(child) }
    }

    /// The constraints of `child`; `.none` for a widget that is not a child of the box.
    public func constraints(of child: Widget) -> StackConstraints {
        guard gtk_widget_get_parent(child.pointer) == box else { return .none }
        return implementation.layout?.constraints(of: child.pointer) ?? .none
    }

    /// Sets the constraints of `child` and lays the box out again; a no-op for a widget
    /// that is not a child of the box.
    public func setConstraints(_ constraints: StackConstraints, for child: Widget) {
        setConstraints(constraints, for: child.pointer)
    }

    private func setConstraints(_ constraints: StackConstraints, for child: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_parent(child) == box, let layout = implementation.layout else { return }
        // A child with no constraints needs no layout child (GTK would make one on request).
        if constraints == .none, layout.constraints(of: child) == .none { return }
        layout.layoutChild(of: child, as: StackLayoutChild.self)?.constraints = constraints
    }

    /// Where the box places each of its laid-out (visible) children at its current size,
    /// in the box's coordinates: what the solver computes from what GTK measures.
    public var plannedFrames: [Rect] {
        guard let layout = implementation.layout else { return [] }
        return layout.frames(of: layout.laidOutChildren(of: box), in: box,
                             width: gtk_widget_get_width(box), height: gtk_widget_get_height(box))
    }
}
