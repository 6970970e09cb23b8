import FoundationEssentials

/// The chips (tags) of a ``ChipsModel``-backed field: what the user added, in order, each
/// checked by one rule, at most ``maximumCount`` of them.
///
/// A view calls ``commitText()`` when the user presses Return or types a comma
/// (``isSeparator(_:)``: the user's language's too, `，`, `、`, `،`), and so does a form's
/// `validate()`: the text keeps what was refused, where the user typed it, never lost, and
/// the refusal is the field's error. ``commit(_:)`` does the same for any text, returning
/// the remainder.
///
/// ```swift
/// let invitees = ChipsModel(maximumCount: 3, rule: .isEmail)
/// let commit = invitees.commit("ana@example.com, bo@")
/// invitees.chips      // ["ana@example.com"]
/// commit.remainder    // "bo@", with commit.refusal saying it is no email address
/// ```
public final class ChipsModel: ValueModel {
    /// The chips, in the order they were added.
    public private(set) var chips: [String]
    /// The text being typed towards the next chip, whose field is the chips field's.
    public let text: TextFieldModel
    /// The state machine the chips field renders: its text's.
    public var field: FieldModel { text.field }
    /// The value: ``chips``.
    public var value: [String] { chips }
    /// The most chips the field takes (at least one); nil for no limit. Lowering it drops
    /// the last chips, a change from code.
    public var maximumCount: Int? {
        didSet {
            if let maximumCount, maximumCount < 1 { self.maximumCount = 1; return }
            guard let maximumCount, chips.count > maximumCount else { return }
            store(Array(chips.prefix(maximumCount)), by: .code)
        }
    }
    /// The rule each chip must pass, checked on its text with the spaces around it trimmed.
    public let rule: ValidationRule<String>?
    /// Called after ``chips`` change.
    public let changes = Observers<Void>()
    /// Called once after each change of ``chips``, last, with whose change it was: what a
    /// form row follows.
    public let valueChanges = Observers<ChangeOrigin>()
    /// Called after the text typed was made chips, or a chosen suggestion added, however it
    /// was asked (Return, a comma, a suggestion, a form's `validate()`), with what was added
    /// and what was refused: what a view announces.
    public let commits = Observers<ChipCommit>()

    /// A model holding `chips` (those past the maximum, blank, repeated or refused by the
    /// rule are left out), taking at most `maximumCount` (at least one), the text typed
    /// towards the next chip in `text` (a form row's, or a new one).
    public init(_ chips: [String] = [], maximumCount: Int? = nil, rule: ValidationRule<String>? = nil,
                text: TextFieldModel = TextFieldModel()) {
        self.chips = []
        self.text = text
        self.maximumCount = maximumCount.map { max(1, $0) }
        self.rule = rule
        self.chips = accepted(chips)
        observations = [
            text.field.pendingInputReads.add { [weak self] in self?.commitTypedText() },
            // A refused chip's reason is about text the user is now changing.
            text.valueChanges.add { [weak self] origin in if origin == .user { self?.field.setError(nil, from: .input) } },
        ]
    }

    /// A form's request to count what is typed (``commitText()``), and the user's edits of it.
    private var observations: [ObservationToken] = []

    /// Whether another chip fits.
    public var isFull: Bool { maximumCount.map { chips.count >= $0 } ?? false }

    /// Whether `character` separates chips: a comma as the user's language writes it, ASCII's,
    /// Chinese and Japanese `，` and `、`, Arabic's `،` (also Persian's and Urdu's), Ethiopic's
    /// `፣`. Each is typed as text, through an input method or a keyboard layout.
    public static func isSeparator(_ character: Character) -> Bool {
        [",", "\u{FF0C}", "\u{3001}", "\u{060C}", "\u{1363}"].contains(character)
    }

    /// Adds each part of `text` between separators (``isSeparator(_:)``) as a chip, in order,
    /// up to the first part refused; blank parts are skipped. The result holds the text to
    /// leave in the field (from the refused part on, as typed, without the separator that
    /// ended it when it was the last part: the separator only asked for the chip) and why
    /// it was refused.
    @discardableResult
    public func commit(_ text: String) -> ChipCommit {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: Self.isSeparator)
        var added: [String] = []
        var kept: String?
        var why: ChipRefusal?
        for (index, part) in parts.enumerated() {
            let chip = Self.trimmed(String(part))
            guard !chip.isEmpty else { continue }
            if let refused = check(chip, in: chips + added) {
                why = refused
                // The text from this part on, its separators as typed; a last part left empty
                // by a separator at the end goes with it.
                let end = parts.last?.isEmpty == true && index < parts.count - 1
                    ? text.index(before: parts[parts.count - 1].startIndex) : text.endIndex
                kept = text[part.startIndex..<end].drop(while: \.isWhitespace).description
                break
            }
            added.append(chip)
        }
        if !added.isEmpty { store(chips + added, by: .user) }
        return ChipCommit(added: added, remainder: kept ?? "", refusal: why)
    }

    /// Makes chips of the text typed towards the next (``text``), as Return does, in one
    /// transaction: the text keeps what was refused, as typed, and the refusal is the
    /// field's input error (none when all of it became chips).
    @discardableResult
    public func commitText() -> ChipCommit {
        field.transaction { leave(commit(text.text)) }
    }

    /// Adds a suggestion the user chose whole (``add(_:)``), in one transaction: the text
    /// empties when it is added, and keeps what the user typed, with the refusal as the
    /// field's input error, when it is not.
    @discardableResult
    package func addChosen(_ suggestion: String) -> ChipCommit {
        field.transaction {
            var result = add(suggestion)
            if result.refusal != nil { result.remainder = text.text }
            return leave(result)
        }
    }

    /// Leaves `result`'s remainder as the text and its refusal as the field's input error.
    private func leave(_ result: ChipCommit) -> ChipCommit {
        // Not the user's edit: the text's change is the chips', which are the user's.
        if result.remainder != text.text { text.set(result.remainder, by: .code) }
        field.setError(result.refusal?.description, from: .input)
        commits.send(result)
        return result
    }

    /// Counts text typed and left in the field as the user's chips, as a form's `validate()`
    /// asks (an app's Ctrl+S, ``FieldModel/pendingInputReads``): the value the form reads is
    /// what the field shows, not the chips without the last one typed.
    private func commitTypedText() {
        guard !text.text.allSatisfy(\.isWhitespace) else { return }
        commitText()
    }

    /// Adds `chip` whole, separators and all (a suggestion chosen, `Washington, D.C.`),
    /// with the checks ``commit(_:)`` makes. Refused, the whole text is the remainder.
    @discardableResult
    public func add(_ chip: String) -> ChipCommit {
        let trimmed = Self.trimmed(chip)
        guard !trimmed.isEmpty else { return ChipCommit(added: [], remainder: "", refusal: nil) }
        if let refused = check(trimmed) { return ChipCommit(added: [], remainder: trimmed, refusal: refused) }
        store(chips + [trimmed], by: .user)
        return ChipCommit(added: [trimmed], remainder: "", refusal: nil)
    }

    /// Removes the chip at `index` and returns it; nil (and no change) when there is none.
    @discardableResult
    public func remove(at index: Int) -> String? {
        guard chips.indices.contains(index) else { return nil }
        var kept = chips
        let removed = kept.remove(at: index)
        store(kept, by: .user)
        return removed
    }

    /// Removes the last chip (Backspace in an empty text) and returns it.
    @discardableResult
    public func removeLast() -> String? {
        remove(at: chips.count - 1)
    }

    /// Replaces every chip (from code unless `origin` says otherwise), with the same checks
    /// as ``init(_:maximumCount:rule:text:)``.
    public func setChips(_ newChips: [String], by origin: ChangeOrigin = .code) {
        store(accepted(newChips), by: origin)
    }

    /// Replaces every chip as `origin`'s change, as ``setChips(_:by:)`` does.
    public func set(_ chips: [String], by origin: ChangeOrigin) {
        setChips(chips, by: origin)
    }

    /// The one writer of ``chips``: tells the view, then the form, once per real change.
    private func store(_ newChips: [String], by origin: ChangeOrigin) {
        guard newChips != chips else { return }
        chips = newChips
        changes.send(())
        valueChanges.send(origin)
    }

    /// Why `chip` cannot be added now, nil if it can.
    public func check(_ chip: String) -> ChipRefusal? {
        check(chip, in: chips)
    }

    /// The chips of `list` that pass every check, in order.
    private func accepted(_ list: [String]) -> [String] {
        var accepted: [String] = []
        for chip in list.map(Self.trimmed) where !chip.isEmpty && check(chip, in: accepted) == nil {
            accepted.append(chip)
        }
        return accepted
    }

    private func check(_ chip: String, in held: [String]) -> ChipRefusal? {
        if let maximumCount, held.count >= maximumCount { return .full(maximum: maximumCount) }
        // Case aside (`Straße` repeats `STRASSE`, `İstanbul` `istanbul`), accents kept (`résumé` is not `resume`).
        let folded = TextFolding.caseFolded(chip)
        if held.contains(where: { TextFolding.caseFolded($0) == folded }) { return .duplicate(chip) }
        if let rule, !rule(chip) {
            return .invalid(chip, message: rule.message(for: chip) ?? Translations.string("The format is not right"))
        }
        return nil
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmed
    }
}
