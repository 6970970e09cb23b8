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
    public var focusedTag: Tag? { focusKeeper.focusedTag }

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
    /// How the form answers a change of a row's value: its row updates and validation.
    lazy var validator = FormValidator(form: self)
    /// The transactions the rows' models share (see ``FieldModel/transaction(_:)``).
    let transactions = TransactionScope()
    /// The one writer of the rows' focus, and the focus order.
    lazy var focusKeeper = FormFocus(form: self)
    /// The rows' asynchronous checks.
    lazy var checks = FormChecks(form: self)

    /// Rules that read several rows, in the order they were added.
    public var crossFieldRules: [CrossFieldRule<Tag>] { validator.crossFieldRules }

    /// How many times the form was submitted (``noteSubmitAttempt()``), valid or not.
    public internal(set) var submitCount = 0
    /// Whether ``reset()`` is under way, for a history following the form: the values a reset
    /// puts back are told one by one, as any change is, and the history keeps them as one
    /// step that undoes the reset, not as many edits.
    var isResetting = false

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
        guard let (key, position) = FormSection.place(index, in: sections) else { throw FormError.indexOutOfRange(index) }
        try insert(row, inSection: key, at: position)
    }

    /// Inserts `row` into the section with `key`, at `index` within it.
    ///
    /// - Throws: ``FormError/missingSection(_:)``, ``FormError/indexOutOfRange(_:)``,
    ///   ``FormError/duplicateTag(_:)``, ``FormError/invalidDateLimits(tag:)``,
    ///   ``FormError/choiceOutOfRange(tag:index:count:)``, ``FormError/numberOutOfReach(tag:number:)``
    ///   or, for a value of another kind than the row's (a flag in an entry row), ``FormError/wrongKindOfValue(tag:takes:given:)``,
    ///   changing nothing.
    public func insert(_ row: Row<Tag>, inSection key: String, at index: Int) throws {
        guard rowsByTag[row.tag] == nil else { throw FormError.duplicateTag(describe(row.tag)) }
        if let error = row.admissionError { throw error }
        guard let sectionIndex = sections.firstIndex(where: { $0.key == key }) else {
            throw FormError.missingSection(key)
        }
        guard (0...sections[sectionIndex].tags.count).contains(index) else { throw FormError.indexOutOfRange(index) }
        sections[sectionIndex].tags.insert(row.tag, at: index)
        rowsByTag[row.tag] = row
        placements[row.tag] = RowPlacement(sectionKey: key, hearing: row, for: self)
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

    // MARK: Within the module

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
        try row.assignChecked(value, by: origin)
        // A model-backed row reports its change itself (see RowPlacement.init(sectionKey:hearing:for:)).
        if case .stored = row.valueModel { validator.valueChanged(row, by: origin) }
        return true
    }

    private func forget(_ tag: Tag) {
        let hadFocus = rowsByTag[tag]?.field.isFocused == true
        placements[tag] = nil
        rowsByTag[tag]?.field.shareTransactions(nil)
        rowsByTag[tag]?.themeDidChange = nil
        rowsByTag[tag] = nil
        for row in rowsByTag.values { row.dependents.remove(tag) }
        validator.forget(tag)
        checks.forget(tag)
        if hadFocus { changes.send(.focus(nil)) }
    }

    /// Tells the row's new value, after the checks that read it have dropped their answers
    /// about the old one (and asked again), so the row's error is settled when it is told.
    func tellValueChanged(_ tag: Tag) {
        checks.rowChanged(tag)
        changes.send(.value(tag))
    }

    func describe(_ tag: Tag) -> String { String(describing: tag) }
}
