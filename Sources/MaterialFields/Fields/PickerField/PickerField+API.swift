import CGtk
import FieldCore
import GtkInterop

/// What an app makes a picker with and reads and sets on it (the iOS API's names).
extension PickerField {
    /// Creates a picker with a label and its choices.
    public convenience init(label: String = "", data: [String] = []) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.pickerField))
        adoptInstance()
        self.label = label
        self.data = data
    }

    /// A field showing `model` (a form row's), built on it from the start.
    convenience init(sharing model: PickerModel) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.pickerField), model: model)
        adoptInstance()
    }

    /// The field whose widget `widget` is (one from a GtkBuilder file, say): the same
    /// object each time, so `===` holds; nil if `widget` is not an `MfPickerField`.
    public static func wrapping(_ widget: Widget) -> PickerField? {
        swiftObject(of: widget.pointer, as: PickerField.self)
    }

    private func update(_ change: (PickerModel) -> Void) {
        handleEvent {
            change(model)
            renderPicker()
        }
    }

    /// The choices.
    public var data: [String] {
        get { model.data }
        set { update { $0.data = newValue } }
    }

    /// The text shown: the chosen item, or the typed manual entry.
    public var text: String { model.text }

    /// The chosen row, nil for none.
    public var indexSelected: Int? { model.indexSelected }

    /// Whether the list is open.
    public var isOpen: Bool { model.isOpen }

    /// Whether a *Clear* button is offered.
    public var isClearable: Bool {
        get { model.isClearable }
        set { update { $0.isClearable = newValue } }
    }

    /// Whether a *Manual Entry* row follows the choices.
    public var isManualEntryCapable: Bool {
        get { model.isManualEntryCapable }
        set { update { $0.isManualEntryCapable = newValue } }
    }

    /// The *Manual Entry* row's label.
    public var manualEntryOptionName: String {
        get { model.manualEntryOptionName }
        set { update { $0.manualEntryOptionName = newValue } }
    }

    /// Chooses `index`, clamped into the choices.
    public func setIndexTo(_ index: Int) {
        update { $0.setIndexTo(index) }
    }

    /// Chooses nothing (for choices that depend on another field).
    public func resetSelection() {
        update { $0.resetSelection() }
    }

    /// Switches to manual entry.
    public func setIndexToManual() {
        update { $0.setIndexToManual() }
    }

    /// Opens the list (as a click or Enter would); returns whether it opened.
    @discardableResult
    public func open() -> Bool {
        openList()
        return model.isOpen || model.isManualEntry
    }

    /// Commits the highlighted row and closes, as *Done*.
    public func done() {
        commit()
    }

    /// Called with the field after each change the user makes to its value (a row picked or text typed in manual entry); changes
    /// made from code do not call it. The field passed is the field itself, so the closure
    /// need not capture it.
    public var onChange: (@MainActor (PickerField) -> Void)? {
        get { events.didChange }
        set { events.didChange = newValue }
    }
}
