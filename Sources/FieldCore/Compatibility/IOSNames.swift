import FoundationEssentials

// The names iOS's MaterialFields gives a field's label and focus, and this package's own
// older names, kept so that code ported from iOS or written for an earlier version builds;
// each one warns and names the one name this package uses.

extension FieldModel {
    /// The label, by the name iOS's MaterialFields gives it.
    @available(*, deprecated, renamed: "label")
    public var placeholder: String {
        get { label }
        set { label = newValue }
    }

    /// Whether the field is focused, by the name iOS gives it.
    @available(*, deprecated, renamed: "isFocused")
    public var isActive: Bool { isFocused }

    /// Creates a field with a label, by the name iOS's MaterialFields gives it.
    @available(*, deprecated, renamed: "init(label:)")
    public convenience init(placeholder: String) {
        self.init(label: placeholder)
    }
}

extension TextFieldModel {
    /// Creates an empty text field; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:multiline:)")
    public convenience init(placeholder: String, multiline: Bool = false) {
        self.init(label: placeholder, multiline: multiline)
    }
}

extension PickerModel {
    /// Creates a picker; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:data:)")
    public convenience init(placeholder: String, data: [String] = []) {
        self.init(label: placeholder, data: data)
    }
}

extension NumberFieldModel {
    /// A number field with a label; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:format:)")
    public convenience init(placeholder: String, format: NumberFormat = NumberFormat()) {
        self.init(label: placeholder, format: format)
    }
}

extension DateFieldModel {
    /// Creates a date field in `formats`; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:mode:formats:timeZone:now:)")
    public convenience init(placeholder: String, mode: DateMode = .date, formats: RegionFormats = .desktop,
                            timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.init(label: placeholder, mode: mode, formats: formats, timeZone: timeZone, now: now)
    }

    /// Creates a date field as `locale` writes dates; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:mode:locale:timeZone:now:)")
    public convenience init(placeholder: String, mode: DateMode = .date, locale: Locale,
                            timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.init(label: placeholder, mode: mode, locale: locale, timeZone: timeZone, now: now)
    }
}

extension DateRangeModel {
    /// Creates an empty range field in `formats`; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:formats:timeZone:now:)")
    public convenience init(placeholder: String, formats: RegionFormats = .desktop,
                            timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.init(label: placeholder, formats: formats, timeZone: timeZone, now: now)
    }

    /// Creates an empty range field as `locale` writes dates; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:locale:timeZone:now:)")
    public convenience init(placeholder: String, locale: Locale,
                            timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.init(label: placeholder, locale: locale, timeZone: timeZone, now: now)
    }
}

extension SegmentedDateModel {
    /// Creates an empty segmented field in `formats`; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:mode:formats:timeZone:now:)")
    public convenience init(placeholder: String, mode: DateMode = .date, formats: RegionFormats = .desktop,
                            timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.init(label: placeholder, mode: mode, formats: formats, timeZone: timeZone, now: now)
    }

    /// Creates an empty segmented field as `locale` writes dates; the label's iOS name.
    @available(*, deprecated, renamed: "init(label:mode:locale:timeZone:now:)")
    public convenience init(placeholder: String, mode: DateMode = .date, locale: Locale,
                            timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.init(label: placeholder, mode: mode, locale: locale, timeZone: timeZone, now: now)
    }
}

extension PickerModel {
    /// Whether closing blurs the field: the older name of ``popupMovesFocus``, which also
    /// says whether opening focuses it.
    @available(*, deprecated, renamed: "popupMovesFocus")
    public var closingBlurs: Bool {
        get { popupMovesFocus }
        set { popupMovesFocus = newValue }
    }
}

extension DateFieldModel {
    /// Whether closing blurs the field: the older name of ``popupMovesFocus``, which also
    /// says whether opening focuses it.
    @available(*, deprecated, renamed: "popupMovesFocus")
    public var closingBlurs: Bool {
        get { popupMovesFocus }
        set { popupMovesFocus = newValue }
    }
}
