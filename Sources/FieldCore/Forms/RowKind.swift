import FoundationEssentials

/// What a row renders as, with the options of its field, so a form view can build the
/// whole row from the form (the row types of the iOS form libraries).
///
/// Every option has a default, so `.entry`, `.area` and `.date` name the plain kinds.
public enum RowKind: Equatable, Sendable {
    /// A single-line text field for `purpose`, with an optional `unit` after the text, a
    /// `$` before it when `isMonetary`, and an optional `mask` that groups what is typed;
    /// its value is `.text` (without the mask's literals).
    case entry(purpose: InputPurpose = .freeForm, unit: String? = nil, isMonetary: Bool = false, mask: InputMask? = nil)
    /// A number field writing numbers as `format` says (grouped as typed, a currency, a
    /// percentage or a unit), within `minimum`...`maximum`, stepped by `step` with the arrow
    /// keys; its value is `.number`, or `.none` while it is empty.
    case number(format: NumberFormat = NumberFormat(), minimum: Decimal? = nil, maximum: Decimal? = nil, step: Decimal = 1)
    /// A one-line text field that suggests from `source` as the user types (a list
    /// matched on the spot, or an asynchronous provider), at most `limit` at once; its value
    /// is `.text`, typed or chosen.
    case suggestions(SuggestionSource, limit: Int = 8)
    /// A multi-line text field that grows up to `maximumLines`; its value is `.text`.
    case area(maximumLines: Int? = nil)
    /// A single-column picker of `data`, with a *Manual Entry* row when `manualEntry` and a
    /// *Clear* button when `clearable`; its value is `.choice`.
    case picker(data: [String], manualEntry: Bool = false, clearable: Bool = false)
    /// A date or time field limited to `minimum`...`maximum`, opening on `defaultDate`
    /// (now when nil); its value is `.date`. A minimum after the maximum is refused when
    /// the row is added to a form (``FormError/invalidDateLimits(tag:)``).
    case date(mode: DateMode = .date, minimum: Date? = nil, maximum: Date? = nil, defaultDate: Date? = nil)
    /// A date field typed part by part (day, month and year as the locale orders them, each
    /// its own segment that the arrow keys step), beside the same calendar, limited to
    /// `minimum`...`maximum`; its value is `.date`. A minimum after the maximum is refused
    /// when the row is added to a form (``FormError/invalidDateLimits(tag:)``).
    case segmentedDate(mode: DateMode = .date, minimum: Date? = nil, maximum: Date? = nil)
    /// A time field typed segment by segment (hour, minute, and AM/PM where the locale
    /// uses it); its value is `.time`, nil while any segment is empty.
    case time
    /// A date range field with a calendar, its days limited to `minimum`...`maximum`, no
    /// longer than `maximumLength`; its value is `.dateRange`. A minimum after the maximum
    /// is refused when the row is added to a form (``FormError/invalidDateLimits(tag:)``).
    case dateRange(minimum: Date? = nil, maximum: Date? = nil, maximumLength: RangeLength? = nil)
    /// A chips field: each part typed before Return or a comma becomes a chip, checked by
    /// `rule` (a refused part stays as typed, with the reason), at most `maximumCount`
    /// of them, suggested from `suggestions` when given; its value is `.list`.
    case chips(maximumCount: Int? = nil, rule: ValidationRule<String>? = nil, suggestions: SuggestionSource? = nil)
    /// An on/off switch beside the row's label (`SwitchRow` on iOS); its value is `.flag`.
    case `switch`
    /// A button titled with the row's label (`ButtonRow` on iOS); its value is `.none`.
    case button
    /// A view the app supplies (`CompanyLogoRow` on iOS); its value is `.none`
    /// unless the app sets one.
    case custom

    /// A free-form entry.
    public static var entry: RowKind { .entry() }
    /// An area that grows without limit.
    public static var area: RowKind { .area() }
    /// A date field with no limits.
    public static var date: RowKind { .date() }
    /// A number field for plain numbers in the current locale, with no limits.
    public static var number: RowKind { .number() }
    /// A date range field with no limits.
    public static var dateRange: RowKind { .dateRange() }

    /// The empty value of this kind, which a row of it starts with by default.
    public var emptyValue: FormValue {
        switch self {
        case .entry, .area, .suggestions: .text("")
        case .picker: .choice(nil, "")
        case .date, .segmentedDate: .date(nil)
        case .number: .none
        case .time: .time(nil)
        case .dateRange: .dateRange(nil)
        case .chips: .list([])
        case .switch: .flag(false)
        case .button, .custom: .none
        }
    }

    /// Whether the kind is shown as a Material field (entry, area, number, picker or date).
    public var isField: Bool {
        switch self {
        case .entry, .area, .suggestions, .number, .picker, .date, .segmentedDate, .time, .dateRange, .chips: true
        case .switch, .button, .custom: false
        }
    }

    /// The earliest and latest day a date, segmented date or date range row takes (nil for
    /// none, and for every other kind).
    var dateLimits: (minimum: Date?, maximum: Date?) {
        switch self {
        case .date(_, let minimum, let maximum, _), .segmentedDate(_, let minimum, let maximum),
             .dateRange(let minimum, let maximum, _): (minimum, maximum)
        default: (nil, nil)
        }
    }

    /// The name of the kind of value a row of this kind holds, for error messages.
    var valueKindName: String {
        if case .number = self { "number" } else { emptyValue.kindName }
    }

    /// Whether a row of this kind is written to drafts unless the app says otherwise: not a
    /// private entry (``InputPurpose/isPrivate``) nor a button, which holds no value.
    public var isKeptInDraftsByDefault: Bool {
        switch self {
        case .entry(let purpose, _, _, _): !purpose.isPrivate
        case .button: false
        default: true
        }
    }

    /// The kind that shows `value`: an entry for text (and when there is none), a date
    /// field for a date, a time field for a time, a range field for a range of days, a
    /// chips field for a list, a switch for a flag, a picker of no choices for a choice,
    /// and a custom row (which holds any value) for a number or nothing.
    public static func showing(_ value: FormValue?) -> RowKind {
        switch value {
        case nil, .text: .entry()
        case .date: .date()
        case .time: .time
        case .dateRange: .dateRange()
        case .list: .chips()
        case .flag: .switch
        case .choice: .picker(data: [])
        case .number, .some(.none): .custom
        }
    }
}
