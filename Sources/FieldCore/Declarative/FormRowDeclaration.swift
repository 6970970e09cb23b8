/// A row of a declarative form (``TextRow``, ``ToggleRow``, ``PickerRow``, ``DateRow``,
/// ``CustomRow``, or a ``FormRowContent`` one of them made): what the modifiers that work on
/// every kind of row take.
public protocol FormRowDeclaration<Model> {
    /// The model whose properties the row edits.
    associatedtype Model: AnyObject
    /// The row.
    var content: FormRowContent<Model> { get }
}

extension FormRowDeclaration {
    /// The row, written to the form's drafts when `kept` and never when not (a national
    /// ID, an account number): see ``Row/isKeptInDrafts``.
    ///
    /// ```swift
    /// TextRow("National ID", \.nationalID).keptInDrafts(false)
    /// ```
    public func keptInDrafts(_ kept: Bool) -> FormRowContent<Model> {
        let made = content
        return FormRowContent(key: made.key, makeRow: { value in
            let row = made.makeRow(value)
            row.isKeptInDrafts = kept
            return row
        }, read: made.read, write: made.write, check: made.check)
    }
}
