import FieldCore
import Foundation
import GtkInterop

/// A number typed as the user's locale writes it: grouped as typed, with the locale's
/// decimal separator, a currency sign, percent sign or unit, a minimum, a maximum and a step.
///
/// ```swift
/// let price = NumberField(placeholder: "Price", format: NumberFormat(.currency("EUR")))
/// price.minimum = 0
/// price.onChange = { field in print(field.value ?? 0) }
/// ```
///
/// Up and Down step the number (Page Up and Down ten steps), as does the scroll wheel while
/// the field has focus. A character that cannot belong to a number is refused with the
/// desktop's bell and a warning under the field, which the next accepted keystroke
/// removes. When focus leaves or Return is pressed, the number comes back into range and
/// is laid out again (`1234.5` becomes `1,234.50`). Assistive technologies read the field
/// as a spin button with its value and range.
@MainActor
public final class NumberField: Field {
    let implementation: NumberFieldWidget

    /// Creates an empty field with a label, writing numbers as `format` says (a plain
    /// number in the current locale by default).
    public init(placeholder: String = "", format: NumberFormat = NumberFormat()) {
        let (reference, implementation) = Field.create(MaterialFieldTypes.numberField, as: NumberFieldWidget.self)
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
        self.placeholder = placeholder
        implementation.setFormat(format)
    }

    private init(existing implementation: NumberFieldWidget) {
        self.implementation = implementation
        super.init(reference: GObjectRef(implementation.widget), base: implementation)
    }

    /// The handle of an existing `MfNumberField` widget (from a GtkBuilder file, say): the
    /// one already alive if there is one, so `===` holds; nil if `widget` is not one.
    public static func wrapping(_ widget: Widget) -> NumberField? {
        Field.handle(of: widget, as: NumberFieldWidget.self, make: NumberField.init(existing:))
    }

    /// The model: the text, the format, the range and the step, for reading state in tests.
    public var numberModel: NumberFieldModel { implementation.number }

    /// The number shown; nil while the field is empty. Setting it from code (not a user
    /// edit) brings it into range and rounds it to the format's fraction digits.
    public var value: Decimal? {
        get { implementation.number.value }
        set { implementation.number.value = newValue }
    }

    /// How numbers are written. Setting it lays the current number out again.
    public var format: NumberFormat {
        get { implementation.number.format }
        set { implementation.setFormat(newValue) }
    }

    /// The smallest number allowed; nil for none.
    public var minimum: Decimal? {
        get { implementation.number.minimum }
        set { implementation.set(\.minimum, newValue) }
    }

    /// The largest number allowed; nil for none.
    public var maximum: Decimal? {
        get { implementation.number.maximum }
        set { implementation.set(\.maximum, newValue) }
    }

    /// How much an arrow key or a turn of the wheel changes the number (1 by default).
    public var step: Decimal {
        get { implementation.number.step }
        set { implementation.set(\.step, newValue) }
    }

    /// The text shown (`1,234.50`).
    public var text: String { implementation.model.text }

    /// Called with the field after each change the user makes: typing, a step, and the
    /// tidy-up when focus leaves. Changes made from code do not call it. The handle passed
    /// is the live one, so the closure need not capture the field.
    public var onChange: (@MainActor (NumberField) -> Void)? {
        get { implementation.onChange }
        set { implementation.onChange = newValue }
    }

    override var rowValueModel: RowValueModel? { .text(implementation.model) }
}
