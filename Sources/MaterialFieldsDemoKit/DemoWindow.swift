import CGtk
import Foundation
import GtkInterop
import MaterialFields

/// The demo's main window: a header bar with the light/dark and palette switches and
/// About, and a sidebar of pages; in a narrow window (a phone's 360 px) the sidebar gives
/// way to a page chooser in the header bar.
@MainActor
public final class DemoWindow {
    /// The `GtkApplicationWindow`.
    public let window: UnsafeMutablePointer<GtkWidget>
    let stack: UnsafeMutablePointer<GtkWidget>
    /// The pages, in sidebar order.
    public let pages: [any DemoPage]
    private let darkToggle: UnsafeMutablePointer<GtkWidget>
    private let desktopToggle: UnsafeMutablePointer<GtkWidget>
    private let sidebar: UnsafeMutablePointer<GtkWidget>
    private let header: UnsafeMutablePointer<GtkWidget>
    private let pageChooser: UnsafeMutablePointer<GtkWidget>
    private var laidOutNarrow = false
    /// The width the sidebar and the pages' wide layout need, measured when last laid out wide.
    private var wideWidth: Int32 = 0
    /// Below this width the sidebar gives way to the header bar's page chooser (below a wider
    /// one where large text makes the pages need more beside the sidebar).
    public static let narrowWidth: Int32 = 760
    /// The dialog asking whether to discard unsaved changes, while it is open.
    public private(set) var closeConfirmation: UnsafeMutablePointer<GtkWidget>?
    private var closingConfirmed = false

    /// Builds the window for `app` with `pages`.
    public init(app: Application, pages: [any DemoPage]) {
        self.pages = pages
        window = gtk_application_window_new(app.application)
        stack = gtk_stack_new()
        darkToggle = gtk_toggle_button_new()
        desktopToggle = gtk_toggle_button_new()
        sidebar = gtk_scrolled_window_new()
        pageChooser = gtk_drop_down_new_from_strings(nil)
        gtk_window_set_title(gCast(window), "MaterialFields")
        gtk_window_set_default_size(gCast(window), 880, 760)

        header = gtk_header_bar_new()
        // The title gives way (ellipsized) before the window's width does.
        let title: UnsafeMutablePointer<GtkWidget> = gtk_label_new("MaterialFields")
        gtk_label_set_ellipsize(gCast(title), PANGO_ELLIPSIZE_END)
        gtk_widget_add_css_class(title, "title")
        gtk_header_bar_set_title_widget(gCast(header), title)
        gtk_button_set_child(gCast(darkToggle), Accessibility.decorativeIcon(named: "weather-clear-night-symbolic"))
        gtk_widget_set_tooltip_text(darkToggle, "Dark style (Ctrl+D)")
        Accessibility.setLabel("Dark style", of: darkToggle)
        gtk_toggle_button_set_active(gCast(darkToggle), MaterialStyle.colorScheme == .dark ? 1 : 0)
        _ = try? GObjectSignals.connect(darkToggle, "toggled") { [weak self] _ in self?.applyScheme() }
        gtk_button_set_child(gCast(desktopToggle), Accessibility.decorativeIcon(named: "preferences-color-symbolic"))
        gtk_widget_set_tooltip_text(desktopToggle, "The desktop's accent and window colours instead of Material's (Ctrl+Shift+D)")
        Accessibility.setLabel("Desktop colours", of: desktopToggle)
        gtk_toggle_button_set_active(gCast(desktopToggle), MaterialStyle.palette == .desktop ? 1 : 0)
        _ = try? GObjectSignals.connect(desktopToggle, "toggled") { [weak self] _ in self?.applyScheme() }
        let about = Layout.button("") { [weak self] in self?.showAbout() }
        gtk_button_set_child(gCast(about), Accessibility.decorativeIcon(named: "help-about-symbolic"))
        gtk_widget_set_tooltip_text(about, "About MaterialFields (F1)")
        Accessibility.setLabel("About MaterialFields", of: about)
        gtk_header_bar_pack_end(gCast(header), about)
        gtk_header_bar_pack_end(gCast(header), darkToggle)
        gtk_header_bar_pack_end(gCast(header), desktopToggle)
        gtk_header_bar_pack_start(gCast(header), pageChooser)
        gtk_window_set_titlebar(gCast(window), header)

        gtk_stack_set_transition_type(gCast(stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        for page in pages {
            gtk_stack_add_titled(gCast(stack), page.widget, page.name, page.title)
        }
        let list: UnsafeMutablePointer<GtkWidget> = gtk_stack_sidebar_new()
        gtk_stack_sidebar_set_stack(gCast(list), gCast(stack))
        gtk_widget_set_size_request(list, 160, -1)
        // The sidebar asks for no width of its own, so the window can get narrow enough
        // for it to give way.
        gtk_scrolled_window_set_policy(gCast(sidebar), GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(gCast(sidebar), 1)
        gtk_scrolled_window_set_child(gCast(sidebar), list)
        gtk_widget_set_hexpand(stack, 1)
        gtk_window_set_child(gCast(window), Layout.hbox(spacing: 0, [sidebar, gtk_separator_new(GTK_ORIENTATION_VERTICAL), stack]))
        makePageChooser()
        // Closing with unsaved changes asks first.
        _ = try? GObjectSignals.connectReturning(window, "close-request") { [weak self] _ in
            guard let self, !self.closingConfirmed, self.pages.contains(where: \.hasUnsavedChanges) else { return false }
            self.confirmClose()
            return true
        }
    }

    /// The header bar's page chooser, for narrow windows: it and the stack show the same
    /// page whichever changes it.
    private func makePageChooser() {
        if let titles = gtk_drop_down_get_model(gCast(pageChooser)) {
            for page in pages { gtk_string_list_append(titles, page.title) }
        }
        gtk_widget_set_tooltip_text(pageChooser, "Page")
        Accessibility.setLabel("Page", of: pageChooser)
        _ = try? GObjectSignals.connect(pageChooser, "notify::selected") { [weak self] _ in
            guard let self else { return }
            let index = Int(gtk_drop_down_get_selected(gCast(self.pageChooser)))
            if self.pages.indices.contains(index) { self.show(page: self.pages[index].name) }
        }
        _ = try? GObjectSignals.connect(stack, "notify::visible-child-name") { [weak self] _ in
            guard let self, let name = gtk_stack_get_visible_child_name(gCast(self.stack)).map({ String(cString: $0) }),
                  let index = self.pages.firstIndex(where: { $0.name == name }),
                  gtk_drop_down_get_selected(gCast(self.pageChooser)) != guint(index) else { return }
            gtk_drop_down_set_selected(gCast(self.pageChooser), guint(index))
        }
        _ = try? GObjectSignals.connect(window, "notify::default-width") { [weak self] _ in self?.fitWidth() }
        // Larger or smaller text changes what the wide layout needs: measure it anew.
        // The settings outlive the window: its handlers go with it.
        if let settings = gtk_settings_get_default() {
            let textSize = ["gtk-font-name", "gtk-xft-dpi"].compactMap { setting in
                try? GObjectSignals.connect(settings, "notify::\(setting)") { [weak self] _ in
                    guard let self else { return }
                    self.wideWidth = 0
                    self.fitWidth()
                }
            }
            _ = try? GObjectSignals.connect(window, "destroy") { _ in textSize.forEach { $0.disconnect() } }
        }
        fitWidth()
    }

    /// Shows the sidebar in a wide window and the page chooser in a narrow one. A window is
    /// narrow below the phone's breakpoint, and also wherever the pages' wide layout would not
    /// fit beside the sidebar (large text makes it wider), as libadwaita's breakpoints in `sp`
    /// move with the text: the sidebar gives way rather than being squeezed under the page.
    private func fitWidth() {
        // GTK 4.8 writes both sizes: neither pointer may be NULL.
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(gCast(window), &width, &height)
        layOut(narrow: width > 0 && width < max(Self.narrowWidth, wideWidth))
        // The wide layout's own width can only be measured while it is laid out.
        guard !laidOutNarrow else { return }
        var sidebarWidth: Int32 = 0, pagesWidth: Int32 = 0
        gtk_widget_measure(sidebar, GTK_ORIENTATION_HORIZONTAL, -1, nil, &sidebarWidth, nil, nil)
        gtk_widget_measure(stack, GTK_ORIENTATION_HORIZONTAL, -1, &pagesWidth, nil, nil, nil)
        wideWidth = sidebarWidth + 1 + pagesWidth
        if width > 0 && width < wideWidth { layOut(narrow: true) }
    }

    private func layOut(narrow: Bool) {
        gtk_widget_set_visible(sidebar, narrow ? 0 : 1)
        if let separator = gtk_widget_get_next_sibling(sidebar) { gtk_widget_set_visible(separator, narrow ? 0 : 1) }
        gtk_widget_set_visible(pageChooser, narrow ? 1 : 0)
        // As on a phone: close alone, the room of minimize and maximize for the page chooser.
        gtk_header_bar_set_decoration_layout(gCast(header), narrow ? ":close" : nil)
        guard narrow != laidOutNarrow else { return }
        laidOutNarrow = narrow
        for page in pages { page.setNarrow(narrow) }
    }

    /// Whether the window is narrow: the sidebar has given way to the page chooser.
    public var isNarrow: Bool { gtk_widget_get_visible(pageChooser) != 0 }

    /// Asks whether to discard unsaved changes: *Keep editing* (the default, and Escape)
    /// leaves the window open, *Discard and close* closes it.
    private func confirmClose() {
        guard closeConfirmation == nil else { return }
        // An alert dialog, described by its question: a screen reader reads both when it opens.
        let dialog: UnsafeMutablePointer<GtkWidget> = mf_widget_new_with_role(gtk_window_get_type(), GTK_ACCESSIBLE_ROLE_ALERT_DIALOG)
        gtk_window_set_title(gCast(dialog), "Unsaved changes")
        Accessibility.setDescription("Discard unsaved changes? The sign-up form has changes that were not submitted.", of: dialog)
        gtk_window_set_transient_for(gCast(dialog), gCast(window))
        gtk_window_set_modal(gCast(dialog), 1)
        gtk_window_set_resizable(gCast(dialog), 0)
        let keep = Layout.button("_Keep editing", classes: ["suggested-action"]) { [weak self] in self?.dismissCloseConfirmation() }
        let discard = Layout.button("_Discard and close", classes: ["destructive-action"]) { [weak self] in
            guard let self else { return }
            self.closingConfirmed = true
            for page in self.pages { page.discardChanges() }
            self.dismissCloseConfirmation()
            gtk_window_close(gCast(self.window))
        }
        let message = Layout.caption("The sign-up form has changes that were not submitted. Close the window and lose them?")
        gtk_label_set_max_width_chars(gCast(message), 40)
        let content = Layout.vbox(spacing: 18, [Layout.heading("Discard unsaved changes?"), message, Layout.hbox(spacing: 12, [discard, keep])])
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            margin(content, 24)
        }
        gtk_window_set_child(gCast(dialog), content)
        gtk_window_set_default_widget(gCast(dialog), keep)
        _ = try? GObjectSignals.connect(dialog, "destroy") { [weak self] _ in self?.closeConfirmation = nil }
        EventControllers.onKeyPress(of: dialog) { [weak self] keyval, _ in
            guard keyval == UInt32(GDK_KEY_Escape) else { return false }
            self?.dismissCloseConfirmation()
            return true
        }
        closeConfirmation = dialog
        gtk_window_present(gCast(dialog))
        gtk_widget_grab_focus(keep)
    }

    private func dismissCloseConfirmation() {
        if let dialog = closeConfirmation { gtk_window_destroy(gCast(dialog)) }
        closeConfirmation = nil
    }

    /// Shows the page named `name`; returns false if there is none.
    @discardableResult
    public func show(page name: String) -> Bool {
        guard pages.contains(where: { $0.name == name }) else { return false }
        gtk_stack_set_visible_child_name(gCast(stack), name)
        return true
    }

    /// Closes the window as its close button does: with unsaved changes, it asks first.
    public func close() {
        gtk_window_close(gCast(window))
    }

    /// Shows the window, the keyboard in the shown page's first control: GTK 4.18 would
    /// start it in the sidebar, where Tab moves from page to page.
    public func present() {
        gtk_window_present(gCast(window))
        if let page = gtk_stack_get_visible_child(gCast(stack)), !KeyboardFocus.isInside(page) {
            _ = gtk_widget_child_focus(page, GTK_DIR_TAB_FORWARD)
        }
    }

    /// Switches between the light and dark styles, as the header bar's toggle does (Ctrl+D).
    public func toggleDarkStyle() {
        let active = gtk_toggle_button_get_active(gCast(darkToggle)) != 0
        gtk_toggle_button_set_active(gCast(darkToggle), active ? 0 : 1)
    }

    /// Switches between Material's colours and the desktop's, as the header bar's toggle
    /// does (Ctrl+Shift+D).
    public func toggleDesktopColours() {
        let active = gtk_toggle_button_get_active(gCast(desktopToggle)) != 0
        gtk_toggle_button_set_active(gCast(desktopToggle), active ? 0 : 1)
    }

    private func applyScheme() {
        let dark = gtk_toggle_button_get_active(gCast(darkToggle)) != 0
        let desktop = gtk_toggle_button_get_active(gCast(desktopToggle)) != 0
        try? MaterialStyle.install(dark ? .dark : .light, palette: desktop ? .desktop : .material)
    }

    /// Shows the About dialog.
    public func showAbout() {
        let dialog: UnsafeMutablePointer<GtkWidget> = gtk_about_dialog_new()
        gtk_about_dialog_set_program_name(gCast(dialog), "MaterialFields Demo")
        gtk_about_dialog_set_comments(gCast(dialog), "Material 3 form fields for GTK 4 apps in Swift.")
        gtk_about_dialog_set_license_type(gCast(dialog), GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_logo_icon_name(gCast(dialog), "input-keyboard-symbolic")
        gtk_window_set_transient_for(gCast(dialog), gCast(window))
        gtk_window_set_modal(gCast(dialog), 1)
        gtk_window_present(gCast(dialog))
    }
}
