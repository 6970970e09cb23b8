import CGtk
import GtkInterop
import FieldCore

/// The choices of an open ``PickerField``: a recycling `GtkListView`, so a picker of
/// 10,000 choices makes widgets only for the rows on screen, as `GtkDropDown` does.
///
/// It reports what the user does and shows what it is told; the picker's model decides.
/// The arrow keys move the selection (reported through ``onSelect``); a click or Enter
/// on a row chooses it (``onChoose``). A click chooses, as in a drop-down, so the list
/// claims the press before the row's own gesture would only select the row.
@MainActor
final class PickerList {
    /// The list view, to put inside a scrolled window.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Called with the row the arrow keys moved the selection to.
    var onSelect: (Int) -> Void = { _ in }
    /// Called with the row clicked or activated with Enter.
    var onChoose: (Int) -> Void = { _ in }

    private let strings: OpaquePointer
    private let selection: OpaquePointer
    private var rows: [String] = []
    private var manualEntryRow: Int?
    /// The row each bound label shows, to find a row's widget and a click's row.
    private var boundRows: [UnsafeMutablePointer<GtkWidget>: Int] = [:]
    /// The selection's handler, blocked while rows or the highlight are set from the
    /// model: only the user's selection is reported.
    private var selectionHandlers: [SignalConnection] = []
    private var pendingScroll: Int?

    init() {
        strings = gtk_string_list_new(nil)
        // The selection model takes the string list; the view takes the selection model.
        selection = gtk_single_selection_new(strings)
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        let factory = gtk_signal_list_item_factory_new()
        widget = gtk_list_view_new(selection, factory)
        gtk_widget_add_css_class(widget, "picker-list")
        // Read when the list opens ("Choices list with 35 items"), not as "GtkListView".
        Accessibility.setLabel(Translations.string("Choices"), of: widget)
        connectFactory(factory)
        selectionHandlers = [try? GObjectSignals.connect(selection, "selection-changed") { [weak self] _ in self?.selectionChanged() }]
            .compactMap { $0 }
        _ = try? GObjectSignals.connect(widget, "activate") { [weak self] arguments in
            if let row = arguments.uint(at: 1) { self?.onChoose(Int(row)) }
        }
        EventControllers.onClaimedClick(of: widget, claims: { [weak self] x, y in self?.row(at: x, y) != nil }, released: { [weak self] x, y in
            if let self, let row = self.row(at: x, y) { self.onChoose(row) }
        })
    }

    private func connectFactory(_ factory: OpaquePointer?) {
        guard let factory else { return }
        _ = try? GObjectSignals.connect(factory, "setup") { arguments in
            guard let item = arguments.object(at: 1) else { return }
            gtk_list_item_set_child(OpaquePointer(item), GtkWidgets.label())
        }
        _ = try? GObjectSignals.connect(factory, "bind") { [weak self] arguments in
            guard let self, let item = arguments.object(at: 1) else { return }
            self.bind(OpaquePointer(item))
        }
        _ = try? GObjectSignals.connect(factory, "unbind") { [weak self] arguments in
            guard let self, let item = arguments.object(at: 1),
                  let label = gtk_list_item_get_child(OpaquePointer(item)) else { return }
            self.boundRows[label] = nil
        }
    }

    private func bind(_ item: OpaquePointer) {
        guard let label = gtk_list_item_get_child(item) else { return }
        let row = Int(gtk_list_item_get_position(item))
        guard rows.indices.contains(row) else { return }
        GtkWidgets.setText(rows[row], of: label)
        GtkWidgets.setClass("manual-entry", on: label, row == manualEntryRow)
        boundRows[label] = row
    }

    /// Replaces the rows; a no-op when they are the same.
    func setRows(_ newRows: [String], manualEntryRow newManualEntryRow: Int?) {
        guard newRows != rows || newManualEntryRow != manualEntryRow else { return }
        rows = newRows
        manualEntryRow = newManualEntryRow
        let copies = newRows.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var additions = copies.map { UnsafePointer($0) } + [nil]
        // Replacing the rows moves GTK's selection; that is not the user choosing a row.
        SignalConnection.blocking(selectionHandlers) {
            additions.withUnsafeMutableBufferPointer { buffer in
                gtk_string_list_splice(strings, 0, g_list_model_get_n_items(strings), buffer.baseAddress)
            }
        }
    }

    /// Selects `row` (nil for none) without reporting it; with `focus`, scrolls to the row
    /// and gives it the keyboard focus.
    func highlight(_ row: Int?, focus: Bool) {
        SignalConnection.blocking(selectionHandlers) {
            guard let row, rows.indices.contains(row) else {
                gtk_selection_model_unselect_all(selection)
                return
            }
            if gtk_single_selection_get_selected(selection) != guint(row) {
                gtk_selection_model_select_item(selection, guint(row), 1)
            }
            if focus { self.focus(row) }
        }
    }

    /// Scrolls `row` into view and focuses it.
    private func focus(_ row: Int) {
        scroll(to: row)
        // Scrolling to a row makes its widget at once; the row widget is the label's parent.
        if let label = boundRows.first(where: { $0.value == row })?.key, let rowWidget = gtk_widget_get_parent(label) {
            gtk_widget_grab_focus(rowWidget)
        }
        // A list just opened has no sizes yet, and GTK 4.8 cannot scroll it: scroll again
        // on the first frame after it is laid out (a frame's tick comes before its layout,
        // so the tick that finds sizes is the frame after them). Idle work would not do:
        // it can run before a popover's first frame and find no sizes either. The focus is
        // moved again only if it is still in the list: a picker opened before its window
        // was shown must not pull the focus, and its page's scrolling, to itself.
        if !isLaidOut, pendingScroll == nil {
            pendingScroll = row
            FrameTicker.add(to: widget) { [weak self] _ in
                guard let self, let row = self.pendingScroll else { return false }
                guard self.isLaidOut else { return true }
                self.pendingScroll = nil
                guard self.rows.indices.contains(row) else { return false }
                if self.containsFocus {
                    self.focus(row)
                } else {
                    self.scroll(to: row)
                }
                return false
            }
        } else if pendingScroll != nil {
            pendingScroll = row
        }
    }

    private func scroll(to row: Int) {
        _ = gtk_widget_activate_action_variant(widget, "list.scroll-to-item", g_variant_new_uint32(guint(row)))
    }

    /// Whether the keyboard focus is on one of the rows.
    private var containsFocus: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }

    /// Whether GTK has sized the rows, which scrolling to one needs.
    private var isLaidOut: Bool {
        guard let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(widget)) else { return false }
        return gtk_adjustment_get_upper(adjustment) > 0
    }

    private func selectionChanged() {
        let selected = gtk_single_selection_get_selected(selection)
        if selected != GTK_INVALID_LIST_POSITION { onSelect(Int(selected)) }
    }

    /// The row under a point of the list view, if any.
    private func row(at x: Double, _ y: Double) -> Int? {
        var picked = gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT)
        while let current = picked, current != widget {
            if let row = boundRows[current] { return row }
            // A point in a row's padding picks the row widget, whose child is the label.
            if let child = gtk_widget_get_first_child(current), let row = boundRows[child] { return row }
            picked = gtk_widget_get_parent(current)
        }
        return nil
    }
}
