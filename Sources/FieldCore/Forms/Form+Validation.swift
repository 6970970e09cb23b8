import FoundationEssentials

/// Validating the whole form, and the helpers shown under rows.
extension Form {
    // MARK: Validation

    /// Validates every visible row, shows each failure as the row's error, and returns the
    /// failures in display order with the first invalid row, and the rows whose
    /// asynchronous check has yet to answer (``validateAfterChecks()`` waits for them).
    ///
    /// A number row's text counts as the user left it, even while focus is still in it: its
    /// `1,5` on its way to `1,500` on a US desktop, or `40` typed for 1 to 12 guests, fails
    /// with the error the field shows when focus leaves (the text stays as typed). So does a
    /// date or date-range row's text typed in a `FormView`'s field (an app's Ctrl+S with
    /// focus in it): the date typed is the row's, laid out as the field shows dates, and
    /// text that reads as no date fails, never the date from before it. A date or time typed
    /// part by part counts as shown: a year's two digits are the year they stand for (`27`
    /// is 2027), and a segment left empty fails with "Enter every part of the date" (or "…of
    /// the time"); the
    /// keyboard stays where it was, and a further digit still joins those typed.
    @discardableResult
    public func validate() -> FormValidationResult<Tag> {
        validator.validateAll()
    }

    /// Validates the row with `tag` as ``validate()`` validates each row (its rules, the
    /// rules across rows shown on it, an error from outside, text its field could not
    /// read), shows the outcome as its error and warning, and returns whether it passed.
    /// A hidden row passes.
    ///
    /// - Throws: ``FormError/missingRow(_:)``.
    @discardableResult
    public func validate(_ tag: Tag) throws -> Bool {
        let row = try row(tag)
        return row.isHidden || validator.validateAsDone(row) == nil
    }

    /// A rule that passes when the value equals the value of the row with `tag` (for a
    /// password confirmation). Register it with ``setRules(_:for:readingRows:)`` naming
    /// `tag`, so the confirmation revalidates when the password changes.
    public func equalsToRow(_ tag: Tag, message: String = Translations.string("The values do not match")) -> ValidationRule<FormValue> {
        let reference = FormReference(self)
        return ValidationRule(message) { reference.holds($0, at: tag) }
    }

    /// The theme a row renders with: its own override, or the form's theme.
    public func theme(for tag: Tag) -> FieldTheme {
        rowsByTag[tag]?.theme ?? theme
    }

    // MARK: Helpers

    /// Shows a helper of `kind` below the row: the same kind is configured again, another
    /// kind is replaced.
    ///
    /// - Throws: ``FormError/missingRow(_:)``.
    @discardableResult
    public func showHelper(for tag: Tag, kind: String, configure: (inout RowHelper) -> Void = { _ in }) throws -> HelperChange {
        let change = try row(tag).showHelper(kind: kind, configure: configure)
        changes.send(.helper(tag))
        return change
    }

    /// Hides the row's helper. `callback` is always called, shown helper or not, so code
    /// waiting on it never hangs.
    public func hideHelper(for tag: Tag, callback: (() -> Void)? = nil) {
        if let row = rowsByTag[tag], row.helper != nil {
            row.helper = nil
            changes.send(.helper(tag))
        }
        callback?()
    }
}
