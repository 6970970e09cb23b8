/// A field the app laid out itself, joined to a row: the row adopts the field's models,
/// so the value, the error, the enabled state and focus are stored once, in them.
extension Form {
    /// Makes the row with `tag` keep its state in `field` and `value`, a field's own models
    /// (`FormBinding` passes an `EntryField`'s, say). The row's value, error and enabled
    /// state move into them, and from then on the user's edits and focus on that field
    /// reach the form through the models, as a field a form view built does.
    ///
    /// - Throws: ``FormError/missingRow(_:)``, or ``FormError/wrongKindOfValue(tag:takes:given:)``
    ///   when the models are of another kind than the row's, changing nothing.
    public func adopt(field: FieldModel, value: RowValueModel, for tag: Tag) throws {
        let row = try row(tag)
        var adopted = value
        guard !adopted.isStored, adopted.assign(row.value, by: .code) else {
            throw FormError.wrongKindOfValue(tag: describe(tag), takes: row.value.kindName, given: value.value.kindName)
        }
        field.errorClearing = .manually
        field.isEnabled = row.isEnabled
        if let error = row.errorMessage { field.setError(withText: error) } else { field.removeErrorUI() }
        field.setWarning(row.field.warningText)
        row.field = field
        row.valueModel = adopted
        observe(row)
        valueChanged(tag)
    }

    /// Gives the row with `tag` models of its own again, holding its value: the field that
    /// lent its models keeps them and no longer follows the form. A no-op for a tag not in
    /// the form.
    public func release(_ tag: Tag) {
        guard let row = rowsByTag[tag] else { return }
        let field = FieldModel(label: row.label)
        field.errorClearing = .manually
        field.isEnabled = row.isEnabled
        if let error = row.errorMessage { field.setError(withText: error) }
        // A picker keeps the choices the field offered, so the chosen one stays chosen.
        var kind = row.kind
        if case .picker(let lent) = row.valueModel {
            kind = .picker(data: lent.data, manualEntry: lent.isManualEntryCapable, clearable: lent.isClearable)
        }
        let value = row.value
        row.field = field
        row.valueModel = RowValueModel.make(kind: kind, value: value, field: field)
        observe(row)
    }
}
