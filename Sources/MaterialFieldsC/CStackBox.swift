import CGtk
import GtkInterop
import MaterialFields

// The flex-box-like StackBox: its box and layout-child properties are GObject
// properties; appending a child is the one call they cannot make.

@MainActor @_cdecl("mf_stack_box_get_type")
public func mfStackBoxGetType() -> GType {
    guard onMainThread("mf_stack_box_get_type") else { return 0 }
    return registeredType("MfStackBox")
}

@MainActor @_cdecl("mf_stack_layout_get_type")
public func mfStackLayoutGetType() -> GType {
    guard onMainThread("mf_stack_layout_get_type") else { return 0 }
    return registeredType("MfStackLayout")
}

@MainActor @_cdecl("mf_stack_layout_child_get_type")
public func mfStackLayoutChildGetType() -> GType {
    guard onMainThread("mf_stack_layout_child_get_type") else { return 0 }
    return registeredType("MfStackLayoutChild")
}

@MainActor @_cdecl("mf_stack_orientation_get_type")
public func mfStackOrientationGetType() -> GType {
    guard onMainThread("mf_stack_orientation_get_type") else { return 0 }
    return registeredType("MfStackOrientation")
}

@MainActor @_cdecl("mf_stack_justify_get_type")
public func mfStackJustifyGetType() -> GType {
    guard onMainThread("mf_stack_justify_get_type") else { return 0 }
    return registeredType("MfStackJustify")
}

@MainActor @_cdecl("mf_stack_alignment_get_type")
public func mfStackAlignmentGetType() -> GType {
    guard onMainThread("mf_stack_alignment_get_type") else { return 0 }
    return registeredType("MfStackAlignment")
}

@MainActor @_cdecl("mf_stack_box_new")
public func mfStackBoxNew() -> UnsafeMutablePointer<GtkWidget>? {
    guard onMainThread("mf_stack_box_new") else { return nil }
    let type = registeredType("MfStackBox")
    guard type != 0, let object = g_object_new_with_properties(type, 0, nil, nil) else { return nil }
    return gCast(object, to: GtkWidget.self)
}

/// Appends `child` with no constraints; set them on its layout child's properties.
@MainActor @_cdecl("mf_stack_box_append")
public func mfStackBoxAppend(_ widget: UnsafeMutablePointer<GtkWidget>?, _ child: UnsafeMutablePointer<GtkWidget>?) {
    guard onMainThread("mf_stack_box_append") else { return }
    guard let widget, let child, let box = StackBox.wrapping(widget) else {
        CLibraryLog.critical("mf_stack_box_append: needs an MfStackBox and a child widget")
        return
    }
    if !box.append(child) { CLibraryLog.critical("mf_stack_box_append: the child already has a parent") }
}
