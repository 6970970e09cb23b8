import CGtk

/// An item a widget adds to a `GtkText`'s context menu (opened with the Menu key or
/// Shift+F10, or a right click), running a Swift closure: the keyboard's way to a
/// control that is no Tab stop, as `GtkPasswordEntry` offers *Show Text*.
@MainActor
public enum ContextMenuItem {
    /// Adds `label` at the end of `text`'s context menu; choosing it calls `chosen`. The
    /// action is `group.name` on `owner` (the widget around `text`), which keeps it.
    public static func add(_ label: String, to text: UnsafeMutablePointer<GtkWidget>, owner: UnsafeMutablePointer<GtkWidget>,
                           group: String, name: String, _ chosen: @escaping @MainActor () -> Void) {
        let action: OpaquePointer = g_simple_action_new(name, nil)
        _ = try? GObjectSignals.connect(action, "activate") { _ in chosen() }
        guard let actions = g_simple_action_group_new() else { return }
        g_action_map_add_action(gCast(actions), action)
        g_object_unref(action.gPointer)
        gtk_widget_insert_action_group(owner, group, gCast(actions))
        g_object_unref(actions.gPointer)
        let menu: OpaquePointer = g_menu_new()
        g_menu_append(menu, label, "\(group).\(name)")
        gtk_text_set_extra_menu(gCast(text), UnsafeMutablePointer<GMenuModel>(menu))
        g_object_unref(menu.gPointer)
    }
}
