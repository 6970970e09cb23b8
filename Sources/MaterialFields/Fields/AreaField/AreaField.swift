import CGtk
import FieldCore
import GtkInterop

/// A multi-line Material text field (the seed's `AreaField`): it grows with its text up
/// to ``maximumLines``, then scrolls.
@MainActor
public final class AreaField: Field {
    let implementation: AreaFieldWidget

    /// Creates an empty field with a label.
    public init(placeholder: String = "") {
        let (reference, implementation) = Field.create(MaterialFieldTypes.areaField, as: AreaFieldWidget.self)
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
        self.placeholder = placeholder
    }

    /// A field showing `model` (a form row's), built on it from the start.
    init(sharing model: TextFieldModel) {
        let (reference, implementation) = Field.create(MaterialFieldTypes.areaField, as: AreaFieldWidget.self,
                                                       sharing: FieldWidget.SharedModel(value: model, field: model.field))
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
    }

    private init(existing implementation: AreaFieldWidget) {
        self.implementation = implementation
        super.init(reference: GObjectRef(implementation.widget), base: implementation)
    }

    /// The handle of an existing `MfAreaField` widget: the one already alive if there is
    /// one, so `===` holds; nil if `widget` is not one.
    public static func wrapping(_ widget: Widget) -> AreaField? {
        Field.handle(of: widget, as: AreaFieldWidget.self, make: AreaField.init(existing:))
    }

    /// The value model, for reading state in tests.
    public var textModel: TextFieldModel { implementation.model }

    /// The text.
    public var text: String {
        get { implementation.model.text }
        set { implementation.model.text = newValue }
    }

    /// The most lines shown before the text scrolls; nil grows without limit.
    public var maximumLines: Int? {
        get { implementation.maximumLines }
        set { implementation.maximumLines = newValue }
    }

    /// The character counter's maximum; nil for no counter.
    public var maxLength: Int? {
        get { implementation.model.maxLength }
        set { implementation.model.maxLength = newValue }
    }

    /// Called with the field after each change the user makes to its value (typing, pasting or deleting); changes
    /// made from code do not call it. The handle passed is the live one, so the closure
    /// need not capture the field.
    public var onChange: (@MainActor (AreaField) -> Void)? {
        get { implementation.events.didChange }
        set { implementation.events.didChange = newValue }
    }

    /// What the field tells and asks the app, as closures (``onChange`` is one of them).
    public var events: AreaFieldEvents {
        get { implementation.events }
        set { implementation.events = newValue }
    }

    /// The seed's delegate, held weakly: setting it replaces ``events`` with closures that
    /// call it (nil clears them).
    public var delegate: (any AreaFieldDelegate)? {
        get { implementation.delegate }
        set { implementation.delegate = newValue }
    }

    override var rowValueModel: RowValueModel? { .text(implementation.model) }
}
