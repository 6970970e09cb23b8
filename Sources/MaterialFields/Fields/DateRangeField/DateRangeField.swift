import FieldCore
import Foundation
import GtkInterop

/// A field for a span of days, a start and an end typed or chosen in one calendar.
///
/// ```swift
/// let stay = DateRangeField(placeholder: "Stay", maximumDays: 14)
/// try stay.setLimits(minimum: .now, maximum: nil)
/// stay.isUnavailable = { day in Calendar.current.isDateInWeekend(day) }
/// stay.onChange = { field in print(field.range as Any) }
/// ```
///
/// In the calendar the first day chosen is the start and the next the end, which closes
/// it; a day before the start becomes the new start, so the end never precedes it. The
/// arrows move the keyboard's day, Return or Space choose it, Escape closes without
/// changing the range. Days outside the limits, days the app makes unavailable and days
/// beyond ``maximumDays`` from the start look disabled and are refused with the reason
/// spoken. A typed range ("Mar 02, 2027 – Mar 09, 2027", or the locale's short dates
/// with a hyphen or "to") is parsed; one that breaks a rule stays as typed with the reason
/// under the field. A screen reader reads the range as a sentence: "From Tuesday, March 2,
/// 2027 to Tuesday, March 9, 2027, 8 days".
@MainActor
public final class DateRangeField: Field {
    let implementation: DateRangeFieldWidget

    /// Creates an empty range field with a label, for ranges of at most `maximumDays`
    /// days (nil for no limit).
    public init(placeholder: String = "", maximumDays: Int? = nil) {
        let (reference, implementation) = Field.create(MaterialFieldTypes.dateRangeField, as: DateRangeFieldWidget.self)
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
        self.placeholder = placeholder
        self.maximumDays = maximumDays
    }

    private init(existing implementation: DateRangeFieldWidget) {
        self.implementation = implementation
        super.init(reference: GObjectRef(implementation.widget), base: implementation)
    }

    /// The handle of an existing `MfDateRangeField` widget: the one already alive if there
    /// is one, so `===` holds; nil if `widget` is not one.
    public static func wrapping(_ widget: Widget) -> DateRangeField? {
        Field.handle(of: widget, as: DateRangeFieldWidget.self, make: DateRangeField.init(existing:))
    }

    /// The value model, for reading state in tests.
    public var rangeModel: DateRangeModel { implementation.model }

    private func update(_ change: (DateRangeModel) -> Void) {
        implementation.update { change(implementation.model) }
    }

    /// Formats and parses in `locale` and `timeZone` instead of the user's, with `now` as
    /// the clock (for tests and apps with their own setting).
    public func use(locale: Locale, timeZone: TimeZone, now: @escaping () -> Date = Date.init) {
        update {
            $0.locale = locale
            $0.timeZone = timeZone
            $0.now = now
        }
    }

    /// The chosen range, nil when empty. Setting it (from code: no ``onChange``) keeps its
    /// days within the limits.
    public var range: DateRange? {
        get { implementation.model.range }
        set { update { $0.setRange(newValue) } }
    }

    /// The text shown.
    public var text: String { implementation.model.text }

    /// Whether the calendar is open.
    public var isOpen: Bool { implementation.model.isOpen }

    /// The most days a range may cover, both ends counted; nil for no limit.
    public var maximumDays: Int? {
        get { implementation.model.maximumDays }
        set { update { $0.maximumDays = newValue } }
    }

    /// Days that cannot start or end a range, asked of each day at noon in the field's
    /// time zone; a range may pass over them.
    public var isUnavailable: ((Date) -> Bool)? {
        get { implementation.model.isUnavailable }
        set { update { $0.isUnavailable = newValue } }
    }

    /// The day an empty calendar opens on (today, when nil).
    public var defaultDay: Date? {
        get { implementation.model.defaultDay }
        set { implementation.model.defaultDay = newValue }
    }

    /// The earliest day that may be chosen.
    public var minimumDay: Date? { implementation.model.minimumDay }

    /// The latest day that may be chosen.
    public var maximumDay: Date? { implementation.model.maximumDay }

    /// Sets the earliest and latest days (nil for no limit); a range reaching past them is
    /// cut to fit.
    ///
    /// - Throws: `DateRangeError.minimumAfterMaximum`, changing nothing.
    public func setLimits(minimum: Date?, maximum: Date?) throws {
        try implementation.handleEvent { try implementation.model.setLimits(minimum: minimum, maximum: maximum) }
        implementation.renderRange()
    }

    /// Whether a *Clear* button is offered.
    public var isClearable: Bool {
        get { implementation.model.isClearable }
        set { update { $0.isClearable = newValue } }
    }

    /// Opens the calendar; returns whether it opened.
    @discardableResult
    public func open() -> Bool {
        implementation.open()
        return implementation.model.isOpen
    }

    /// Closes the calendar, as *Done*: a start chosen alone becomes a one-day range.
    public func done() {
        implementation.commit()
    }

    /// Chooses `day` as the user would in the calendar (the start, then the end); returns
    /// why it was refused, or nil.
    @discardableResult
    public func choose(_ day: Date) -> DateRangeError? {
        var refusal: DateRangeError?
        implementation.update { refusal = implementation.model.choose(day) }
        return refusal
    }

    /// Called with the field after each change the user makes to the range (an end
    /// chosen, a range typed, *Clear*); changes from code do not call it.
    public var onChange: (@MainActor (DateRangeField) -> Void)? {
        get { implementation.onChange }
        set { implementation.onChange = newValue }
    }
}
