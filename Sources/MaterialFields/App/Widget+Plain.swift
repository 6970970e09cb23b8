import CGtk
import GtkInterop

/// Plain GTK widgets to place beside the fields, made without a C call.
extension Widget {
    /// A label showing `text` (a `GtkLabel`), wrapping at word boundaries.
    public static func label(_ text: String) -> Widget {
        Gtk.requireInitialized()
        let label = Widget(gtk_label_new(text))
        gtk_label_set_wrap(gCast(label.pointer), 1)
        gtk_label_set_xalign(gCast(label.pointer), 0)
        return label
    }

    /// A symbolic icon from the icon theme (a `GtkImage`), such as `"mail-symbolic"`.
    public static func image(iconName: String) -> Widget {
        Gtk.requireInitialized()
        return Widget(gtk_image_new_from_icon_name(iconName))
    }

    /// A button labelled `label` (an underscore marks its mnemonic) that calls `action`
    /// when clicked, by pointer or keyboard. `isPrimary` gives it the accent colour.
    public static func button(_ label: String, isPrimary: Bool = false, action: @escaping @MainActor () -> Void) -> Widget {
        Gtk.requireInitialized()
        let button = Widget(gtk_button_new_with_mnemonic(label))
        if isPrimary { button.addCSSClass("suggested-action") }
        // "clicked" exists on every GtkButton: connecting cannot fail.
        _ = try? GObjectSignals.connect(button.pointer, "clicked") { _ in action() }
        return button
    }

    /// A `GtkBox` stacking `children` vertically or horizontally, `spacing` pixels apart.
    /// Children that already have a parent are left where they are.
    public static func box(_ orientation: Orientation, spacing: Int = 0, _ children: [Widget]) -> Widget {
        Gtk.requireInitialized()
        let box = Widget(gtk_box_new(orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL,
                                     Int32(clamping: spacing)))
        for child in children where child.parent == nil { gtk_box_append(gCast(box.pointer), child.pointer) }
        return box
    }

    /// This widget with `pixels` of space around it (GTK's margins), for chaining:
    /// `.button("_Save") { … }.margins(16)`.
    public func margins(_ pixels: Int) -> Widget {
        let margin = Int32(clamping: max(0, pixels))
        gtk_widget_set_margin_top(pointer, margin)
        gtk_widget_set_margin_bottom(pointer, margin)
        gtk_widget_set_margin_start(pointer, margin)
        gtk_widget_set_margin_end(pointer, margin)
        return self
    }
}
