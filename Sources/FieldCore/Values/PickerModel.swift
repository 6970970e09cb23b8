import FoundationEssentials

/// A single-column picker's value and behaviour (`PickerField` on iOS).
///
/// The picker opens below the field with the rows of ``data``, plus a *Manual Entry* row
/// when ``isManualEntryCapable``. Selecting a row (click, arrows, type-ahead) sets the
/// value at once, as a wheel does; *Done* closes, Escape closes and restores the
/// value from before opening.
public final class PickerModel: ValueModel {
    /// The field's shared state machine.
    public let field: FieldModel

    /// The choices. Replacing them keeps the chosen value where the new choices still
    /// hold it (at its new place), and otherwise chooses nothing: never a value the user
    /// did not pick.
    public var data: [String] = [] {
        didSet {
            if let unlisted = unlistedText {
                indexSelected = data.firstIndex(of: unlisted)
                unlistedText = nil
            } else if let index = indexSelected {
                indexSelected = oldValue.indices.contains(index) ? data.firstIndex(of: oldValue[index]) : nil
            }
            refreshText()
        }
    }

    /// Whether a *Clear* button is offered.
    public var isClearable = false

    /// Whether a *Manual Entry* row follows the choices. It is not one of ``data``, so
    /// setting the two in any order gives the same rows.
    public var isManualEntryCapable = false {
        didSet { if !isManualEntryCapable, isManualEntry { isManualEntry = false; refreshText() } }
    }

    /// The label of the *Manual Entry* row.
    public var manualEntryOptionName = Translations.string("Manual Entry")

    /// The committed choice, nil when none.
    public private(set) var indexSelected: Int?

    /// Whether the value is typed text rather than a choice.
    public private(set) var isManualEntry = false

    /// Whether the picker is open.
    public private(set) var isOpen = false

    /// The highlighted row while open (an index into ``rows``).
    public private(set) var highlightedRow: Int?

    /// Whether *Clear* has emptied the shown value (the index is kept, as on iOS).
    public private(set) var isCleared = false

    /// The text the field shows.
    public private(set) var text = ""

    /// The typed text of manual entry.
    public private(set) var manualText = ""

    /// Asked before opening (`shouldBeginEditing` on iOS); false keeps it closed.
    public var shouldOpen: (() -> Bool)?

    /// The picker's events, in the order they happen.
    public let events = Observers<PickerEvent>()

    /// Called with every change of ``text``.
    public let textChanges = Observers<String>()

    /// Called once after each change of the value (``chosenIndex`` and ``text``), with whose
    /// change it was: the one stream a form's row follows.
    public let valueChanges = Observers<ChangeOrigin>()

    /// The choice the value holds: nil while nothing is chosen, the value is cleared, or it
    /// is typed by manual entry.
    public var chosenIndex: Int? { isCleared || isManualEntry ? nil : indexSelected }

    /// The value: the chosen index and the text shown.
    public var value: PickerChoice { PickerChoice(index: chosenIndex, text: text) }

    /// Chooses `choice.index` as `origin`'s change (see ``setChoice(_:text:by:)``: an index
    /// outside non-empty ``data`` changes nothing); a nil index empties the picker, text typed
    /// by manual entry included (``resetSelection(by:)``).
    public func set(_ choice: PickerChoice, by origin: ChangeOrigin) {
        apply(choice, by: origin)
    }

    /// ``set(_:by:)``, saying whether it took the choice.
    @discardableResult
    func apply(_ choice: PickerChoice, by origin: ChangeOrigin) -> Bool {
        guard let index = choice.index else {
            resetSelection(by: origin)
            return true
        }
        return setChoice(index, text: choice.text, by: origin)
    }

    /// The value last told on ``valueChanges``.
    private var toldValue: (index: Int?, text: String) = (nil, "")

    /// The text of a choice set from code while the app keeps the choices itself
    /// (``setChoice(_:text:)`` with no ``data``), nil otherwise.
    private var unlistedText: String?

    /// What Escape restores: the value when the picker opened.
    private var valueBeforeOpening: (index: Int?, isManualEntry: Bool, isCleared: Bool)?

    /// Creates a picker.
    public init(label: String = "", data: [String] = []) {
        field = FieldModel(label: label)
        self.data = data
    }

    /// A picker whose state machine is `field`, shared with its owner (a form's row).
    public init(field: FieldModel, data: [String] = []) {
        self.field = field
        self.data = data
    }

    /// Called after each change of the value the user made: a row selected, *Clear*, or
    /// manual text typed (changes from code are not reported here).
    public let userEdits = Observers<String>()

    /// The rows the open picker lists: the choices, then *Manual Entry* if offered.
    public var rows: [String] {
        isManualEntryCapable ? data + [manualEntryOptionName] : data
    }

    /// The row index of *Manual Entry*, if offered.
    public var manualEntryRow: Int? { isManualEntryCapable ? data.count : nil }

    // MARK: Selection from code

    /// Selects `index`, clamped into the choices (`setIndexTo` on iOS); a no-op when
    /// there are no choices.
    public func setIndexTo(_ index: Int) {
        guard !data.isEmpty else { return }
        choose(min(max(0, index), data.count - 1), unlistedText: nil)
    }

    /// Chooses `index` showing `text`, from code, where the app keeps the choices itself and
    /// ``data`` is empty (iOSForm's rows hold `.choice(index, text)` and the picker's list is
    /// the app's): both are kept as given. Choices set later keep it where they list `text`.
    /// With choices, `index` must be one of them and `text` is ignored.
    ///
    /// `origin` says whose choice it is (a form's `edit` acts for the user).
    ///
    /// - Returns: false, changing nothing, for an index outside non-empty ``data`` or a
    ///   negative one.
    @discardableResult
    public func setChoice(_ index: Int, text: String, by origin: ChangeOrigin = .code) -> Bool {
        guard index >= 0 else { return false }
        if data.isEmpty {
            choose(index, unlistedText: text, by: origin)
            return true
        }
        guard data.indices.contains(index) else { return false }
        choose(index, unlistedText: nil, by: origin)
        return true
    }

    private func choose(_ index: Int, unlistedText: String?, by origin: ChangeOrigin = .code) {
        indexSelected = index
        self.unlistedText = unlistedText
        if isOpen { highlightedRow = indexSelected }
        isManualEntry = false
        isCleared = false
        refreshText(by: origin)
    }

    /// Drops the selection and any manual text: nothing is chosen (for choices that
    /// depend on another field, such as provinces after the country changes).
    public func resetSelection(by origin: ChangeOrigin = .code) {
        indexSelected = nil
        unlistedText = nil
        isManualEntry = false
        isCleared = false
        manualText = ""
        refreshText(by: origin)
    }

    /// Switches to manual entry (`setIndexToManual()` on iOS); a no-op unless
    /// ``isManualEntryCapable``.
    public func setIndexToManual() {
        enterManualEntry(by: .code)
    }

    private func enterManualEntry(by origin: ChangeOrigin) {
        guard isManualEntryCapable else { return }
        isManualEntry = true
        isCleared = false
        refreshText(by: origin)
    }

    // MARK: User events

    /// Opens the picker and focuses the field. Returns false when there is nothing to
    /// pick (no choices and no manual entry), the field is disabled, or ``shouldOpen``
    /// says no.
    @discardableResult
    public func open() -> Bool {
        guard !isOpen else { return true }
        guard !rows.isEmpty, field.isEnabled, shouldOpen?() ?? true else { return false }
        if popupMovesFocus { field.focus() }
        if isManualEntry { return true } // manual entry edits in place, with no list
        isOpen = true
        valueBeforeOpening = (indexSelected, isManualEntry, isCleared)
        // A choice the app keeps outside the list (setChoice(_:text:)) highlights no row of it.
        highlightedRow = isCleared ? 0 : indexSelected.flatMap { rows.indices.contains($0) ? $0 : nil } ?? 0
        return true
    }

    /// Selects `row` of the open picker: the value becomes that row at once and any error
    /// goes. Choosing *Manual Entry* switches the field to a text entry.
    /// Rows out of range are ignored.
    public func select(row: Int) {
        guard isOpen, rows.indices.contains(row) else { return }
        let choosesManualEntry = row == manualEntryRow
        guard choosesManualEntry || row != highlightedRow || indexSelected != row || isCleared || isManualEntry else { return }
        field.transaction {
            field.userReplacedValue()
            if choosesManualEntry {
                isOpen = false
                highlightedRow = nil
                valueBeforeOpening = nil
                enterManualEntry(by: .user)
            } else {
                highlightedRow = row
                indexSelected = row
                isManualEntry = false
                isCleared = false
                unlistedText = nil
                refreshText(by: .user)
            }
            events.send(.didSelectRow(row))
            userEdits.send(text)
        }
    }

    /// Moves the highlight by `offset` rows (arrow keys), stopping at the ends.
    public func moveHighlight(by offset: Int) {
        guard isOpen, !rows.isEmpty else { return }
        let target = min(max(0, (highlightedRow ?? 0) + offset), rows.count - 1)
        if target == manualEntryRow {
            // Arrow keys may rest on the Manual Entry row without switching modes.
            highlightedRow = target
        } else {
            select(row: target)
        }
    }

    /// Highlights the first choice starting with `prefix` (type-ahead); returns its row.
    @discardableResult
    public func typeAhead(_ prefix: String) -> Int? {
        guard isOpen, let row = searchRows(prefix).first else { return nil }
        select(row: row)
        return row
    }

    /// The rows of the choices matching `query`: those starting with it first, then those
    /// containing it, ignoring case and diacritics. An empty query matches every choice.
    public func searchRows(_ query: String) -> [Int] {
        let needle = query.trimmed
        guard !needle.isEmpty else { return Array(data.indices) }
        let folded = needle.folded
        var prefixed: [Int] = []
        var containing: [Int] = []
        for (index, item) in data.enumerated() {
            let choice = item.folded
            if choice.hasPrefix(folded) { prefixed.append(index) } else if choice.contains(folded) { containing.append(index) }
        }
        return prefixed + containing
    }

    /// Whether opening focuses the field and closing blurs it, as the seed's picker becomes
    /// first responder and *Done* resigns the keyboard on iOS: right for a model used on
    /// its own. A view that follows real keyboard focus turns it off, so that the
    /// toolkit's focus is the field's only one: a field that keeps focus after *Done* or
    /// Escape keeps its focused look, and one opened from code takes no focus it lacks.
    public var popupMovesFocus = true

    /// *Done* or Enter: keeps the highlighted choice (selecting it if the user only
    /// opened the list), closes, and blurs the field.
    public func done() {
        guard isOpen else { return }
        if let row = highlightedRow, data.indices.contains(row), indexSelected != row || isCleared {
            select(row: row)
        }
        close()
        events.send(.didEnd)
    }

    /// Escape: closes and restores the value from before opening.
    public func cancel() {
        guard isOpen else { return }
        if let before = valueBeforeOpening {
            indexSelected = before.index
            isManualEntry = before.isManualEntry
            isCleared = before.isCleared
        }
        close()
        // Putting back what the list changed is the user's change too.
        refreshText(by: .user)
    }

    /// *Clear*: empties the shown value but keeps the index (as on iOS), removes the
    /// error and closes. A no-op unless ``isClearable``.
    public func clear() {
        field.transaction {
            guard isClearable else { return }
            isCleared = true
            manualText = ""
            field.userReplacedValue()
            if isOpen { close() }
            refreshText(by: .user)
            events.send(.cleared)
            userEdits.send(text)
        }
    }

    /// Manual entry: the user typed `text`.
    public func editManualText(_ newText: String) {
        guard isManualEntry else { return }
        manualText = newText
        isCleared = false
        refreshText(by: .user)
        userEdits.send(text)
    }

    /// Manual entry: Return commits the typed text. Focus stays where it is, and so does
    /// the active state: the view blurs the field when focus really leaves.
    public func commitManualEntry() {
        guard isManualEntry else { return }
        events.send(.didEnd)
    }

    private func close() {
        isOpen = false
        highlightedRow = nil
        valueBeforeOpening = nil
        if popupMovesFocus { field.blur() }
    }

    /// Shows the value's text, and tells a change of the value once, as `origin`'s.
    private func refreshText(by origin: ChangeOrigin = .code) {
        let shown: String
        if isCleared {
            shown = ""
        } else if isManualEntry {
            shown = manualText
        } else {
            shown = unlistedText ?? indexSelected.map { data[$0] } ?? ""
        }
        if shown != text {
            text = shown
            field.valueDidChange(characterCount: shown.count, byUser: false)
            textChanges.send(shown)
        }
        guard chosenIndex != toldValue.index || text != toldValue.text else { return }
        toldValue = (chosenIndex, text)
        valueChanges.send(origin)
    }
}
