/// The state machine every field shares: focus, error, label, helper text, counter and
/// the disabled state (`Field` on iOS).
///
/// Every mutation goes through one path that compares the rendered ``snapshot`` before
/// and after, so observers hear exactly one change per real change and none for a no-op.
public final class FieldModel {
    /// The label, shown inside the empty field and floating above it otherwise.
    public var label: String { didSet { configured(label != oldValue) } }

    /// The label, by the name iOS's MaterialFields gives it.
    public var placeholder: String {
        get { label }
        set { label = newValue }
    }

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
        didSet {
            if !isEnabled { isFocused = false }
            commit()
        }
    }

    /// Whether the field has keyboard focus (`isActive` on iOS).
    public private(set) var isFocused = false

    /// The error text while the field is in error (``hasError`` is `errorText != nil`).
    public private(set) var errorText: String?

    /// A warning: a failed rule that does not block, shown while there is no error.
    public private(set) var warningText: String?

    /// The number of characters in the value, which the value model reports.
    public private(set) var characterCount = 0

    /// Whether the value is non-empty, which the value model reports.
    public private(set) var hasValue = false

    /// The state last reported to observers.
    public private(set) var snapshot: FieldSnapshot

    /// Called once for every real change of ``snapshot``.
    public let changes = Observers<FieldSnapshot>()

    /// Called once for every real change of the field's configuration: its label, whether
    /// it is optional, its helper text or its counter's maximum. ``changes`` does not
    /// always report one (a helper text behind an error changes nothing shown), and an
    /// edit never changes one, so a view reads them again only when this says so.
    public let configurationChanges = Observers<Void>()
    /// Asked by ``requestValidation()``: whoever owns the field's rules (a form, for the
    /// field of one of its rows) checks it and answers.
    public let validationRequests = Observers<ValidationRequest>()

    /// Creates a field with a label.
    public init(label: String = "") {
        self.label = label
        snapshot = FieldSnapshot(state: .inactive, isFocused: false, label: label, hasValue: false, isLabelFloating: false,
                                 supportingText: nil, isWarning: false, warningText: nil, counterText: nil, isOverLimit: false,
                                 isEnabled: true, isRequired: true)
        snapshot = render()
    }

    /// Creates a field with a label, by the name iOS's MaterialFields gives it.
    public convenience init(placeholder: String) {
        self.init(label: placeholder)
    }

    /// Whether the field shows an error.
    public var hasError: Bool { errorText != nil }

    /// Whether the field is focused (its name on iOS).
    public var isActive: Bool { isFocused }

    /// The current visual state.
    public var state: FieldState { snapshot.state }

    // MARK: Events

    /// The field gains focus. Returns false, changing nothing, when it is disabled.
    @discardableResult
    public func focus() -> Bool {
        guard isEnabled else { return false }
        isFocused = true
        if errorClearing == .onFocus { errorText = nil }
        commit()
        return true
    }

    /// The field loses focus.
    public func blur() {
        isFocused = false
        commit()
    }

    /// Shows `text` as the field's error (`setError(withText:)` on iOS); nil shows the
    /// error state with no text.
    public func setError(withText text: String?) {
        errorText = text ?? ""
        commit()
    }

    /// Shows `text` as a warning under the field (nil removes it); an error, when there is
    /// one, is shown instead.
    public func setWarning(_ text: String?) {
        let newText = text.flatMap { $0.isEmpty ? nil : $0 }
        // Forms set it on every validation and reset: unchanged, there is nothing to render.
        guard newText != warningText else { return }
        warningText = newText
        commit()
    }

    /// Has whoever owns the field's rules check it now (a form checks its row: the row's
    /// rules and the rules across rows, showing the outcome as the error); returns whether
    /// it passed, nil when nothing owns the field's rules.
    public func requestValidation() -> Bool? {
        let request = ValidationRequest()
        validationRequests.send(request)
        return request.passed
    }

    /// Leaves the error state (`removeErrorUI()` on iOS).
    public func removeErrorUI() {
        errorText = nil
        commit()
    }

    /// The user put a new value in (chose one, cleared it, or typed one that reads): the
    /// error goes, unless the owner says when errors go
    /// (``ErrorClearing/manually``: a form's row, whose form checks the new value itself).
    public func userReplacedValue() {
        guard errorClearing != .manually, errorText != nil else { return }
        errorText = nil
        commit()
    }

    /// The value model reports a new value: its length, for the counter and the label.
    public func valueDidChange(characterCount count: Int, byUser: Bool) {
        characterCount = max(0, count)
        hasValue = count > 0
        if byUser, errorClearing == .onNextEdit { errorText = nil }
        commit()
    }

    /// The owner's validation passed; clears the error for ``ErrorClearing/whenValid``.
    public func valueBecameValid() {
        if errorClearing == .whenValid { errorText = nil }
        commit()
    }

    // MARK: Rendering

    private func render() -> FieldSnapshot {
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
        commit()
        if changed { configurationChanges.send(()) }
    }

    private func commit() {
        let next = render()
        guard next != snapshot else { return }
        snapshot = next
        changes.send(next)
    }
}
