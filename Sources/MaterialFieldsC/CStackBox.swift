import CGtk
import GtkInterop
import MaterialFields

// The flex-box-like StackBox: its box and layout-child properties are GObject
// properties; appending a child is the one call they cannot make.

/// `mf_stack_box_get_type` (c/material-fields.h).
@_cdecl("mf_stack_box_get_type")
public func mfStackBoxGetType() -> GType {
    CCall.run("mf_stack_box_get_type", otherwise: 0) { _ in registeredType("MfStackBox") }
}

/// `mf_stack_layout_get_type` (c/material-fields.h).
@_cdecl("mf_stack_layout_get_type")
public func mfStackLayoutGetType() -> GType {
    CCall.run("mf_stack_layout_get_type", otherwise: 0) { _ in registeredType("MfStackLayout") }
}

/// `mf_stack_layout_child_get_type` (c/material-fields.h).
@_cdecl("mf_stack_layout_child_get_type")
public func mfStackLayoutChildGetType() -> GType {
    CCall.run("mf_stack_layout_child_get_type", otherwise: 0) { _ in registeredType("MfStackLayoutChild") }
}

/// `mf_stack_orientation_get_type` (c/material-fields.h).
@_cdecl("mf_stack_orientation_get_type")
public func mfStackOrientationGetType() -> GType {
    CCall.run("mf_stack_orientation_get_type", otherwise: 0) { _ in registeredType("MfStackOrientation") }
}

/// `mf_stack_justify_get_type` (c/material-fields.h).
@_cdecl("mf_stack_justify_get_type")
public func mfStackJustifyGetType() -> GType {
    CCall.run("mf_stack_justify_get_type", otherwise: 0) { _ in registeredType("MfStackJustify") }
}

/// `mf_stack_alignment_get_type` (c/material-fields.h).
@_cdecl("mf_stack_alignment_get_type")
public func mfStackAlignmentGetType() -> GType {
    CCall.run("mf_stack_alignment_get_type", otherwise: 0) { _ in registeredType("MfStackAlignment") }
}

/// `mf_stack_box_new` (c/material-fields.h).
@_cdecl("mf_stack_box_new")
public func mfStackBoxNew() -> UnsafeMutableRawPointer? {
    CCall.run("mf_stack_box_new", otherwise: nil) { _ in newWidget("MfStackBox").map(UnsafeMutableRawPointer.init) }
}

/// Appends `child` with no constraints; set them on its layout child's properties.
@_cdecl("mf_stack_box_append")
public func mfStackBoxAppend(_ widget: UnsafeMutableRawPointer?, _ child: UnsafeMutableRawPointer?) {
    CCall.run("mf_stack_box_append", otherwise: (), widget, child) { call, widget, child in
        guard let box = call.widget(widget, registeredType("MfStackBox"), "MF_IS_STACK_BOX (box)").flatMap(StackBox.object(of:)),
              let child = call.widget(child, gtk_widget_get_type(), "GTK_IS_WIDGET (child)"),
              call.require(gtk_widget_get_parent(child.pointer) == nil, "gtk_widget_get_parent (child) == NULL") else { return }
        _ = box.append(child)
    }
}
