import FoundationEssentials

/// Reading and writing a form's values, its state since the last save, errors from a
/// server and rules across rows.
extension Form {
    // MARK: Values

    /// Every row's value, by tag.
    public var values: [Tag: FormValue] {
        rowsByTag.mapValues(\.value)
    }

    /// The value of the row with `tag`.
    ///
    /// - Throws: ``FormError/missingRow(_:)``.
    public func value(of tag: Tag) throws -> FormValue {
        try row(tag).value
    }

    /// The row's value as its field shows it: a date row's date in the row's mode (in time
    /// mode `2:30 PM`, a date and time `03/04/2027 2:30 PM`; text typed there that is no date
    /// is no value, and the date it left stands), otherwise ``FormValue/text``.
    ///
    /// - Throws: ``FormError/missingRow(_:)``.
    public func text(of tag: Tag) throws -> String {
        let row = try row(tag)
        if case .date(let model) = row.valueModel { return model.date.map(model.format) ?? "" }
        return row.value.text
    }

    /// The value of the row with `tag` as `type`: a typed read that throws when the
    /// row holds another kind of value.
    ///
    /// - Throws: ``FormError/missingRow(_:)`` or ``FormError/typeMismatch(tag:expected:actual:)``.
    public func value<Value: FormValueConvertible>(of tag: Tag, as type: Value.Type) throws -> Value {
        let value = try row(tag).value
        guard let typed = Value(formValue: value) else {
            throw FormError.typeMismatch(tag: describe(tag), expected: "\(type)", actual: value.kindName)
        }
        return typed
    }

    /// Sets a value from code: no row updates fire, but the row and the rows that read it
    /// are checked again if they show an error.
    ///
    /// - Throws: ``FormError/missingRow(_:)``, ``FormError/choiceOutOfRange(tag:index:count:)``,
    ///   ``FormError/numberOutOfReach(tag:number:)`` for a number no field shows (infinity,
    ///   10³⁸ and beyond), or ``FormError/wrongKindOfValue(tag:takes:given:)`` for a value of
    ///   another kind than the row holds (text for a picker row, say).
    public func setValue(_ value: FormValue, for tag: Tag) throws {
        let row = try row(tag)
        guard try store(value, in: row) else { return }
        validator.revalidateDependents(of: row)
    }

    /// Sets the rules of the row with `tag`; rules made by ``equalsToRow(_:message:)``
    /// make the row revalidate when the other row changes.
    ///
    /// - Throws: ``FormError/missingRow(_:)``.
    public func setRules(_ rules: [ValidationRule<FormValue>], for tag: Tag, readingRows others: [Tag] = []) throws {
        let row = try row(tag)
        row.rules = rules
        for other in others { rowsByTag[other]?.dependents.insert(tag) }
    }

    // MARK: Form state

    /// The rows whose values differ from their initial (or last saved) values, in display order.
    public var dirtyTags: [Tag] { sections.flatMap(\.tags).filter { rowsByTag[$0]?.isDirty == true } }

    /// The rows the user has left at least once, in display order.
    public var touchedTags: [Tag] { sections.flatMap(\.tags).filter { rowsByTag[$0]?.isTouched == true } }

    /// Whether any row differs from its initial (or last saved) value: ask before closing.
    public var hasUnsavedChanges: Bool {
        // A loop rather than `contains(where:)`: the unspecialized generic call resolves the
        // dictionary's iterator type at run time: 0.22 M instructions in a first form.
        for row in rowsByTag.values where row.isDirty { return true }
        return false
    }

    /// Counts a submit attempt (a view's `submit()` does this).
    public func noteSubmitAttempt() {
        submitCount += 1
    }

    /// The values were saved: they become the rows' initial values, so no row is dirty
    /// and ``reset()`` restores them.
    public func markSaved() {
        for row in rowsByTag.values { row.initialValue = row.value }
    }

    // MARK: Errors from outside

    /// Shows errors that came from outside the form (a server's answer), several rows at
    /// once. Each stays until the user edits its row, as a user error clears; ``validate()``
    /// keeps it meanwhile.
    ///
    /// Pass the values the answer is about (the ``values`` that were sent) as `submitted`: a
    /// row edited since keeps its new value free of the old answer's error, however late
    /// the answer arrives.
    ///
    /// - Throws: ``FormError/missingRow(_:)`` for a tag not in the form, changing nothing.
    public func setErrors(_ errors: [Tag: String], submitted: [Tag: FormValue]? = nil) throws {
        for tag in errors.keys where rowsByTag[tag] == nil { throw FormError.missingRow(describe(tag)) }
        for (tag, message) in errors {
            guard let row = rowsByTag[tag] else { continue }
            if let submitted, let sent = submitted[tag], sent != row.value { continue }
            row.field.setError(message, from: .server)
        }
    }

    /// Records what a check the app ran itself found about the row with `tag` holding
    /// `value`: its failure message, or nil once it passes. It is the field's
    /// ``MessageSource/check`` error, shown as the row's error when no earlier source (its
    /// own rules among them) has one, and ``validate()`` counts it. An answer about a value the row no longer holds is stale: it is dropped
    /// and the call returns false. (``setCheck(for:readingRows:debounce:_:)`` runs checks
    /// for you.)
    ///
    /// - Throws: ``FormError/missingRow(_:)`` for a tag not in the form, changing nothing.
    @discardableResult
    public func setCheckResult(_ message: String?, for tag: Tag, checking value: FormValue) throws -> Bool {
        let row = try row(tag)
        guard row.value == value else { return false }
        row.field.setError(message, from: .check)
        return true
    }

    // MARK: Rules across rows

    /// Adds a rule that reads several rows; the rows it reads re-check its row when they change.
    ///
    /// - Throws: ``FormError/missingRow(_:)`` when a row it names is not in the form.
    public func addRule(_ rule: CrossFieldRule<Tag>) throws {
        for tag in rule.tags + [rule.showOn] where rowsByTag[tag] == nil { throw FormError.missingRow(describe(tag)) }
        validator.add(rule)
    }

    /// Restores every row's initial value and clears errors, helpers, histories and focus.
    public func reset() {
        isResetting = true
        defer { isResetting = false }
        let focused = focusedTag
        // In display order, so the changes are told in the same order every time.
        for row in rows {
            // The errors go first, so the value's change is told with the row settled.
            row.forgetMessagesAndHistory()
            // Through the one writer of values, so every row's change is told as any is;
            // the initial value is always one the row takes.
            _ = try? store(row.initialValue, in: row)
        }
        // Focus leaves last, told as any focus change is: the row's history is gone, so its
        // leaving fires no row update and validates nothing (see FormFocus.left(_:)).
        if let focused, let row = rowsByTag[focused] { focusKeeper.set(false, of: row) }
        _ = onMainActor(checks) { checks in checks.restartAll() }
        changes.send(.structure)
    }
}
