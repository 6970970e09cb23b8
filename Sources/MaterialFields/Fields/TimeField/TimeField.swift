import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// A time of day typed part by part: the hour, the minute and, where the locale uses a
/// 12-hour clock, AM or PM, in the locale's order.
///
/// ```swift
/// let alarm = TimeField(label: "Alarm")
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
    /// The value model the field is made on and shows (the time's segments), which owns its
    /// ``Field/fieldModel``: a form row's own when a form shows the field.
    public let model: SegmentedDateModel
    let segments: SegmentedInput
    /// Called with the field after each change the user makes to the time (the whole
    /// time, nil while a segment is empty); changes from code do not call it.
    public var onChange: (@MainActor (TimeField) -> Void)?

    static var signals: [SignalDefinition] { [SignalDefinition("time-changed")] }

    /// `time` as GSettings and GtkBuilder write a time of day: `"HH:MM"` on a 24-hour
    /// clock, NULL (or an empty string) for none; a string that is no time is ignored.
    static var timeProperties: [WidgetProperty] {
        [.custom(PropertyDefinition("time", .string(default: nil),
                                    blurb: "The time as HH:MM on a 24-hour clock, NULL while any part is empty"),
                 get: { (field: TimeField) in .string(field.time.flatMap(TimeOfDay.init).map(\.description)) },
                 set: { field, value in
                     guard let text = value.stringValue, !text.isEmpty else { field.time = nil; return }
                     guard let time = TimeOfDay(text) else {
                         return mf_log_critical("MaterialFields", "MfTimeField: time takes HH:MM on a 24-hour clock (00:00 to 23:59), "
                                                + "not “\(text)”: the field keeps its time")
                     }
                     field.time = time.components
                 })]
    }

    override package class var propertyTable: [WidgetProperty] { super.propertyTable + timeProperties }

    /// A field made by GObject (`g_object_new`, a GtkBuilder file): a model of its own.
    package required convenience init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.init(widget: widget, model: SegmentedDateModel(mode: .time))
    }

    /// The field of instance `widget`, editing `model` (a form row's, or its own).
    package init(widget: UnsafeMutablePointer<GtkWidget>, model: SegmentedDateModel) {
        self.model = model
        segments = SegmentedInput(model: model)
        super.init(widget: widget, fieldModel: model.field)
        install(input: segments.box)
        attachFieldModel()
        segments.perform = { [weak self] change in self?.update(change) }
        valueObservations.append(observeUserChanges(model.valueChanges))
    }

    /// The segment Tab lands on.
    override package var focusTarget: UnsafeMutablePointer<GtkWidget>? { segments.focusTarget }

    /// The field is read as the group of its segments, named by its label.
    override var accessibleGroup: UnsafeMutablePointer<GtkWidget>? { segments.box }

    /// One Tab stop: the segment the keyboard is on; Left and Right move inside.
    override package var tabChain: [UnsafeMutablePointer<GtkWidget>]? { segments.focusTarget.map { [$0] } }

    override var currentText: String { model.components == nil ? "" : model.text }

    /// Runs one event's model changes; the field renders at its end.
    func update(_ change: () -> Void) {
        handleEvent(change)
    }

    override func willEndEditing() {
        model.leave()
    }

    override func renderAdornments() {
        segments.render(for: fieldModel.snapshot)
    }

    override func didChangeValue() {
        onChange?(self)
        emit("time-changed")
    }

    /// Creates an empty time field with a label.
    public convenience init(label: String = "") {
        self.init(widget: Self.newInstance(MaterialFieldTypes.timeField))
        adoptInstance()
        self.label = label
    }

    /// A field showing `model` (a form row's), built on it from the start.
    convenience init(sharing model: SegmentedDateModel) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.timeField), model: model)
        adoptInstance()
    }

    /// The field whose widget `widget` is (one from a GtkBuilder file, say): the same
    /// object each time, so `===` holds; nil if `widget` is not an `MfTimeField`.
    public static func wrapping(_ widget: Widget) -> TimeField? {
        swiftObject(of: widget.pointer, as: TimeField.self)
    }

    /// Lays the segments out for `locale` (its order and clock) instead of the user's, with
    /// `now` as the clock an empty segment's first step starts from; the time is kept.
    public func use(locale: Locale, now: @escaping () -> Date = LocalTime.now) {
        update {
            model.now = now
            model.locale = locale
        }
    }

    /// The time, hour (0 to 23) and minute; nil while any segment is empty. Setting it
    /// (from code: no ``onChange``) fills every segment; nil empties them.
    public var time: DateComponents? {
        get { model.components }
        set {
            update {
                let model = self.model
                let day = newValue.flatMap { time in
                    model.calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: 0, of: model.now())
                }
                model.setDate(day)
            }
        }
    }

    /// The time as shown (“09:05 PM”), placeholders in empty segments.
    public var text: String { model.text }

}
