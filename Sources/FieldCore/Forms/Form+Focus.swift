import FoundationEssentials

/// What the user does (focus, edits, leaving a row), the focus order and which rows show.
extension Form {
    // MARK: User events

    /// The user focused the row with `tag`: the previously focused row is blurred first.
    /// Returns false for a row that cannot take focus.
    @discardableResult
    public func focus(_ tag: Tag) -> Bool {
        guard let row = rowsByTag[tag], row.canTakeFocus else { return false }
        setFocus(true, of: row)
        return true
    }

    /// The one writer of the rows' focus, for the form and for its rows' fields (whose
    /// `focus()` and `blur()` ask it): the row that had focus is blurred before another
    /// takes it, so no two rows ever have it at once. The field model is focus's one store;
    /// its change is the focus event (see `observations(of:)`).
    func setFocus(_ focused: Bool, of row: Row<Tag>) {
        if focused {
            isHandingOverFocus = true
            defer { isHandingOverFocus = false }
            for other in rowsByTag.values where other !== row && other.field.isFocused { other.field.setFocused(false) }
        }
        row.field.setFocused(focused)
    }

    /// Focus arrived in `row`'s field model.
    func focusArrived(at row: Row<Tag>) {
        row.updates.didStartEditing()
        changes.send(.focus(row.tag))
    }

    /// Focus left `row`'s field model: the row's blur updates, and validation as its mode
    /// says. A row whose editing did not start in its current history (``reset()`` has just
    /// cleared it) has no visit to report: only focus's leaving is told.
    func focusLeft(_ row: Row<Tag>) {
        if focusedTag == nil, !isHandingOverFocus { changes.send(.focus(nil)) }
        guard row.updates.valueHasStartedEditing else { return }
        deliver(row.updates.didEndEditing(), for: row)
    }

    /// The user changed the row's value: fires `.live` (and `.regular` after a blur) and
    /// validates as the row's mode says.
    ///
    /// - Throws: ``FormError/missingRow(_:)``, or for a value the row cannot hold,
    ///   ``FormError/wrongKindOfValue(tag:takes:given:)`` or
    ///   ``FormError/choiceOutOfRange(tag:index:count:)``, changing nothing.
    public func edit(_ tag: Tag, to value: FormValue) throws {
        // The row's value model tells the change as the user's (see valueChanged(_:by:)).
        _ = try store(value, in: try row(tag), by: .user)
    }

    /// The user changed the row's value (told by its model, see `valueChanged(_:by:)`): fires
    /// the row updates and validation. A row that
    /// shows an error is checked again at once, whatever its mode, so the error goes (or
    /// says what is wrong now) as soon as the value changes; an error from outside goes,
    /// as a user error would.
    func userEdited(_ row: Row<Tag>) {
        row.field.transaction {
            let showedError = row.field.hasError
            // A server's answer was about the value before this edit.
            row.field.setError(nil, from: .server)
            let validated = deliver(row.updates.didEdit(), for: row)
            if showedError, !validated { validateRow(row) }
        }
        revalidateDependents(of: row)
    }

    /// The user left the row: fires `.onResignActive` and, after a change,
    /// `.onResignActiveAfterChange` and `.regular`.
    public func blur(_ tag: Tag) {
        guard let row = rowsByTag[tag] else { return }
        if row.field.isFocused {
            setFocus(false, of: row)  // the model's change delivers the row's blur (see focusLeft(_:))
        } else {
            deliver(row.updates.didEndEditing(), for: row)
        }
    }

    // MARK: Focus order

    /// The next row after `tag` (or after the focused row) that can take focus, skipping
    /// hidden and disabled rows.
    public func nextFocusableTag(after tag: Tag? = nil) -> Tag? {
        let order = sections.flatMap(\.tags)
        let start = (tag ?? focusedTag).flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        return order[start...].first { rowsByTag[$0]?.canTakeFocus == true }
    }

    /// The previous row before `tag` (or the focused row) that can take focus.
    public func previousFocusableTag(before tag: Tag? = nil) -> Tag? {
        let order = sections.flatMap(\.tags)
        guard let current = (tag ?? focusedTag), let index = order.firstIndex(of: current) else {
            return order.last { rowsByTag[$0]?.canTakeFocus == true }
        }
        return order[..<index].last { rowsByTag[$0]?.canTakeFocus == true }
    }

    /// Whether a row after the focused one can take focus (a *Next* button's state).
    public var hasNext: Bool { focusedTag != nil && nextFocusableTag() != nil }

    /// Whether a row before the focused one can take focus (a *Previous* button's state).
    public var hasPrevious: Bool { focusedTag != nil && previousFocusableTag() != nil }

    /// Moves focus to the next focusable row; returns its tag, or nil at the end.
    @discardableResult
    public func focusNext() -> Tag? {
        guard let next = nextFocusableTag() else { return nil }
        focus(next)
        return next
    }

    /// Moves focus to the previous focusable row; returns its tag, or nil at the start.
    @discardableResult
    public func focusPrevious() -> Tag? {
        guard let previous = previousFocusableTag() else { return nil }
        focus(previous)
        return previous
    }

    // MARK: Visibility

    /// Hides or shows the row with `tag`; hiding the focused row moves focus out.
    ///
    /// - Throws: ``FormError/missingRow(_:)``.
    public func setHidden(_ hidden: Bool, for tag: Tag) throws {
        try setFlag(\.isHidden, to: hidden, for: tag, losesFocusWhen: true)
    }

    /// Enables or disables the row with `tag`; disabling the focused row moves focus out.
    ///
    /// - Throws: ``FormError/missingRow(_:)``.
    public func setEnabled(_ enabled: Bool, for tag: Tag) throws {
        try setFlag(\.isEnabled, to: enabled, for: tag, losesFocusWhen: false)
    }

    private func setFlag(_ flag: ReferenceWritableKeyPath<Row<Tag>, Bool>, to value: Bool, for tag: Tag,
                         losesFocusWhen focusLosingValue: Bool) throws {
        let row = try row(tag)
        guard row[keyPath: flag] != value else { return }
        row[keyPath: flag] = value
        if value == focusLosingValue, row.field.isFocused { blur(tag) }
        changes.send(.structure)
    }
}
