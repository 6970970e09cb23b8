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

    /// A handle for an existing `MfDateField` widget; nil if `widget` is not one.
    public init?(wrapping widget: UnsafeMutablePointer<GtkWidget>) {
        guard let (reference, implementation) = Field.existing(widget, as: DateFieldWidget.self) else { return nil }
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
    }

    /// The value model, for reading state in tests.
    public var dateModel: DateFieldModel { implementation.model }

    /// Formats and parses in `locale` and `timeZone` instead of the user's (for tests
    /// and apps with their own setting). Keeps the label; the date is cleared.
    public func use(locale: Locale, timeZone: TimeZone, now: @escaping () -> Date = Date.init) {
        let model = DateFieldModel(placeholder: placeholder, mode: mode, locale: locale, timeZone: timeZone, now: now)
        model.isClearable = isClearable
        implementation.replaceModel(model)
    }

    /// What the field picks.
    public var mode: DateMode {
        get { implementation.model.mode }
        set { implementation.model.mode = newValue; implementation.renderDate() }
    }

    /// The chosen date, nil when empty.
    public var date: Date? { implementation.model.date }

    /// The text shown.
    public var text: String { implementation.model.text }

    /// Whether the calendar is open.
    public var isOpen: Bool { implementation.model.isOpen }

    /// The date the calendar starts on the first time it opens (now, when nil).
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
    /// - Throws: ``DateFieldError/minimumAfterMaximum(minimum:maximum:)``, changing nothing.
    public func setMinimumDate(_ date: Date?) throws {
        try implementation.model.setMinimumDate(date)
        implementation.renderDate()
    }

    /// Sets the latest allowed date; nil removes it.
    ///
    /// - Throws: ``DateFieldError/minimumAfterMaximum(minimum:maximum:)``, changing nothing.
    public func setMaximumDate(_ date: Date?) throws {
        try implementation.model.setMaximumDate(date)
        implementation.renderDate()
    }

    /// Whether a *Clear* button is offered.
    public var isClearable: Bool {
        get { implementation.model.isClearable }
        set { implementation.model.isClearable = newValue; implementation.renderDate() }
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
        defer { implementation.renderDate() }
        return implementation.model.choose(date)
    }

    /// The object told about picking, held weakly.
    public var delegate: (any DateFieldDelegate)? {
        get { implementation.delegate }
        set { implementation.delegate = newValue }
    }
}
