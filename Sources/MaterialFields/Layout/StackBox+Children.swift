import CGtk
import FieldCore
import GtkInterop

extension StackBox {
    /// The children, in stacking order.
    public var children: [Widget] { widget.children }

    /// Adds `child` at the end with `constraints`. A widget that already has a parent is
    /// left where it is (GTK allows one parent), and false is returned.
    @discardableResult
    public func append(_ child: Widget, _ constraints: StackConstraints = .none) -> Bool {
        insert(child.pointer, after: gtk_widget_get_last_child(instance), constraints)
    }

    /// Adds `child` after `sibling` (first when nil) with `constraints`; false, changing
    /// nothing, when `child` already has a parent or `sibling` is not a child of the box.
    @discardableResult
    public func insert(_ child: Widget, after sibling: Widget?, _ constraints: StackConstraints = .none) -> Bool {
        insert(child.pointer, after: sibling?.pointer, constraints)
    }

    private func insert(_ child: UnsafeMutablePointer<GtkWidget>, after sibling: UnsafeMutablePointer<GtkWidget>?,
                        _ constraints: StackConstraints) -> Bool {
        guard gtk_widget_get_parent(child) == nil, sibling.map({ gtk_widget_get_parent($0) == instance }) ?? true else {
            return false
        }
        gtk_widget_insert_after(child, instance, sibling)
        setConstraints(constraints, for: child)
        return true
    }

    /// Removes `child`; a no-op for a widget that is not a child of the box.
    public func remove(_ child: Widget) {
        guard gtk_widget_get_parent(child.pointer) == instance else { return }
        gtk_widget_unparent(child.pointer)
    }

    /// Removes every child.
    public func removeAll() {
        WidgetChildren.unparentAll(of: instance)
    }

    /// The constraints of `child`; `.none` for a widget that is not a child of the box.
    public func constraints(of child: Widget) -> StackConstraints {
        guard gtk_widget_get_parent(child.pointer) == instance else { return .none }
        return layout?.constraints(of: child.pointer) ?? .none
    }

    /// Sets the constraints of `child` and lays the box out again; a no-op for a widget
    /// that is not a child of the box.
    public func setConstraints(_ constraints: StackConstraints, for child: Widget) {
        setConstraints(constraints, for: child.pointer)
    }

    private func setConstraints(_ constraints: StackConstraints, for child: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_parent(child) == instance, let layout else { return }
        // A child with no constraints needs no layout child (GTK would make one on request).
        if constraints == .none, layout.constraints(of: child) == .none { return }
        layout.layoutChild(of: child, as: StackLayoutChild.self)?.constraints = constraints
    }
}
