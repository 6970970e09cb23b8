/// A row of a declarative form that shows the app's own widget: one that edits nothing (a
/// password checklist, an illustration), or one that edits a property of the model as any
/// row does (a voucher typed into a widget of the app's).
///
/// ```swift
/// CustomRow("checklist")
/// CustomRow("Voucher", \.voucher, rules: .required, .minLength(4))
/// ```
///
/// The view asks the app for the widget (`FormView.setCustomWidget(_:for:)` or
/// `makeCustomWidget`); the widget reports the user's changes with `form.edit(_:to:)`.
public struct CustomRow<Model: AnyObject>: FormRowDeclaration {
    /// The row.
    public let content: FormRowContent<Model>

    /// A custom row called `name` (its tag is `FieldKey(named: name)`) that edits no
    /// property; `isFocusable` says whether Tab and the form's focus order stop on it.
    public init(_ name: String, isFocusable: Bool = false) {
        content = FormRowContent(
            key: FieldKey(named: name),
            makeRow: { _ in Row(tag: FieldKey(named: name), kind: .custom, isFocusable: isFocusable) },
            read: { _ in .none },
            write: { _, _ in })
    }

    /// A custom row labelled `label` editing the model's `String` at `keyPath` (its tag is
    /// `FieldKey(keyPath)`), checked by `rules` in order; the app's widget takes focus.
    public init(_ label: String, _ keyPath: ReferenceWritableKeyPath<Model, String>, rules: ValidationRule<String>...) {
        let key = FieldKey(keyPath, name: label)
        content = FormRowContent(
            key: key,
            makeRow: { value in
                Row(tag: key, label: label, kind: .custom, value: value, rules: rules.map { .text($0) }, isFocusable: true)
            },
            read: { .text($0[keyPath: keyPath]) },
            write: { model, value in model[keyPath: keyPath] = value.text })
    }
}
