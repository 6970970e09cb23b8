import FoundationEssentials

/// A date or time field's value and behaviour (`DateField` on iOS).
///
/// Dates are shown as the user's region writes them (``formats``, the desktop's `LC_TIME` by
/// default: `03/14/2027` in the US, `14.03.2027` in Germany), or in ``dateFormat``, in the
/// field's time zone, so the day shown is the user's; what users of the region type is
/// read back (``DateTextFormat``). Limits are inclusive; days outside them cannot be
/// chosen, and typed dates outside them are errors that keep the typed text.
public final class DateFieldModel: ValueModel {
    /// The field's shared state machine.
    public let field: FieldModel

    /// What the field picks.
    public var mode: DateMode { didSet { refreshText() } }

    /// The chosen date, nil when empty. While ``text`` is typed text that does not read
    /// (``inputError``), the date last taken: a form refuses to submit meanwhile.
    public private(set) var date: Date?

    /// The value: ``date``.
    public var value: Date? { date }

    /// The date that opening an empty field sets (now, when nil), kept within the limits.
    public var defaultDate: Date?

    /// How dates show and parse, as a pattern in Unicode's notation (`"yyyy-MM-dd"`,
    /// `"d MMM yyyy"`, as `DateFormatter` took) that the app chooses, written and read with
    /// the region's names; nil for the region's own (``formats``), which is what users expect.
    public var dateFormat: String? { didSet { refreshText() } }

    /// The earliest allowed date, nil for none.
    public private(set) var minimumDate: Date?

    /// The latest allowed date, nil for none.
    public private(set) var maximumDate: Date?

    /// Whether a *Clear* button is offered.
    public var isClearable = false

    /// Whether the picker is open.
    public private(set) var isOpen = false

    /// The text the field shows: the formatted date, or the user's typed text while it
    /// does not parse.
    public private(set) var text = ""

    /// Why the date the user entered last was refused (``refuse(_:)``), nil once the field
    /// takes a date: the field's ``MessageSource/input`` error, shown before a form's rules,
    /// which see only the last date that was taken.
    public var inputError: String? { field.error(from: .input) }

    /// Asked before opening (`shouldBeginEditing` on iOS); false keeps it closed.
    public var shouldOpen: (() -> Bool)?

    /// The events, in the order they happen.
    public let events = Observers<DateEvent>()

    /// Called after each change of the date the user made (a day chosen, a date typed,
    /// *Clear*); changes from code are not reported here.
    public let userEdits = Observers<Date?>()

    /// Called once after each change of ``date``, last, with whose change it was: the one
    /// stream a form's row follows.
    public let valueChanges = Observers<ChangeOrigin>()

    /// The region formats used to show and read dates: its numeric date, month names,
    /// first weekday and clock. The desktop's `LC_TIME` unless the app gives others.
    public var formats: RegionFormats { didSet { refreshText() } }
    /// The time zone used to show and parse dates, and to decide what "a day" is.
    public var timeZone: TimeZone { didSet { refreshText() } }
    /// The clock, injectable for tests: "now" is the default date when none is set.
    public var now: () -> Date

    /// Creates a date field that formats as `formats` in `timeZone` (the user's, by
    /// default); `now` is injectable for tests.
    public convenience init(label: String = "", mode: DateMode = .date,
                            formats: RegionFormats = .desktop, timeZone: TimeZone = LocalTime.zone,
                            now: @escaping () -> Date = LocalTime.now) {
        self.init(field: FieldModel(label: label), mode: mode, formats: formats, timeZone: timeZone, now: now)
    }

    /// A date field whose state machine is `field`, shared with its owner (a form's row).
    public init(field: FieldModel, mode: DateMode = .date,
                formats: RegionFormats = .desktop, timeZone: TimeZone = LocalTime.zone,
                now: @escaping () -> Date = LocalTime.now) {
        self.field = field
        self.mode = mode
        self.formats = formats
        self.timeZone = timeZone
        self.now = now
    }

    // MARK: Limits

    /// Sets the earliest allowed date; nil removes the limit. A current date before it
    /// is moved up to it.
    ///
    /// - Throws: ``DateFieldError/minimumAfterMaximum(minimum:maximum:)``, changing nothing.
    public func setMinimumDate(_ newValue: Date?) throws {
        let newValue = newValue.map(LocalTime.existing)
        if let newValue, let maximumDate, newValue > maximumDate {
            throw DateFieldError.minimumAfterMaximum(minimum: newValue, maximum: maximumDate)
        }
        minimumDate = newValue
        if let date { setDate(clamped(date)) }
    }

    /// Sets the latest allowed date; nil removes the limit. A current date after it is
    /// moved down to it.
    ///
    /// - Throws: ``DateFieldError/minimumAfterMaximum(minimum:maximum:)``, changing nothing.
    public func setMaximumDate(_ newValue: Date?) throws {
        let newValue = newValue.map(LocalTime.existing)
        if let newValue, let minimumDate, minimumDate > newValue {
            throw DateFieldError.minimumAfterMaximum(minimum: minimumDate, maximum: newValue)
        }
        maximumDate = newValue
        if let date { setDate(clamped(date)) }
    }

    /// Whether `date` is within the limits.
    public func allows(_ date: Date) -> Bool {
        !(minimumDate.map { date < $0 } ?? false) && !(maximumDate.map { date > $0 } ?? false)
    }

    /// Whether any moment of the calendar day holding `day` is within the limits, in the
    /// field's time zone: the calendar refuses (snaps back from) days for which this is false.
    public func allowsDay(containing day: Date) -> Bool {
        let start = calendar.startOfDay(for: day)
        guard let end = calendar.date(byAdding: .day, value: 1, to: start) else { return allows(day) }
        if let minimumDate, end <= minimumDate { return false }
        if let maximumDate, start > maximumDate { return false }
        return true
    }

    // MARK: User events

    /// Opens the picker. An empty field's date becomes ``defaultDate`` (or now) at once,
    /// kept within the limits, as the picker shows it. Returns false when disabled
    /// or ``shouldOpen`` says no.
    @discardableResult
    public func open() -> Bool {
        guard !isOpen else { return true }
        guard field.isEnabled, shouldOpen?() ?? true else { return false }
        if popupMovesFocus { field.focus() }
        isOpen = true
        dateBeforeOpening = .some(date)
        if date == nil, !(openingDate?().map(choose) ?? false) { choose(startDate) }
        return true
    }

    /// The date an empty picker opens on instead of ``startDate``, where its limits allow it:
    /// a segmented view's parts typed so far.
    package var openingDate: (() -> Date?)?

    /// Where the picker starts when the field is empty: the default date (or now) within
    /// the limits.
    public var startDate: Date {
        clamped(defaultDate ?? now())
    }

    /// The user picked `newDate` in the open picker. Returns false, changing nothing,
    /// for a date outside the limits (a time summer time skips counted as the time it is
    /// read as: ``LocalTime/existing(_:)``).
    @discardableResult
    public func choose(_ newDate: Date) -> Bool {
        let newDate = LocalTime.existing(newDate)
        return field.transaction {
            guard allows(newDate) else { return false }
            field.userReplacedValue()
            setDate(newDate, by: .user)
            userEdits.send(date)
            return true
        }
    }

    /// Sets the date from code (nil empties it), kept within the limits; not a user edit.
    public func setDateFromCode(_ newDate: Date?) {
        set(newDate, by: .code)
    }

    /// Sets the date (nil empties it), kept within the limits, as `origin`'s change (a form's
    /// `edit` acts for the user).
    public func set(_ newDate: Date?, by origin: ChangeOrigin) {
        field.transaction {
            setDate(newDate.map { clamped(LocalTime.existing($0)) }, by: origin)
        }
    }

    /// Whether opening focuses the field and closing blurs it, as the seed's picker becomes
    /// first responder and *Done* resigns the keyboard on iOS: right for a model used on
    /// its own. A view that follows real keyboard focus turns it off, so that the
    /// toolkit's focus is the field's only one: a field that keeps focus after *Done* or
    /// Escape keeps its focused look, and one opened from code takes no focus it lacks.
    public var popupMovesFocus = true

    /// The date when the picker opened, for Escape (`.some(nil)`: it was empty); nil
    /// while closed.
    private var dateBeforeOpening: Date??

    /// *Done*: closes the picker.
    public func done() {
        guard isOpen else { return }
        close()
        events.send(.didEnd)
    }

    /// Escape: closes and puts back the date from before opening (an empty field, which
    /// opening filled with the start date, is empty again), as the picker's Escape does.
    public func cancel() {
        field.transaction {
            guard isOpen else { return }
            if case .some(let before) = dateBeforeOpening, before != date {
                setDate(before, by: .user)
                userEdits.send(date)
            }
            close()
        }
    }

    private func close() {
        dateBeforeOpening = nil
        isOpen = false
        if popupMovesFocus { field.blur() }
    }

    /// *Clear*: the date becomes nil and the error goes; opening again starts from the
    /// default date. A no-op unless ``isClearable``.
    public func clear() {
        field.transaction {
            guard isClearable else { return }
            field.userReplacedValue()
            setDate(nil, by: .user)
            userEdits.send(nil)
            if isOpen { close() }
            events.send(.cleared)
        }
    }

    /// The user typed `input`: a date in the field's format sets the date; anything else
    /// puts the field in error and keeps the typed text. An empty input clears the date.
    @discardableResult
    public func enterText(_ input: String) -> Result<Date?, DateFieldError> {
        return field.transaction {
            let trimmed = input.trimmed
            guard !trimmed.isEmpty else {
                setDate(nil, by: .user)
                field.userReplacedValue()
                userEdits.send(nil)
                return .success(nil)
            }
            let result = parse(trimmed)
            switch result {
            case .success(let parsed):
                field.userReplacedValue()
                if let parsed { setDate(parsed, by: .user) }
                userEdits.send(date)
            case .failure(let error):
                showTyped(input)
                refuse(error)
            }
            return result
        }
    }

    /// The user entered a date the field refuses (typed wrong, or outside the limits): it
    /// is the field's error, and a form row's ahead of its rules, until a date is entered
    /// or set that the field takes. The typed text stays.
    public func refuse(_ error: DateFieldError) {
        field.setError(message(for: error), from: .input)
    }

    func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// Stores the date and tells a change once, on ``events`` and last on ``valueChanges``.
    /// Every date that comes in is one the desktop's clock shows (``LocalTime/existing(_:)``)
    /// before any limit is checked: `parse(_:)`, ``choose(_:)``, ``set(_:by:)`` and the limits'
    /// setters make it so.
    private func setDate(_ newDate: Date?, by origin: ChangeOrigin = .code) {
        field.setError(nil, from: .input)
        let changed = newDate != date
        date = newDate
        refreshText()
        guard changed else { return }
        events.send(.dateChanged(newDate))
        valueChanges.send(origin)
    }

    func showTyped(_ input: String) {
        guard input != text else { return }
        text = input
        field.valueDidChange(characterCount: input.count, byUser: true)
    }

    func refreshText() {
        let shown = date.map(format) ?? ""
        guard shown != text else { return }
        text = shown
        field.valueDidChange(characterCount: shown.count, byUser: false)
    }
}
