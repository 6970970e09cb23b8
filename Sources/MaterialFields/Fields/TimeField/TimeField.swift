import FieldCore
import Foundation
import GtkInterop

/// A time of day typed part by part: the hour, the minute and, where the locale uses a
/// 12-hour clock, AM or PM, in the locale's order.
///
/// ```swift
/// let alarm = TimeField(placeholder: "Alarm")
/// alarm.time = DateComponents(hour: 7, minute: 30)
/// alarm.onChange = { field in print(field.time as Any) }
/// ```
///
/// Digits fill the segment with the keyboard and move on when no further digit could
/// follow (“9” is 9 o'clock; “1” waits for a possible “12”); Up and Down step it, wrapping
/// (an empty one starts from now); Left and Right move between segments; A and P choose
/// AM or PM; Backspace takes back. The field is one Tab stop. A screen reader reads each
/// segment as a spin button (“hour, 9”). A time with a segment missing is an error when
/// the field is left.
@MainActor
public final class TimeField: Field {
    let implementation: TimeFieldWidget

    /// Creates an empty time field with a label.
    public init(placeholder: String = "") {
        let (reference, implementation) = Field.create(MaterialFieldTypes.timeField, as: TimeFieldWidget.self)
        self.implementation = implementation
        super.init(reference: reference, base: implementation)
        self.placeholder = placeholder
    }

    private init(existing implementation: TimeFieldWidget) {
        self.implementation = implementation
        super.init(reference: GObjectRef(implementation.widget), base: implementation)
    }

    /// The handle of an existing `MfTimeField` widget: the one already alive if there is
    /// one, so `===` holds; nil if `widget` is not one.
    public static func wrapping(_ widget: Widget) -> TimeField? {
        Field.handle(of: widget, as: TimeFieldWidget.self, make: TimeField.init(existing:))
    }

    /// The segments' model, for reading state in tests.
    public var segmentModel: SegmentedDateModel { implementation.model }

    /// Lays the segments out for `locale` (its order and clock) instead of the user's, with
    /// `now` as the clock an empty segment's first step starts from; the time is kept.
    public func use(locale: Locale, now: @escaping () -> Date = Date.init) {
        implementation.update {
            implementation.model.now = now
            implementation.model.locale = locale
        }
    }

    /// The time, hour (0 to 23) and minute; nil while any segment is empty. Setting it
    /// (from code: no ``onChange``) fills every segment; nil empties them.
    public var time: DateComponents? {
        get { implementation.model.components }
        set {
            implementation.update {
                let model = implementation.model
                let day = newValue.flatMap { time in
                    model.calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: 0, of: model.now())
                }
                model.setDate(day)
            }
        }
    }

    /// The time as shown (“09:05 PM”), placeholders in empty segments.
    public var text: String { implementation.model.text }

    /// Called with the field after each change the user makes to the time (the whole
    /// time, nil while a segment is empty); changes from code do not call it.
    public var onChange: (@MainActor (TimeField) -> Void)? {
        get { implementation.onChange }
        set { implementation.onChange = newValue }
    }
}
