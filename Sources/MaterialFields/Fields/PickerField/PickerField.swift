import CGtk
import FieldCore
import GtkInterop

/// A single-column picker (the seed's `PickerField`): it opens inline below the field,
/// so the field grows as in the seed, with an optional *Clear* and *Manual Entry*.
///
/// ```swift
/// let country = PickerField(placeholder: "Country", data: ["Canada", "Chile", "France"])
/// country.isClearable = true
/// country.isManualEntryCapable = true
/// ```
@MainActor
public final class PickerField: Field {
    let implementation: PickerFieldWidget

    /// Creates a picker with a label and its choices.
    public init(placeholder: String = "", data: [String] = []) {
        let (reference, implementation) = Field.create(MaterialFieldTypes.pickerField, as: PickerFieldWidget.self)
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
        self.placeholder = placeholder
        self.data = data
    }

    /// A field showing `model` (a form row's), built on it from the start.
    init(sharing model: PickerModel) {
        let (reference, implementation) = Field.create(MaterialFieldTypes.pickerField, as: PickerFieldWidget.self,
                                                       sharing: FieldWidget.SharedModel(value: model, field: model.field))
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
    }

    private init(existing implementation: PickerFieldWidget) {
        self.implementation = implementation
        super.init(reference: GObjectRef(implementation.widget), base: implementation)
    }

    /// The handle of an existing `MfPickerField` widget: the one already alive if there
    /// is one, so `===` holds; nil if `widget` is not one.
    public static func wrapping(_ widget: Widget) -> PickerField? {
        Field.handle(of: widget, as: PickerFieldWidget.self, make: PickerField.init(existing:))
    }

    /// The value model, for reading state in tests.
    public var pickerModel: PickerModel { implementation.model }

    private func update(_ change: (PickerModel) -> Void) {
        implementation.handleEvent {
            change(implementation.model)
            implementation.renderPicker()
        }
    }

    /// The choices.
    public var data: [String] {
        get { implementation.model.data }
        set { update { $0.data = newValue } }
    }

    /// The text shown: the chosen item, or the typed manual entry.
    public var text: String { implementation.model.text }

    /// The chosen row, nil for none.
    public var indexSelected: Int? { implementation.model.indexSelected }

    /// Whether the list is open.
    public var isOpen: Bool { implementation.model.isOpen }

    /// Whether a *Clear* button is offered.
    public var isClearable: Bool {
        get { implementation.model.isClearable }
        set { update { $0.isClearable = newValue } }
    }

    /// Whether a *Manual Entry* row follows the choices.
    public var isManualEntryCapable: Bool {
        get { implementation.model.isManualEntryCapable }
        set { update { $0.isManualEntryCapable = newValue } }
    }

    /// The *Manual Entry* row's label.
    public var manualEntryOptionName: String {
        get { implementation.model.manualEntryOptionName }
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
        implementation.open()
        return implementation.model.isOpen || implementation.model.isManualEntry
    }

    /// Commits the highlighted row and closes, as *Done*.
    public func done() {
        implementation.commit()
    }

    /// Called with the field after each change the user makes to its value (a row picked or text typed in manual entry); changes
    /// made from code do not call it. The handle passed is the live one, so the closure
    /// need not capture the field.
    public var onChange: (@MainActor (PickerField) -> Void)? {
        get { implementation.events.didChange }
        set { implementation.events.didChange = newValue }
    }

    /// What the field tells and asks the app, as closures (``onChange`` is one of them).
    public var events: PickerFieldEvents {
        get { implementation.events }
        set { implementation.events = newValue }
    }

    /// The seed's delegate, held weakly: setting it replaces ``events`` with closures that
    /// call it (nil clears them).
    public var delegate: (any PickerFieldDelegate)? {
        get { implementation.delegate }
        set { implementation.delegate = newValue }
    }

    override var rowValueModel: RowValueModel? { .picker(implementation.model) }
}
