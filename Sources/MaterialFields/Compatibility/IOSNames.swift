import FieldCore

// The names iOS's MaterialFields gives a field's label and focus, kept so that code ported
// from iOS builds; each one warns and names the one name this package uses.

extension Field {
    /// The label, by the name iOS's MaterialFields gives it.
    @available(*, deprecated, renamed: "label")
    public var placeholder: String {
        get { label }
        set { label = newValue }
    }

    /// Whether the field has focus, by the name iOS gives it.
    @available(*, deprecated, renamed: "isFocused")
    public var isActive: Bool { isFocused }
}

extension EntryField {
    /// Creates an empty field; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:)")
    public convenience init(placeholder: String) { self.init(label: placeholder) }
}

extension AreaField {
    /// Creates an empty area; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:)")
    public convenience init(placeholder: String) { self.init(label: placeholder) }
}

extension PickerField {
    /// Creates a picker with its choices; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:data:)")
    public convenience init(placeholder: String, data: [String] = []) { self.init(label: placeholder, data: data) }
}

extension DateField {
    /// Creates an empty date field; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:mode:)")
    public convenience init(placeholder: String, mode: DateMode = .date) { self.init(label: placeholder, mode: mode) }
}

extension TimeField {
    /// Creates an empty time field; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:)")
    public convenience init(placeholder: String) { self.init(label: placeholder) }
}

extension NumberField {
    /// Creates an empty number field; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:format:)")
    public convenience init(placeholder: String, format: NumberFormat = NumberFormat()) {
        self.init(label: placeholder, format: format)
    }
}

extension DateRangeField {
    /// Creates an empty range field; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:maximumDays:)")
    public convenience init(placeholder: String, maximumDays: Int? = nil) {
        self.init(label: placeholder, maximumDays: maximumDays)
    }
}

extension ChipsField {
    /// Creates a chips field; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:chips:maximumCount:rule:source:limit:)")
    public convenience init(placeholder: String, chips: [String] = [], maximumCount: Int? = nil,
                            rule: ValidationRule<String>? = nil, source: SuggestionSource = .list([]), limit: Int = 8) {
        self.init(label: placeholder, chips: chips, maximumCount: maximumCount, rule: rule, source: source, limit: limit)
    }
}

extension SuggestionField {
    /// Creates a suggestion field; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:source:limit:)")
    public convenience init(placeholder: String, source: SuggestionSource = .list([]), limit: Int = 8) {
        self.init(label: placeholder, source: source, limit: limit)
    }
}
