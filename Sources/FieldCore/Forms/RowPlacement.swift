/// What a ``Form`` keeps for each of its rows besides the row itself: the section it is
/// in, and the tokens through which it hears the row's models.
struct RowPlacement {
    /// The key of the row's section.
    var sectionKey: String
    /// Keeps the form's handlers on the row's models registered.
    var observations: [ObservationToken]

    /// The placement of `row` in the section with `sectionKey`, following the user's edits
    /// and focus in the row's models for `form`, so a field sharing them drives the form
    /// through the same path as the form's own calls.
    init<Tag: RowTag>(sectionKey: String, hearing row: Row<Tag>, for form: Form<Tag>) {
        self.sectionKey = sectionKey
        let tag = row.tag
        // The field model is the one store of the row's error, warning and focus, whoever
        // writes them (the form's validation, a picker's choice, a date the field cannot
        // read, a C setter): each real change is told from here, once, after it is stored.
        // What was last told, in one variable: the handler captures one box, not three.
        var told = (error: row.field.errorText, warning: row.field.warningText, isFocused: row.field.isFocused)
        // One event that changes two rows is one transaction: told once both are on screen.
        row.field.shareTransactions(form.transactions)
        // A row added while its field has focus: the visit has begun.
        if told.isFocused { row.updates.didStartEditing() }
        // Unowned: the tokens, which the form holds with the row, remove these handlers
        // when the row goes or the form does. (A weak reference would give the form and
        // every row a side table, and put all their reference counting on the slow path.)
        // Told to the owner, after the field's views have rendered it: a handler of the
        // form's channels finds the change on screen.
        observations = [row.field.ownerChanges.add { [unowned form, unowned row] snapshot in
            if row.field.errorText != told.error {
                told.error = row.field.errorText
                form.changes.send(.error(tag, told.error))
            }
            if row.field.warningText != told.warning {
                told.warning = row.field.warningText
                form.changes.send(.warning(tag, told.warning))
            }
            guard snapshot.isFocused != told.isFocused else { return }
            told.isFocused = snapshot.isFocused
            if snapshot.isFocused { form.focusKeeper.arrived(at: row) } else { form.focusKeeper.left(row) }
        }]
        // The row's field is focused or blurred (by its view, or by code): the form writes it.
        observations.append(row.field.focusRequests.add { [unowned form, unowned row] focused in
            form.focusKeeper.set(focused, of: row)
        })
        // A field on the row's models asked to be checked: the row's rules are its rules.
        observations.append(row.field.validationRequests.add { [unowned form, unowned row] request in
            request.passed = row.isHidden || form.validator.validateAsDone(row) == nil
        })
        // Any change of the value, from the user, the form or the app's code on a field,
        // comes once, saying whose it was.
        if let token = row.valueModel.observe({ [unowned form, unowned row] origin in form.validator.valueChanged(row, by: origin) }) {
            observations.append(token)
        }
    }
}
