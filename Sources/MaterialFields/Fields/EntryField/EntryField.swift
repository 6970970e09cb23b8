import CGtk
import FieldCore
import GtkInterop

/// A single-line Material text field (the seed's `EntryField`).
///
/// ```swift
/// let email = EntryField(placeholder: "E-mail")
/// email.purpose = .email
/// email.helperText = "We never share it"
/// window.child = email.widget
/// ```
@MainActor
public final class EntryField: Field {
    let implementation: EntryFieldWidget

    /// Creates an empty field with a label.
    public init(placeholder: String = "") {
        let (reference, implementation) = Field.create(MaterialFieldTypes.entryField, as: EntryFieldWidget.self)
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
        self.placeholder = placeholder
    }

    /// A field showing `model` (a form row's), built on it from the start.
    init(sharing model: TextFieldModel) {
        let (reference, implementation) = Field.create(MaterialFieldTypes.entryField, as: EntryFieldWidget.self,
                                                       sharing: FieldWidget.SharedModel(value: model, field: model.field))
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
    }

    private init(existing implementation: EntryFieldWidget) {
        self.implementation = implementation
        super.init(reference: GObjectRef(implementation.widget), base: implementation)
    }

    /// The handle of an existing `MfEntryField` widget (from a GtkBuilder file, say): the
    /// one already alive if there is one, so `===` holds; nil if `widget` is not one.
    public static func wrapping(_ widget: Widget) -> EntryField? {
        Field.handle(of: widget, as: EntryFieldWidget.self, make: EntryField.init(existing:))
    }

    /// The value model, for reading state in tests.
    public var textModel: TextFieldModel { implementation.model }

    /// The text. Setting it from code does not count as a user edit.
    public var text: String {
        get { implementation.model.text }
        set { implementation.model.text = newValue }
    }

    /// A unit shown after the text, always (the seed's `unit`).
    public var unit: String? {
        get { implementation.model.unit }
        set { implementation.setUnit(newValue) }
    }

    /// Whether a currency sign shows before the text while the label floats.
    public var isMonetary: Bool {
        get { implementation.model.isMonetary }
        set { implementation.setMonetary(newValue) }
    }

    /// The character counter's maximum; nil for no counter. Longer text is kept.
    public var maxLength: Int? {
        get { implementation.model.maxLength }
        set { implementation.model.maxLength = newValue }
    }

    /// Whether a clear button shows while there is text.
    public var isClearable: Bool {
        get { implementation.isClearable }
        set { implementation.isClearable = newValue }
    }

    /// Shapes what the user types, pastes and deletes (an `InputMask` such as
    /// `.phone`, or an `InputFilter` such as `.digits`), keeping the caret after what was
    /// typed; nil takes text as typed. Setting it lays the current text out again.
    /// ``value`` is what a form sees.
    public var formatter: (any TextFormatter)? {
        get { implementation.model.formatter }
        set {
            implementation.model.formatter = newValue
            let value = implementation.model.value
            implementation.model.setValue(value)
        }
    }

    /// The text without a mask's literals: what a form stores.
    public var value: String { implementation.model.value }

    /// What the text is for: sets input hints and hides passwords behind a reveal toggle.
    public var purpose: InputPurpose {
        get { implementation.purpose }
        set { implementation.purpose = newValue }
    }

    /// Called with the field after each change the user makes to its value (typing, pasting, deleting or clearing); changes
    /// made from code do not call it. The handle passed is the live one, so the closure
    /// need not capture the field.
    public var onChange: (@MainActor (EntryField) -> Void)? {
        get { implementation.events.didChange }
        set { implementation.events.didChange = newValue }
    }

    /// What the field tells and asks the app, as closures (``onChange`` is one of them).
    public var events: EntryFieldEvents {
        get { implementation.events }
        set { implementation.events = newValue }
    }

    /// The seed's delegate, held weakly: setting it replaces ``events`` with closures that
    /// call it (nil clears them).
    public var delegate: (any EntryFieldDelegate)? {
        get { implementation.delegate }
        set { implementation.delegate = newValue }
    }

    override var rowValueModel: RowValueModel? { .text(implementation.model) }
}
