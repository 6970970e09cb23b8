/// One row of a form: a tagged value with its rules, visibility and validation state
/// (the seed's `Row` and `ValueRow`). Change it through its ``Form`` so the form can
/// keep its indexes and observers right.
public final class Row<Tag: RowTag> {
    /// The row's identity.
    public let tag: Tag
    /// The field's label.
    public var label: String
    /// What the row renders as.
    public let kind: RowKind
    /// The current value.
    public internal(set) var value: FormValue
    /// The value ``Form/reset()`` restores.
    public let initialValue: FormValue
    /// The rules checked when the row validates, in order.
    public internal(set) var rules: [ValidationRule<FormValue>]
    /// When this row validates by itself; nil uses the form's mode.
    public var validationMode: ValidationMode?
    /// Whether the row takes keyboard focus (false for headers and switches, say).
    public let isFocusable: Bool
    /// Whether the row is hidden (skipped by focus order and validation).
    public internal(set) var isHidden: Bool
    /// Whether the row accepts input (a disabled row is skipped by focus order).
    public internal(set) var isEnabled: Bool
    /// Theme overrides for this row; nil uses the form's theme.
    public var theme: FieldTheme?
    /// The message of the last failed validation, nil when valid or not yet validated.
    public internal(set) var errorMessage: String?
    /// The helper shown below the row.
    public internal(set) var helper: RowHelper?
    /// The row's edit and blur history.
    public internal(set) var updates = RowUpdateTracker()
    /// Rows whose rules read this row (such as a password confirmation).
    var dependents: Set<Tag> = []

    /// Creates a row of `kind`, holding `value` (the kind's empty value by default).
    public init(
        tag: Tag,
        label: String = "",
        kind: RowKind = .entry,
        value: FormValue? = nil,
        rules: [ValidationRule<FormValue>] = [],
        validationMode: ValidationMode? = nil,
        isFocusable: Bool = true,
        isHidden: Bool = false,
        isEnabled: Bool = true
    ) {
        self.tag = tag
        self.label = label
        self.kind = kind
        let value = value ?? kind.emptyValue
        self.value = value
        initialValue = value
        self.rules = rules
        self.validationMode = validationMode
        self.isFocusable = isFocusable
        self.isHidden = isHidden
        self.isEnabled = isEnabled
    }

    /// Whether focus can land here now.
    public var canTakeFocus: Bool { isFocusable && !isHidden && isEnabled }
}
