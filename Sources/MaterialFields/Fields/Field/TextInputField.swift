import CGtk
import FieldCore
import GtkInterop

/// A field whose input is one line of text (a `GtkText` in the field's chrome), with a
/// clear button and a password reveal toggle: what ``EntryField``, ``NumberField``,
/// ``SuggestionField`` and ``ChipsField`` share. A password's text is a
/// `GtkPasswordEntry`'s: GTK gives the password role (a screen reader's cue not to echo)
/// to that type alone.
@MainActor
public class TextInputField: Field {
    /// The model of the line of text the user edits: an entry's or a suggestion field's
    /// value model (its `model`), a number field's or a chips field's `model.text`.
    let inputModel: TextFieldModel
    // Unchecked exclusivity: read on each keystroke, assigned only.
    /// The text the user edits: the input itself, or the one inside the password entry.
    @exclusivity(unchecked) private(set) var editor: UnsafeMutablePointer<GtkWidget>
    @exclusivity(unchecked) private var clearButton: UnsafeMutablePointer<GtkWidget>?
    @exclusivity(unchecked) private var revealButton: UnsafeMutablePointer<GtkWidget>?
    /// The text's insert and delete handlers, blocked while the formatter writes its
    /// result, so that its own edit is not formatted again.
    private var formatHandlers: [SignalConnection] = []
    /// The text whose deletions of a selection the field watches (see ``watchSelectionReplacement()``).
    private var watchedEditor: UnsafeMutablePointer<GtkWidget>?
    /// Whether GTK is replacing the selected text: it deletes the selection, then inserts
    /// what replaces it (a key, a paste, an input method's text), and tells each step.
    @exclusivity(unchecked) private var isReplacingSelection = false

    /// Whether a clear button shows while there is text.
    public var isClearable = false {
        didSet {
            renderAdornments()
            notifyChangedProperties(.widget)
        }
    }
    /// What the text is for: sets input hints and hides passwords behind a reveal toggle.
    public var purpose: InputPurpose = .freeForm {
        didSet {
            guard purpose != oldValue else { return }
            if purpose.isSecret != oldValue.isSecret { replaceInput() }
            gtk_text_set_input_purpose(gCast(editor), purpose.gtkPurpose)
            gtk_text_set_input_hints(gCast(editor), purpose.gtkHints)
            gtk_text_set_visibility(gCast(editor), purpose.isSecret ? 0 : 1)
            renderAdornments()
            notifyChangedProperties(.widget)
        }
    }

    static func properties() throws -> [WidgetProperty] {
        let current: [WidgetProperty] = [
            .custom(PropertyDefinition("unit", .string(default: nil), blurb: "A unit shown after the text"),
                    get: { (entry: TextInputField) in .string(entry.inputModel.unit) }, set: { $0.setUnit($1.stringValue) }),
            .custom(PropertyDefinition("monetary", .bool(default: false), blurb: "Whether a currency sign shows before the text"),
                    get: { (entry: TextInputField) in .bool(entry.inputModel.isMonetary) }, set: { $0.setMonetary($1.boolValue ?? false) }),
            .bool("clearable", \TextInputField.isClearable, source: .widget, blurb: "Whether a clear button shows"),
            .enumeration("purpose", \TextInputField.purpose, type: try FieldEnumTypes.purpose(), default: .freeForm,
                         source: .widget, blurb: "What the text is for: input hints, and a password's hidden characters"),
        ]
        return current + WidgetProperty.deprecatedAliases(in: current, ["monetary": "is-monetary", "clearable": "is-clearable"])
    }

    override package class var propertyTable: [WidgetProperty] { super.propertyTable + ((try? properties()) ?? []) }

    /// GtkEditable's `text`, which GObject asks the type itself for: the model's text.
    override package func value(forProperty name: String) -> PropertyValue? {
        name == "text" ? .string(inputModel.text) : super.value(forProperty: name)
    }

    override package func setValue(_ value: PropertyValue, forProperty name: String) {
        if name == "text" { inputModel.text = value.stringValue ?? "" } else { super.setValue(value, forProperty: name) }
    }

    static var signals: [SignalDefinition] {
        [SignalDefinition("return-pressed", returns: .bool), SignalDefinition("should-clear", returns: .bool)]
    }

    /// A field made by GObject (`g_object_new`, a GtkBuilder file): a model of its own.
    package required convenience init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.init(widget: widget, inputModel: TextFieldModel())
    }

    /// The field of instance `widget`, editing `inputModel` (a form row's, or its own).
    package init(widget: UnsafeMutablePointer<GtkWidget>, inputModel: TextFieldModel) {
        self.inputModel = inputModel
        editor = gtk_text_new()
        super.init(widget: widget, fieldModel: inputModel.field)
        // The set-up is one event: the field renders once, with its input and model in place.
        handleEvent {
            install(input: editor, editableText: editor)
            observeModel()
            if !inputModel.text.isEmpty { showText(inputModel.text) }
            connectText()
            renderAdornments()
        }
    }

    /// Puts a password entry in place of the plain text, or back, keeping what was typed.
    ///
    /// Only while the field is unrealized: GTK fixes an accessible role once assistive
    /// technologies may have seen it, so a field shown as a password stays one for them,
    /// and one shown as plain text stays plain text (its characters hidden all the same).
    private func replaceInput() {
        guard Accessibility.setRole(purpose.isSecret ? GTK_ACCESSIBLE_ROLE_GENERIC : GTK_ACCESSIBLE_ROLE_TEXT_BOX, of: instance)
        else { return }
        let typed = GtkWidgets.editableText(editor)
        let newInput: UnsafeMutablePointer<GtkWidget> = purpose.isSecret ? gtk_password_entry_new() : gtk_text_new()
        guard let newText = GtkWidgets.editableDelegate(of: newInput) else { return }
        if purpose.isSecret, gtk_get_minor_version() < 14 {
            // GTK 4.8 lists the entry's Caps Lock icon whether or not it shows, as "GtkImage".
            for icon in WidgetChildren.of(newInput) where gIsA(icon, gtk_image_get_type()) {
                Accessibility.setHidden(true, of: icon)
            }
        }
        GtkWidgets.setEditableText(typed, of: newText)
        editor = newText
        install(input: newInput, editableText: newText)
        connectText()
    }

    /// Connects the text's signals to the field.
    private func connectText() {
        // The text's notify, not "changed": connected before GTK forwards the notify to the
        // field (the field's `text` is GtkEditable's), so whoever hears the field's
        // notify::text finds the model already up to date.
        PartSignals.connect(editor, "notify::text", of: instance) { _, _, field in
            TextInputField.withLive(field) { $0.textEdited() }
        }
        formatHandlers = []
        connectFormatter(inputModel.formatter != nil)
        PartSignals.connect(editor, "activate", of: instance) { _, field in
            TextInputField.withLive(field) { $0.returnPressed() }
        }
        // The reveal button shows the text's own visibility, which a password entry's
        // Show Text menu item also toggles.
        PartSignals.connect(editor, "notify::visibility", of: instance) { _, _, field in
            TextInputField.withLive(field) { $0.renderAdornments() }
        }
    }

    /// Whether the text is a password entry's, which brings its own Show Text menu item.
    private var isPasswordEntry: Bool { editor != input }

    private func observeModel() {
        attachFieldModel()
        // Unowned: the tokens, which the field holds, remove these handlers when they go.
        valueObservations += [inputModel.textChanges.add { [unowned self] newText in showText(newText) },
                              inputModel.formatterChanges.add { [unowned self] isSet in connectFormatter(isSet) }]
    }

    /// What ``Field/validate()`` checks: the value, without a mask's literals.
    override var currentText: String { inputModel.value }

    // MARK: Events

    private func textEdited() {
        // The selection's going is half of the user's edit: the field takes the whole of it
        // once GTK is done (selectionReplaced()), so the value never passes through the
        // text with neither, and no rule fails on it for an instant.
        guard !isReplacingSelection else { return }
        let current = GtkWidgets.editableText(editor)
        guard current != inputModel.text else { return }
        takeUserEdit(current)
    }

    /// Watches the text for deletions of its selection, from the first time the user is in
    /// it (a field never focused pays nothing for it).
    private func watchSelectionReplacement() {
        guard watchedEditor != editor else { return }
        watchedEditor = editor
        PartSignals.connect(editor, "delete-text", of: instance) { _, start, end, field in
            TextInputField.withLive(field) { $0.textWillLose(start, end) }
        }
    }

    /// GTK is about to delete the text from `start` to `end`: when that is the selection, what
    /// replaces it (if anything) follows within the same event, and the field reads the text
    /// once that event is over.
    private func textWillLose(_ start: Int32, _ end: Int32) {
        var selectionStart: Int32 = 0
        var selectionEnd: Int32 = 0
        guard !isReplacingSelection, start < end,
              gtk_editable_get_selection_bounds(OpaquePointer(editor), &selectionStart, &selectionEnd) != 0,
              (selectionStart, selectionEnd) == (start, end) else { return }
        isReplacingSelection = true
        MainLoop.invoke(priority: G_PRIORITY_HIGH) { [weak self] in self?.selectionReplaced() }
    }

    private func selectionReplaced() {
        isReplacingSelection = false
        textEdited()
    }

    override func didBeginEditing() {
        watchSelectionReplacement()
    }

    /// The user made the text `text` (by typing, or with the clear button): the model takes
    /// it as their edit, then the error may go and the app hears it.
    private func takeUserEdit(_ text: String) {
        handleEvent(userEdit: true) {
            inputModel.edit(text)
            validation.userChangedValue(inputModel.value)
        }
    }

    /// Hooks the text's inserts and deletes while the model has a formatter, which reshapes
    /// each edit before GTK applies it; a field without one leaves GTK's edits alone.
    private func connectFormatter(_ isSet: Bool) {
        guard isSet == formatHandlers.isEmpty else { return }
        guard isSet else {
            formatHandlers.forEach { $0.disconnect() }
            formatHandlers = []
            return
        }
        let inserts = try? GObjectSignals.connect(editor, "insert-text") { [weak self] arguments in
            guard let self, let inserted = arguments.string(at: 1) else { return }
            let position = arguments.pointer(at: 3)?.assumingMemoryBound(to: Int32.self)
            let at = Int(position?.pointee ?? 0)
            if let caret = self.reformat(replacing: at..<at, with: inserted, signal: "insert-text") { position?.pointee = Int32(caret) }
        }
        let deletes = try? GObjectSignals.connect(editor, "delete-text") { [weak self] arguments in
            guard let self, let start = arguments.int(at: 1), let end = arguments.int(at: 2) else { return }
            let count = GtkWidgets.editableText(self.editor).count
            let upper = end < 0 ? count : min(end, count)
            _ = self.reformat(replacing: min(start, upper)..<upper, with: "", signal: "delete-text")
        }
        formatHandlers = [inserts, deletes].compactMap { $0 }
    }

    /// Applies the model's formatter to an edit GTK is about to make: stops GTK's own edit,
    /// shows the formatted text and places the caret; returns the caret, nil when there is
    /// no formatter (GTK edits as usual).
    private func reformat(replacing range: Range<Int>, with replacement: String, signal: String) -> Int? {
        // An edit of nothing (GTK deletes an empty range as an input method's composition
        // begins) is left to GTK: writing the text back would reset the input method, and
        // IBus engines then drop the composition.
        guard let formatter = inputModel.formatter, !(range.isEmpty && replacement.isEmpty) else { return nil }
        g_signal_stop_emission_by_name(editor.gPointer, signal)
        let result = formatter.apply(replacing: range, in: GtkWidgets.editableText(editor), with: replacement)
        // Putting the formatted text in, from inside GTK's own insert or delete, would call
        // these same handlers again on the field's own text.
        SignalConnection.blocking(formatHandlers) {
            GtkWidgets.setEditableText(result.text, of: editor)
            gtk_editable_set_position(OpaquePointer(editor), Int32(result.caret))
        }
        return result.caret
    }

    /// Return was pressed, before anything else happens; subclasses tidy the value.
    func willReturn() {}

    /// Shows the model's text. The user's own edits are on screen already, so the input
    /// equals it and is left alone (writing it back would move the caret).
    private func showText(_ newText: String) {
        GtkWidgets.setEditableText(newText, of: editor)
        queueNotify()
    }

    private func returnPressed() {
        willReturn()
        if !shouldReturn() { return }
        if emit("return-pressed") { return }
        // Return activates the window's default widget, or moves on to the next field.
        if let window, let defaultWidget = gtk_window_get_default_widget(window),
           gtk_widget_is_sensitive(defaultWidget) != 0 {
            gtk_widget_activate(defaultWidget)
        } else if let rootWidget {
            _ = gtk_widget_child_focus(rootWidget, GTK_DIR_TAB_FORWARD)
        }
    }

    private func clearPressed() {
        if !shouldClear() { return }
        guard approves("should-clear") else { return }
        takeUserEdit("")
        gtk_widget_grab_focus(editor)
    }

    /// The keyboard's way to the reveal button, which is no Tab stop, on a plain text: an
    /// item in its context menu (Menu or Shift+F10), as `GtkPasswordEntry` offers.
    private func addRevealMenuItem() {
        ContextMenuItem.add(Translations.string("Show or hide the password"), to: editor, owner: instance,
                            group: "entry-field", name: "toggle-visibility") { [weak self] in self?.toggleReveal() }
    }

    private func toggleReveal() {
        gtk_text_set_visibility(gCast(editor), isRevealed ? 0 : 1)
    }

    /// Whether a password shows its characters.
    private var isRevealed: Bool { purpose.isSecret && gtk_text_get_visibility(gCast(editor)) != 0 }

    /// Whether Return may go on to its default action; subclasses ask the app.
    func shouldReturn() -> Bool { true }

    /// Whether the clear button may clear the text; subclasses ask the app.
    func shouldClear() -> Bool { true }

    // MARK: Rendering

    override func renderAdornments() {
        chrome.setPrefix(inputModel.prefixText)
        chrome.setSuffix(inputModel.suffixText)
        if isClearable, clearButton == nil {
            let button = GtkWidgets.iconButton("edit-clear-symbolic", tooltip: Translations.string("Clear text"))
            PartSignals.connect(button, "clicked", of: instance) { _, field in
                TextInputField.withLive(field) { $0.clearPressed() }
            }
            chrome.addTrailing(button)
            clearButton = button
        }
        if purpose.isSecret, revealButton == nil {
            let button = GtkWidgets.iconButton("view-reveal-symbolic", tooltip: Translations.string("Show password"))
            PartSignals.connect(button, "clicked", of: instance) { _, field in
                TextInputField.withLive(field) { $0.toggleReveal() }
            }
            chrome.addTrailing(button)
            revealButton = button
            if !isPasswordEntry { addRevealMenuItem() }
        }
        if let clearButton {
            GtkWidgets.setVisible(clearButton, isClearable && !inputModel.text.isEmpty && fieldModel.isEnabled)
        }
        if let revealButton {
            GtkWidgets.setVisible(revealButton, purpose.isSecret)
            if let icon = gtk_button_get_child(gCast(revealButton)) {
                gtk_image_set_from_icon_name(gCast(icon), isRevealed ? "view-conceal-symbolic" : "view-reveal-symbolic")
            }
            let revealLabel = isRevealed ? Translations.string("Hide password") : Translations.string("Show password")
            gtk_widget_set_tooltip_text(revealButton, revealLabel)
            Accessibility.setLabel(revealLabel, of: revealButton)
        }
        chrome.updateTrailingVisibility()
    }

    // MARK: Properties

    /// Sets the unit shown after the text.
    func setUnit(_ unit: String?) {
        inputModel.unit = unit
        renderAdornments()
        notifyChangedProperties()
    }

    /// Sets whether the currency sign shows.
    func setMonetary(_ isMonetary: Bool) {
        inputModel.isMonetary = isMonetary
        renderAdornments()
        notifyChangedProperties()
    }
}
