/// The one shape of every field's value model: it owns the ``FieldModel`` its field renders
/// (label, messages, focus), holds the value, takes a new value with whose change it is,
/// and tells each change once.
///
/// A field on screen is made on its value model and keeps it; a form's row keeps its value
/// in the same model, so the value is stored once. Generic code (a view that shows any
/// field's value, a test helper) can work on any of them:
///
/// ```swift
/// func clear<Model: ValueModel>(_ model: Model, to empty: Model.Value) {
///     model.set(empty, by: .code)
/// }
/// let name = TextFieldModel(label: "Name")
/// let token = name.valueChanges.add { origin in print(origin, name.value) }
/// clear(name, to: "")
/// ```
public protocol ValueModel: AnyObject {
    /// What the model holds: text, a choice, a date, a number, a time, a range or chips.
    associatedtype Value: Equatable

    /// The state machine the model's field renders: its label, messages, focus.
    var field: FieldModel { get }

    /// The value, as a form reads it.
    var value: Value { get }

    /// Puts `value` in the model as `origin`'s change (``ChangeOrigin/user`` for an edit made
    /// for the user, as a form's `edit` does). A value the model cannot hold is brought to one
    /// it can, as each model documents (a number into its range, a date within its limits),
    /// or, for a choice outside the picker's list, left unchanged.
    func set(_ value: Value, by origin: ChangeOrigin)

    /// Called once after each change of ``value``, last, with whose change it was.
    var valueChanges: Observers<ChangeOrigin> { get }
}
