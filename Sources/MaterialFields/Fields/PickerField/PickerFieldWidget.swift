import CGtk
import FieldCore
import Foundation
import GtkInterop

/// The view of a ``PickerField``: the value in a read-only `GtkText`, and below it, while
/// open, a scrollable ``PickerList`` of the choices with *Clear* and *Done*.
///
/// Keyboard: Enter, Space or Down opens; the arrow keys move; typing searches; Enter or
/// *Done* commits; Escape cancels. Focus leaving the field commits, as *Done* would.
@MainActor
final class PickerFieldWidget: FieldWidget {
    let model = FieldWidget.sharedValue { PickerModel() }
    private var textObservation: ObservationToken?
    let text: UnsafeMutablePointer<GtkWidget>
    let arrow: UnsafeMutablePointer<GtkWidget>
    let list = PickerList()
    let listScroller: UnsafeMutablePointer<GtkWidget>
    let clearButton: UnsafeMutablePointer<GtkWidget>
    let doneButton: UnsafeMutablePointer<GtkWidget>
    /// The clear button on the closed field itself, made on first use.
    private var fieldClearButton: UnsafeMutablePointer<GtkWidget>?
    /// The app's closures (``PickerField/events``).
    var events = PickerFieldEvents()
    /// The seed's delegate, which ``events`` call.
    weak var delegate: (any PickerFieldDelegate)? {
        didSet { events = delegate.map(PickerFieldEvents.init(forwardingTo:)) ?? PickerFieldEvents() }
    }
    private var typeAhead = ""
    private var typeAheadTime = Date.distantPast
    /// The text's handler, blocked while the model's text is shown: only typing is manual entry.
    private var manualEntryHandlers: [SignalConnection] = []
    private var eventObservation: ObservationToken?

    static func properties() -> [WidgetProperty] {
        [
            .custom(PropertyDefinition("choices", .strings, blurb: "The choices (one per line in a GtkBuilder file)"),
                    get: { (picker: PickerFieldWidget) in .strings(picker.model.data) },
                    set: { picker, value in picker.applying { if case .strings(let choices) = value { picker.model.data = choices } } }),
            .custom(PropertyDefinition("index-selected", .int(range: -1...Int(Int32.max), default: -1), blurb: "The chosen row, -1 for none"),
                    get: { (picker: PickerFieldWidget) in .int(picker.model.indexSelected ?? -1) },
                    set: { picker, value in picker.applying { if let index = value.intValue, index >= 0 { picker.model.setIndexTo(index) } } }),
            .custom(PropertyDefinition("is-clearable", .bool(default: false), blurb: "Whether a Clear button shows"),
                    get: { (picker: PickerFieldWidget) in .bool(picker.model.isClearable) },
                    set: { picker, value in picker.applying { picker.model.isClearable = value.boolValue ?? false } }),
            .custom(PropertyDefinition("is-manual-entry-capable", .bool(default: false), blurb: "Whether a Manual Entry row follows the choices"),
                    get: { (picker: PickerFieldWidget) in .bool(picker.model.isManualEntryCapable) },
                    set: { picker, value in picker.applying { picker.model.isManualEntryCapable = value.boolValue ?? false } }),
            .custom(PropertyDefinition("manual-entry-option-name", .string(default: "Manual Entry"), blurb: "The Manual Entry row's label"),
                    get: { (picker: PickerFieldWidget) in .string(picker.model.manualEntryOptionName) },
                    set: { picker, value in picker.applying { picker.model.manualEntryOptionName = value.stringValue ?? "Manual Entry" } }),
            .custom(PropertyDefinition("is-open", .bool(default: false), blurb: "Whether the list is open", readOnly: true),
                    get: { (picker: PickerFieldWidget) in .bool(picker.model.isOpen) }, set: { _, _ in }),
        ]
    }

    override class var propertyTable: [WidgetProperty] { super.propertyTable + properties() }

    /// GtkEditable's `text`, which GObject asks the type itself for: the model's text.
    override func value(forProperty name: String) -> PropertyValue? {
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

    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        text = gtk_text_new()
        arrow = gtk_image_new_from_icon_name("pan-down-symbolic")
        listScroller = gtk_scrolled_window_new()
        clearButton = GtkWidgets.button(Translations.string("Clear"), classes: ["flat", "clear"])
        doneButton = GtkWidgets.button(Translations.string("Done"), classes: ["flat", "done"])
        super.init(widget: widget)
        gtk_editable_set_editable(OpaquePointer(text), 0)
        addTrailing(arrow)
        // The arrow only draws what the combo box's role already says.
        Accessibility.setHidden(true, of: arrow)
        install(input: text, editableText: text)
        Accessibility.setHasPopup(true, of: widget)

        gtk_scrolled_window_set_child(gCast(listScroller), list.widget)
        gtk_scrolled_window_set_policy(gCast(listScroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(gCast(listScroller), 1)
        gtk_scrolled_window_set_max_content_height(gCast(listScroller), Int32(metrics.pickerRowHeight * metrics.pickerVisibleRows))
        install(popup: [listScroller], clear: clearButton, done: doneButton)
        observe(model)

        on(doneButton, "clicked") { [weak self] in self?.commit() }
        on(clearButton, "clicked") { [weak self] in self?.clearPressed() }
        on(text, "activate") { [weak self] in self?.textActivated() }
        manualEntryHandlers = [on(text, "notify::text") { [weak self] in self?.manualTextEdited() }].compactMap { $0 }
        list.onSelect = { [weak self] row in self?.rowSelected(row) }
        list.onChoose = { [weak self] row in
            self?.rowSelected(row)
            self?.commit()
        }
        EventControllers.onKeyPress(of: widget) { [weak self] keyval, state in
            self?.keyPressed(keyval, state) ?? false
        }
        renderPicker()
    }

    private func observe(_ model: PickerModel) {
        // Closing leaves the field focused: it blurs when keyboard focus leaves.
        model.closingBlurs = false
        attach(model.field)
        eventObservation = model.events.add { [weak self] event in self?.forward(event) }
        // A value set from code (a form's setValue or reset) shows at once.
        textObservation = model.textChanges.add { [weak self] _ in
            if let self, self.eventDepth == 0 { self.renderPicker() }
        }
    }

    /// The handle delegates receive.
    private var pickerField: PickerField? { handle as? PickerField ?? PickerField.wrapping(Widget(widget)) }

    override var currentText: String { model.text }

    /// A chosen value shows whole: the field is never narrower than it (a caret's width
    /// more, so the text does not scroll).
    override var minimumValueWidth: Int32 { GtkWidgets.textWidth(model.text, in: text) + 2 }

    /// The chosen value, where a screen reader does not read a combo box's text (see
    /// `Accessibility.readsComboBoxValueFromText`); none while open, where the list's rows
    /// are read and the value follows them.
    override var accessibleValue: String? {
        Accessibility.readsComboBoxValueFromText || model.isOpen || model.text.isEmpty ? nil : model.text
    }

    // MARK: Events

    override func containerClicked() {
        if model.isOpen { return }
        open()
    }

    override func shouldBeginEditing() -> Bool {
        guard let pickerField else { return true }
        return events.shouldBeginEditing?(pickerField) ?? true
    }

    func open() {
        guard containsFocus || mayTakeFocus() else { return }
        guard handleEvent({ model.open() }) else { return }
        typeAhead = ""
        renderPicker(focusHighlighted: !model.isManualEntry)
        if model.isManualEntry { gtk_widget_grab_focus(text) }
    }

    func commit() {
        guard model.isOpen else { return }
        update { model.done() }
        gtk_widget_grab_focus(text)
    }

    private func cancel() {
        update { model.cancel() }
        gtk_widget_grab_focus(text)
    }

    private func clearPressed() {
        update { model.clear() }
        gtk_widget_grab_focus(text)
    }

    private func textActivated() {
        if model.isManualEntry {
            update { model.commitManualEntry() }
        } else {
            open()
        }
    }

    private func manualTextEdited() {
        guard model.isManualEntry else { return }
        let current = GtkWidgets.editableText(text)
        if current != model.text { update { model.editManualText(current) } }
    }

    private func rowSelected(_ row: Int) {
        guard model.isOpen else { return }
        update { model.select(row: row) }
        if model.isManualEntry { gtk_widget_grab_focus(text) }
    }

    /// Runs one event's model changes, then renders the picker once.
    private func update(focusHighlighted: Bool = false, _ change: () -> Void) {
        handleEvent {
            change()
            blurUnlessFocused()
            renderPicker(focusHighlighted: focusHighlighted)
        }
    }

    private func keyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
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
        guard !model.isManualEntry, gtk_widget_has_focus(text) != 0 else { return false }
        switch Int32(keyval) {
        case GDK_KEY_Down, GDK_KEY_KP_Down, GDK_KEY_space, GDK_KEY_F4:
            open()
            return true
        default:
            return false
        }
    }

    override func willEndEditing() {
        // Focus moving to another field closes the picker as Done would.
        if model.isOpen { model.done() }
        if model.isManualEntry { model.commitManualEntry() }
        renderPicker()
    }

    private func forward(_ event: PickerEvent) {
        switch event {
        case .didSelectRow(let row):
            emit("did-select-row", .int(row))
            if let pickerField { events.didSelectRow?(pickerField, row) }
            if eventDepth > 0, let pickerField { events.didChange?(pickerField) }
        case .didEnd:
            emit("did-end")
            if let pickerField { events.didEndEditing?(pickerField) }
        case .cleared:
            emit("cleared")
            if let pickerField { events.cleared?(pickerField) }
        }
    }

    // MARK: Rendering

    /// Shows the model: the value, the list's rows and selection, the popup, the buttons.
    func renderPicker(focusHighlighted: Bool = false) {
        guard !isDisposed else { return }
        SignalConnection.blocking(manualEntryHandlers) { GtkWidgets.setEditableText(model.text, of: text) }
        gtk_editable_set_editable(OpaquePointer(text), model.isManualEntry ? 1 : 0)
        // The chosen value is not text to select: a click on it falls through to the field
        // and opens the list. Manual entry makes it a text box again.
        gtk_widget_set_can_target(text, model.isManualEntry ? 1 : 0)
        GtkWidgets.setVisible(arrow, !model.isManualEntry)
        renderFieldClearButton()
        GtkWidgets.setVisible(clearButton, model.isClearable)
        // The list gets its rows when it first opens, so a closed picker costs no rows.
        if model.isOpen { list.setRows(model.rows, manualEntryRow: model.manualEntryRow) }
        setPopupVisible(model.isOpen)
        list.highlight(model.highlightedRow, focus: focusHighlighted && model.isOpen)
        renderAccessibility(field.snapshot)
        if eventDepth == 0 { notifyChangedProperties() }
    }

    /// A closed, clearable picker holding a value offers *Clear* on the field itself.
    private func renderFieldClearButton() {
        let shown = model.isClearable && !model.isOpen && !model.text.isEmpty && field.isEnabled
        if shown, fieldClearButton == nil {
            let button = GtkWidgets.iconButton("edit-clear-symbolic", tooltip: Translations.string("Clear"))
            on(button, "clicked") { [weak self] in self?.clearPressed() }
            addTrailing(button)
            // Before the arrow, as the entry's clear button sits before its other icons.
            if let trailing { gtk_box_reorder_child_after(gCast(trailing), button, nil) }
            fieldClearButton = button
        }
        if let fieldClearButton { GtkWidgets.setVisible(fieldClearButton, shown) }
        updateTrailingVisibility()
    }

    // MARK: Properties

    override func dispose() {
        eventObservation = nil
        textObservation = nil
        super.dispose()
    }
}
