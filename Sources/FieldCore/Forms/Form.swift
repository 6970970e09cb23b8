import Foundation

/// A form: keyed sections of tagged rows, their values, validation and focus order
/// (the seeds AstroForms' `Form` and iOSForm's `FormDataSource`).
///
/// Finding a row, editing it and validating it cost the same whatever the form's size:
/// rows are indexed by tag, and an edit revalidates only that row and the rows that read it.
public final class Form<Tag: RowTag> {
    /// The sections, in display order.
    public private(set) var sections: [FormSection<Tag>] = []

    /// When rows validate by themselves, unless a row says otherwise.
    public var validationMode: ValidationMode = .onChangeAfterFirstBlur

    /// The theme every row uses unless it overrides it.
    public var theme: FieldTheme = .light

    /// The row that has focus.
    public private(set) var focusedTag: Tag?

    /// Called for every row update, as the seed's overridable `rowUpdate(type:row:)`.
    public var onRowUpdate: ((RowUpdate, Row<Tag>) -> Void)?

    /// What changed, for views.
    public let changes = Observers<FormChange<Tag>>()

    private var rowsByTag: [Tag: Row<Tag>] = [:]
    private var sectionKeyByTag: [Tag: String] = [:]
    /// Each row's models report the user's edits and focus here, so a field that shares
    /// them drives the form through the same path as the form's own calls.
    private var rowObservations: [Tag: [ObservationToken]] = [:]
    /// Rules that read several rows, in the order they were added.
    public private(set) var crossFieldRules: [CrossFieldRule<Tag>] = []

    /// How many times the form was submitted (``noteSubmitAttempt()``), valid or not.
    public private(set) var submitCount = 0

    /// The key of the section rows go into when no section is named.
    public static var defaultSectionKey: String { "" }

    /// An empty form.
    public init() {}

    // MARK: Rows

    /// Every row, in display order (hidden ones included).
    public var rows: [Row<Tag>] {
        sections.flatMap { $0.tags.compactMap { rowsByTag[$0] } }
    }

    /// The row with `tag` (the seed's `findRow(tag:)`), nil if there is none.
    public func findRow(tag: Tag) -> Row<Tag>? {
        rowsByTag[tag]
    }

    /// Appends `row` to the last section (creating a default one for the first row).
    ///
    /// - Throws: ``FormError/duplicateTag(_:)`` if a row already has the tag.
    public func add(_ row: Row<Tag>) throws {
        if sections.isEmpty { sections.append(FormSection(key: Self.defaultSectionKey)) }
        try insert(row, inSection: sections[sections.count - 1].key, at: sections[sections.count - 1].tags.count)
    }

    /// Inserts `row` at `index` among all rows, counted across sections in display order.
    ///
    /// - Throws: ``FormError/indexOutOfRange(_:)`` or ``FormError/duplicateTag(_:)``.
    public func insert(_ row: Row<Tag>, at index: Int) throws {
        guard index >= 0 else { throw FormError.indexOutOfRange(index) }
        if sections.isEmpty { sections.append(FormSection(key: Self.defaultSectionKey)) }
        var remaining = index
        for section in sections {
            if remaining <= section.tags.count {
                try insert(row, inSection: section.key, at: remaining)
                return
            }
            remaining -= section.tags.count
        }
        throw FormError.indexOutOfRange(index)
    }

    /// Inserts `row` into the section with `key`, at `index` within it.
    ///
    /// - Throws: ``FormError/missingSection(_:)``, ``FormError/indexOutOfRange(_:)``,
    ///   ``FormError/duplicateTag(_:)`` or ``FormError/invalidDateLimits(tag:)``, changing
    ///   nothing.
    public func insert(_ row: Row<Tag>, inSection key: String, at index: Int) throws {
        guard rowsByTag[row.tag] == nil else { throw FormError.duplicateTag(describe(row.tag)) }
        if case .date(_, let minimum?, let maximum?, _) = row.kind, minimum > maximum {
            throw FormError.invalidDateLimits(tag: describe(row.tag))
        }
        guard let sectionIndex = sections.firstIndex(where: { $0.key == key }) else {
            throw FormError.missingSection(key)
        }
        guard (0...sections[sectionIndex].tags.count).contains(index) else { throw FormError.indexOutOfRange(index) }
        sections[sectionIndex].tags.insert(row.tag, at: index)
        rowsByTag[row.tag] = row
        sectionKeyByTag[row.tag] = key
        observe(row)
        changes.send(.structure)
    }

    /// Removes the row at `index` among all rows in display order.
    ///
    /// - Throws: ``FormError/indexOutOfRange(_:)``.
    public func remove(at index: Int) throws {
        let all = sections.flatMap(\.tags)
        guard all.indices.contains(index) else { throw FormError.indexOutOfRange(index) }
        try remove(tag: all[index])
    }

    /// Removes the row with `tag`; focus on it leaves the form.
    ///
    /// - Throws: ``FormError/missingRow(_:)``.
    public func remove(tag: Tag) throws {
        guard rowsByTag[tag] != nil, let key = sectionKeyByTag[tag],
              let sectionIndex = sections.firstIndex(where: { $0.key == key })
        else { throw FormError.missingRow(describe(tag)) }
        sections[sectionIndex].tags.removeAll { $0 == tag }
        forget(tag)
        changes.send(.structure)
    }

    // MARK: Sections

    /// The section with `key`.
    public func section(key: String) -> FormSection<Tag>? {
        sections.first { $0.key == key }
    }

    /// Inserts an empty section at `index` (the end by default).
    ///
    /// - Throws: ``FormError/duplicateSection(_:)`` or ``FormError/indexOutOfRange(_:)``.
    public func insertSection(key: String, header: String? = nil, footer: String? = nil, at index: Int? = nil) throws {
        guard section(key: key) == nil else { throw FormError.duplicateSection(key) }
        let position = index ?? sections.count
        guard (0...sections.count).contains(position) else { throw FormError.indexOutOfRange(position) }
        sections.insert(FormSection(key: key, header: header, footer: footer), at: position)
        changes.send(.structure)
    }

    /// Changes the header and footer of the section with `key` (nil removes one).
    ///
    /// - Throws: ``FormError/missingSection(_:)``.
    public func setSectionTexts(header: String?, footer: String?, for key: String) throws {
        guard let index = sections.firstIndex(where: { $0.key == key }) else { throw FormError.missingSection(key) }
        sections[index].header = header
        sections[index].footer = footer
        changes.send(.structure)
    }

    /// Removes the section with `key` and all its rows.
    ///
    /// - Throws: ``FormError/missingSection(_:)``.
    public func removeSection(key: String) throws {
        guard let index = sections.firstIndex(where: { $0.key == key }) else { throw FormError.missingSection(key) }
        for tag in sections[index].tags { forget(tag) }
        sections.remove(at: index)
        changes.send(.structure)
    }

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

    /// The value of the row with `tag` as `type`: a typed read that throws where the seed
    /// crashed.
    ///
    /// - Throws: ``FormError/missingRow(_:)`` or ``FormError/typeMismatch(tag:expected:actual:)``.
    public func value<Value: FormValueConvertible>(of tag: Tag, as type: Value.Type) throws -> Value {
        let value = try row(tag).value
        guard let typed = Value(formValue: value) else {
            throw FormError.typeMismatch(tag: describe(tag), expected: "\(type)", actual: value.kindName)
        }
        return typed
    }

    /// Sets a value from code: no row updates fire, but rows that read it revalidate if
    /// they show an error.
    ///
    /// - Throws: ``FormError/missingRow(_:)``, or ``FormError/wrongKindOfValue(tag:takes:given:)``
    ///   for a value of another kind than the row holds (text for a picker row, say).
    public func setValue(_ value: FormValue, for tag: Tag) throws {
        let row = try row(tag)
        guard try store(value, in: row) else { return }
        revalidateDependents(of: row)
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
    public var hasUnsavedChanges: Bool { rowsByTag.values.contains(where: \.isDirty) }

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
    /// - Throws: ``FormError/missingRow(_:)`` for a tag not in the form, changing nothing.
    public func setErrors(_ errors: [Tag: String]) throws {
        for tag in errors.keys where rowsByTag[tag] == nil { throw FormError.missingRow(describe(tag)) }
        for (tag, message) in errors {
            guard let row = rowsByTag[tag] else { continue }
            row.externalError = message
            row.field.setError(withText: message)
            changes.send(.error(tag, message))
        }
    }

    // MARK: Rules across rows

    /// Adds a rule that reads several rows; the rows it reads re-check its row when they change.
    ///
    /// - Throws: ``FormError/missingRow(_:)`` when a row it names is not in the form.
    public func addRule(_ rule: CrossFieldRule<Tag>) throws {
        for tag in rule.tags + [rule.showOn] where rowsByTag[tag] == nil { throw FormError.missingRow(describe(tag)) }
        crossFieldRules.append(rule)
        for tag in rule.tags where tag != rule.showOn { rowsByTag[tag]?.dependents.insert(rule.showOn) }
    }

    /// Restores every row's initial value and clears errors, helpers, histories and focus.
    public func reset() {
        if let focused = focusedTag {
            focusedTag = nil
            rowsByTag[focused]?.field.blur()
            changes.send(.focus(nil))
        }
        for row in rowsByTag.values {
            _ = row.assign(row.initialValue) // the initial value is always of the row's kind
            row.externalError = nil
            row.field.setWarning(nil)
            row.field.removeErrorUI()
            row.helper = nil
            row.updates = RowUpdateTracker()
        }
        changes.send(.structure)
    }

    // MARK: User events

    /// The user focused the row with `tag`: the previously focused row is blurred first.
    /// Returns false for a row that cannot take focus.
    @discardableResult
    public func focus(_ tag: Tag) -> Bool {
        guard let row = rowsByTag[tag], row.canTakeFocus else { return false }
        guard focusedTag != tag else { return true }
        if let previous = focusedTag { blur(previous) }
        focusedTag = tag
        row.field.focus()
        row.updates.didStartEditing()
        changes.send(.focus(tag))
        return true
    }

    /// The user changed the row's value: fires `.live` (and `.regular` after a blur) and
    /// validates as the row's mode says.
    ///
    /// - Throws: ``FormError/missingRow(_:)``.
    public func edit(_ tag: Tag, to value: FormValue) throws {
        let row = try row(tag)
        guard try store(value, in: row) else { return }
        userEdited(row)
    }

    /// The user changed the row's value: fires the row updates and validation. An error
    /// from outside goes, as a user error would.
    private func userEdited(_ row: Row<Tag>) {
        if row.externalError != nil {
            row.externalError = nil
            validateRow(row)
        }
        deliver(row.updates.didEdit(), for: row)
        revalidateDependents(of: row)
    }

    /// The user left the row: fires `.onResignActive` and, after a change,
    /// `.onResignActiveAfterChange` and `.regular`.
    public func blur(_ tag: Tag) {
        guard let row = rowsByTag[tag] else { return }
        if focusedTag == tag {
            focusedTag = nil
            changes.send(.focus(nil))
        }
        row.field.blur()
        deliver(row.updates.didEndEditing(), for: row)
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
        if value == focusLosingValue, focusedTag == tag { blur(tag) }
        changes.send(.structure)
    }

    // MARK: Validation

    /// Validates every visible row, shows each failure as the row's error, and returns the
    /// failures in display order with the first invalid row.
    @discardableResult
    public func validate() -> FormValidationResult<Tag> {
        var failures: [ValidationFailure<Tag>] = []
        var warnings: [ValidationFailure<Tag>] = []
        for tag in sections.flatMap(\.tags) {
            guard let row = rowsByTag[tag], !row.isHidden else { continue }
            if let message = validateRow(row) {
                failures.append(ValidationFailure(tag: tag, message: message))
            } else if let warning = row.field.warningText {
                warnings.append(ValidationFailure(tag: tag, message: warning))
            }
        }
        return FormValidationResult(failures: failures, warnings: warnings)
    }

    /// Whether `row`'s value passes `rules`; stops at the first failure.
    public func validate(row: Row<Tag>, _ rules: ValidationRule<FormValue>...) -> Bool {
        Validation.validate(row.value, rules)
    }

    /// Whether `row`'s value passes `rules`, and the first failing rule's message.
    public func validateWithMessage(row: Row<Tag>, _ rules: ValidationRule<FormValue>...) -> (Bool, String?) {
        Validation.validateWithMessage(row.value, rules)
    }

    /// Every rule's outcome for `row`'s value, in order.
    public func validateList(row: Row<Tag>, _ rules: ValidationRule<FormValue>...) -> [(Bool, String?)] {
        Validation.validateList(row.value, rules)
    }

    /// A rule that passes when the value equals the value of the row with `tag` (for a
    /// password confirmation). Register it with ``setRules(_:for:readingRows:)`` naming
    /// `tag`, so the confirmation revalidates when the password changes.
    public func equalsToRow(_ tag: Tag, message: String = Translations.string("The values do not match")) -> ValidationRule<FormValue> {
        ValidationRule(message) { [weak self] value in
            // A rule kept beyond its form fails closed.
            guard let self, let other = self.rowsByTag[tag] else { return false }
            return other.value == value
        }
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
        let row = try row(tag)
        let change: HelperChange
        var helper: RowHelper
        if let current = row.helper, current.kind == kind {
            helper = current
            change = .reconfigured
        } else {
            helper = RowHelper(kind: kind)
            change = row.helper == nil ? .shown : .replaced
        }
        configure(&helper)
        helper.configurationCount += 1
        row.helper = helper
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

    // MARK: Private

    private func row(_ tag: Tag) throws -> Row<Tag> {
        guard let row = rowsByTag[tag] else { throw FormError.missingRow(describe(tag)) }
        return row
    }

    /// Stores a new value and reports it; returns false, changing nothing, when it is the same.
    ///
    /// - Throws: ``FormError/wrongKindOfValue(tag:takes:given:)`` for a value of another kind.
    private func store(_ value: FormValue, in row: Row<Tag>) throws -> Bool {
        guard row.value != value else { return false }
        guard row.assign(value) else {
            throw FormError.wrongKindOfValue(tag: describe(row.tag), takes: row.value.kindName, given: value.kindName)
        }
        // A model-backed row reports its change itself (see observe(_:)).
        if case .stored = row.valueModel { changes.send(.value(row.tag)) }
        return true
    }

    /// Follows the user's edits and focus in the row's models, so a field sharing them
    /// drives the form through the same path as the form's own calls.
    private func observe(_ row: Row<Tag>) {
        let tag = row.tag
        var tokens = [row.field.changes.add { [weak self] snapshot in
            guard let self else { return }
            if snapshot.isFocused, self.focusedTag != tag {
                self.focus(tag)
            } else if !snapshot.isFocused, self.focusedTag == tag {
                self.blur(tag)
            }
        }]
        // Any change of the value, from the user, the form or the app's code on a field,
        // is reported once; the user's own edits also fire row updates.
        tokens += row.valueModel.observe(changes: { [weak self] in
            self?.changes.send(.value(tag))
        }, userEdits: { [weak self, weak row] in
            guard let self, let row else { return }
            self.userEdited(row)
        })
        rowObservations[tag] = tokens
    }

    private func forget(_ tag: Tag) {
        rowObservations[tag] = nil
        rowsByTag[tag] = nil
        sectionKeyByTag[tag] = nil
        for row in rowsByTag.values { row.dependents.remove(tag) }
        crossFieldRules.removeAll { $0.showOn == tag || $0.tags.contains(tag) }
        if focusedTag == tag {
            focusedTag = nil
            changes.send(.focus(nil))
        }
    }

    private func deliver(_ updates: [RowUpdate], for row: Row<Tag>) {
        let mode = row.validationMode ?? validationMode
        var validated = false
        for update in updates {
            onRowUpdate?(update, row)
            if !validated, mode.validates(on: update) {
                validated = true
                validateRow(row)
            }
        }
    }

    private func revalidateDependents(of row: Row<Tag>) {
        for tag in row.dependents {
            guard let dependent = rowsByTag[tag], dependent.errorMessage != nil || dependent.updates.valueHasChanged
            else { continue }
            validateRow(dependent)
        }
    }

    /// Checks one row (its own rules, then the rules across rows shown on it) and records
    /// its error and warning; returns the error message when it fails. An error from
    /// outside stays until the user edits the row.
    @discardableResult
    private func validateRow(_ row: Row<Tag>) -> String? {
        let (valid, message) = Validation.validateWithMessage(row.value, row.rules)
        var error = valid ? nil : (message ?? Translations.string("This value is not valid"))
        var warning = Validation.warning(row.value, row.rules)
        let crossRules = crossFieldRules.filter { $0.showOn == row.tag }
        if !crossRules.isEmpty {
            let values = values
            for rule in crossRules where !rule(values) {
                if rule.severity == .error { error = error ?? rule.message } else { warning = warning ?? rule.message }
            }
        }
        error = row.externalError ?? error
        row.field.setWarning(warning)
        if row.errorMessage != error {
            if let error { row.field.setError(withText: error) } else { row.field.removeErrorUI() }
            changes.send(.error(row.tag, error))
        }
        return error
    }

    private func describe(_ tag: Tag) -> String { String(describing: tag) }
}
