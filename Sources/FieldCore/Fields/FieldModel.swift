/// The state machine every field shares: focus, error, label, helper text, counter and
/// the disabled state (`Field` on iOS).
///
/// Every mutation goes through one path that compares the rendered ``snapshot`` before
/// and after, so observers hear exactly one change per real change and none for a no-op.
public final class FieldModel {
    /// The label, shown inside the empty field and floating above it otherwise.
    public var label: String { didSet { configured(label != oldValue) } }

    /// Whether the field may be left empty; an optional field's label gets ``optionalSuffix``.
    /// The label is computed from both, so they may be set in any order.
    public var isOptional = false { didSet { configured(isOptional != oldValue) } }

    /// The suffix an optional field's label carries: " (optional)" in the user's language
    /// unless set.
    public var optionalSuffix: String {
        get { customOptionalSuffix ?? Translations.string(" (optional)") }
        set {
            let old = optionalSuffix
            customOptionalSuffix = newValue
            configured(newValue != old)
        }
    }

    /// The suffix the app set, nil for the translated default: looked up only by an
    /// optional field's label, not by every model made.
    private var customOptionalSuffix: String?

    /// The helper text under the field, replaced by the error while there is one.
    public var helperText: String? { didSet { configured(helperText != oldValue) } }

    /// The longest value the counter allows, or nil for no counter. Longer text is kept
    /// (never cut) and shown as over the limit.
    public var maxLength: Int? { didSet { configured(maxLength != oldValue) } }

    /// When the error goes away by itself.
    public var errorClearing: ErrorClearing = .onFocus

    /// Whether the field accepts focus and input; disabling a focused field blurs it.
    public var isEnabled = true {
        didSet { if isEnabled { write { _ in } } else { setFocused(false) } }
    }

    // `@exclusivity(unchecked)`: the state a transaction reads and writes about a hundred
    // times a keystroke, each time by a plain read, an assignment or a mutating call that
    // calls out to nothing, and releases nothing whose deinitializer could (the settle
    // queue's actions go in `run(_:)`, outside it); the runtime's check of each access
    // cost more than the access (see the Performance investigations article).
    /// Whether the field has keyboard focus. Written by `setFocused(_:)` alone.
    @exclusivity(unchecked) public private(set) var isFocused = false

    /// The errors by source; "" is the error state with no text. Written only by ``write(_:)``.
    @exclusivity(unchecked) private var errors = MessagesBySource()

    /// The warnings by source. Written only by ``write(_:)``.
    @exclusivity(unchecked) private var warnings = MessagesBySource()

    /// The error shown: the first source's by ``MessageSource``'s order, nil when there is
    /// none (``hasError`` is `errorText != nil`; "" is the error state with no text).
    public var errorText: String? { errors.first?.text }

    /// Who wrote the error shown.
    public var errorSource: MessageSource? { errors.first?.source }

    /// The warning: the first source's. A warning does not block, and shows while there is
    /// no error.
    public var warningText: String? { warnings.first?.text }

    /// The error `source` set, nil when it set none.
    public func error(from source: MessageSource) -> String? { errors[source] }

    /// The warning `source` set, nil when it set none.
    public func warning(from source: MessageSource) -> String? { warnings[source] }

    /// The number of characters in the value, which the value model reports.
    @exclusivity(unchecked) public private(set) var characterCount = 0

    /// Whether the value is non-empty, which the value model reports.
    @exclusivity(unchecked) public private(set) var hasValue = false

    /// The state last reported to observers.
    @exclusivity(unchecked) public private(set) var snapshot: FieldSnapshot

    /// Called once for every real change of ``snapshot``: the views render it.
    public let changes = Observers<FieldSnapshot>()

    /// The same change, told to the field's owner (a form) once every view has rendered it
    /// (see ``transaction(_:)``): what the owner tells its own channels from here is
    /// already on screen.
    package let ownerChanges = Observers<FieldSnapshot>()

    /// Called once for every real change of the field's configuration: its label, whether
    /// it is optional, its helper text or its counter's maximum. ``changes`` does not
    /// always report one (a helper text behind an error changes nothing shown), and an
    /// edit never changes one, so a view reads them again only when this says so.
    public let configurationChanges = Observers<Void>()
    /// Asked by ``requestValidation()``: whoever owns the field's rules (a form, for the
    /// field of one of its rows) checks it and answers.
    package let validationRequests = Observers<ValidationRequest>()
    /// Asked by a form's `validate()` before it checks a row: the view gives the model the
    /// text the user typed that it reads only when focus leaves (a date's).
    package let pendingInputReads = Observers<Void>()
    /// Asked by ``focus()`` and ``blur()`` when the field's focus has an owner: a form, for
    /// the field of one of its rows, blurs the row that had focus before another takes it.
    /// With no owner the field writes its own.
    package let focusRequests = Observers<Bool>()

    /// Creates a field with a label.
    public init(label: String = "") {
        self.label = label
        snapshot = FieldSnapshot(state: .inactive, isFocused: false, label: label, hasValue: false, isLabelFloating: false,
                                 supportingText: nil, isWarning: false, warningText: nil, counterText: nil, isOverLimit: false,
                                 isEnabled: true, isRequired: true)
        snapshot = render()
    }

    /// Whether the field shows an error.
    public var hasError: Bool { errorText != nil }


    /// The current visual state.
    public var state: FieldState { snapshot.state }

    // MARK: Events

    /// The field gains focus (through its form, for a form's row). Returns false, changing
    /// nothing, when it is disabled.
    @discardableResult
    public func focus() -> Bool {
        guard isEnabled else { return false }
        requestFocus(true)
        return true
    }

    /// The field loses focus (through its form, for a form's row).
    public func blur() {
        requestFocus(false)
    }

    /// Has the focus's owner write it (see ``focusRequests``), or writes it.
    private func requestFocus(_ focused: Bool) {
        if focusRequests.count > 0 {
            focusRequests.send(focused)
        } else {
            setFocused(focused)
        }
    }

    /// The one writer of ``isFocused``, called by the field for itself and by a form for
    /// its rows. A disabled field takes no focus; gaining it clears the owner's errors
    /// under ``ErrorClearing/onFocus``.
    package func setFocused(_ focused: Bool) {
        write {
            $0.isFocused = focused && $0.isEnabled
            if $0.isFocused, $0.errorClearing == .onFocus { $0.clearOwnersErrors() }
        }
    }

    /// Sets `source`'s error: `text`, "" for the error state with no text, or nil to
    /// clear it. The error shown is the first source's (see ``MessageSource``).
    public func setError(_ text: String?, from source: MessageSource) {
        write { $0.errors[source] = text }
    }

    /// Sets `source`'s warning (nil or "" clears it).
    public func setWarning(_ text: String?, from source: MessageSource) {
        write { $0.warnings[source] = text.flatMap { $0.isEmpty ? nil : $0 } }
    }

    /// Clears every source's error and warning, as one change.
    public func removeAllMessages() {
        write {
            $0.errors.removeAll()
            $0.warnings.removeAll()
        }
    }

    /// Shows `text` as the app's error (`setError(withText:)` on iOS); nil shows the error
    /// state with no text.
    public func setError(withText text: String?) {
        setError(text ?? "", from: .app)
    }

    /// Shows `text` as the app's warning under the field (nil removes it); an error, when
    /// there is one, is shown instead.
    public func setWarning(_ text: String?) {
        setWarning(text, from: .app)
    }

    /// Has whoever owns the field's rules check it now (a form checks its row: the row's
    /// rules and the rules across rows, showing the outcome as the error); returns whether
    /// it passed, nil when nothing owns the field's rules.
    package func requestValidation() -> Bool? {
        let request = ValidationRequest()
        validationRequests.send(request)
        return request.passed
    }

    /// Clears the errors the app owns, its own and the rules' (`removeErrorUI()` on iOS),
    /// as one change. Another source's (a server's, a date that cannot be read, a check's)
    /// stays until that source clears it.
    public func removeErrorUI() {
        write { $0.clearOwnersErrors() }
    }

    /// The user put a new value in (chose one, cleared it, or typed one that reads): the
    /// field's unreadable input is gone, and the owner's errors go unless ``errorClearing``
    /// is ``ErrorClearing/manually``.
    package func userReplacedValue() {
        write {
            $0.errors[.input] = nil
            if $0.errorClearing != .manually { $0.clearOwnersErrors() }
        }
    }

    /// The value model reports a new value: its length, for the counter and the label. A
    /// user's edit clears the owner's errors under ``ErrorClearing/onNextEdit``.
    package func valueDidChange(characterCount count: Int, byUser: Bool) {
        write {
            $0.characterCount = max(0, count)
            $0.hasValue = count > 0
            if byUser, $0.errorClearing == .onNextEdit { $0.clearOwnersErrors() }
        }
    }

    /// The owner's validation passed; clears the owner's errors under ``ErrorClearing/whenValid``.
    package func valueBecameValid() {
        write { if $0.errorClearing == .whenValid { $0.clearOwnersErrors() } }
    }

    /// The errors ``errorClearing`` governs: the app's, and the rules' (a standalone
    /// field's own check; a form's rows are ``ErrorClearing/manually``, their form
    /// checking each new value again).
    private func clearOwnersErrors() {
        errors[.app] = nil
        errors[.rules] = nil
    }

    // MARK: Rendering

    private func render() -> FieldSnapshot {
        // Each is derived from the sources by a scan: read once per render.
        let errorText = errorText, warningText = warningText
        let state: FieldState = errorText != nil ? .error : (isFocused ? .active : .inactive)
        let overLimit = maxLength.map { characterCount > $0 } ?? false
        return FieldSnapshot(
            state: state,
            isFocused: isFocused,
            label: isOptional ? label + optionalSuffix : label,
            hasValue: hasValue,
            isLabelFloating: isFocused || hasValue,
            supportingText: errorText.map { $0.isEmpty ? nil : $0 } ?? warningText ?? helperText,
            isWarning: errorText == nil && warningText != nil,
            warningText: warningText,
            counterText: maxLength.map { "\(characterCount) / \($0)" },
            isOverLimit: overLimit,
            isEnabled: isEnabled,
            isRequired: !isOptional
        )
    }

    /// A configuration property was set: renders, and reports the change if it is one.
    private func configured(_ changed: Bool) {
        write { _ in }
        if changed { configurationChanges.send(()) }
    }

    /// The one writer of the field's state: applies `change` as a ``transaction(_:)`` of
    /// its own, or as part of the one running.
    private func write(_ change: (FieldModel) -> Void) {
        transaction {
            change(self)
            hasUnpublishedWrites = true
            scope?.noteWork(at: .render)
        }
    }

    /// Whether the state was written since ``snapshot`` was last rendered from it.
    @exclusivity(unchecked) private var hasUnpublishedWrites = false

    /// Whether ``snapshot`` changed since the owner was last told (see ``ownerChanges``).
    @exclusivity(unchecked) private var ownerIsBehind = false

    /// What ``whenSettled(_:_:)`` holds until the running transaction ends.
    @exclusivity(unchecked) private var settling = SettleQueue()

    /// The transactions this model's changes join: a form's, shared by all of its rows'
    /// models, or, until a form shares one, the model's own.
    @exclusivity(unchecked) private var scope: TransactionScope?

    /// Makes this model's transactions part of `scope`'s (a form's, shared by its rows),
    /// or of its own again when nil: one GTK event that changes two rows (a click that
    /// blurs one and opens another) is then one transaction, told once both are rendered.
    package func shareTransactions(_ scope: TransactionScope?) {
        self.scope = scope
    }

    /// Whether the model is one of its scope's running transaction's members.
    @exclusivity(unchecked) var isMember = false

    /// Called as the model joins a running transaction, before its body writes: a view
    /// holds what it would tell (GObject's `notify::*`) until the transaction's notify step.
    package let transactionJoins = Observers<Void>()

    /// The scope this model's transactions run in, made on first use.
    private var transactions: TransactionScope {
        if let scope { return scope }
        let own = TransactionScope()
        scope = own
        return own
    }

    /// Whether a ``transaction(_:)`` is running (this model's, or one its form's scope
    /// runs for another row): its writes are published when it ends.
    package var isInTransaction: Bool { scope?.isOpen ?? false }

    /// Runs `body` (one event: a date typed, then the form's check of it) as one change,
    /// and at its end tells everyone once, in this order:
    ///
    /// 1. the render step: ``changes`` (the views render the field's new state), then the
    ///    views' rendering beside it (a chosen value, an open list, assistive technologies);
    /// 2. the notify step: the views' GObject `notify::*`;
    /// 3. the owner's step: the field's owner (a form) tells its channels of the new
    ///    error, warning and focus;
    /// 4. the tell step, ``whenSettled(_:)``'s actions: the rest of the owner's channels (a
    ///    form's row updates and its `.value` change) and the widget's own, each finding
    ///    the change on screen.
    ///
    /// What any of them writes to the field while it hears the change is part of the
    /// transaction: published, rendered and told in the same order, in a round of its own.
    /// A transaction inside another is part of it, and so is one of another row's model
    /// of the same form: each step runs for every model the event changed before the next
    /// step runs for any. A write outside one is a transaction of its own.
    public func transaction<Result>(_ body: () throws -> Result) rethrows -> Result {
        try transactions.run(joinedBy: self, body)
    }

    /// Runs `action` at `step` of the running ``transaction(_:)``'s end (at once outside
    /// one): a channel told from the tell step finds the new state of every field the
    /// event changed already rendered, as a form's `.value` change does.
    package func whenSettled(_ step: TransactionStep, _ action: @escaping () -> Void) {
        guard let scope, scope.isOpen else { return action() }
        scope.join(self)
        settling.append(action, at: step)
        scope.noteWork(at: step)
    }

    /// Runs `action` once the running ``transaction(_:)`` has been published and rendered
    /// (at once outside one).
    public func whenSettled(_ action: @escaping () -> Void) {
        whenSettled(.tell, action)
    }

    // MARK: The steps of a transaction's end (run by its scope)

    /// Whether `step` has work to do for this model.
    func hasWork(at step: TransactionStep) -> Bool {
        switch step {
        case .render: hasUnpublishedWrites || settling.has(.render)
        case .owner: ownerIsBehind || settling.has(.owner)
        case .notify, .tell: settling.has(step)
        }
    }

    /// Runs `step` for this model. At the render step the state is rendered once if it was
    /// written, ``changes`` told when the snapshot changed, and the views' render actions
    /// run; at the owner's, ``ownerChanges`` is told of the rendered change, once.
    func run(_ step: TransactionStep) {
        switch step {
        case .render:
            if publish() { ownerIsBehind = true }
        case .owner where ownerIsBehind:
            ownerIsBehind = false
            ownerChanges.send(snapshot)
        case .owner, .notify, .tell:
            break
        }
        var batch = settling.take(step)
        for action in batch { action.run() }
        // Emptied here, not in the queue: what the actions held goes now, outside any
        // access to it, whatever its deinitializer does.
        batch.removeAll(keepingCapacity: true)
        settling.recycle(batch, at: step)
    }

    /// Renders the state once if it was written, and tells ``changes`` of the snapshot if
    /// it changed; returns whether it did.
    private func publish() -> Bool {
        guard hasUnpublishedWrites else { return false }
        hasUnpublishedWrites = false
        let next = render()
        guard next != snapshot else { return false }
        snapshot = next
        changes.send(next)
        return true
    }
}
