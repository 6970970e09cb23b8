import CGtk
import FieldCore
import Foundation
import GtkInterop

/// The view of a ``DateField``: the formatted date in an editable `GtkText` (typed dates
/// are parsed), and below it, while open, a `GtkCalendar` and hour and minute controls.
///
/// Days outside the limits look disabled and cannot be chosen: the calendar snaps back
/// to the field's date and says why.
@MainActor
final class DateFieldWidget: FieldWidget, CalendarFieldWidget {
    let model = FieldWidget.sharedValue { DateFieldModel() }
    let text: UnsafeMutablePointer<GtkWidget>
    let openButton: UnsafeMutablePointer<GtkWidget>
    let calendar: UnsafeMutablePointer<GtkWidget>
    let hour: UnsafeMutablePointer<GtkWidget>
    let minute: UnsafeMutablePointer<GtkWidget>
    let timeRow: UnsafeMutablePointer<GtkWidget>
    let clearButton: UnsafeMutablePointer<GtkWidget>
    let doneButton: UnsafeMutablePointer<GtkWidget>
    /// The app's closures (``DateField/events``).
    var events = DateFieldEvents()
    /// The seed's delegate, which ``events`` call.
    weak var delegate: (any DateFieldDelegate)? {
        didSet { events = delegate.map(DateFieldEvents.init(forwardingTo:)) ?? DateFieldEvents() }
    }
    /// The value typed part by part instead of as text (``DateField/isSegmented``), or nil.
    var segments: SegmentedInput?
    var segmentObservation: ObservationToken?
    /// The text, held while the segments take its place in the field.
    var keptText: GObjectRef?
    /// The calendar's and the time's handlers, blocked while the model's date is shown in
    /// them: what GTK reports then is no choice of the user's.
    private var pickerHandlers: [SignalConnection] = []
    private var describedDay: String?
    /// Whether the open button shows a clock (a time) rather than a calendar.
    private var showsClock = false
    private var eventObservation: ObservationToken?

    static func properties() throws -> [WidgetProperty] {
        [
            .custom(PropertyDefinition("mode", .enumeration(try FieldEnumTypes.dateMode(), default: DateMode.date.enumValue),
                                       blurb: "date, time or date-and-time"),
                    get: { (date: DateFieldWidget) in .enumeration(date.model.mode.enumValue) },
                    set: { date, value in date.applying { date.model.mode = DateMode(enumValue: value.enumValue) ?? .date } }),
            .custom(PropertyDefinition("date-format", .string(default: nil), blurb: "A DateFormatter pattern for the date, NULL for the mode's default"),
                    get: { (date: DateFieldWidget) in .string(date.model.dateFormat) },
                    set: { date, value in date.applying { date.model.dateFormat = value.stringValue } }),
            .custom(PropertyDefinition("is-clearable", .bool(default: false), blurb: "Whether a Clear button shows"),
                    get: { (date: DateFieldWidget) in .bool(date.model.isClearable) },
                    set: { date, value in date.applying { date.model.isClearable = value.boolValue ?? false } }),
            .custom(PropertyDefinition("is-open", .bool(default: false), blurb: "Whether the calendar is open", readOnly: true),
                    get: { (date: DateFieldWidget) in .bool(date.model.isOpen) }, set: { _, _ in }),
            .custom(PropertyDefinition("segmented", .bool(default: false),
                                       blurb: "Whether the date is typed part by part, in the locale's order, beside the calendar"),
                    get: { (date: DateFieldWidget) in .bool(date.segments != nil) },
                    set: { date, value in date.setSegmented(value.boolValue ?? false) }),
        ]
    }

    override class var propertyTable: [WidgetProperty] { super.propertyTable + ((try? properties()) ?? []) }

    /// GtkEditable's `text`, which GObject asks the type itself for: the model's text.
    override func value(forProperty name: String) -> PropertyValue? {
        name == "text" ? .string(model.text) : super.value(forProperty: name)
    }

    /// A change from GObject (`g_object_set`, GtkBuilder), then the date drawn again.
    private func applying(_ change: () -> Void) {
        change()
        renderDate()
    }

    static var signals: [SignalDefinition] {
        [SignalDefinition("date-changed"), SignalDefinition("did-end"), SignalDefinition("cleared")]
    }

    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        text = gtk_text_new()
        openButton = GtkWidgets.iconButton("x-office-calendar-symbolic", tooltip: Translations.string("Choose a date"))
        calendar = gtk_calendar_new()
        hour = gtk_spin_button_new_with_range(0, 23, 1)
        minute = gtk_spin_button_new_with_range(0, 59, 1)
        timeRow = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: Int32(MaterialStyle.theme.metrics.popupSpacing),
                                 classes: ["time"])
        clearButton = GtkWidgets.button(Translations.string("Clear"), classes: ["flat", "clear"])
        doneButton = GtkWidgets.button(Translations.string("Done"), classes: ["flat", "done"])
        super.init(widget: widget)
        addTrailing(openButton)
        install(input: text, editableText: text)
        Accessibility.setHasPopup(true, of: widget)
        Accessibility.setLabel(Translations.string("Hour"), of: hour)
        CalendarDays.nameArrows(of: calendar)
        Accessibility.setLabel(Translations.string("Choose a date"), of: calendar)
        Accessibility.setLabel(Translations.string("Minute"), of: minute)
        gtk_spin_button_set_wrap(gCast(hour), 1)
        gtk_spin_button_set_wrap(gCast(minute), 1)

        gtk_box_append(gCast(timeRow), GtkWidgets.label(Translations.string("Time"), classes: ["dim-label"]))
        gtk_box_append(gCast(timeRow), hour)
        gtk_box_append(gCast(timeRow), GtkWidgets.label(":"))
        gtk_box_append(gCast(timeRow), minute)
        install(popup: [calendar, timeRow], clear: clearButton, done: doneButton)
        observe(model)

        on(openButton, "clicked") { [weak self] in self?.toggle() }
        on(doneButton, "clicked") { [weak self] in self?.commit() }
        on(clearButton, "clicked") { [weak self] in self?.clearPressed() }
        on(text, "activate") { [weak self] in self?.textActivated() }
        pickerHandlers = [
            on(calendar, "day-selected") { [weak self] in self?.pickerChanged() },
            on(hour, "value-changed") { [weak self] in self?.pickerChanged() },
            on(minute, "value-changed") { [weak self] in self?.pickerChanged() },
        ].compactMap { $0 }
        // The month shown changes with the calendar's own arrows too.
        on(calendar, "notify::month") { [weak self] in self?.markDaysOutOfRange() }
        on(calendar, "notify::year") { [weak self] in self?.markDaysOutOfRange() }
        EventControllers.onKeyPress(of: widget) { [weak self] keyval, state in
            self?.keyPressed(keyval, state) ?? false
        }
        renderDate()
    }

    private func observe(_ model: DateFieldModel) {
        // Closing leaves the field focused: it blurs when keyboard focus leaves.
        model.closingBlurs = false
        attach(model.field)
        eventObservation = model.events.add { [weak self] event in self?.forward(event) }
    }

    /// The handle delegates receive.
    private var dateField: DateField? { handle as? DateField ?? DateField.wrapping(Widget(widget)) }

    override var currentText: String { model.text }

    /// A chosen value shows whole: the field is never narrower than it (a caret's width
    /// more, so the text does not scroll).
    override var minimumValueWidth: Int32 { GtkWidgets.textWidth(model.text, in: text) + 2 }

    /// Runs one event's model changes, then renders once.
    func update(_ change: () -> Void) {
        handleEvent {
            change()
            blurUnlessFocused()
            renderDate()
        }
    }

    // MARK: Events

    override func shouldBeginEditing() -> Bool {
        guard let dateField else { return true }
        return events.shouldBeginEditing?(dateField) ?? true
    }

    func open() {
        openPopup(render: renderDate, focusing: { model.mode == .time ? hour : calendar }, announcing: {
            // GTK 4.8's Orca reads the calendar's name and description; newer ones need both said.
            guard model.mode != .time, let day = describedDay else { return nil }
            return Translations.string("Choose a date") + ". " + day
        })
    }

    override func containerClicked() {
        if !model.isOpen { open() }
    }

    private var typedText: String { GtkWidgets.editableText(text) }

    /// Parses what the user typed, if it differs from what the field shows.
    func parseTyped() {
        guard typedText != model.text else { return }
        update { model.enterText(typedText) }
    }

    /// Return parses a typed date; with nothing new typed, it opens the calendar.
    private func textActivated() {
        if typedText != model.text { parseTyped() } else if !model.isOpen { open() }
    }

    private func pickerChanged() {
        guard model.isOpen else { return }
        let calendarModel = model.calendar
        var components = CalendarDays.selectedDay(of: calendar) ?? DateComponents()
        if model.mode == .time, let current = model.date {
            let day = calendarModel.dateComponents([.year, .month, .day], from: current)
            (components.year, components.month, components.day) = (day.year, day.month, day.day)
        }
        components.hour = model.mode == .date ? 12 : Int(gtk_spin_button_get_value_as_int(gCast(hour)))
        components.minute = model.mode == .date ? 0 : Int(gtk_spin_button_get_value_as_int(gCast(minute)))
        guard let chosen = calendarModel.date(from: components) else { return }
        choose(chosen)
    }

    /// Chooses `date` in the open calendar. The first and last allowed days may start
    /// before or end after the limit itself: choosing them picks the allowed moment. Any
    /// other day outside the limits is refused, and rendering puts the calendar back on the
    /// field's date.
    private func choose(_ date: Date) {
        var refused = false
        update {
            guard !model.choose(date), model.mode == .date else { return }
            if model.allowsDay(containing: date) { model.choose(nearestAllowed(date)) } else { refused = true }
        }
        if refused { sayNotAvailable(date) }
    }

    /// Tells why a day was refused: the calendar's description (which GTK 4.8's screen
    /// reader reads as it changes) and an announcement where GTK has them.
    private func sayNotAvailable(_ date: Date) {
        let limit = date < (model.minimumDate ?? .distantPast) ? model.minimumDate : model.maximumDate
        guard let limit else { return }
        let day = model.format(limit)
        let message = Translations.format(limit == model.minimumDate ? "Not available: choose a day on or after %@"
                                                                     : "Not available: choose a day on or before %@", day)
        describedDay = message
        Accessibility.setDescription(message, of: calendar)
        Accessibility.announce(message, from: calendar)
    }

    /// Greys the days the limits refuse (class `out-of-range`), for the month shown.
    private func markDaysOutOfRange() {
        guard model.isOpen, model.mode != .time else { return }
        for (cell, day) in CalendarDays.cells(of: calendar, in: model.calendar) {
            GtkWidgets.setClass("out-of-range", on: cell, !model.allowsDay(containing: day))
        }
    }

    /// Keys inside the open calendar, as in a date picker's grid: the arrows choose the day
    /// beside or a week away (mirrored right to left), Page Up and Page Down a month away,
    /// and Return or Space confirms, as *Done* does. (GTK's own calendar moves a focus box
    /// with the arrows that neither chooses the day nor tells a screen reader.)
    private func calendarKeyPressed(_ keyval: Int32) -> Bool {
        if CalendarDays.isConfirmKey(keyval) {
            commit()
            return true
        }
        guard let step = CalendarDays.step(forKey: keyval, rightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL)
        else { return false }
        let current = model.date ?? model.startDate
        if let next = model.calendar.date(byAdding: step.component, value: step.value, to: current) { choose(next) }
        return true
    }

    /// The moment of `date`'s day closest to it that the limits allow.
    private func nearestAllowed(_ date: Date) -> Date {
        if let minimum = model.minimumDate, date < minimum { return minimum }
        if let maximum = model.maximumDate, date > maximum { return maximum }
        return date
    }

    private func keyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        if model.isOpen, model.mode != .time, state & GDK_CONTROL_MASK.rawValue == 0,
           KeyboardFocus.isInside(calendar), calendarKeyPressed(Int32(keyval)) {
            return true
        }
        return fieldKeyPressed(keyval, state)
    }

    override func willEndEditing() {
        if let segments {
            segments.model.leave()
        } else if typedText != model.text {
            model.enterText(typedText)
        }
        if model.isOpen { model.done() }
        renderDate()
    }

    private func forward(_ event: DateEvent) {
        switch event {
        case .dateChanged(let date):
            // A date set from code (a form's setValue or reset) shows at once.
            if eventDepth == 0 { renderDate() }
            // From the calendar or code; a date the segments chose is theirs already.
            if let segments, segments.model.date != date { segments.model.setDate(date) }
            emit("date-changed")
            if let dateField { events.dateChanged?(dateField, date) }
            if eventDepth > 0, let dateField { events.didChange?(dateField) }
        case .didEnd:
            emit("did-end")
            if let dateField { events.didEndEditing?(dateField) }
        case .cleared:
            // Clear empties the segments too, also those typed short of a whole date.
            segments?.model.setDate(nil)
            emit("cleared")
            if let dateField { events.cleared?(dateField) }
        }
    }

    // MARK: Rendering

    /// Shows the model: the text (unless the user's typed text is in error), the
    /// calendar's day (the start date while empty), the time, the popup and the buttons.
    func renderDate() {
        guard !isDisposed else { return }
        if !field.hasError { GtkWidgets.setEditableText(model.text, of: text) }
        SignalConnection.blocking(pickerHandlers) {
            let date = model.date ?? model.startDate
            CalendarDays.select(date, in: model.calendar, on: calendar)
            let parts = model.calendar.dateComponents([.hour, .minute], from: date)
            gtk_spin_button_set_value(gCast(hour), Double(parts.hour ?? 0))
            gtk_spin_button_set_value(gCast(minute), Double(parts.minute ?? 0))
        }
        markDaysOutOfRange()
        describeChosenDay()
        GtkWidgets.setVisible(calendar, model.mode != .time)
        GtkWidgets.setVisible(timeRow, model.mode != .date)
        GtkWidgets.setVisible(clearButton, model.isClearable)
        setPopupVisible(model.isOpen)
        if eventDepth == 0 { notifyChangedProperties() }
    }

    /// The calendar's description is the chosen day in full ("Tuesday, November 24, 1996"):
    /// a screen reader reads it when the calendar takes focus and again as it changes,
    /// since GTK's calendar tells assistive technologies nothing of its days.
    private func describeChosenDay() {
        let day = model.isOpen ? (model.date ?? model.startDate) : nil
        let text = day.map { $0.formatted(.dateTime.weekday(.wide).month(.wide).day().year()) }
        guard text != describedDay else { return }
        describedDay = text
        Accessibility.setDescription(text, of: calendar)
        // Newer Orca reads no description change of a calendar: announce the day too, once
        // the calendar has focus (open() announces the first).
        if let text, KeyboardFocus.isInside(calendar) { Accessibility.announce(text, from: calendar) }
    }

    /// The open button says what it opens (a clock for a time); an empty field with focus
    /// shows the format it takes, as an example.
    override func renderAdornments() {
        let isTime = model.mode == .time
        if isTime != showsClock {
            showsClock = isTime
            if let icon = gtk_button_get_child(gCast(openButton)) {
                gtk_image_set_from_icon_name(gCast(icon), isTime ? "alarm-symbolic" : "x-office-calendar-symbolic")
            }
            let tooltip = Translations.string(isTime ? "Choose a time" : "Choose a date")
            gtk_widget_set_tooltip_text(openButton, tooltip)
            Accessibility.setLabel(tooltip, of: openButton)
        }
        segments?.render(for: field.snapshot)
        let showsHint = segments == nil && field.isFocused && !model.isOpen && model.text.isEmpty
        guard showsHint != (inputHint != nil) else { return }
        setInputHint(showsHint ? Translations.format(isTime ? "Enter a time like %@" : "Enter a date like %@",
                                                     model.format(model.startDate)) : nil)
    }

    /// The segment Tab lands on, or the text.
    override var focusTarget: UnsafeMutablePointer<GtkWidget>? { segments?.focusTarget ?? super.focusTarget }

    /// The group of segments, when typed by segment.
    override var accessibleGroup: UnsafeMutablePointer<GtkWidget>? { segments?.box }

    /// The segment the keyboard is on (one Tab stop), then the open calendar.
    override var tabChain: [UnsafeMutablePointer<GtkWidget>]? {
        guard let segments else { return super.tabChain }
        return [segments.focusTarget, popup].compactMap { $0 }
    }

    override func dispose() {
        eventObservation = nil
        super.dispose()
    }
}
