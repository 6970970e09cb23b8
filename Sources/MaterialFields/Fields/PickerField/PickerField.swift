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
    /// The value model the field is made on and shows, which owns its ``Field/fieldModel``:
    /// a form row's own when a form shows the field.
    public let model: PickerModel
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
                    get: { (picker: PickerField) in .strings(picker.model.data) },
                    set: { picker, value in picker.applying { if case .strings(let choices) = value { picker.model.data = choices } } }),
            .custom(PropertyDefinition("index-selected", .int(range: -1...Int(Int32.max), default: -1), blurb: "The chosen row, -1 for none"),
                    get: { (picker: PickerField) in .int(picker.model.chosenIndex ?? -1) },
                    set: { picker, value in value.intValue.map { picker.choose(row: $0 < 0 ? nil : $0) } }),
            .custom(PropertyDefinition("selected", .uint(maximum: UInt32.max, default: UInt32.max),
                                       blurb: "The chosen row, GTK_INVALID_LIST_POSITION for none (as GtkDropDown's selected)"),
                    get: { (picker: PickerField) in .uint(picker.model.chosenIndex.map { UInt32(clamping: $0) } ?? UInt32.max) },
                    set: { picker, value in value.uintValue.map { picker.choose(row: $0 == UInt32.max ? nil : Int($0)) } }),
            .custom(PropertyDefinition("clearable", .bool(default: false), blurb: "Whether a Clear button shows"),
                    get: { (picker: PickerField) in .bool(picker.model.isClearable) },
                    set: { picker, value in picker.applying { picker.model.isClearable = value.boolValue ?? false } }),
            .custom(PropertyDefinition("manual-entry-capable", .bool(default: false), blurb: "Whether a Manual Entry row follows the choices"),
                    get: { (picker: PickerField) in .bool(picker.model.isManualEntryCapable) },
                    set: { picker, value in picker.applying { picker.model.isManualEntryCapable = value.boolValue ?? false } }),
            .custom(PropertyDefinition("manual-entry-option-name", .string(default: "Manual Entry"), blurb: "The Manual Entry row's label"),
                    get: { (picker: PickerField) in .string(picker.model.manualEntryOptionName) },
                    set: { picker, value in picker.applying { picker.model.manualEntryOptionName = value.stringValue ?? "Manual Entry" } }),
            .custom(PropertyDefinition("open", .bool(default: false), blurb: "Whether the list is open", readOnly: true),
                    get: { (picker: PickerField) in .bool(picker.model.isOpen) }, set: { _, _ in }),
        ]
        return current + WidgetProperty.deprecatedAliases(in: current, ["clearable": "is-clearable", "manual-entry-capable": "is-manual-entry-capable", "open": "is-open"])
    }

    override package class var propertyTable: [WidgetProperty] { super.propertyTable + properties() }

    /// Chooses `row` from code, as `selected` and `index-selected` do; nil chooses nothing.
    private func choose(row: Int?) {
        applying {
            if let row { model.setIndexTo(row) } else { model.resetSelection() }
        }
    }

    /// GtkEditable's `text`, which GObject asks the type itself for: the model's text.
    override package func value(forProperty name: String) -> PropertyValue? {
        name == "text" ? .string(model.text) : super.value(forProperty: name)
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
        self.init(widget: widget, model: PickerModel())
    }

    /// The field of instance `widget`, editing `model` (a form row's, or its own).
    package init(widget: UnsafeMutablePointer<GtkWidget>, model: PickerModel) {
        self.model = model
        editor = gtk_text_new()
        arrow = gtk_image_new_from_icon_name("pan-down-symbolic")
        listScroller = gtk_scrolled_window_new()
        clearButton = GtkWidgets.button(Translations.string("Clear"), classes: ["flat", "clear"])
        doneButton = GtkWidgets.button(Translations.string("Done"), classes: ["flat", "done"])
        super.init(widget: widget, fieldModel: model.field)
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
        model.popupMovesFocus = false
        attachFieldModel()
        valueObservations.append(model.events.add { [weak self] event in self?.forward(event) })
        valueObservations.append(observeUserChanges(model.valueChanges))
        // From code too (a form's setValue or reset): shown with the transaction's render.
        valueObservations.append(model.textChanges.add { [weak self] _ in self?.queueRender(.value) })
    }

    override var currentText: String { model.text }

    /// A chosen value shows whole: the field is never narrower than it (a caret's width
    /// more, so the text does not scroll).
    override var minimumValueWidth: Int32 { GtkWidgets.textWidth(model.text, in: editor) + 2 }

    /// The chosen value, where a screen reader does not read a combo box's text (see
    /// `Accessibility.readsComboBoxValueFromText`); none while open, where the list's rows
    /// are read and the value follows them.
    override var accessibleValue: String? {
        Accessibility.readsComboBoxValueFromText || model.isOpen || model.text.isEmpty ? nil : model.text
    }

    // MARK: Events

    override func containerClicked() {
        if model.isOpen { return }
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
            guard model.open() else { return false }
            if !model.isManualEntry { focusesHighlightedRow = true }
            queueRender(.value)
            return true
        }
        guard opened else { return }
        typeAhead = ""
        if model.isManualEntry { gtk_widget_grab_focus(editor) }
    }

    func commit() {
        guard model.isOpen else { return }
        update { model.done() }
        gtk_widget_grab_focus(editor)
    }

    private func cancel() {
        update { model.cancel() }
        gtk_widget_grab_focus(editor)
    }

    private func clearPressed() {
        update { model.clear() }
        gtk_widget_grab_focus(editor)
    }

    private func textActivated() {
        if model.isManualEntry {
            update { model.commitManualEntry() }
        } else {
            openList()
        }
    }

    private func manualTextEdited() {
        guard model.isManualEntry else { return }
        let current = GtkWidgets.editableText(editor)
        if current != model.text { update { model.editManualText(current) } }
    }

    private func rowSelected(_ row: Int) {
        guard model.isOpen else { return }
        update { model.select(row: row) }
        if model.isManualEntry { gtk_widget_grab_focus(editor) }
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
        if model.isOpen {
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
                update(focusHighlighted: true) { _ = model.typeAhead(typeAhead) }
                return true
            }
        }
        guard !model.isManualEntry, gtk_widget_has_focus(editor) != 0 else { return false }
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
        if model.isOpen { model.done() }
        if model.isManualEntry { model.commitManualEntry() }
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
        SignalConnection.blocking(manualEntryHandlers) { GtkWidgets.setEditableText(model.text, of: editor) }
        gtk_editable_set_editable(OpaquePointer(editor), model.isManualEntry ? 1 : 0)
        // The chosen value is not text to select: a click on it falls through to the field
        // and opens the list. Manual entry makes it a text box again.
        gtk_widget_set_can_target(editor, model.isManualEntry ? 1 : 0)
        GtkWidgets.setClass("read-only", on: editor, !model.isManualEntry)
        GtkWidgets.setVisible(arrow, !model.isManualEntry)
        renderFieldClearButton()
        GtkWidgets.setVisible(clearButton, model.isClearable)
        // The list gets its rows when it first opens, so a closed picker costs no rows.
        if model.isOpen { list.setRows(model.rows, manualEntryRow: model.manualEntryRow) }
        chrome.setPopupVisible(model.isOpen)
        list.highlight(model.highlightedRow, focus: focusHighlighted && model.isOpen)
        renderAccessibility(fieldModel.snapshot)
        queueNotify()
    }

    /// A closed, clearable picker holding a value offers *Clear* on the field itself.
    private func renderFieldClearButton() {
        let shown = model.isClearable && !model.isOpen && !model.text.isEmpty && fieldModel.isEnabled
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
