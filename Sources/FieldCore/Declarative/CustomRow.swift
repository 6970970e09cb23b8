/// A row of a declarative form that shows the app's own widget and edits no property
/// (a password checklist, an illustration); the view asks the app for the widget.
///
/// ```swift
/// CustomRow("checklist")
/// ```
public struct CustomRow<Model: AnyObject>: FormRowDeclaration {
    /// The row.
    public let content: FormRowContent<Model>

    /// A custom row called `name` (its tag is `FieldKey(named: name)`); `isFocusable`
    /// says whether Tab and the form's focus order stop on it.
    public init(_ name: String, isFocusable: Bool = false) {
        content = FormRowContent(
            key: FieldKey(named: name),
            makeRow: { _ in Row(tag: FieldKey(named: name), kind: .custom, isFocusable: isFocusable) },
            read: { _ in .none },
            write: { _, _ in })
    }
}
