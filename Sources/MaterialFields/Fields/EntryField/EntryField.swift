import CGtk
import FieldCore
import GtkInterop

/// A single-line Material text field (`EntryField` on iOS).
///
/// ```swift
/// let email = EntryField(label: "E-mail")
/// email.purpose = .email
/// email.helperText = "We never share it"
/// window.child = email.widget
/// ```
@MainActor
public final class EntryField: TextInputField {
    /// The value model the field is made on and shows (its text), which owns its
    /// ``Field/fieldModel``: a form row's own when a form shows the field.
    public var model: TextFieldModel { inputModel }

    /// Creates an empty field with a label.
    public convenience init(label: String = "") {
        self.init(sharing: TextFieldModel(label: label))
    }

    override package init(widget: UnsafeMutablePointer<GtkWidget>, inputModel: TextFieldModel) {
        super.init(widget: widget, inputModel: inputModel)
        valueObservations.append(observeUserChanges(inputModel.valueChanges))
    }

    /// A field showing `model` (a form row's), built on it from the start.
    convenience init(sharing model: TextFieldModel) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.entryField), inputModel: model)
        adoptInstance()
    }

    /// The field whose widget `widget` is (one from a GtkBuilder file, say): the same
    /// object each time, so `===` holds; nil if `widget` is not an `MfEntryField`.
    public static func wrapping(_ widget: Widget) -> EntryField? {
        swiftObject(of: widget.pointer, as: EntryField.self)
    }

    /// The text. Setting it from code does not count as a user edit.
    public var text: String {
        get { inputModel.text }
        set { inputModel.text = newValue }
    }

    /// A unit shown after the text, always (`unit` on iOS).
    public var unit: String? {
        get { inputModel.unit }
        set { setUnit(newValue) }
    }

    /// Whether a currency sign shows before the text while the label floats.
    public var isMonetary: Bool {
        get { inputModel.isMonetary }
        set { setMonetary(newValue) }
    }

    /// The character counter's maximum; nil for no counter. Longer text is kept.
    public var maxLength: Int? {
        get { inputModel.maxLength }
        set { inputModel.maxLength = newValue }
    }

    /// Shapes what the user types, pastes and deletes (an `InputMask` such as
    /// `.phone`, or an `InputFilter` such as `.digits`), keeping the caret after what was
    /// typed; nil takes text as typed. Setting it lays the current text out again.
    /// ``value`` is what a form sees.
    public var formatter: (any TextFormatter)? {
        get { inputModel.formatter }
        set {
            inputModel.formatter = newValue
            let value = inputModel.value
            inputModel.setValue(value)
        }
    }

    /// The text without a mask's literals: what a form stores.
    public var value: String { inputModel.value }

    /// Called with the field after each change the user makes to its value (typing, pasting, deleting or clearing); changes
    /// made from code do not call it. The field passed is the field itself, so the closure
    /// need not capture it.
    public var onChange: (@MainActor (EntryField) -> Void)? {
        get { events.didChange }
        set { events.didChange = newValue }
    }

    /// What the field tells and asks the app, as closures (``onChange`` is one of them).
    public var events = EntryFieldEvents()

    /// The delegate of code ported from iOS, held weakly: setting it replaces ``events`` with closures that
    /// call it (nil clears them).
    public weak var delegate: (any EntryFieldDelegate)? {
        didSet { events = delegate.map(EntryFieldEvents.init(forwardingTo:)) ?? EntryFieldEvents() }
    }

    override func didChangeValue() { events.didChange?(self) }
    override func shouldReturn() -> Bool { events.shouldReturn?(self) ?? true }
    override func shouldClear() -> Bool { events.shouldClear?(self) ?? true }
    override func shouldBeginEditing() -> Bool { events.shouldBeginEditing?(self) ?? true }
    override func shouldEndEditing() -> Bool { events.shouldEndEditing?(self) ?? true }
    override func didBeginEditing() {
        super.didBeginEditing()
        events.didBeginEditing?(self)
    }
    override func didEndEditing() { events.didEndEditing?(self) }
}
