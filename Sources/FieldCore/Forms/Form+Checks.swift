import FoundationEssentials

/// Asynchronous checks of rows ("is this user name free?"): see `FormChecks`.
extension Form {
    /// Checks the row with `tag` with `check`, which reads that row's value and the values of
    /// `readingRows`, by tag; nil is a pass, a string the failure shown as the row's error. It
    /// runs `debounce` after the last change, and once now for the values the rows hold.
    /// A second check for the same row replaces the first. Returns the validation, whose state
    /// and changes follow the check.
    ///
    /// - Throws: ``FormError/missingRow(_:)`` for a tag not in the form, changing nothing.
    @MainActor @discardableResult
    public func setCheck(for tag: Tag, readingRows: [Tag] = [], debounce: Duration = .zero,
                         _ check: @escaping @Sendable ([Tag: FormValue]) async -> String?) throws -> AsyncValidation<[Tag: FormValue]> {
        for read in [tag] + readingRows where rowsByTag[read] == nil { throw FormError.missingRow(describe(read)) }
        let validation = AsyncValidation(debounce: debounce, check)
        checks.set(validation, for: tag, reading: [tag] + readingRows.filter { $0 != tag })
        return validation
    }

    /// Checks a text row's text with `check` (nil is a pass, a string the failure), as
    /// ``setCheck(for:readingRows:debounce:_:)`` does.
    ///
    /// - Throws: ``FormError/missingRow(_:)``, or ``FormError/wrongKindOfValue(tag:takes:given:)``
    ///   for a row that holds no text, changing nothing.
    @MainActor @discardableResult
    public func setCheck(for tag: Tag, debounce: Duration = .zero,
                         text check: @escaping @Sendable (String) async -> String?) throws -> AsyncValidation<[Tag: FormValue]> {
        let value = try row(tag).value
        guard case .text = value else {
            throw FormError.wrongKindOfValue(tag: describe(tag), takes: value.kindName, given: FormValue.text("").kindName)
        }
        return try setCheck(for: tag, debounce: debounce) { values in
            guard case .text(let text)? = values[tag] else { return nil }
            return await check(text)
        }
    }

    /// Where the check of the row with `tag` stands for the values the rows hold now:
    /// `.idle` for a row with no check, or one whose own rules fail (it is not asked).
    @MainActor
    public func checkState(of tag: Tag) -> AsyncValidationState {
        checks.state(of: tag)
    }

    /// Waits until every check has answered for the values the rows hold (asking again for
    /// any that changed meanwhile), then validates the whole form as ``validate()`` does.
    @MainActor @discardableResult
    public func validateAfterChecks() async -> FormValidationResult<Tag> {
        await checks.settle()
        return validate()
    }
}
