import FieldCore
import FoundationEssentials
import GtkInterop

/// The date, its limits and its ways of being typed or chosen, as the app reads and sets them.
extension DateField {
    /// Formats and reads as `formats` (the desktop's by default) in `timeZone`, with `now`
    /// as the clock (for tests and apps with their own setting). Everything else stays: the
    /// date, limits, default date, label, helper text and optional flag.
    public func use(formats: RegionFormats = .desktop, timeZone: TimeZone, now: @escaping () -> Date = LocalTime.now) {
        update {
            $0.formats = formats
            $0.timeZone = timeZone
            $0.now = now
        }
        layOutSegmentsAgain()
    }

    /// Formats and reads as the locale named `locale` does in the C library (C's formats
    /// when it is not installed), in `timeZone`, with `now` as the clock.
    public func use(locale: Locale, timeZone: TimeZone, now: @escaping () -> Date = LocalTime.now) {
        use(formats: RegionFormats(locale), timeZone: timeZone, now: now)
    }

    /// Segments are laid out for a mode, locale and time zone: new ones lay them out again.
    private func layOutSegmentsAgain() {
        guard isSegmented else { return }
        isSegmented = false
        isSegmented = true
    }

    private func update(_ change: (DateFieldModel) -> Void) {
        update { change(model) }
    }

    /// What the field picks.
    public var mode: DateMode {
        get { model.mode }
        set {
            update { $0.mode = newValue }
            layOutSegmentsAgain()
        }
    }

    /// How the date shows and parses, as a pattern in Unicode's notation such as
    /// `"yyyy-MM-dd"`, written with the region's names in the field's time zone; nil for
    /// the region's own numeric date (`03/14/2027` in the US, `14.03.2027` in Germany).
    public var dateFormat: String? {
        get { model.dateFormat }
        set { update { $0.dateFormat = newValue } }
    }

    /// The chosen date, nil when empty.
    public var date: Date? { model.date }

    /// The text shown.
    public var text: String { model.text }

    /// Whether the calendar is open.
    public var isOpen: Bool { model.isOpen }

    /// The date that opening an empty field sets at once (now, when nil).
    public var defaultDate: Date? {
        get { model.defaultDate }
        set { model.defaultDate = newValue }
    }

    /// The earliest allowed date.
    public var minimumDate: Date? { model.minimumDate }

    /// The latest allowed date.
    public var maximumDate: Date? { model.maximumDate }

    /// Sets the earliest allowed date; nil removes it.
    ///
    /// - Throws: `DateFieldError.minimumAfterMaximum(minimum:maximum:)`, changing nothing.
    public func setMinimumDate(_ date: Date?) throws {
        try handleEvent { try model.setMinimumDate(date) }
        renderDate()
    }

    /// Sets the latest allowed date; nil removes it.
    ///
    /// - Throws: `DateFieldError.minimumAfterMaximum(minimum:maximum:)`, changing nothing.
    public func setMaximumDate(_ date: Date?) throws {
        try handleEvent { try model.setMaximumDate(date) }
        renderDate()
    }

    /// Whether the date (or time) is typed part by part, each segment (day, month, year,
    /// hour, minute, AM/PM) in the locale's order, typed or stepped with Up and Down,
    /// instead of as text; the calendar stays, opened with Alt+Down, F4 or its button.
    public var isSegmented: Bool {
        get { segments != nil }
        set { setSegmented(newValue) }
    }

    /// The segments while ``isSegmented``: a view of ``model`` that holds what is being
    /// typed (see `SegmentedDateModel.init(viewing:)`); nil otherwise.
    public var segmentModel: SegmentedDateModel? { segments?.model }

    /// Whether a *Clear* button is offered.
    public var isClearable: Bool {
        get { model.isClearable }
        set { update { $0.isClearable = newValue } }
    }

    /// Opens the calendar; returns whether it opened.
    @discardableResult
    public func open() -> Bool {
        openCalendar()
        return model.isOpen
    }

    /// Closes the calendar, as *Done*.
    public func done() {
        commit()
    }

    /// Chooses `date` as the user would in the calendar; false for a date outside the limits.
    @discardableResult
    public func choose(_ date: Date) -> Bool {
        var chosen = false
        update { chosen = model.choose(date) }
        return chosen
    }

    /// Called with the field after each change the user makes to its value (a date picked or typed); changes
    /// made from code do not call it. The field passed is the field itself, so the closure
    /// need not capture it.
    public var onChange: (@MainActor (DateField) -> Void)? {
        get { events.didChange }
        set { events.didChange = newValue }
    }
}
