import FoundationEssentials

/// A form: keyed sections of tagged rows, their values, validation and focus order
/// (AstroForms' `Form` and iOSForm's `FormDataSource` on iOS).
///
/// Finding a row, editing it and validating it cost the same whatever the form's size:
/// rows are indexed by tag, and an edit revalidates only that row and the rows that read it.
public final class Form<Tag: RowTag> {
    /// The sections, in display order.
    public private(set) var sections: [FormSection<Tag>] = []

    /// When rows validate by themselves, unless a row says otherwise.
    public var validationMode: ValidationMode = .onChangeAfterFirstBlur

    /// The theme every row uses unless it has its own (``Row/theme``); `.theme(nil)` on
    /// ``changes`` tells a real change.
    public var theme: FieldTheme = .light {
        didSet { if theme != oldValue { changes.send(.theme(nil)) } }
    }

    /// The row that has focus: derived from the rows' field models, the one place focus is
    /// stored (a field on screen writes its model when GTK moves focus).
    public var focusedTag: Tag? {
        // Plain loops: a view reads this for its toolbar after each change, and a lazy
        // flattened sequence costs several times as much per row in unspecialized code.
        for section in sections {
            for tag in section.tags where rowsByTag[tag]?.field.isFocused == true { return tag }
        }
        return nil
    }

    /// Called for every row update, as the overridable `rowUpdate(type:row:)` is on iOS.
    public var onRowUpdate: ((RowUpdate, Row<Tag>) -> Void)?

    /// What changed, for views.
    public let changes = Observers<FormChange<Tag>>()

    /// Each row's section, and the tokens through which its models report the user's
    /// edits and focus here, so a field that shares them drives the form through the same
    /// path as the form's own calls. Declared before the rows, so that it goes first: its
    /// tokens remove the handlers, which hold the form and their row unowned, before either
    /// can go.
    private var placements: [Tag: RowPlacement] = [:]
    var rowsByTag: [Tag: Row<Tag>] = [:]
    /// Rules that read several rows, in the order they were added.
    public internal(set) var crossFieldRules: [CrossFieldRule<Tag>] = []
    /// Each row's asynchronous check, by the tag of the row it checks.
    var rowChecks: [Tag: RowCheck<Tag>] = [:]

    /// How many times the form was submitted (``noteSubmitAttempt()``), valid or not.
    public internal(set) var submitCount = 0
    /// Whether ``reset()`` is under way, for a history following the form: the values a reset
    /// puts back are told one by one, as any change is, and the history keeps them as one
    /// step that undoes the reset, not as many edits.
    var isResetting = false
    /// Whether focus is passing from one row to another (`setFocus(_:of:)`): the row that
    /// had it leaves first, and the form tells the move once, as `.focus` of the row it reaches.
    var isHandingOverFocus = false

    /// The key of the section rows go into when no section is named.
    public static var defaultSectionKey: String { "" }

    /// An empty form.
    public init() {}

    // MARK: Rows

    /// Every row, in display order (hidden ones included).
    public var rows: [Row<Tag>] {
        sections.flatMap { $0.tags.compactMap { rowsByTag[$0] } }
    }

    /// The row with `tag` (`findRow(tag:)` on iOS), nil if there is none.
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
    ///   ``FormError/duplicateTag(_:)``, ``FormError/invalidDateLimits(tag:)``,
    ///   ``FormError/choiceOutOfRange(tag:index:count:)`` or, for a value of another kind
    ///   than the row's (a flag in an entry row), ``FormError/wrongKindOfValue(tag:takes:given:)``,
    ///   changing nothing.
    public func insert(_ row: Row<Tag>, inSection key: String, at index: Int) throws {
        guard rowsByTag[row.tag] == nil else { throw FormError.duplicateTag(describe(row.tag)) }
        if case .picker(let data, _, _) = row.kind, case .choice(let index?, _) = row.initialValue {
            try checkChoice(index, among: data.count, for: row.tag)
        }
        if case .stored(let value) = row.valueModel, row.kind.isField {
            throw FormError.wrongKindOfValue(tag: describe(row.tag), takes: row.kind.valueKindName, given: value.kindName)
        }
        if let minimum = row.kind.dateLimits.minimum, let maximum = row.kind.dateLimits.maximum, minimum > maximum {
            throw FormError.invalidDateLimits(tag: describe(row.tag))
        }
        guard let sectionIndex = sections.firstIndex(where: { $0.key == key }) else {
            throw FormError.missingSection(key)
        }
        guard (0...sections[sectionIndex].tags.count).contains(index) else { throw FormError.indexOutOfRange(index) }
        sections[sectionIndex].tags.insert(row.tag, at: index)
        rowsByTag[row.tag] = row
        placements[row.tag] = RowPlacement(sectionKey: key, observations: observations(of: row))
        let tag = row.tag
        row.themeDidChange = { [unowned self] in changes.send(.theme(tag)) }
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
        guard rowsByTag[tag] != nil, let key = placements[tag]?.sectionKey,
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

    // MARK: Private

    func row(_ tag: Tag) throws -> Row<Tag> {
        guard let row = rowsByTag[tag] else { throw FormError.missingRow(describe(tag)) }
        return row
    }

    /// Stores a new value as `origin`'s change and reports it: the one way the form writes a
    /// row's value (edits, code, drafts, undo and reset all come here). Returns false,
    /// changing nothing, when it is the same.
    ///
    /// - Throws: ``FormError/wrongKindOfValue(tag:takes:given:)`` for a value of another kind.
    func store(_ value: FormValue, in row: Row<Tag>, by origin: ChangeOrigin = .code) throws -> Bool {
        guard row.value != value else { return false }
        if case .picker(let model) = row.valueModel, case .choice(let index?, _) = value {
            try checkChoice(index, among: model.data.count, for: row.tag)
        }
        guard row.assign(value, by: origin) else {
            // What the kind takes, not what the row holds: an empty number row holds no value.
            let takes = row.kind.isField ? row.kind.valueKindName : row.value.kindName
            throw FormError.wrongKindOfValue(tag: describe(row.tag), takes: takes, given: value.kindName)
        }
        // A model-backed row reports its change itself (see observations(of:)).
        if case .stored = row.valueModel { valueChanged(row, by: origin) }
        return true
    }

    /// Follows the user's edits and focus in the row's models, so a field sharing them
    /// drives the form through the same path as the form's own calls: the tokens to keep
    /// while the row is in the form.
    private func observations(of row: Row<Tag>) -> [ObservationToken] {
        let tag = row.tag
        // The field model is the one store of the row's error, warning and focus, whoever
        // writes them (the form's validation, a picker's choice, a date the field cannot
        // read, a C setter): each real change is told from here, once, after it is stored.
        // What was last told, in one variable: the handler captures one box, not three.
        var told = (error: row.field.errorText, warning: row.field.warningText, isFocused: row.field.isFocused)
        // A row added while its field has focus: the visit has begun.
        if told.isFocused { row.updates.didStartEditing() }
        // Unowned: the tokens, which the form holds with the row, remove these handlers
        // when the row goes or the form does. (A weak reference would give the form and
        // every row a side table, and put all their reference counting on the slow path.)
        // Told to the owner, after the field's views have rendered it: a handler of the
        // form's channels finds the change on screen.
        var tokens = [row.field.ownerChanges.add { [unowned self, unowned row] snapshot in
            if row.field.errorText != told.error {
                told.error = row.field.errorText
                changes.send(.error(tag, told.error))
            }
            if row.field.warningText != told.warning {
                told.warning = row.field.warningText
                changes.send(.warning(tag, told.warning))
            }
            guard snapshot.isFocused != told.isFocused else { return }
            told.isFocused = snapshot.isFocused
            if snapshot.isFocused { focusArrived(at: row) } else { focusLeft(row) }
        }]
        // The row's field is focused or blurred (by its view, or by code): the form writes it.
        tokens.append(row.field.focusRequests.add { [unowned self, unowned row] focused in setFocus(focused, of: row) })
        // A field on the row's models asked to be checked: the row's rules are its rules.
        tokens.append(row.field.validationRequests.add { [unowned self, unowned row] request in
            request.passed = row.isHidden || validateRow(row) == nil
        })
        // Any change of the value, from the user, the form or the app's code on a field,
        // comes once, saying whose it was.
        if let token = row.valueModel.observe({ [unowned self, unowned row] origin in valueChanged(row, by: origin) }) {
            tokens.append(token)
        }
        return tokens
    }

    private func forget(_ tag: Tag) {
        let hadFocus = rowsByTag[tag]?.field.isFocused == true
        placements[tag] = nil
        rowsByTag[tag]?.themeDidChange = nil
        rowsByTag[tag] = nil
        for row in rowsByTag.values { row.dependents.remove(tag) }
        crossFieldRules.removeAll { $0.showOn == tag || $0.tags.contains(tag) }
        rowChecks = rowChecks.filter { !$0.value.reads.contains(tag) }
        if hadFocus { changes.send(.focus(nil)) }
    }

    /// The row's value changed, as `origin`'s change: a user's edit fires its row updates and
    /// validation first, and a row that shows an error is checked again whoever changed it,
    /// so whoever hears of the new value finds its error settled too.
    func valueChanged(_ row: Row<Tag>, by origin: ChangeOrigin) {
        if origin == .user {
            userEdited(row)
        } else if row.field.hasError {
            validateRow(row)
        }
        // Told after the field's error and warning, once the event's transaction is done.
        row.field.whenSettled { [weak self] in self?.valueChanged(row.tag) }
    }

    /// Fires `updates` for `row` and validates it as its mode says; returns whether it did.
    @discardableResult
    func deliver(_ updates: [RowUpdate], for row: Row<Tag>) -> Bool {
        let mode = row.validationMode ?? validationMode
        var validated = false
        for update in updates {
            // Heard once the event's transaction is rendered, the row's check of it included.
            row.field.whenSettled { [weak self] in self?.onRowUpdate?(update, row) }
            if !validated, mode.validates(on: update) {
                validated = true
                validateRow(row)
            }
        }
        return validated
    }

    func revalidateDependents(of row: Row<Tag>) {
        for tag in row.dependents {
            guard let dependent = rowsByTag[tag], dependent.errorMessage != nil || dependent.updates.valueHasChanged
            else { continue }
            validateRow(dependent)
        }
    }

    /// Checks one row (its own rules, then the rules across rows shown on it) and sets the
    /// outcome as the field's ``MessageSource/rules`` error and warning, and only those;
    /// returns the error the row shows (a server's, unreadable input, the rules' or a
    /// check's), nil when it shows none.
    @discardableResult
    func validateRow(_ row: Row<Tag>) -> String? {
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
        // The field model tells the form of a real change, once (see observations(of:)).
        row.field.setWarning(warning, from: .rules)
        row.field.setError(error, from: .rules)
        return row.errorMessage
    }

    /// Refuses a choice outside a picker's `count` choices; with none, the app keeps them
    /// and any index it gives is kept.
    ///
    /// - Throws: ``FormError/choiceOutOfRange(tag:index:count:)``.
    private func checkChoice(_ index: Int, among count: Int, for tag: Tag) throws {
        guard index < 0 || (count > 0 && index >= count) else { return }
        throw FormError.choiceOutOfRange(tag: describe(tag), index: index, count: count)
    }

    func describe(_ tag: Tag) -> String { String(describing: tag) }
}
