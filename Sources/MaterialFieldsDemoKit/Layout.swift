import CGtk
import GtkInterop

/// Small builders that keep the demo's page code declarative.
@MainActor
enum Layout {
    static func vbox(spacing: Int32 = 12, _ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, spacing)
        for child in children { gtk_box_append(gCast(box), child) }
        return box
    }

    static func hbox(spacing: Int32 = 12, _ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, spacing)
        for child in children { gtk_box_append(gCast(box), child) }
        return box
    }

    static func heading(_ text: String, level: String = "title-4") -> UnsafeMutablePointer<GtkWidget> {
        let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(text)
        gtk_label_set_xalign(gCast(label), 0)
        gtk_widget_add_css_class(label, level)
        gtk_widget_add_css_class(label, "heading")
        return label
    }

    static func caption(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
        let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(text)
        gtk_label_set_xalign(gCast(label), 0)
        gtk_label_set_wrap(gCast(label), 1)
        gtk_widget_add_css_class(label, "dim-label")
        return label
    }

    /// `children` in a grid of `columns` equal columns, row by row (Tab follows).
    static func columns(_ count: Int, _ children: [UnsafeMutablePointer<GtkWidget>],
                        spacing: (column: Int32, row: Int32) = (16, 12)) -> UnsafeMutablePointer<GtkWidget> {
        let grid: UnsafeMutablePointer<GtkWidget> = gtk_grid_new()
        gtk_grid_set_column_spacing(gCast(grid), UInt32(spacing.column))
        gtk_grid_set_row_spacing(gCast(grid), UInt32(spacing.row))
        gtk_grid_set_column_homogeneous(gCast(grid), 1)
        for (index, child) in children.enumerated() {
            gtk_grid_attach(gCast(grid), child, Int32(index % count), Int32(index / count), 1, 1)
        }
        return grid
    }

    /// Lays a ``columns(_:_:spacing:)`` grid's children out again in `count` columns.
    static func arrange(_ grid: UnsafeMutablePointer<GtkWidget>, columns count: Int) {
        let children = WidgetChildren.of(grid)
        for child in children { g_object_ref(child.gObject); gtk_grid_remove(gCast(grid), child) }
        for (index, child) in children.enumerated() {
            gtk_grid_attach(gCast(grid), child, Int32(index % count), Int32(index / count), 1, 1)
            g_object_unref(child.gObject)
        }
    }

    /// A page body: margins, a maximum readable width, and vertical scrolling.
    static func page(_ content: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(content, 24)
        }
        return scrolling(content)
    }

    /// A page around a form view: `top` above it, `bottom` (if any) below, the view taking
    /// the height left, all lined up on the page's 24 px margins.
    static func formPage(top: [UnsafeMutablePointer<GtkWidget>], view: UnsafeMutablePointer<GtkWidget>,
                         bottom: [UnsafeMutablePointer<GtkWidget>] = []) -> UnsafeMutablePointer<GtkWidget> {
        let header = vbox(spacing: 12, top)
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(header, 24) }
        gtk_widget_set_vexpand(view, 1)
        // The view pads its rows by 16; 8 more lines them up with the page's text.
        gtk_widget_set_margin_start(view, 8)
        gtk_widget_set_margin_end(view, 8)
        var parts = [header, view]
        if !bottom.isEmpty {
            let footer = hbox(spacing: 16, bottom)
            for margin in [gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] { margin(footer, 24) }
            parts.append(footer)
        }
        // A window shorter than the page (a phone's, or one resized small) scrolls it as a
        // whole, the header and the button included; the form view fills what is left.
        return scrolling(vbox(spacing: 12, parts))
    }

    /// `content` in a vertical scroller that fills the page's height.
    private static func scrolling(_ content: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let scroller: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(gCast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(gCast(scroller), content)
        gtk_widget_set_vexpand(scroller, 1)
        return scroller
    }

    /// A check button that calls `changed` with its state.
    /// A page's outcome line, empty until ``setStatus(_:of:success:)`` shows a message.
    static func statusLine() -> UnsafeMutablePointer<GtkWidget> {
        let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new("")
        gtk_label_set_xalign(gCast(label), 0)
        gtk_label_set_wrap(gCast(label), 1)
        // Beside its button it takes the rest of the row, so a sentence stays one line
        // rather than wrapping into two short ones.
        gtk_widget_set_hexpand(label, 1)
        return label
    }

    /// Shows `text` on a ``statusLine()`` in the error or success colour. (A screen reader
    /// hears an outcome through the field focus moves to: see `Field.announce(_:)`. Neither
    /// GTK 4.8 nor Orca tells an alert label that appears or changes.)
    static func setStatus(_ text: String, of line: UnsafeMutablePointer<GtkWidget>, success: Bool) {
        gtk_label_set_text(gCast(line), text)
        gtk_widget_remove_css_class(line, success ? "error" : "mf-success")
        gtk_widget_add_css_class(line, success ? "mf-success" : "error")
    }

    /// The message a ``statusLine()`` shows, "" for none.
    static func statusText(of line: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_label_get_text(gCast(line)))
    }

    static func toggle(_ label: String, active: Bool = false, _ changed: @escaping @MainActor (Bool) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let button: UnsafeMutablePointer<GtkWidget> = gtk_check_button_new_with_mnemonic(label)
        Accessibility.setLabel(fromMnemonic: label, of: button)
        gtk_check_button_set_active(gCast(button), active ? 1 : 0)
        _ = try? GObjectSignals.connect(button, "toggled") { arguments in
            guard let instance = arguments.instance else { return }
            changed(gtk_check_button_get_active(gCast(instance, to: GtkCheckButton.self)) != 0)
        }
        return button
    }

    /// A button that calls `clicked`.
    static func button(_ label: String, classes: [String] = [], _ clicked: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new_with_mnemonic(label)
        if !label.isEmpty { Accessibility.setLabel(fromMnemonic: label, of: button) }
        for name in classes { gtk_widget_add_css_class(button, name) }
        _ = try? GObjectSignals.connect(button, "clicked") { _ in clicked() }
        return button
    }

    /// A labelled drop-down of `items` that calls `changed` with the chosen index.
    static func choice(_ label: String, _ items: [String], selected: Int = 0,
                       _ changed: @escaping @MainActor (Int) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        var strings = items.map { strdup($0) } + [nil]
        let dropDown: UnsafeMutablePointer<GtkWidget> = gtk_drop_down_new_from_strings(
            strings.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { UnsafePointer(OpaquePointer($0)) } })
        for string in strings { free(string) }
        gtk_drop_down_set_selected(OpaquePointer(dropDown), guint(selected))
        _ = try? GObjectSignals.connect(dropDown, "notify::selected") { arguments in
            guard let instance = arguments.instance else { return }
            changed(Int(gtk_drop_down_get_selected(OpaquePointer(instance))))
        }
        return labelled(label, dropDown)
    }

    /// A labelled spin button from `range` that calls `changed` with its value.
    static func number(_ label: String, _ range: ClosedRange<Double>, value: Double,
                       _ changed: @escaping @MainActor (Double) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let spin: UnsafeMutablePointer<GtkWidget> = gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, 1)
        gtk_spin_button_set_value(gCast(spin), value)
        _ = try? GObjectSignals.connect(spin, "value-changed") { arguments in
            guard let instance = arguments.instance else { return }
            changed(gtk_spin_button_get_value(OpaquePointer(instance)))
        }
        return labelled(label, spin)
    }

    /// `control` under a mnemonic label that names it for assistive technologies.
    private static func labelled(_ text: String, _ control: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new_with_mnemonic(text)
        gtk_label_set_xalign(gCast(label), 0)
        gtk_label_set_mnemonic_widget(gCast(label), control)
        gtk_widget_add_css_class(label, "caption")
        Accessibility.setRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY, of: control, to: label)
        return vbox(spacing: 4, [label, control])
    }
}
