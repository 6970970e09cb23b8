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
        changingRow { $0.isKeptInDrafts = kept }
    }

    /// The row, with a theme of its own that wins over the form's (see ``Row/theme``).
    ///
    /// ```swift
    /// TextRow("Promo code", \.promo).theme(.promotion)
    /// ```
    public func theme(_ theme: FieldTheme) -> FormRowContent<Model> {
        changingRow { $0.theme = theme }
    }

    /// The row, with `change` made to each row it makes: what a modifier does.
    private func changingRow(_ change: @escaping (Row<FieldKey>) -> Void) -> FormRowContent<Model> {
        let made = content
        return FormRowContent(key: made.key, makeRow: { value in
            let row = made.makeRow(value)
            change(row)
            return row
        }, read: made.read, write: made.write, check: made.check)
    }
}
