import CGtk
import GtkInterop
import MaterialFields

// The flex-box-like StackBox: its box and layout-child properties are GObject
// properties; appending a child is the one call they cannot make.

/// `mf_stack_box_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_stack_box_get_type")
public func mfStackBoxGetType() -> GType {
    registeredType("MfStackBox", for: "mf_stack_box_get_type")
}

/// `mf_stack_layout_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_stack_layout_get_type")
public func mfStackLayoutGetType() -> GType {
    registeredType("MfStackLayout", for: "mf_stack_layout_get_type")
}

/// `mf_stack_layout_child_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_stack_layout_child_get_type")
public func mfStackLayoutChildGetType() -> GType {
    registeredType("MfStackLayoutChild", for: "mf_stack_layout_child_get_type")
}

/// `mf_stack_orientation_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_stack_orientation_get_type")
public func mfStackOrientationGetType() -> GType {
    registeredType("MfStackOrientation", for: "mf_stack_orientation_get_type")
}

/// `mf_stack_justify_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_stack_justify_get_type")
public func mfStackJustifyGetType() -> GType {
    registeredType("MfStackJustify", for: "mf_stack_justify_get_type")
}

/// `mf_stack_alignment_get_type` (c/material-fields.h).
@MainActor @_cdecl("mf_stack_alignment_get_type")
public func mfStackAlignmentGetType() -> GType {
    registeredType("MfStackAlignment", for: "mf_stack_alignment_get_type")
}

/// `mf_stack_box_new` (c/material-fields.h).
@MainActor @_cdecl("mf_stack_box_new")
public func mfStackBoxNew() -> UnsafeMutablePointer<GtkWidget>? {
    guard onMainThread("mf_stack_box_new") else { return nil }
    return newWidget("MfStackBox")
}

/// Appends `child` with no constraints; set them on its layout child's properties.
@MainActor @_cdecl("mf_stack_box_append")
public func mfStackBoxAppend(_ widget: UnsafeMutablePointer<GtkWidget>?, _ child: UnsafeMutablePointer<GtkWidget>?) {
    guard onMainThread("mf_stack_box_append") else { return }
    guard let widget, let child, let box = StackBox.wrapping(Widget(widget)) else {
        CLibraryLog.critical("mf_stack_box_append: needs an MfStackBox and a child widget")
        return
    }
    if !box.append(Widget(child)) { CLibraryLog.critical("mf_stack_box_append: the child already has a parent") }
}
