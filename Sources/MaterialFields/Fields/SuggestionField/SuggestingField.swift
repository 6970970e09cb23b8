import CGtk
import FieldCore
import GtkInterop

/// A text field with a list of suggestions that opens inline below it as the user types:
/// what ``SuggestionField`` and ``ChipsField`` share.
///
/// The keyboard focus is the highlight: Down (or Up) moves it from the text to the first
/// (or last) suggestion and a screen reader reads the suggestion it lands on, on every GTK
/// version; Up from the first goes back to the text; Return or a click chooses; Escape
/// closes. Typing while a suggestion has focus goes on typing in the text.
@MainActor
public class SuggestingField: TextInputField {
    /// The suggestions listed for the text (not the value, which is the text's).
    public var suggestionModel: SuggestionModel { suggestions }

    /// Where suggestions come from. Setting it finds the suggestions for the text the user
    /// last typed, shown at once while the field has focus.
    public var source: SuggestionSource {
        get { suggestions.source }
        set { suggestions.source = newValue }
    }

    private(set) var suggestions = SuggestionModel(.list([]))

    private let list: UnsafeMutablePointer<GtkWidget> = gtk_list_box_new()
    /// The suggestions the list shows, one row each.
    private var rows: [String] = []
    private var changes: ObservationToken?
    /// How many suggestions were last announced while the list was open.
    private var announcedCount: Int?

    override package init(widget: UnsafeMutablePointer<GtkWidget>, inputModel: TextFieldModel) {
        super.init(widget: widget, inputModel: inputModel)
        gtk_list_box_set_selection_mode(gCast(list), GTK_SELECTION_SINGLE)
        gtk_list_box_set_activate_on_single_click(gCast(list), 1)
        for name in ["picker-list", "suggestion-list"] { gtk_widget_add_css_class(list, name) }
        Accessibility.setLabel(Translations.string("Suggestions"), of: list)
        // Inside a box, as the picker's list is, so the picker's row style applies.
        let popup = GtkWidgets.box(GTK_ORIENTATION_VERTICAL)
        gtk_box_append(gCast(popup), list)
        chrome.install(popup: popup)
        _ = try? GObjectSignals.connect(list, "row-activated") { [weak self] arguments in
            guard let self, let row = arguments.object(at: 1) else { return }
            self.choose(Int(gtk_list_box_row_get_index(gCast(row))))
        }
        // A click chooses on the release, claimed before the field's own click handling.
        EventControllers.onClaimedClick(of: list, claims: { [weak self] _, y in self?.row(atY: y) != nil }, released: { [weak self] _, y in
            if let self, let row = self.row(atY: y) { self.choose(row) }
        })
        EventControllers.onKeyPress(of: list) { [weak self] keyval, state in self?.listKeyPressed(keyval, state) ?? false }
        EventControllers.onKeyPressAfterInputMethod(of: editor) { [weak self] keyval, state in self?.textKeyPressed(keyval, state) ?? false }
        valueObservations += [
            inputModel.userEdits.add { [weak self] _ in self?.userEdited() },
            // Text set from code (an app's, or the chips a form's check made of the text) is
            // asked nothing: the list, which answered the text before it, closes.
            inputModel.valueChanges.add { [weak self] origin in if origin == .code { self?.textSetFromCode() } },
        ]
        observeSuggestions()
        if let accessibleInput { Accessibility.setHasPopup(true, of: accessibleInput) }
    }

    /// Takes suggestions from `source`, at most `limit` at once, from now on (a new model:
    /// the limit is the model's for its whole life), leaving out what the old one did.
    func setSource(_ source: SuggestionSource, limit: Int) {
        let excluded = suggestions.excluded
        suggestions = SuggestionModel(source, limit: limit)
        suggestions.excluded = excluded
        observeSuggestions()
        renderSuggestions()
    }

    private func observeSuggestions() {
        changes = suggestions.changes.add { [weak self] in self?.renderSuggestions() }
    }

    /// The user chose `suggestion`, after the text (or the chips) took it; subclasses tell
    /// the app.
    func userChose(_ suggestion: String) {}

    // MARK: Events

    private func userEdited() {
        suggestions.update(for: inputModel.text)
    }

    private func textSetFromCode() {
        suggestions.accept(inputModel.text)
    }

    private func textKeyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        guard !hasModifiers(state), isOpen, !isComposing else { return false }
        switch Int32(keyval) {
        case GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_KP_Tab, GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter:
            // Tab leaves the field, as from any text, and Return keeps the text typed and does
            // what it does in any field: the suggestions are no stop on the way.
            suggestions.dismiss()
            return false
        case GDK_KEY_Down, GDK_KEY_KP_Down: focusRow(0)
        case GDK_KEY_Up, GDK_KEY_KP_Up: focusRow(rows.count - 1)
        case GDK_KEY_Escape: suggestions.dismiss()
        default: return false
        }
        return true
    }

    private func listKeyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        guard !hasModifiers(state) else { return false }
        switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up:
            guard focusedRow == 0 else { return false }
            focusText()
        case GDK_KEY_Escape:
            suggestions.dismiss()
            focusText()
        case GDK_KEY_BackSpace:
            focusText()
            let caret = gtk_editable_get_position(OpaquePointer(editor))
            if caret > 0 { gtk_editable_delete_text(OpaquePointer(editor), caret - 1, caret) }
        default:
            // A character typed on a suggestion goes on into the text, where it was heading.
            let character = gdk_keyval_to_unicode(keyval)
            guard character >= 0x20, let scalar = Unicode.Scalar(character) else { return false }
            focusText()
            var caret = gtk_editable_get_position(OpaquePointer(editor))
            gtk_editable_insert_text(OpaquePointer(editor), String(Character(scalar)), -1, &caret)
            gtk_editable_set_position(OpaquePointer(editor), caret)
        }
        return true
    }

    func hasModifiers(_ state: UInt32) -> Bool {
        state & UInt32(GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) != 0
    }

    /// Puts `row`'s suggestion in the text, as if typed, and closes the list.
    private func choose(_ row: Int) {
        guard rows.indices.contains(row) else { return }
        let chosen = rows[row]
        suggestions.accept(chosen)
        focusText()
        take(chosen)
        userChose(chosen)
    }

    /// Makes the chosen suggestion the text; a chips field makes it a chip instead.
    func take(_ chosen: String) {
        // Through GTK, as typing is: the model hears it once, as the user's edit.
        GtkWidgets.setEditableText(chosen, of: editor)
        gtk_editable_set_position(OpaquePointer(editor), -1)
        // Orca 48 reads only "collapsed" as the focus comes back; Orca 43 reads the text too.
        _ = Accessibility.announce(chosen, from: instance)
    }

    override func willEndEditing() {
        suggestions.dismiss()
        super.willEndEditing()
    }

    // MARK: Focus

    private var isOpen: Bool { !rows.isEmpty && (chrome.popup.map { gtk_widget_get_visible($0) != 0 } ?? false) }

    /// The suggestion that has the keyboard focus, if one has.
    private var focusedRow: Int? {
        guard let root = rootWidget, let focus = gtk_root_get_focus(OpaquePointer(root)),
              gtk_widget_get_parent(focus) == list else { return nil }
        return Int(gtk_list_box_row_get_index(gCast(focus)))
    }

    private func row(atY y: Double) -> Int? {
        guard let row = gtk_list_box_get_row_at_y(gCast(list), Int32(y)) else { return nil }
        return Int(gtk_list_box_row_get_index(row))
    }

    private func focusRow(_ index: Int) {
        guard let row = gtk_list_box_get_row_at_index(gCast(list), Int32(index)) else { return }
        gtk_list_box_select_row(gCast(list), row)
        gtk_widget_grab_focus(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
    }

    /// Gives the text the focus with the caret at the end (not all of it selected, as a
    /// text newly focused would be).
    func focusText() {
        gtk_widget_grab_focus(editor)
        gtk_editable_set_position(OpaquePointer(editor), -1)
    }

    // MARK: Rendering

    private func renderSuggestions() {
        let shown = suggestions.suggestions
        // A list closing keeps its rows, hidden, until the next opens: it closes as the focus
        // leaves, and GTK, moving the focus, still reads the row that had it.
        if shown != rows, !shown.isEmpty {
            while let child = gtk_widget_get_first_child(list) { gtk_list_box_remove(gCast(list), child) }
            for suggestion in shown { gtk_list_box_append(gCast(list), GtkWidgets.label(suggestion)) }
        }
        rows = shown
        let open = !shown.isEmpty && containsFocus
        chrome.setPopupVisible(open)
        // GTK 4.14 and later say how many there are as the typing narrows them; before,
        // the first Down reads the list's size.
        if open, shown.count != announcedCount {
            _ = Accessibility.announce(Translations.plural("%d suggestion", "%d suggestions", shown.count), from: instance)
        }
        announcedCount = open ? shown.count : nil
    }

    override package func dispose() {
        changes = nil
        super.dispose()
    }
}
