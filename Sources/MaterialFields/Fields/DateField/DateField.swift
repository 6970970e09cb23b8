import CGtk
import FieldCore
import Foundation
import GtkInterop

/// A date or time field (the seed's `DateField`): a calendar, and hour and minute
/// controls in time modes, open inline below the field. Dates show in the user's locale
/// and time zone; typed dates are parsed, and bad or out-of-range ones show an error.
@MainActor
public final class DateField: Field {
    let implementation: DateFieldWidget

    /// Creates an empty date field with a label.
    public init(placeholder: String = "", mode: DateMode = .date) {
        let (reference, implementation) = Field.create(MaterialFieldTypes.dateField, as: DateFieldWidget.self)
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
        self.placeholder = placeholder
        self.mode = mode
    }

    /// A field showing `model` (a form row's), built on it from the start.
    init(sharing model: DateFieldModel) {
        let (reference, implementation) = Field.create(MaterialFieldTypes.dateField, as: DateFieldWidget.self,
                                                       sharing: FieldWidget.SharedModel(value: model, field: model.field))
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
    }

    private init(existing implementation: DateFieldWidget) {
        self.implementation = implementation
        super.init(reference: GObjectRef(implementation.widget), base: implementation)
    }

    /// The handle of an existing `MfDateField` widget: the one already alive if there is
    /// one, so `===` holds; nil if `widget` is not one.
    public static func wrapping(_ widget: Widget) -> DateField? {
        Field.handle(of: widget, as: DateFieldWidget.self, make: DateField.init(existing:))
    }

    /// The value model, for reading state in tests.
    public var dateModel: DateFieldModel { implementation.model }

    /// Formats and parses in `locale` and `timeZone` instead of the user's, with `now` as
    /// the clock (for tests and apps with their own setting). Everything else stays: the
    /// date, limits, default date, label, helper text and optional flag.
    public func use(locale: Locale, timeZone: TimeZone, now: @escaping () -> Date = Date.init) {
        update {
            $0.locale = locale
            $0.timeZone = timeZone
            $0.now = now
        }
        layOutSegmentsAgain()
    }

    /// Segments are laid out for a mode, locale and time zone: new ones lay them out again.
    private func layOutSegmentsAgain() {
        guard isSegmented else { return }
        isSegmented = false
        isSegmented = true
    }

    private func update(_ change: (DateFieldModel) -> Void) {
        implementation.update { change(implementation.model) }
    }

    /// What the field picks.
    public var mode: DateMode {
        get { implementation.model.mode }
        set {
            update { $0.mode = newValue }
            layOutSegmentsAgain()
        }
    }

    /// How the date shows and parses, as a `DateFormatter.dateFormat` pattern such as
    /// `"yyyy-MM-dd"`, in the field's locale and time zone; nil for the mode's default
    /// (the seed's `"MMM dd, yyyy"` in the locale's order for dates).
    public var dateFormat: String? {
        get { implementation.model.dateFormat }
        set { update { $0.dateFormat = newValue } }
    }

    /// The chosen date, nil when empty.
    public var date: Date? { implementation.model.date }

    /// The text shown.
    public var text: String { implementation.model.text }

    /// Whether the calendar is open.
    public var isOpen: Bool { implementation.model.isOpen }

    /// The date that opening an empty field sets at once (now, when nil).
    public var defaultDate: Date? {
        get { implementation.model.defaultDate }
        set { implementation.model.defaultDate = newValue }
    }

    /// The earliest allowed date.
    public var minimumDate: Date? { implementation.model.minimumDate }

    /// The latest allowed date.
    public var maximumDate: Date? { implementation.model.maximumDate }

    /// Sets the earliest allowed date; nil removes it.
    ///
    /// - Throws: `DateFieldError.minimumAfterMaximum(minimum:maximum:)`, changing nothing.
    public func setMinimumDate(_ date: Date?) throws {
        try implementation.handleEvent { try implementation.model.setMinimumDate(date) }
        implementation.renderDate()
    }

    /// Sets the latest allowed date; nil removes it.
    ///
    /// - Throws: `DateFieldError.minimumAfterMaximum(minimum:maximum:)`, changing nothing.
    public func setMaximumDate(_ date: Date?) throws {
        try implementation.handleEvent { try implementation.model.setMaximumDate(date) }
        implementation.renderDate()
    }

    /// Whether the date (or time) is typed part by part, each segment (day, month, year,
    /// hour, minute, AM/PM) in the locale's order, typed or stepped with Up and Down,
    /// instead of as text; the calendar stays, opened with Alt+Down, F4 or its button.
    public var isSegmented: Bool {
        get { implementation.segments != nil }
        set { implementation.setSegmented(newValue) }
    }

    /// The segments' model while ``isSegmented``, for reading state in tests.
    public var segmentModel: SegmentedDateModel? { implementation.segments?.model }

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

    /// Closes the calendar, as *Done*.
    public func done() {
        implementation.commit()
    }

    /// Chooses `date` as the user would in the calendar; false for a date outside the limits.
    @discardableResult
    public func choose(_ date: Date) -> Bool {
        var chosen = false
        implementation.update { chosen = implementation.model.choose(date) }
        return chosen
    }

    /// Called with the field after each change the user makes to its value (a date picked or typed); changes
    /// made from code do not call it. The handle passed is the live one, so the closure
    /// need not capture the field.
    public var onChange: (@MainActor (DateField) -> Void)? {
        get { implementation.events.didChange }
        set { implementation.events.didChange = newValue }
    }

    /// What the field tells and asks the app, as closures (``onChange`` is one of them).
    public var events: DateFieldEvents {
        get { implementation.events }
        set { implementation.events = newValue }
    }

    /// The seed's delegate, held weakly: setting it replaces ``events`` with closures that
    /// call it (nil clears them).
    public var delegate: (any DateFieldDelegate)? {
        get { implementation.delegate }
        set { implementation.delegate = newValue }
    }

    override var rowValueModel: RowValueModel? { .date(implementation.model) }
}
