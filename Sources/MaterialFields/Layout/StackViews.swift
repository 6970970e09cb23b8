import CGtk
import FieldCore
import GtkInterop

/// `stackViews(...)` (from iOS) on GTK widgets: stacks `views` in `container` (a new
/// ``StackBox`` when nil) with one call, and returns the container.
///
/// The container's children become exactly `views`, in order: children not among them
/// are removed (and freed, as GTK frees any child it drops, unless the app holds a
/// reference), and each view gets its own constraints from the arrays (nil for none).
///
/// - Throws: ``StackViewsError/lengthMismatch(parameter:expected:actual:)`` when an array
///   is given whose length differs from `views`, or
///   ``StackViewsError/viewHasAnotherParent(index:)``; either way nothing changes.
@MainActor
@discardableResult
public func stackViews(
    container: StackBox? = nil,
    orientation: Orientation,
    justify: Justify? = .fill,
    align: Alignment? = .fill,
    insets: Insets = .zero,
    spacing: Double = 0,
    views: [Widget],
    widths: [Double?]? = nil,
    proportionalWidths: [Double?]? = nil,
    heights: [Double?]? = nil,
    proportionalHeights: [Double?]? = nil,
    individualAlignments: [Alignment?]? = nil
) throws -> StackBox {
    let count = views.count
    for (name, length) in [("widths", widths?.count), ("proportionalWidths", proportionalWidths?.count),
                           ("heights", heights?.count), ("proportionalHeights", proportionalHeights?.count),
                           ("individualAlignments", individualAlignments?.count)] {
        if let length, length != count { throw StackViewsError.lengthMismatch(parameter: name, expected: count, actual: length) }
    }
    let box = container ?? StackBox()
    for (index, view) in views.enumerated() {
        if let parent = view.parent, parent != box.widget { throw StackViewsError.viewHasAnotherParent(index: index) }
    }
    for child in box.children where !views.contains(child) { box.remove(child) }
    var previous: Widget?
    for (index, view) in views.enumerated() {
        if view.parent == nil {
            box.insert(view, after: previous)
        } else if gtk_widget_get_prev_sibling(view.pointer) != previous?.pointer {
            gtk_widget_insert_after(view.pointer, box.widget.pointer, previous?.pointer)
        }
        box.setConstraints(StackConstraints(width: widths?[index], height: heights?[index],
                                            proportionalWidth: proportionalWidths?[index],
                                            proportionalHeight: proportionalHeights?[index],
                                            alignment: individualAlignments?[index]), for: view)
        previous = view
    }
    box.options = StackBox.Options(orientation: orientation, justify: justify, align: align, insets: insets, spacing: spacing)
    return box
}

/// `insetView` (from iOS): `view` in a new ``StackBox`` that fills it with `insets` around.
///
/// - Returns: nil, changing nothing, when `view` already has a parent.
@MainActor
public func insetView(_ view: Widget, insets: Insets) -> StackBox? {
    guard view.parent == nil else { return nil }
    let box = StackBox(orientation: .vertical, justify: .fill, align: .fill, insets: insets)
    box.append(view)
    return box
}

/// `resetStackViews` (from iOS): takes every child out of `container` and restores its
/// default options, so it can be stacked afresh.
@MainActor
public func resetStackViews(_ container: StackBox) {
    container.removeAll()
    container.options = StackBox.Options()
}
