/// One row of a declarative form, whatever its kind: how to make its ``Row`` and how its
/// value reads from and writes to the model. ``TextRow``, ``ToggleRow``, ``PickerRow`` and
/// ``DateRow`` make one.
public struct FormRowContent<Model: AnyObject>: FormRowDeclaration {
    /// Itself: a row made by a modifier is a row like any other.
    public var content: FormRowContent<Model> { self }
    /// The row's tag: the key path it edits.
    public let key: FieldKey
    let makeRow: (FormValue) -> Row<FieldKey>
    let read: (Model) -> FormValue
    let write: (Model, FormValue) -> Void
    /// The row's asynchronous check, set on the form once the row is in it.
    let check: TextCheck?

    init(key: FieldKey, makeRow: @escaping (FormValue) -> Row<FieldKey>,
         read: @escaping (Model) -> FormValue, write: @escaping (Model, FormValue) -> Void, check: TextCheck? = nil) {
        self.key = key
        self.makeRow = makeRow
        self.read = read
        self.write = write
        self.check = check
    }

    /// A row of `kind` labelled `label`, with `helper` under it, checked by `rules`: what
    /// every declared field row makes, whatever it edits.
    init(key: FieldKey, label: String, kind: RowKind, helper: String?, rules: [ValidationRule<FormValue>],
         read: @escaping (Model) -> FormValue, write: @escaping (Model, FormValue) -> Void) {
        self.init(key: key, makeRow: { value in
            let row = Row(tag: key, label: label, kind: kind, value: value, rules: rules)
            row.field.helperText = helper
            return row
        }, read: read, write: write)
    }
}
