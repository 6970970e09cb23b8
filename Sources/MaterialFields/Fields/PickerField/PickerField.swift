import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// A single-column picker (`PickerField` on iOS): it opens inline below the field,
/// so the field grows, with an optional *Clear* and *Manual Entry*.
///
/// ```swift
/// let country = PickerField(label: "Country", data: ["Canada", "Chile", "France"])
/// country.isClearable = true
/// country.isManualEntryCapable = true
/// ```
///
/// Keyboard: Enter, Space or Down opens; the arrow keys move; typing searches; Enter or
/// *Done* commits; Escape cancels. Focus leaving the field commits, as *Done* would.
@MainActor
public final class PickerField: Field {
    /// The value model, for reading state in tests.
    public let pickerModel: PickerModel
    let editor: UnsafeMutablePointer<GtkWidget>
    let arrow: UnsafeMutablePointer<GtkWidget>
    let list = PickerList()
    let listScroller: UnsafeMutablePointer<GtkWidget>
    let clearButton: UnsafeMutablePointer<GtkWidget>
    let doneButton: UnsafeMutablePointer<GtkWidget>
    /// The clear button on the closed field itself, made on first use.
    private var fieldClearButton: UnsafeMutablePointer<GtkWidget>?
    /// What the field tells and asks the app, as closures (``onChange`` is one of them).
    public var events = PickerFieldEvents()
    /// The delegate of code ported from iOS, held weakly: setting it replaces ``events`` with closures that
    /// call it (nil clears them).
    public weak var delegate: (any PickerFieldDelegate)? {
        didSet { events = delegate.map(PickerFieldEvents.init(forwardingTo:)) ?? PickerFieldEvents() }
    }
    private var typeAhead = ""
    private var typeAheadTime = Date.distantPast
    /// The text's handler, blocked while the model's text is shown: only typing is manual entry.
    private var manualEntryHandlers: [SignalConnection] = []
    /// Whether the queued render moves focus to the highlighted row (an arrow key in the open list).
    private var focusesHighlightedRow = false

    static func properties() -> [WidgetProperty] {
        let current: [WidgetProperty] = [
            .custom(PropertyDefinition("choices", .strings, blurb: "The choices (one per line in a GtkBuilder file)"),
                    get: { (picker: PickerField) in .strings(picker.pickerModel.data) },
                    set: { picker, value in picker.applying { if case .strings(let choices) = value { picker.pickerModel.data = choices } } }),
            .custom(PropertyDefinition("index-selected", .int(range: -1...Int(Int32.max), default: -1), blurb: "The chosen row, -1 for none"),
                    get: { (picker: PickerField) in .int(picker.pickerModel.indexSelected ?? -1) },
                    set: { picker, value in picker.applying { if let index = value.intValue, index >= 0 { picker.pickerModel.setIndexTo(index) } } }),
            .custom(PropertyDefinition("selected", .uint(maximum: UInt32.max, default: UInt32.max),
                                       blurb: "The chosen row, GTK_INVALID_LIST_POSITION for none (as GtkDropDown's selected)"),
                    get: { (picker: PickerField) in .uint(picker.pickerModel.indexSelected.map { UInt32(clamping: $0) } ?? UInt32.max) },
                    set: { picker, value in
                        picker.applying {
                            guard let index = value.uintValue else { return }
                            if index == UInt32.max { picker.pickerModel.resetSelection() } else { picker.pickerModel.setIndexTo(Int(index)) }
                        }
                    }),
            .custom(PropertyDefinition("clearable", .bool(default: false), blurb: "Whether a Clear button shows"),
                    get: { (picker: PickerField) in .bool(picker.pickerModel.isClearable) },
                    set: { picker, value in picker.applying { picker.pickerModel.isClearable = value.boolValue ?? false } }),
            .custom(PropertyDefinition("manual-entry-capable", .bool(default: false), blurb: "Whether a Manual Entry row follows the choices"),
                    get: { (picker: PickerField) in .bool(picker.pickerModel.isManualEntryCapable) },
                    set: { picker, value in picker.applying { picker.pickerModel.isManualEntryCapable = value.boolValue ?? false } }),
            .custom(PropertyDefinition("manual-entry-option-name", .string(default: "Manual Entry"), blurb: "The Manual Entry row's label"),
                    get: { (picker: PickerField) in .string(picker.pickerModel.manualEntryOptionName) },
                    set: { picker, value in picker.applying { picker.pickerModel.manualEntryOptionName = value.stringValue ?? "Manual Entry" } }),
            .custom(PropertyDefinition("open", .bool(default: false), blurb: "Whether the list is open", readOnly: true),
                    get: { (picker: PickerField) in .bool(picker.pickerModel.isOpen) }, set: { _, _ in }),
        ]
        return current + WidgetProperty.deprecatedAliases(in: current, ["clearable": "is-clearable", "manual-entry-capable": "is-manual-entry-capable", "open": "is-open"])
    }

    override package class var propertyTable: [WidgetProperty] { super.propertyTable + properties() }

    /// GtkEditable's `text`, which GObject asks the type itself for: the model's text.
    override package func value(forProperty name: String) -> PropertyValue? {
        name == "text" ? .string(pickerModel.text) : super.value(forProperty: name)
    }

    /// A change from GObject (`g_object_set`, GtkBuilder), then the picker drawn again.
    private func applying(_ change: () -> Void) {
        change()
        renderPicker()
    }

    static var signals: [SignalDefinition] {
        [SignalDefinition("did-select-row", parameters: [.int]), SignalDefinition("did-end"), SignalDefinition("cleared")]
    }

    /// A field made by GObject (`g_object_new`, a GtkBuilder file): a model of its own.
    package required convenience init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.init(widget: widget, pickerModel: PickerModel())
    }

    /// The field of instance `widget`, editing `pickerModel` (a form row's, or its own).
    package init(widget: UnsafeMutablePointer<GtkWidget>, pickerModel: PickerModel) {
        self.pickerModel = pickerModel
        editor = gtk_text_new()
        arrow = gtk_image_new_from_icon_name("pan-down-symbolic")
        listScroller = gtk_scrolled_window_new()
        clearButton = GtkWidgets.button(Translations.string("Clear"), classes: ["flat", "clear"])
        doneButton = GtkWidgets.button(Translations.string("Done"), classes: ["flat", "done"])
        super.init(widget: widget, model: pickerModel.field)
        gtk_editable_set_editable(OpaquePointer(editor), 0)
        chrome.addTrailing(arrow)
        // The arrow only draws what the combo box's role already says.
        Accessibility.setHidden(true, of: arrow)
        install(input: editor, editableText: editor)
        Accessibility.setHasPopup(true, of: widget)

        gtk_scrolled_window_set_child(gCast(listScroller), list.widget)
        gtk_scrolled_window_set_policy(gCast(listScroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(gCast(listScroller), 1)
        gtk_scrolled_window_set_max_content_height(gCast(listScroller), Int32(chrome.metrics.pickerRowHeight * chrome.metrics.pickerVisibleRows))
        chrome.install(popup: [listScroller], clear: clearButton, done: doneButton)
        observeModel()

        on(doneButton, "clicked") { [weak self] in self?.commit() }
        on(clearButton, "clicked") { [weak self] in self?.clearPressed() }
        on(editor, "activate") { [weak self] in self?.textActivated() }
        manualEntryHandlers = [on(editor, "notify::text") { [weak self] in self?.manualTextEdited() }].compactMap { $0 }
        list.onSelect = { [weak self] row in self?.rowSelected(row) }
        list.onChoose = { [weak self] row in
            self?.rowSelected(row)
            self?.commit()
        }
        onKeyPress(text: editor) { [weak self] keyval, state in
            self?.keyPressed(keyval, state) ?? false
        }
        renderPicker()
    }

    private func observeModel() {
        // GTK's keyboard focus is the field's one focus: opening and closing move none.
        pickerModel.popupMovesFocus = false
        attach(pickerModel.field)
        valueObservations.append(pickerModel.events.add { [weak self] event in self?.forward(event) })
        valueObservations.append(observeUserChanges(pickerModel.valueChanges))
        // From code too (a form's setValue or reset): shown with the transaction's render.
        valueObservations.append(pickerModel.textChanges.add { [weak self] _ in self?.queueRender(.value) })
    }

    override var currentText: String { pickerModel.text }

    /// A chosen value shows whole: the field is never narrower than it (a caret's width
    /// more, so the text does not scroll).
    override var minimumValueWidth: Int32 { GtkWidgets.textWidth(pickerModel.text, in: editor) + 2 }

    /// The chosen value, where a screen reader does not read a combo box's text (see
    /// `Accessibility.readsComboBoxValueFromText`); none while open, where the list's rows
    /// are read and the value follows them.
    override var accessibleValue: String? {
        Accessibility.readsComboBoxValueFromText || pickerModel.isOpen || pickerModel.text.isEmpty ? nil : pickerModel.text
    }

    // MARK: Events

    override func containerClicked() {
        if pickerModel.isOpen { return }
        openList()
    }

    override func shouldBeginEditing() -> Bool {
        return events.shouldBeginEditing?(self) ?? true
    }

    func openList() {
        guard containsFocus || mayTakeFocus() else { return }
        // The open list is rendered, and told to assistive technologies, in the event's
        // render pass: whoever hears of the event finds it on screen.
        let opened = handleEvent {
            guard pickerModel.open() else { return false }
            if !pickerModel.isManualEntry { focusesHighlightedRow = true }
            queueRender(.value)
            return true
        }
        guard opened else { return }
        typeAhead = ""
        if pickerModel.isManualEntry { gtk_widget_grab_focus(editor) }
    }

    func commit() {
        guard pickerModel.isOpen else { return }
        update { pickerModel.done() }
        gtk_widget_grab_focus(editor)
    }

    private func cancel() {
        update { pickerModel.cancel() }
        gtk_widget_grab_focus(editor)
    }

    private func clearPressed() {
        update { pickerModel.clear() }
        gtk_widget_grab_focus(editor)
    }

    private func textActivated() {
        if pickerModel.isManualEntry {
            update { pickerModel.commitManualEntry() }
        } else {
            openList()
        }
    }

    private func manualTextEdited() {
        guard pickerModel.isManualEntry else { return }
        let current = GtkWidgets.editableText(editor)
        if current != pickerModel.text { update { pickerModel.editManualText(current) } }
    }

    private func rowSelected(_ row: Int) {
        guard pickerModel.isOpen else { return }
        update { pickerModel.select(row: row) }
        if pickerModel.isManualEntry { gtk_widget_grab_focus(editor) }
    }

    /// Runs one event's model changes, then renders the picker once (moving focus to the
    /// highlighted row with `focusHighlighted`).
    private func update(focusHighlighted: Bool = false, _ change: () -> Void) {
        handleEvent {
            change()
            if focusHighlighted { focusesHighlightedRow = true }
            queueRender(.value)
        }
    }

    override func renderValue() {
        defer { focusesHighlightedRow = false }
        renderPicker(focusHighlighted: focusesHighlightedRow)
    }

    private func keyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        guard !isComposing else { return false }
        let withModifier = state & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) != 0
        if pickerModel.isOpen {
            switch Int32(keyval) {
            case GDK_KEY_Escape:
                cancel()
                return true
            case GDK_KEY_Return, GDK_KEY_KP_Enter:
                commit()
                return true
            default:
                guard !withModifier, let scalar = Unicode.Scalar(gdk_keyval_to_unicode(keyval)), scalar.properties.isAlphabetic
                    || scalar.properties.numericType != nil || scalar == " " else { return false }
                let now = Date()
                if now.timeIntervalSince(typeAheadTime) > 1 { typeAhead = "" }
                typeAheadTime = now
                typeAhead.unicodeScalars.append(scalar)
                update(focusHighlighted: true) { _ = pickerModel.typeAhead(typeAhead) }
                return true
            }
        }
        guard !pickerModel.isManualEntry, gtk_widget_has_focus(editor) != 0 else { return false }
        switch Int32(keyval) {
        case GDK_KEY_Down, GDK_KEY_KP_Down, GDK_KEY_space, GDK_KEY_F4:
            openList()
            return true
        default:
            return false
        }
    }

    override func didChangeValue() { events.didChange?(self) }

    override func willEndEditing() {
        // Focus moving to another field closes the picker as Done would.
        if pickerModel.isOpen { pickerModel.done() }
        if pickerModel.isManualEntry { pickerModel.commitManualEntry() }
        renderPicker()
    }

    private func forward(_ event: PickerEvent) {
        switch event {
        case .didSelectRow(let row):
            tell { [self] in
                emit("did-select-row", .int(row))
                events.didSelectRow?(self, row)
            }
        case .didEnd:
            tell { [self] in
                emit("did-end")
                events.didEndEditing?(self)
            }
        case .cleared:
            tell { [self] in
                emit("cleared")
                events.cleared?(self)
            }
        }
    }

    // MARK: Rendering

    /// Shows the model: the value, the list's rows and selection, the popup, the buttons.
    func renderPicker(focusHighlighted: Bool = false) {
        guard !isDisposed else { return }
        // The field writing the model's text into GTK is not the user typing: the handlers
        // that take typed text into the model do not hear it.
        SignalConnection.blocking(manualEntryHandlers) { GtkWidgets.setEditableText(pickerModel.text, of: editor) }
        gtk_editable_set_editable(OpaquePointer(editor), pickerModel.isManualEntry ? 1 : 0)
        // The chosen value is not text to select: a click on it falls through to the field
        // and opens the list. Manual entry makes it a text box again.
        gtk_widget_set_can_target(editor, pickerModel.isManualEntry ? 1 : 0)
        GtkWidgets.setClass("read-only", on: editor, !pickerModel.isManualEntry)
        GtkWidgets.setVisible(arrow, !pickerModel.isManualEntry)
        renderFieldClearButton()
        GtkWidgets.setVisible(clearButton, pickerModel.isClearable)
        // The list gets its rows when it first opens, so a closed picker costs no rows.
        if pickerModel.isOpen { list.setRows(pickerModel.rows, manualEntryRow: pickerModel.manualEntryRow) }
        chrome.setPopupVisible(pickerModel.isOpen)
        list.highlight(pickerModel.highlightedRow, focus: focusHighlighted && pickerModel.isOpen)
        renderAccessibility(model.snapshot)
        queueNotify()
    }

    /// A closed, clearable picker holding a value offers *Clear* on the field itself.
    private func renderFieldClearButton() {
        let shown = pickerModel.isClearable && !pickerModel.isOpen && !pickerModel.text.isEmpty && model.isEnabled
        if shown, fieldClearButton == nil {
            let button = GtkWidgets.iconButton("edit-clear-symbolic", tooltip: Translations.string("Clear"))
            on(button, "clicked") { [weak self] in self?.clearPressed() }
            chrome.addTrailing(button)
            // Before the arrow, as the entry's clear button sits before its other icons.
            if let trailing = chrome.trailing { gtk_box_reorder_child_after(gCast(trailing), button, nil) }
            fieldClearButton = button
        }
        if let fieldClearButton { GtkWidgets.setVisible(fieldClearButton, shown) }
        chrome.updateTrailingVisibility()
    }
}
