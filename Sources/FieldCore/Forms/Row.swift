/// One row of a form: a tagged value with its rules, visibility and validation state
/// (`Row` and `ValueRow` on iOS). Change it through its ``Form`` so the form can
/// keep its indexes and observers right.
///
/// Its label, error, enabled and focus state live in its field model and its value in its
/// value model: the very models a field on screen renders (a `FormView` builds its fields
/// on them), so the row and the field cannot disagree. Both are the package's plumbing:
/// an app reads and changes a row through its ``Form``.
public final class Row<Tag: RowTag> {
    /// The row's identity.
    public let tag: Tag
    /// The row's field state: label, error, enabled, focus. Made with the row and kept
    /// for its whole life: a field on screen is made on it, never the other way round.
    package let field: FieldModel
    /// Where the value lives, made with the row as its field model is.
    package internal(set) var valueModel: RowValueModel
    /// The field's label.
    public var label: String {
        get { field.label }
        set { field.label = newValue }
    }
    /// What the row renders as.
    public let kind: RowKind
    /// The current value, read from its value model.
    public var value: FormValue { valueModel.value }
    /// The value ``Form/reset()`` restores, and ``isDirty`` compares with: the value the
    /// row was made with, as the row holds it (a number or a date outside the row's limits
    /// brought to the nearest), or the one it held at the last ``Form/markSaved()``.
    public internal(set) var initialValue: FormValue
    /// The rules checked when the row validates, in order.
    public internal(set) var rules: [ValidationRule<FormValue>]
    /// When this row validates by itself; nil uses the form's mode.
    public var validationMode: ValidationMode?
    /// Whether the row takes keyboard focus (false for headers and switches, say).
    public let isFocusable: Bool
    /// Whether the row is hidden (skipped by focus order and validation).
    public internal(set) var isHidden: Bool
    /// Whether the row accepts input (a disabled row is skipped by focus order).
    public internal(set) var isEnabled: Bool {
        get { field.isEnabled }
        set { field.isEnabled = newValue }
    }
    /// Whether the row's value may be written to a draft on disk
    /// (``Form/draft(formID:)``). False by default for passwords, PINs, card numbers and
    /// security codes (see ``InputPurpose/isPrivate``) and for buttons; set it false for
    /// any other row whose value must never reach a file (a national ID, say).
    public var isKeptInDrafts: Bool
    /// The row's own theme, which wins over the form's; nil uses the form's. In a form,
    /// a real change is told as `.theme(tag)` on its `changes`.
    public var theme: FieldTheme? {
        didSet { if theme != oldValue { themeDidChange?() } }
    }
    /// Tells the row's form that ``theme`` changed; set while the row is in a form.
    var themeDidChange: (() -> Void)?
    /// The message of the last failed validation, nil when valid or not yet validated.
    public var errorMessage: String? { field.errorText }
    /// Who wrote the error shown (``errorMessage``), nil when there is none.
    public var errorSource: MessageSource? { field.errorSource }
    /// The error `source` set on the row, nil when it set none (another source's may be shown).
    public func error(from source: MessageSource) -> String? { field.error(from: source) }
    /// The helper shown below the row.
    public internal(set) var helper: RowHelper?
    /// The row's edit and blur history.
    package internal(set) var updates = RowUpdateTracker()
    /// Rows whose rules read this row (such as a password confirmation).
    var dependents: Set<Tag> = []
    /// An error the app set from outside (a server's answer), shown until the user edits
    /// the row: the field's ``MessageSource/server`` error.
    public var externalError: String? { field.error(from: .server) }
    /// The failure an asynchronous check of the row reported (a name already taken), until
    /// the check passes; it shows when the row's own rules pass: the field's
    /// ``MessageSource/check`` error.
    public var checkError: String? { field.error(from: .check) }

    /// Whether the value differs from ``initialValue``.
    public var isDirty: Bool { value != initialValue }

    /// Whether the user has left the row at least once (blurred it).
    public var isTouched: Bool { updates.valueHasEndedEditing }

    /// Creates a row of `kind`, holding `value` (the kind's empty value by default). With no
    /// kind, the row is of the kind that shows `value`: an entry for text (and by default),
    /// a date field for a date, a switch for a flag, a picker for a choice, a custom row for
    /// a number or nothing. A value of another kind than a field row's is refused when the
    /// row is added to a form.
    public init(
        tag: Tag,
        label: String = "",
        kind: RowKind? = nil,
        value: FormValue? = nil,
        rules: [ValidationRule<FormValue>] = [],
        validationMode: ValidationMode? = nil,
        isFocusable: Bool = true,
        isHidden: Bool = false,
        isEnabled: Bool = true
    ) {
        self.tag = tag
        let kind = kind ?? RowKind.showing(value)
        self.kind = kind
        let value = value ?? kind.emptyValue
        field = FieldModel(label: label)
        // The form clears the rules' errors by checking each new value again.
        field.errorClearing = .manually
        field.isEnabled = isEnabled
        valueModel = RowValueModel.make(kind: kind, value: value, field: field)
        // As the model holds it (a number or a date brought inside the row's limits): the
        // row is not changed before anyone changed it.
        initialValue = valueModel.value
        self.rules = rules
        self.validationMode = validationMode
        self.isFocusable = isFocusable
        self.isHidden = isHidden
        isKeptInDrafts = kind.isKeptInDraftsByDefault
        givenNumberError = numberError(value)
    }

    /// Why the number the row was made with could not be shown (the form refuses the row).
    private(set) var givenNumberError: FormError?

    /// Puts `newValue` in the row as `origin`'s change.
    ///
    /// - Returns: false, changing nothing, for a value of another kind than the row's model.
    func assign(_ newValue: FormValue, by origin: ChangeOrigin) -> Bool {
        // Assigned on a copy: a text model's observers run during the assignment and may
        // read this row's value, which an in-place mutation would still hold exclusively.
        var model = valueModel
        guard model.assign(newValue, by: origin) else { return false }
        valueModel = model
        return true
    }

    /// Whether focus can land here now.
    public var canTakeFocus: Bool { isFocusable && !isHidden && isEnabled }
}
