import FoundationEssentials

/// A date range field's value and behaviour: a start and an end day, typed or chosen in
/// one calendar.
///
/// In the calendar the first day chosen is the start and the next is the end; a day
/// before the start becomes the new start instead, so the end never precedes it.
/// Choosing the end closes the calendar. Days outside the limits, days the app makes
/// unavailable and (once a start is chosen) days beyond ``maximumDays`` cannot be chosen;
/// a typed range that breaks a rule is an error that keeps the typed text. Days are
/// calendar days in the field's time zone, held at noon.
public final class DateRangeModel: ValueModel {
    /// The field's shared state machine.
    public let field: FieldModel

    /// The chosen range, nil when empty.
    public private(set) var range: DateRange?

    /// The value: ``range``.
    public var value: DateRange? { range }

    /// The start chosen in the open calendar while the end is still to come.
    public private(set) var pendingStart: Date?

    /// The day the keyboard is on in the open calendar; nil while closed.
    public private(set) var cursor: Date?

    /// The earliest day that may be chosen, nil for none.
    public private(set) var minimumDay: Date?

    /// The latest day that may be chosen, nil for none.
    public private(set) var maximumDay: Date?

    /// The longest range that may be chosen, in days or nights; nil for no limit.
    public var maximumLength: RangeLength?

    /// The most days a range may cover, both ends counted; nil for no limit. Values below
    /// one are taken as one. (The same limit as ``maximumLength``, in days.)
    public var maximumDays: Int? {
        get { maximumLength?.dayCount }
        set { maximumLength = newValue.map { .days(max(1, $0)) } }
    }

    /// The most nights a range may cover (a hotel's: Monday to Friday is 4 nights); nil for
    /// no limit. Values below zero are taken as zero. Refusals then count in nights.
    public var maximumNights: Int? {
        get { maximumLength.map { $0.dayCount - 1 } }
        set { maximumLength = newValue.map { .nights(max(0, $0)) } }
    }

    /// Days that cannot start or end a range (booked, closed), asked of each day at noon
    /// in the field's time zone. A range may still pass over them.
    public var isUnavailable: ((Date) -> Bool)?

    /// The day opening an empty calendar starts on (today, when nil), kept within the limits.
    public var defaultDay: Date?

    /// Whether a *Clear* button is offered.
    public var isClearable = false

    /// Whether the calendar is open.
    public private(set) var isOpen = false

    /// The text the field shows: the formatted range, or the user's typed text while it
    /// is refused.
    public private(set) var text = ""

    /// Asked before opening; false keeps the calendar closed.
    public var shouldOpen: (() -> Bool)?

    /// Whether opening focuses the field and closing blurs it, as a picker on iOS becomes
    /// first responder and resigns it: right for a model used on its own. A view that
    /// follows real keyboard focus turns it off, so that the toolkit's focus is the
    /// field's only one.
    public var popupMovesFocus = true

    /// The events, in the order they happen.
    public let events = Observers<DateRangeEvent>()

    /// Called after each change of the range the user made (an end chosen, a range typed,
    /// *Clear*); changes from code are not reported here.
    public let userEdits = Observers<DateRange?>()

    /// Called once after each change of ``range``, last, with whose change it was: what a
    /// form row follows.
    public let valueChanges = Observers<ChangeOrigin>()

    /// Why the text the user typed cannot be used (reversed, too long, a refused day),
    /// nil otherwise: the field's ``MessageSource/input`` error until the range changes.
    public var inputError: String? { field.error(from: .input) }

    /// The region formats used to show and read dates (the desktop's `LC_TIME` unless
    /// the app gives others).
    public var formats: RegionFormats { didSet { cachedFormats = nil; refreshText() } }
    /// The time zone that decides what a day is.
    public var timeZone: TimeZone { didSet { cachedFormats = nil; refreshText() } }

    /// The calendar and formats for ``formats`` and ``timeZone``, made once: a calendar
    /// asks for every cell's day.
    var cachedFormats: DateRangeFormats? = nil
    var formatsInUse: DateRangeFormats {
        if let cachedFormats { return cachedFormats }
        let made = DateRangeFormats(formats: formats, timeZone: timeZone)
        cachedFormats = made
        return made
    }
    /// The clock, injectable for tests: today is where an empty calendar opens.
    public var now: () -> Date

    /// Creates an empty range field that formats as `formats` in `timeZone` (the user's,
    /// by default); `now` is injectable for tests.
    public convenience init(label: String = "", formats: RegionFormats = .desktop,
                            timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.init(field: FieldModel(label: label), formats: formats, timeZone: timeZone, now: now)
    }

    /// Creates an empty range field that formats as the locale named `locale` does in the
    /// C library (C's formats when it is not installed).
    public convenience init(label: String = "", locale: Locale,
                            timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.init(label: label, formats: RegionFormats(locale), timeZone: timeZone, now: now)
    }

    /// A range field whose state machine is `field`, shared with its owner.
    public init(field: FieldModel, formats: RegionFormats = .desktop,
                timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.field = field
        self.formats = formats
        self.timeZone = timeZone
        self.now = now
    }

    // MARK: Days

    /// The calendar used for days, in the field's locale and time zone.
    public var calendar: Calendar { formatsInUse.calendar }

    /// The calendar day holding `date`, at noon in the field's time zone.
    public func day(_ date: Date) -> Date {
        let calendar = calendar
        return calendar.date(bySettingHour: 12, minute: 0, second: 0, of: date) ?? date
    }

    /// Why `date`'s day cannot start or end a range, or nil when it can.
    public func refusal(of date: Date) -> DateRangeError? {
        let day = day(date)
        if let minimumDay, day < minimumDay { return .beforeMinimum(format(minimumDay)) }
        if let maximumDay, day > maximumDay { return .afterMaximum(format(maximumDay)) }
        if isUnavailable?(day) == true { return .unavailable(format(day)) }
        return nil
    }

    /// How the open calendar shows `date`'s day now.
    public func state(of date: Date) -> DateRangeDay {
        states(ofDaysFrom: date, count: 1).first ?? .available
    }

    /// How the open calendar shows `count` consecutive days from `first`'s day: the
    /// calendar is asked only of the limits and the range's ends, and the days between are
    /// counted, so a month's 42 cells cost a handful of calendar computations (and
    /// ``isUnavailable``'s, when set, one per day).
    public func states(ofDaysFrom first: Date, count: Int) -> [DateRangeDay] {
        let firstDay = day(first)
        let calendar = calendar
        func index(_ day: Date?) -> Int? {
            day.flatMap { calendar.dateComponents([.day], from: calendar.startOfDay(for: firstDay), to: calendar.startOfDay(for: $0)).day }
        }
        let low = index(minimumDay), high = index(maximumDay)
        let pending = index(pendingStart), start = index(range?.start), end = index(range?.end)
        return (0..<max(0, count)).map { offset in
            if let low, offset < low { return .unavailable }
            if let high, offset > high { return .unavailable }
            if let isUnavailable, isUnavailable(day(firstDay.addingTimeInterval(Double(offset) * 86_400))) { return .unavailable }
            if let pending {
                if offset == pending { return .start }
                if offset > pending, let maximumDays, offset - pending + 1 > maximumDays { return .unavailable }
                return .available
            }
            guard let start, let end else { return .available }
            if offset == start { return .start }
            if offset == end { return .end }
            return offset > start && offset < end ? .inside : .available
        }
    }

    /// Where an empty calendar opens: the default day (or today) within the limits.
    public var startDay: Date { clamped(day(defaultDay ?? now())) }

    /// Sets the earliest and latest days (nil for no limit). A range reaching past them is
    /// cut to fit; a start chosen outside them is dropped.
    ///
    /// - Throws: ``DateRangeError/minimumAfterMaximum``, changing nothing.
    public func setLimits(minimum: Date?, maximum: Date?) throws(DateRangeError) {
        let low = minimum.map(day), high = maximum.map(day)
        if let low, let high, low > high { throw .minimumAfterMaximum }
        (minimumDay, maximumDay) = (low, high)
        if let pendingStart, pendingStart != clamped(pendingStart) { self.pendingStart = nil }
        if let range, let fitted = DateRange(start: clamped(range.start), end: clamped(range.end)), fitted != range {
            setRange(fitted)
        }
    }

    // MARK: The calendar

    /// Opens the calendar on the start chosen, the range's start or ``startDay``. Returns
    /// false when disabled or ``shouldOpen`` says no.
    @discardableResult
    public func open() -> Bool {
        guard !isOpen else { return true }
        guard field.isEnabled, shouldOpen?() ?? true else { return false }
        if popupMovesFocus { field.focus() }
        isOpen = true
        cursor = pendingStart ?? range?.start ?? startDay
        return true
    }

    /// Moves the keyboard's day by `value` of `component` (days, weeks as 7 days, months),
    /// kept within the limits. Returns whether it moved.
    @discardableResult
    public func moveCursor(by value: Int, _ component: Calendar.Component = .day) -> Bool {
        guard let cursor, let next = calendar.date(byAdding: component, value: value, to: cursor) else { return false }
        let moved = clamped(day(next))
        guard moved != cursor else { return false }
        self.cursor = moved
        return true
    }

    /// Chooses the keyboard's day, as ``choose(_:)`` does.
    @discardableResult
    public func chooseCursor() -> DateRangeError? {
        cursor.flatMap { choose($0) }
    }

    /// The user chose `date`'s day: the start, or the end when a start is chosen and the
    /// day is not before it (a day before it becomes the new start). Choosing the end sets
    /// the range and closes the calendar. Returns why the day was refused, changing
    /// nothing but the keyboard's day, or nil.
    @discardableResult
    public func choose(_ date: Date) -> DateRangeError? {
        let day = day(date)
        if isOpen { cursor = clamped(day) }
        if let refusal = refusal(of: day) { return refusal }
        guard let start = pendingStart, day >= start else {
            pendingStart = day
            events.send(.startChosen(day))
            return nil
        }
        if let maximumLength, span(from: start, to: day) > maximumLength.dayCount { return maximumLength.refusal }
        pendingStart = nil
        userSets(DateRange(start: start, end: day))
        if isOpen {
            close()
            events.send(.didEnd)
        }
        return nil
    }

    /// *Done*: closes the calendar. A start chosen without an end becomes a one-day range,
    /// so nothing the user chose is lost.
    public func done() {
        guard isOpen else { return }
        if let pendingStart {
            self.pendingStart = nil
            userSets(DateRange(start: pendingStart, end: pendingStart))
        }
        close()
        events.send(.didEnd)
    }

    /// Escape: closes the calendar, dropping a start chosen without an end; the range
    /// stays as it was.
    public func cancel() {
        guard isOpen else { return }
        pendingStart = nil
        close()
    }

    /// *Clear*: the range becomes empty and the error goes. A no-op unless ``isClearable``.
    public func clear() {
        guard isClearable else { return }
        pendingStart = nil
        userSets(nil)
        if isOpen { close() }
        events.send(.cleared)
    }

    /// Sets the range from code (nil empties it), its days kept within the limits; not a
    /// user edit.
    public func setRange(_ newRange: DateRange?) {
        set(newRange, by: .code)
    }

    /// Sets the range (nil empties it) as `origin`'s change, its days kept within the
    /// limits: the one writer of ``range``. The error the model showed for typed text it
    /// could not use goes with it.
    public func set(_ newRange: DateRange?, by origin: ChangeOrigin) {
        field.transaction {
            let fitted = newRange.flatMap { DateRange(start: clamped(day($0.start)), end: clamped(day($0.end))) }
            let changed = fitted != range
            range = fitted
            field.setError(nil, from: .input)
            refreshText()
            guard changed else { return }
            events.send(.rangeChanged(fitted))
            valueChanges.send(origin)
        }
    }

    /// The user chose `newRange` (nil: emptied it): their error goes as their choice
    /// stands, and the app hears of it.
    private func userSets(_ newRange: DateRange?) {
        field.transaction {
            field.userReplacedValue()
            set(newRange, by: .user)
            userEdits.send(range)
        }
    }

    // MARK: Typing

    /// The user typed `input`: two dates (or one, for a single day) set the range; anything
    /// else, a reversed range, a day outside the limits or a range too long puts the field
    /// in error and keeps the typed text. An empty input empties the range.
    @discardableResult
    public func enterText(_ input: String) -> Result<DateRange?, DateRangeError> {
        return field.transaction {
            let trimmed = input.trimmed
            guard !trimmed.isEmpty else {
                userSets(nil)
                return .success(nil)
            }
            let result = parse(trimmed)
            switch result {
            case .success(let parsed):
                userSets(parsed)
            case .failure(let error):
                showTyped(input)
                field.setError(error.description, from: .input)
            }
            return result.map { $0 }
        }
    }

    // MARK: Helpers

    /// Days from `start` to `end`, both counted.
    func span(from start: Date, to end: Date) -> Int {
        DateRange(start: start, end: end)?.dayCount(in: calendar) ?? 0
    }

    func clamped(_ day: Date) -> Date {
        var result = day
        if let minimumDay, result < minimumDay { result = minimumDay }
        if let maximumDay, result > maximumDay { result = maximumDay }
        return result
    }

    private func close() {
        isOpen = false
        if popupMovesFocus { field.blur() }
        cursor = nil
    }

    private func showTyped(_ input: String) {
        guard input != text else { return }
        text = input
        field.valueDidChange(characterCount: input.count, byUser: true)
    }

    func refreshText() {
        let shown = range.map(format) ?? ""
        guard shown != text else { return }
        text = shown
        field.valueDidChange(characterCount: shown.count, byUser: false)
    }
}

extension DateRangeModel: RegionFormatted {}
