import FoundationEssentials

/// A date or time typed part by part: each segment (day, month, year, hour, minute, AM/PM)
/// in the locale's order and with its separators, typed digit by digit or stepped with
/// the arrow keys, the clock of 12 or 24 hours the locale uses.
///
/// Typing fills the focused segment and moves on once no further digit could follow ("3"
/// in a month is March; "1" waits for a possible "2"); two digits that are none of the
/// segment's values ("15" or "00" in a month) stay as typed with the segment's range as the
/// field's error, taking no more digits until Backspace, and on a 12-hour clock 13 to 19
/// are the afternoon's hours. Up and Down step it, wrapping (the year stops at its ends), starting
/// from today's value when empty; a changed month or year keeps the day within the month.
/// Backspace takes back a digit, then empties the segment, then moves to the one before.
/// The value is complete when every segment is set; an incomplete one is an error when
/// the field is left, or when a form validates it with the keyboard still in it.
public final class SegmentedDateModel: ValueModel {
    /// The field's shared state machine.
    public let field: FieldModel

    /// What the segments make: a date, a time, or both.
    public let mode: DateMode

    /// The segments and separators, in the locale's order.
    public private(set) var parts: [DatePart] = []

    /// The segments alone, in order.
    public private(set) var segments: [DateSegmentKind] = []

    /// Whether hours are typed on a 12-hour clock with AM/PM (the locale's choice).
    public private(set) var uses12HourClock = false

    /// Each segment's value; a missing one is empty. Hours are as shown (1 to 12 on a
    /// 12-hour clock); AM/PM is 0 or 1; a year is Gregorian, whatever era shows it.
    public internal(set) var values: [DateSegmentKind: Int] = [:]

    /// The segment the keyboard is on, nil while the field is not focused.
    public internal(set) var focusedSegment: DateSegmentKind?

    /// The digits typed into the focused segment so far, while more could follow (in AM/PM,
    /// the keys of a name both names begin with), empty once the segment is done: an app
    /// that acts on a whole value waits for it to empty.
    public internal(set) var typed = ""

    /// Called after every change of a value or of the focused segment, for rendering.
    public let changes = Observers<Void>()

    /// Called after each change the user made to the whole value (nil while incomplete).
    public let userEdits = Observers<DateComponents?>()

    /// Called once after each change of the whole value (``components``), last, with whose
    /// change it was: what a form row follows.
    public let valueChanges = Observers<ChangeOrigin>()

    /// Why the value cannot be used ("Enter every part of the time", once the field is
    /// left incomplete); nil otherwise: the field's ``MessageSource/input`` error.
    public var inputError: String? { field.error(from: .input) }

    /// The value ``valueChanges`` last told of.
    private var toldComponents: DateComponents?

    /// The date model this model is a view of (``init(viewing:)``), nil for a model that
    /// holds its value itself (a time field's).
    public internal(set) var dateModel: DateFieldModel?
    /// The viewed date model's changes, filling the segments again.
    var dateModelObservation: ObservationToken?
    /// The segments typed when the viewed date model's calendar opened on its start date,
    /// with the digits still being typed into the focused one (`19` of a year), put back if
    /// Escape empties it again.
    var typedBeforeOpening: (values: [DateSegmentKind: Int], typed: String)?
    /// Whether the segments are emptying the viewed date model, whose change they already show.
    var isEmptyingDateModel = false

    /// The region formats the order, separators, clock and AM/PM names come from (the
    /// desktop's `LC_TIME` unless the app gives others). Changing them lays the segments
    /// out again, keeping a complete value.
    public var formats: RegionFormats {
        didSet {
            let kept = date
            layOut()
            values = kept.map(segmentValues(of:)) ?? [:]
            typed = ""
            changes.send(())
        }
    }
    /// The time zone a complete value is a moment in.
    public var timeZone: TimeZone {
        didSet { calendar.timeZone = timeZone }
    }
    /// The clock: an empty segment stepped with an arrow starts from now's value.
    public var now: () -> Date

    /// AM and PM as the locale writes them.
    public private(set) var dayPeriodSymbols = (am: "AM", pm: "PM")

    /// The months' names as the locale writes them standing alone, January first.
    private var monthNames: [String] = []

    /// Creates an empty segmented field for `mode` in `formats` (the desktop's, by default).
    public convenience init(label: String = "", mode: DateMode = .date, formats: RegionFormats = .desktop,
                            timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.init(field: FieldModel(label: label), mode: mode, formats: formats, timeZone: timeZone, now: now)
    }

    /// A segmented field whose state machine is `field`, shared with its owner.
    public init(field: FieldModel, mode: DateMode = .date, formats: RegionFormats = .desktop,
                timeZone: TimeZone = LocalTime.zone, now: @escaping () -> Date = LocalTime.now) {
        self.field = field
        self.mode = mode
        self.formats = formats
        self.timeZone = timeZone
        self.now = now
        layOut()
        pendingReads = field.pendingInputReads.add { [weak self] in self?.readTyped() }
    }

    /// A form's request to read what is typed (``readTyped()``).
    private var pendingReads: ObservationToken?

    /// The parts, segments, clock and AM/PM names of ``formats``: its numeric date and
    /// its clock, as a date field writes them.
    private func layOut() {
        parts = DatePart.parts(ofPattern: DateTextFormat(formats: formats, mode: mode).unicodePattern)
        segments = parts.compactMap { if case .segment(let kind) = $0 { kind } else { nil } }
        uses12HourClock = segments.contains(.dayPeriod)
        dayPeriodSymbols = formats.amSymbol.isEmpty ? ("AM", "PM") : (formats.amSymbol, formats.pmSymbol)
        monthNames = formats.standaloneMonthNames
        calendar = formats.calendar(in: timeZone)
    }

    /// The calendar values are days of, in the field's locale and time zone. Kept, not
    /// made at each use: a keystroke asks it several times (the day's range, the date).
    public private(set) var calendar = Calendar(identifier: .gregorian)

    // MARK: The value

    /// The whole value, nil until every segment is set: year, month and day for dates,
    /// hour (0 to 23) and minute for times.
    public var components: DateComponents? {
        guard segments.allSatisfy({ values[$0] != nil }) else { return nil }
        var components = DateComponents()
        components.year = values[.year]
        components.month = values[.month]
        components.day = values[.day]
        if let hour = values[.hour] {
            components.hour = uses12HourClock ? hour % 12 + 12 * (values[.dayPeriod] ?? 0) : hour
            components.minute = values[.minute]
        }
        return components
    }

    /// The value as a moment in the field's time zone (a time alone on today's date), nil
    /// while incomplete.
    public var date: Date? {
        guard var components else { return nil }
        if mode == .time {
            let today = calendar.dateComponents([.year, .month, .day], from: now())
            (components.year, components.month, components.day) = (today.year, today.month, today.day)
        } else if mode == .date {
            components.hour = 12
        }
        return calendar.date(from: components)
    }

    /// The value: ``date``, nil while incomplete.
    public var value: Date? { date }

    /// Whether some segments are set but not all: an error once the field is left.
    public var isIncomplete: Bool { !values.isEmpty && components == nil }

    /// Fills every segment from `date` (nil empties them); not a user edit.
    public func setDate(_ date: Date?) {
        set(date, by: .code)
    }

    /// Fills every segment from `date` (nil empties them) as `origin`'s change; the error
    /// the model showed for an incomplete value goes with it. A view of a date model
    /// (``init(viewing:)``) sets the date model's date, within its limits, and shows it.
    public func set(_ date: Date?, by origin: ChangeOrigin) {
        guard let dateModel else { return fill(date, by: origin) }
        dateModel.set(date, by: origin)
        // The date model tells a change; the same date set again is shown whole too.
        if self.date != dateModel.date || !typed.isEmpty { fill(dateModel.date, by: .code) }
    }

    /// Fills every segment from `date` (nil empties them) as `origin`'s change.
    func fill(_ date: Date?, by origin: ChangeOrigin) {
        field.transaction {
            typed = ""
            values = date.map(segmentValues(of:)) ?? [:]
            field.setError(nil, from: .input)
            valueChanged(byUser: origin == .user)
        }
    }

    /// Sets a time field to `time` (nil empties it) as `origin`'s change.
    public func setTime(_ time: TimeOfDay?, by origin: ChangeOrigin) {
        set(time.flatMap { calendar.date(bySettingHour: $0.hour, minute: $0.minute, second: 0, of: now()) }, by: origin)
    }

    /// The time a time field holds, nil while any segment is empty.
    public var time: TimeOfDay? { components.flatMap(TimeOfDay.init) }

    /// The field is being left: an incomplete value becomes the field's error ("Enter
    /// every part of the date"); a complete or empty one clears it.
    public func leave() {
        field.transaction {
            let refusedBefore = isRefused
            finishTypedYear()
            let wasTyping = !typed.isEmpty
            typed = ""
            focusedSegment = nil
            // Digits left in a segment (an hour's one) are all the user meant: told as done.
            if wasTyping { toldUserEdit() }
            let refused = refusedBefore || isRefused
            if isIncomplete {
                field.setError(incompleteMessage, from: .input)
            } else {
                // A whole or empty value: what the user entered is theirs, as a chosen date is.
                field.userReplacedValue()
            }
            // A whole date the viewed model's limits refused (now or before) is refused again
            // once the error above is cleared: the form never takes the date from before it
            // as the one the user meant.
            if refused { chooseInDateModel() }
            changes.send(())
        }
    }

    /// Counts what the segments show as the user's value though the keyboard stays in
    /// them, as a form's `validate()` asks (an app's Ctrl+S, ``FieldModel/pendingInputReads``):
    /// the digits typed so far are their segment's value (a year's two the year they stand
    /// for), a whole date goes to the date model viewed, and a value with a segment empty
    /// is the field's error. The typing goes on: a further digit still joins those typed.
    func readTyped() {
        guard focusedSegment != nil else { return }
        field.transaction {
            if let year = typedShortYear, values[.year] != year {
                set(.year, year)
                valueChanged(byUser: true)
            }
            chooseInDateModel(whileTyping: true)
            if isIncomplete { field.setError(incompleteMessage, from: .input) }
        }
    }

    private var incompleteMessage: String {
        mode == .time ? Translations.string("Enter every part of the time") : Translations.string("Enter every part of the date")
    }

    // MARK: Segments

    /// The values `kind` takes; a day's last is its month's when the month (and year) are set.
    public func range(of kind: DateSegmentKind) -> ClosedRange<Int> {
        switch kind {
        // A typed year is the Gregorian calendar's from its first whole year, as in typed dates.
        case .year: DateTextReader.typedYears
        case .month: 1...12
        case .day: 1...lastDay
        case .hour: uses12HourClock ? 1...12 : 0...23
        case .minute: 0...59
        case .dayPeriod: 0...1
        }
    }

    /// The segment as shown: its digits (two, four for a year, of the region's era where it
    /// writes its dates in one: Thailand's 2570 for 2027; what was typed while typing), AM
    /// or PM, or a placeholder ("mm", "dd", "yyyy", "––" for the hour, the minute and AM/PM)
    /// while empty.
    public func text(of kind: DateSegmentKind) -> String {
        if kind == focusedSegment, !typed.isEmpty { return formats.inDateDigits(typed) }
        guard let value = values[kind] else {
            switch kind {
            // Translators: the placeholders of an empty year, month and day; where dates write
            // a unit after each number (年, 月, 日), dashes, as the unit follows the placeholder.
            case .year: return Translations.string("yyyy")
            case .month: return Translations.string("mm")
            case .day: return Translations.string("dd")
            // An empty AM/PM shows neither name: a dimmed AM would read as chosen.
            case .hour, .minute, .dayPeriod: return "––"
            }
        }
        switch kind {
        case .dayPeriod: return value == 0 ? dayPeriodSymbols.am : dayPeriodSymbols.pm
        case .year: return formats.inDateDigits(formats.shownYear(value).zeroPadded(4))
        default: return formats.inDateDigits(value.zeroPadded(2))
        }
    }

    /// The segment's value as a screen reader says it: the month by name, AM or PM, the
    /// number, or "empty"; a year as typed so far while it is typed (no year yet, and in a
    /// region's era no Gregorian one), and two digits that are none of the segment's values.
    public func spokenValue(of kind: DateSegmentKind) -> String {
        if kind == focusedSegment, !typed.isEmpty, kind == .year || isOverflowing { return typed }
        guard let value = values[kind] else { return Translations.string("Empty") }
        switch kind {
        case .month: return monthNames.indices.contains(value - 1) ? monthNames[value - 1] : String(value)
        case .dayPeriod: return value == 0 ? dayPeriodSymbols.am : dayPeriodSymbols.pm
        case .year: return String(formats.shownYear(value))
        default: return String(value)
        }
    }

    /// The whole value as shown, segments and separators.
    public var text: String {
        parts.map { part in
            switch part {
            case .segment(let kind): text(of: kind)
            case .literal(let literal): literal
            }
        }.joined()
    }

    // MARK: Helpers

    private var lastDay: Int {
        guard let month = values[.month] else { return 31 }
        // Without a year, February may have a 29th.
        return dayCount(ofMonth: month, in: values[.year] ?? 2000) ?? 31
    }

    /// How many days `month` of `year` has in the model's calendar; nil for no such month.
    func dayCount(ofMonth month: Int, in year: Int) -> Int? {
        guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1, hour: 12)) else { return nil }
        return calendar.range(of: .day, in: .month, for: first)?.count
    }

    func segmentValues(of date: Date) -> [DateSegmentKind: Int] {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        var values: [DateSegmentKind: Int] = [:]
        for kind in segments {
            switch kind {
            case .year: values[kind] = parts.year
            case .month: values[kind] = parts.month
            case .day: values[kind] = parts.day
            case .hour: values[kind] = parts.hour.map { uses12HourClock ? ($0 % 12 == 0 ? 12 : $0 % 12) : $0 }
            case .minute: values[kind] = parts.minute
            case .dayPeriod: values[kind] = parts.hour.map { $0 >= 12 ? 1 : 0 }
            }
        }
        return values
    }

    /// Sets `kind` to `value` (nil empties it), keeping the day within its month.
    func set(_ kind: DateSegmentKind, _ value: Int?) {
        values[kind] = value
        if kind != .day, let day = values[.day], day > lastDay { values[.day] = lastDay }
    }

    /// Tells the field and the observers the value changed, the app when `byUser`, and a
    /// form once the whole value differs from the one it was last told.
    func valueChanged(byUser: Bool) {
        field.valueDidChange(characterCount: values.count, byUser: byUser)
        changes.send(())
        if byUser { toldUserEdit() }
        let whole = components
        guard whole != toldComponents else { return }
        toldComponents = whole
        valueChanges.send(byUser ? .user : .code)
    }

    /// Tells the app the user changed the value, and gives a whole date to the date model
    /// viewed.
    private func toldUserEdit() {
        userEdits.send(components)
        chooseInDateModel()
    }

    /// Tells the observers the focused segment or the typed digits changed.
    func focusChanged() {
        changes.send(())
    }
}
