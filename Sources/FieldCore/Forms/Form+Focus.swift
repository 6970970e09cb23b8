import FoundationEssentials

/// What the user does (focus, edits, leaving a row), the focus order and which rows show.
extension Form {
    // MARK: User events

    /// The user focused the row with `tag`: the previously focused row is blurred first.
    /// Returns false for a row that cannot take focus.
    @discardableResult
    public func focus(_ tag: Tag) -> Bool {
        guard let row = rowsByTag[tag], row.canTakeFocus else { return false }
        focusKeeper.set(true, of: row)
        return true
    }

    /// The user changed the row's value: fires `.live` (and `.regular` after a blur) and
    /// validates as the row's mode says.
    ///
    /// - Throws: ``FormError/missingRow(_:)``, or for a value the row cannot hold,
    ///   ``FormError/wrongKindOfValue(tag:takes:given:)``,
    ///   ``FormError/numberOutOfReach(tag:number:)`` or
    ///   ``FormError/choiceOutOfRange(tag:index:count:)``, changing nothing.
    public func edit(_ tag: Tag, to value: FormValue) throws {
        // The row's value model tells the change as the user's (see FormValidator.valueChanged(_:by:)).
        _ = try store(value, in: try row(tag), by: .user)
    }

    /// The user left the row: fires `.onResignActive` and, after a change,
    /// `.onResignActiveAfterChange` and `.regular`.
    public func blur(_ tag: Tag) {
        guard let row = rowsByTag[tag] else { return }
        if row.field.isFocused {
            focusKeeper.set(false, of: row)  // the model's change delivers the row's blur (see FormFocus.left(_:))
        } else {
            validator.deliver(row.updates.didEndEditing(), for: row)
        }
    }

    // MARK: Focus order

    /// The next row after `tag` (or after the focused row) that can take focus, skipping
    /// hidden and disabled rows.
    public func nextFocusableTag(after tag: Tag? = nil) -> Tag? {
        focusKeeper.tag(after: tag)
    }

    /// The previous row before `tag` (or the focused row) that can take focus.
    public func previousFocusableTag(before tag: Tag? = nil) -> Tag? {
        focusKeeper.tag(before: tag)
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
