import CGtk
import GtkInterop

/// Small constructors for the plain GTK widgets a field is built from, so the field code
/// reads as what it builds.
@MainActor
enum GtkWidgets {
    /// A label with CSS classes, left-aligned.
    static func label(_ text: String = "", classes: [String] = [], role: GtkAccessibleRole? = nil) -> UnsafeMutablePointer<GtkWidget> {
        let widget: UnsafeMutablePointer<GtkWidget>
        // An empty text is the new label's own: not handed to C, which costs a copy.
        if let role {
            widget = mf_widget_new_with_role(gtk_label_get_type(), role)
            if !text.isEmpty { writeText(text, to: widget) }
        } else {
            widget = gtk_label_new(text.isEmpty ? nil : text)
        }
        gtk_label_set_xalign(gCast(widget), 0)
        for name in classes { addClass(name, to: widget) }
        return widget
    }

    /// A box with CSS classes, and an accessible role other than the generic one.
    static func box(_ orientation: GtkOrientation, spacing: Int32 = 0, classes: [String] = [],
                    role: GtkAccessibleRole? = nil) -> UnsafeMutablePointer<GtkWidget> {
        let widget: UnsafeMutablePointer<GtkWidget>
        if let role {
            widget = mf_widget_new_with_role(gtk_box_get_type(), role)
            gtk_orientable_set_orientation(OpaquePointer(widget), orientation)
            gtk_box_set_spacing(gCast(widget), spacing)
        } else {
            widget = gtk_box_new(orientation, spacing)
        }
        for name in classes { addClass(name, to: widget) }
        return widget
    }

    /// A flat icon button inside a field, for the pointer: like a `GtkEntry`'s icons it is
    /// no Tab stop (Tab goes from field to field, and each button's action has a key of
    /// its own), and its image is not read apart from the button's name.
    static func iconButton(_ icon: String, tooltip: String) -> UnsafeMutablePointer<GtkWidget> {
        let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new()
        gtk_button_set_child(gCast(button), Accessibility.decorativeIcon(named: icon))
        gtk_widget_add_css_class(button, "flat")
        gtk_widget_add_css_class(button, "circular")
        gtk_widget_set_tooltip_text(button, tooltip)
        gtk_widget_set_focus_on_click(button, 0)
        gtk_widget_set_focusable(button, 0)
        Accessibility.setLabel(tooltip, of: button)
        return button
    }

    /// A text button. It has no mnemonic: Alt and a letter belong to the app, and GTK
    /// cycles between widgets that share one instead of activating either.
    static func button(_ label: String, classes: [String] = []) -> UnsafeMutablePointer<GtkWidget> {
        let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new_with_label(label)
        for name in classes { addClass(name, to: button) }
        return button
    }

    /// Sets a widget's visibility.
    static func setVisible(_ widget: UnsafeMutablePointer<GtkWidget>, _ visible: Bool) {
        if (gtk_widget_get_visible(widget) != 0) != visible { gtk_widget_set_visible(widget, visible ? 1 : 0) }
    }

    // The strings below go to C through withCString, which hands over the string's own
    // bytes: a String passed as a C string is first copied into a new array. They run as
    // each field is made and on keystrokes. Nonisolated, as they only call GTK: a closure
    // isolated to the main actor and passed to the standard library's withCString checks
    // at run time which thread it is on, each time.

    /// Adds or removes a CSS class.
    nonisolated static func setClass(_ name: String, on widget: UnsafeMutablePointer<GtkWidget>, _ present: Bool) {
        if present { addClass(name, to: widget) } else { name.withCString { gtk_widget_remove_css_class(widget, $0) } }
    }

    /// Adds the CSS class `name`.
    nonisolated static func addClass(_ name: String, to widget: UnsafeMutablePointer<GtkWidget>) {
        name.withCString { gtk_widget_add_css_class(widget, $0) }
    }

    /// Sets a label's text without comparing it with the one it has.
    nonisolated static func writeText(_ text: String, to label: UnsafeMutablePointer<GtkWidget>) {
        text.withCString { gtk_label_set_text(gCast(label), $0) }
    }

    /// The `GtkText` an editable edits through: its delegate (a `GtkPasswordEntry`'s
    /// text), or the editable itself when it is a text.
    static func editableDelegate(of editable: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if let delegate = gtk_editable_get_delegate(OpaquePointer(editable)) { return UnsafeMutablePointer(delegate) }
        return gIsA(editable, gtk_text_get_type()) ? editable : nil
    }

    /// The text of an editable (a `GtkText`, `GtkEntry`, ...).
    static func editableText(_ editable: UnsafeMutablePointer<GtkWidget>) -> String {
        gtk_editable_get_text(OpaquePointer(editable)).map { String(cString: $0) } ?? ""
    }

    /// The width `text` takes in `widget`'s font, in pixels.
    static func textWidth(_ text: String, in widget: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        guard !text.isEmpty, let layout = gtk_widget_create_pango_layout(widget, text) else { return 0 }
        defer { g_object_unref(layout.gObject) }
        var width: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, nil)
        return width
    }

    /// Sets an editable's text if it differs (setting it moves the caret).
    nonisolated static func setEditableText(_ text: String, of editable: UnsafeMutablePointer<GtkWidget>) {
        if !GtkWidgets.text(gtk_editable_get_text(OpaquePointer(editable)), equals: text) {
            text.withCString { gtk_editable_set_text(OpaquePointer(editable), $0) }
        }
    }

    /// Sets a label's text if it differs (GTK re-lays out on every set).
    nonisolated static func setText(_ text: String, of label: UnsafeMutablePointer<GtkWidget>) {
        if !GtkWidgets.text(gtk_label_get_text(gCast(label)), equals: text) { writeText(text, to: label) }
    }

    /// Whether GTK's `current` text (NULL reads as empty) is `text`, compared byte for byte
    /// without making a Swift string of it: these run on each keystroke.
    nonisolated private static func text(_ current: UnsafePointer<CChar>?, equals text: String) -> Bool {
        guard let current else { return text.isEmpty }
        return text.withCString { strcmp(current, $0) == 0 }
    }

    /// A widget's natural size along `orientation` for `forSize` across; 0 when it is
    /// hidden or not made yet.
    static func natural(_ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, forSize: Int32 = -1) -> Int32 {
        guard let widget, gtk_widget_get_visible(widget) != 0 else { return 0 }
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, orientation, forSize, &minimum, &natural, nil, nil)
        return natural
    }

    /// A widget's minimum size along `orientation`.
    static func minimum(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, forSize: Int32 = -1) -> Int32 {
        guard gtk_widget_get_visible(widget) != 0 else { return 0 }
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, orientation, forSize, &minimum, &natural, nil, nil)
        return minimum
    }

    /// Allocates `widget` at a rectangle, optionally scaled about its origin; a no-op when
    /// it is hidden or not made yet.
    static func place(_ widget: UnsafeMutablePointer<GtkWidget>?, x: Double, y: Double, width: Int32, height: Int32, scale: Double = 1) {
        guard let widget, gtk_widget_get_visible(widget) != 0 else { return }
        var point = graphene_point_t(x: Float(x), y: Float(y))
        var transform = gsk_transform_translate(nil, &point)
        if scale != 1 { transform = gsk_transform_scale(transform, Float(scale), Float(scale)) }
        gtk_widget_allocate(widget, max(0, width), max(0, height), -1, transform)
    }

    /// Puts `child` in `box` right after `sibling` (first when nil), moving it only when it
    /// is elsewhere, so a focused widget stays focused.
    static func insert(_ child: UnsafeMutablePointer<GtkWidget>, into box: UnsafeMutablePointer<GtkWidget>,
                       after sibling: UnsafeMutablePointer<GtkWidget>?) {
        let parent = gtk_widget_get_parent(child)
        if parent == box {
            if gtk_widget_get_prev_sibling(child) != sibling { gtk_box_reorder_child_after(gCast(box), child, sibling) }
            return
        }
        if let parent {
            // Moving between boxes: keep the widget alive while it has no parent.
            g_object_ref(child.gPointer)
            gtk_box_remove(gCast(parent), child)
            gtk_box_insert_child_after(gCast(box), child, sibling)
            g_object_unref(child.gPointer)
        } else {
            gtk_box_insert_child_after(gCast(box), child, sibling)
        }
    }
}
