import CGtk
import FieldCore
import GtkInterop

/// The view of an ``EntryField``: a `GtkText` in the field's chrome, with a clear button
/// and a password reveal toggle. A password's text is a `GtkPasswordEntry`'s: GTK gives
/// the password role (a screen reader's cue not to echo) to that type alone.
@MainActor
class EntryFieldWidget: FieldWidget {
    let model = FieldWidget.sharedValue { TextFieldModel() }
    /// The text the user edits: the input itself, or the one inside the password entry.
    private(set) var text: UnsafeMutablePointer<GtkWidget>
    private var clearButton: UnsafeMutablePointer<GtkWidget>?
    private var revealButton: UnsafeMutablePointer<GtkWidget>?
    /// The app's closures (``EntryField/events``).
    var events = EntryFieldEvents()
    /// The seed's delegate, which ``events`` call.
    weak var delegate: (any EntryFieldDelegate)? {
        didSet { events = delegate.map(EntryFieldEvents.init(forwardingTo:)) ?? EntryFieldEvents() }
    }
    private var textObservation: ObservationToken?
    /// The text's insert and delete handlers, blocked while the formatter writes its
    /// result, so that its own edit is not formatted again.
    private var formatHandlers: [SignalConnection] = []

    var isClearable = false {
        didSet {
            renderAdornments()
            notifyChangedProperties(.widget)
        }
    }
    var purpose: InputPurpose = .freeForm {
        didSet {
            guard purpose != oldValue else { return }
            if purpose.isSecret != oldValue.isSecret { replaceInput() }
            gtk_text_set_input_purpose(gCast(text), purpose.gtkPurpose)
            gtk_text_set_input_hints(gCast(text), purpose.gtkHints)
            gtk_text_set_visibility(gCast(text), purpose.isSecret ? 0 : 1)
            renderAdornments()
            notifyChangedProperties(.widget)
        }
    }

    static func properties() throws -> [WidgetProperty] {
        [
            .custom(PropertyDefinition("unit", .string(default: nil), blurb: "A unit shown after the text"),
                    get: { (entry: EntryFieldWidget) in .string(entry.model.unit) }, set: { $0.setUnit($1.stringValue) }),
            .custom(PropertyDefinition("is-monetary", .bool(default: false), blurb: "Whether a currency sign shows before the text"),
                    get: { (entry: EntryFieldWidget) in .bool(entry.model.isMonetary) }, set: { $0.setMonetary($1.boolValue ?? false) }),
            .bool("is-clearable", \EntryFieldWidget.isClearable, source: .widget, blurb: "Whether a clear button shows"),
            .enumeration("purpose", \EntryFieldWidget.purpose, type: try FieldEnumTypes.purpose(), default: .freeForm,
                         source: .widget, blurb: "What the text is for: input hints, and a password's hidden characters"),
        ]
    }

    override class var propertyTable: [WidgetProperty] { super.propertyTable + ((try? properties()) ?? []) }

    /// GtkEditable's `text`, which GObject asks the type itself for: the model's text.
    override func value(forProperty name: String) -> PropertyValue? {
        name == "text" ? .string(model.text) : super.value(forProperty: name)
    }

    override func setValue(_ value: PropertyValue, forProperty name: String) {
        if name == "text" { model.text = value.stringValue ?? "" } else { super.setValue(value, forProperty: name) }
    }

    static var signals: [SignalDefinition] {
        [SignalDefinition("return-pressed", returns: .bool), SignalDefinition("should-clear", returns: .bool)]
    }

    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        text = gtk_text_new()
        super.init(widget: widget)
        install(input: text, editableText: text)
        observe(model)
        if !model.text.isEmpty { showText(model.text) }
        connectText()
        renderAdornments()
    }

    /// Puts a password entry in place of the plain text, or back, keeping what was typed.
    ///
    /// Only while the field is unrealized: GTK fixes an accessible role once assistive
    /// technologies may have seen it, so a field shown as a password stays one for them,
    /// and one shown as plain text stays plain text (its characters hidden all the same).
    private func replaceInput() {
        guard Accessibility.setRole(purpose.isSecret ? GTK_ACCESSIBLE_ROLE_GENERIC : GTK_ACCESSIBLE_ROLE_TEXT_BOX, of: widget)
        else { return }
        let typed = GtkWidgets.editableText(text)
        let newInput: UnsafeMutablePointer<GtkWidget> = purpose.isSecret ? gtk_password_entry_new() : gtk_text_new()
        guard let newText = GtkWidgets.editableDelegate(of: newInput) else { return }
        if purpose.isSecret, gtk_get_minor_version() < 14 {
            // GTK 4.8 lists the entry's Caps Lock icon whether or not it shows, as "GtkImage".
            for icon in WidgetChildren.of(newInput) where gIsA(icon, gtk_image_get_type()) {
                Accessibility.setHidden(true, of: icon)
            }
        }
        GtkWidgets.setEditableText(typed, of: newText)
        text = newText
        install(input: newInput, editableText: newText)
        connectText()
    }

    /// Connects the text's signals to the field.
    private func connectText() {
        // The text's notify, not "changed": connected before GTK forwards the notify to the
        // field (the field's `text` is GtkEditable's), so whoever hears the field's
        // notify::text finds the model already up to date.
        on(text, "notify::text") { [weak self] in self?.textEdited() }
        // A formatter reshapes each edit before GTK applies it.
        let inserts = try? GObjectSignals.connect(text, "insert-text") { [weak self] arguments in
            guard let self, let inserted = arguments.string(at: 1) else { return }
            let position = arguments.pointer(at: 3)?.assumingMemoryBound(to: Int32.self)
            let at = Int(position?.pointee ?? 0)
            if let caret = self.reformat(replacing: at..<at, with: inserted, signal: "insert-text") { position?.pointee = Int32(caret) }
        }
        let deletes = try? GObjectSignals.connect(text, "delete-text") { [weak self] arguments in
            guard let self, let start = arguments.int(at: 1), let end = arguments.int(at: 2) else { return }
            let count = GtkWidgets.editableText(self.text).count
            let upper = end < 0 ? count : min(end, count)
            _ = self.reformat(replacing: min(start, upper)..<upper, with: "", signal: "delete-text")
        }
        formatHandlers = [inserts, deletes].compactMap { $0 }
        on(text, "activate") { [weak self] in self?.returnPressed() }
        // The reveal button shows the text's own visibility, which a password entry's
        // Show Text menu item also toggles.
        on(text, "notify::visibility") { [weak self] in self?.renderAdornments() }
    }

    /// Whether the text is a password entry's, which brings its own Show Text menu item.
    private var isPasswordEntry: Bool { text != input }

    private func observe(_ model: TextFieldModel) {
        attach(model.field)
        textObservation = model.textChanges.add { [weak self] newText in self?.showText(newText) }
    }

    /// What ``Field/validate()`` checks: the value, without a mask's literals.
    override var currentText: String { model.value }

    /// The handle delegates receive; none for a subclass (a number field), whose handle is
    /// not an `EntryField` and which tells the app through its own closures.
    private var entryField: EntryField? {
        guard type(of: self) == EntryFieldWidget.self else { return nil }
        return handle as? EntryField ?? EntryField.wrapping(Widget(widget))
    }

    // MARK: Events

    private func textEdited() {
        let current = GtkWidgets.editableText(text)
        guard current != model.text else { return }
        handleEvent {
            model.edit(current)
            userChangedValue(model.value)
            if let entryField { events.didChange?(entryField) }
        }
    }

    /// Applies the model's formatter to an edit GTK is about to make: stops GTK's own edit,
    /// shows the formatted text and places the caret; returns the caret, nil when there is
    /// no formatter (GTK edits as usual).
    private func reformat(replacing range: Range<Int>, with replacement: String, signal: String) -> Int? {
        guard let formatter = model.formatter else { return nil }
        g_signal_stop_emission_by_name(text.gPointer, signal)
        let result = formatter.edit(replacing: range, in: GtkWidgets.editableText(text), with: replacement)
        if !result.refused.isEmpty { refuse(result.refused) }
        SignalConnection.blocking(formatHandlers) {
            GtkWidgets.setEditableText(result.text, of: text)
            gtk_editable_set_position(OpaquePointer(text), Int32(result.caret))
        }
        return result.caret
    }

    /// The formatter refused `characters` the user typed; subclasses say so.
    func refuse(_ characters: String) {}

    /// Return was pressed, before anything else happens; subclasses tidy the value.
    func willReturn() {}

    /// Shows the model's text. The user's own edits are on screen already, so the input
    /// equals it and is left alone (writing it back would move the caret).
    private func showText(_ newText: String) {
        GtkWidgets.setEditableText(newText, of: text)
        if eventDepth == 0 { notifyChangedProperties() }
    }

    private func returnPressed() {
        willReturn()
        if let entryField, events.shouldReturn?(entryField) == false { return }
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
        if let entryField, events.shouldClear?(entryField) == false { return }
        guard approves("should-clear") else { return }
        handleEvent { model.edit("") }
        gtk_widget_grab_focus(text)
    }

    /// The keyboard's way to the reveal button, which is no Tab stop, on a plain text: an
    /// item in its context menu (Menu or Shift+F10), as `GtkPasswordEntry` offers.
    private func addRevealMenuItem() {
        ContextMenuItem.add(Translations.string("Show or hide the password"), to: text, owner: widget,
                            group: "entry-field", name: "toggle-visibility") { [weak self] in self?.toggleReveal() }
    }

    private func toggleReveal() {
        gtk_text_set_visibility(gCast(text), isRevealed ? 0 : 1)
    }

    /// Whether a password shows its characters.
    private var isRevealed: Bool { purpose.isSecret && gtk_text_get_visibility(gCast(text)) != 0 }

    override func shouldBeginEditing() -> Bool {
        guard let entryField else { return true }
        return events.shouldBeginEditing?(entryField) ?? true
    }

    override func shouldEndEditing() -> Bool {
        guard let entryField else { return true }
        return events.shouldEndEditing?(entryField) ?? true
    }

    override func didBeginEditing() {
        if let entryField { events.didBeginEditing?(entryField) }
    }

    override func didEndEditing() {
        if let entryField { events.didEndEditing?(entryField) }
    }

    // MARK: Rendering

    override func renderAdornments() {
        setPrefix(model.prefixText)
        setSuffix(model.suffixText)
        if isClearable, clearButton == nil {
            let button = GtkWidgets.iconButton("edit-clear-symbolic", tooltip: Translations.string("Clear text"))
            on(button, "clicked") { [weak self] in self?.clearPressed() }
            addTrailing(button)
            clearButton = button
        }
        if purpose.isSecret, revealButton == nil {
            let button = GtkWidgets.iconButton("view-reveal-symbolic", tooltip: Translations.string("Show password"))
            on(button, "clicked") { [weak self] in self?.toggleReveal() }
            addTrailing(button)
            revealButton = button
            if !isPasswordEntry { addRevealMenuItem() }
        }
        if let clearButton {
            GtkWidgets.setVisible(clearButton, isClearable && !model.text.isEmpty && field.isEnabled)
        }
        if let revealButton {
            GtkWidgets.setVisible(revealButton, purpose.isSecret)
            if let icon = gtk_button_get_child(gCast(revealButton)) {
                gtk_image_set_from_icon_name(gCast(icon), isRevealed ? "view-conceal-symbolic" : "view-reveal-symbolic")
            }
            let revealLabel = Translations.string(isRevealed ? "Hide password" : "Show password")
            gtk_widget_set_tooltip_text(revealButton, revealLabel)
            Accessibility.setLabel(revealLabel, of: revealButton)
        }
        updateTrailingVisibility()
    }

    // MARK: Properties

    /// Sets the unit shown after the text.
    func setUnit(_ unit: String?) {
        model.unit = unit
        renderAdornments()
        notifyChangedProperties()
    }

    /// Sets whether the currency sign shows.
    func setMonetary(_ isMonetary: Bool) {
        model.isMonetary = isMonetary
        renderAdornments()
        notifyChangedProperties()
    }

    override func dispose() {
        textObservation = nil
        super.dispose()
    }
}
