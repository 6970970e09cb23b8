import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// A date or time field (`DateField` on iOS): a calendar, and hour and minute
/// controls in time modes, open inline below the field. Dates show in the user's locale
/// and time zone; typed dates are parsed, and bad or out-of-range ones show an error.
///
/// Days outside the limits look disabled and cannot be chosen: the calendar snaps back
/// to the field's date and says why.
@MainActor
public final class DateField: Field, CalendarField {
    /// The value model the field is made on and shows, which owns its ``Field/fieldModel``:
    /// a form row's own when a form shows the field.
    public let model: DateFieldModel
    var calendarModel: DateFieldModel { model }
    let editor: UnsafeMutablePointer<GtkWidget>
    let openButton: UnsafeMutablePointer<GtkWidget>
    let calendar: UnsafeMutablePointer<GtkWidget>
    let hour: UnsafeMutablePointer<GtkWidget>
    let minute: UnsafeMutablePointer<GtkWidget>
    let timeRow: UnsafeMutablePointer<GtkWidget>
    let clearButton: UnsafeMutablePointer<GtkWidget>
    let doneButton: UnsafeMutablePointer<GtkWidget>
    /// What the field tells and asks the app, as closures (``onChange`` is one of them).
    public var events = DateFieldEvents()
    /// The delegate of code ported from iOS, held weakly: setting it replaces ``events`` with closures that
    /// call it (nil clears them).
    public weak var delegate: (any DateFieldDelegate)? {
        didSet { events = delegate.map(DateFieldEvents.init(forwardingTo:)) ?? DateFieldEvents() }
    }
    /// The value typed part by part instead of as text (``DateField/isSegmented``), or nil.
    var segments: SegmentedInput?
    /// The text, held while the segments take its place in the field.
    var keptText: GObjectRef?
    /// The calendar's and the time's handlers, blocked while the model's date is shown in
    /// them: what GTK reports then is no choice of the user's.
    var pickerHandlers: [SignalConnection] = []
    var describedDay: String?
    /// Whether the open button shows a clock (a time) rather than a calendar.
    var showsClock = false

    static func properties() throws -> [WidgetProperty] {
        let current: [WidgetProperty] = [
            .custom(PropertyDefinition("mode", .enumeration(try FieldEnumTypes.dateMode(), default: DateMode.date.enumValue),
                                       blurb: "date, time or date-and-time"),
                    get: { (date: DateField) in .enumeration(date.model.mode.enumValue) },
                    // Through the Swift property: a segmented field lays its segments out again.
                    set: { date, value in date.mode = DateMode(enumValue: value.enumValue) ?? .date }),
            .custom(PropertyDefinition("date", .dateTime,
                                       blurb: "The chosen date (a GDateTime), NULL for none; a date past a limit is brought within it"),
                    get: { (date: DateField) in .dateTime(date.model.date) },
                    set: { date, value in date.applying { date.model.setDateFromCode(value.dateValue) } }),
            .custom(PropertyDefinition("date-format", .string(default: nil), blurb: "A Unicode date pattern (yyyy-MM-dd) for the date, NULL for the mode's default"),
                    get: { (date: DateField) in .string(date.model.dateFormat) },
                    set: { date, value in date.applying { date.model.dateFormat = value.stringValue } }),
            .custom(PropertyDefinition("clearable", .bool(default: false), blurb: "Whether a Clear button shows"),
                    get: { (date: DateField) in .bool(date.model.isClearable) },
                    set: { date, value in date.applying { date.model.isClearable = value.boolValue ?? false } }),
            .custom(PropertyDefinition("open", .bool(default: false), blurb: "Whether the calendar is open", readOnly: true),
                    get: { (date: DateField) in .bool(date.model.isOpen) }, set: { _, _ in }),
            .custom(PropertyDefinition("segmented", .bool(default: false),
                                       blurb: "Whether the date is typed part by part, in the locale's order, beside the calendar"),
                    get: { (date: DateField) in .bool(date.segments != nil) },
                    set: { date, value in date.setSegmented(value.boolValue ?? false) }),
        ]
        return current + WidgetProperty.deprecatedAliases(in: current, ["clearable": "is-clearable", "open": "is-open"])
    }

    override package class var propertyTable: [WidgetProperty] { super.propertyTable + ((try? properties()) ?? []) }

    /// GtkEditable's `text`, which GObject asks the type itself for: the model's text.
    override package func value(forProperty name: String) -> PropertyValue? {
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

    /// A field made by GObject (`g_object_new`, a GtkBuilder file): a model of its own.
    package required convenience init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.init(widget: widget, model: DateFieldModel())
    }

    /// The field of instance `widget`, editing `model` (a form row's, or its own).
    package init(widget: UnsafeMutablePointer<GtkWidget>, model: DateFieldModel) {
        self.model = model
        editor = gtk_text_new()
        openButton = GtkWidgets.iconButton("x-office-calendar-symbolic", tooltip: Translations.string("Choose a date"))
        calendar = gtk_calendar_new()
        hour = gtk_spin_button_new_with_range(0, 23, 1)
        minute = gtk_spin_button_new_with_range(0, 59, 1)
        timeRow = GtkWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: Int32(MaterialStyle.theme.metrics.popupSpacing),
                                 classes: ["time"])
        clearButton = GtkWidgets.button(Translations.string("Clear"), classes: ["flat", "clear"])
        doneButton = GtkWidgets.button(Translations.string("Done"), classes: ["flat", "done"])
        super.init(widget: widget, fieldModel: model.field)
        chrome.addTrailing(openButton)
        install(input: editor, editableText: editor)
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
        chrome.install(popup: [calendar, timeRow], clear: clearButton, done: doneButton)
        observeModel()

        on(openButton, "clicked") { [weak self] in self?.toggle() }
        on(doneButton, "clicked") { [weak self] in self?.commit() }
        on(clearButton, "clicked") { [weak self] in self?.clearPressed() }
        on(editor, "activate") { [weak self] in self?.textActivated() }
        pickerHandlers = [
            on(calendar, "day-selected") { [weak self] in self?.pickerChanged() },
            on(hour, "value-changed") { [weak self] in self?.pickerChanged() },
            on(minute, "value-changed") { [weak self] in self?.pickerChanged() },
        ].compactMap { $0 }
        // The month shown changes with the calendar's own arrows too.
        on(calendar, "notify::month") { [weak self] in self?.markDaysOutOfRange() }
        on(calendar, "notify::year") { [weak self] in self?.markDaysOutOfRange() }
        onKeyPress(text: editor) { [weak self] keyval, state in
            self?.keyPressed(keyval, state) ?? false
        }
        renderDate()
    }

    private func observeModel() {
        // GTK's keyboard focus is the field's one focus: opening and closing move none.
        model.popupMovesFocus = false
        attachFieldModel()
        valueObservations.append(model.events.add { [weak self] event in self?.forward(event) })
        valueObservations.append(observeUserChanges(model.valueChanges))
        // A form checking its rows while focus is still here (an app's Ctrl+S) reads the text.
        valueObservations.append(fieldModel.pendingInputReads.add { [weak self] in self?.readTypedTextAsEvent() })
    }

    override func didChangeValue() { events.didChange?(self) }

    override var currentText: String { model.text }

    /// A chosen value shows whole: the field is never narrower than it (a caret's width
    /// more, so the text does not scroll).
    override var minimumValueWidth: Int32 { GtkWidgets.textWidth(model.text, in: editor) + 2 }


    override func renderValue() {
        renderDate()
    }

    // MARK: Events

    override func shouldBeginEditing() -> Bool {
        return events.shouldBeginEditing?(self) ?? true
    }

    func openCalendar() {
        openPopup(render: renderDate, focusing: { model.mode == .time ? hour : calendar }, announcing: {
            // GTK 4.8's Orca reads the calendar's name and description; newer ones need both said.
            guard model.mode != .time, let day = describedDay else { return nil }
            return Translations.string("Choose a date") + ". " + day
        })
    }

    override func containerClicked() {
        if !model.isOpen { openCalendar() }
    }

    /// Segments are read key by key: only the text can hold what the model has not read.
    var hasUnreadText: Bool { segments == nil && typedText != model.text }

    func enterTypedText() {
        model.enterText(typedText)
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
        guard var chosen = calendarModel.date(from: components) else { return }
        // An hour summer time skips is passed the way the spin button moved.
        if let hour = components.hour, let current = model.date {
            let forward = hour >= calendarModel.component(.hour, from: current)
            chosen = LocalTime.passingSkippedHour(hour, of: chosen, forward: forward, in: calendarModel)
        }
        chooseInCalendar(chosen)
    }

    /// Chooses `date` in the open calendar. The first and last allowed days may start
    /// before or end after the limit itself: choosing them picks the allowed moment. Any
    /// other day outside the limits is refused, and rendering puts the calendar back on the
    /// field's date.
    private func chooseInCalendar(_ date: Date) {
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
        let message = limit == model.minimumDate
            ? Translations.format("Not available: choose a day on or after %@", day)
            : Translations.format("Not available: choose a day on or before %@", day)
        describedDay = message
        Accessibility.setDescription(message, of: calendar)
        Accessibility.announce(message, from: calendar)
    }

    /// Greys the days the limits refuse (class `out-of-range`), for the month shown.
    func markDaysOutOfRange() {
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
        guard let step = CalendarDays.step(forKey: keyval, rightToLeft: gtk_widget_get_direction(instance) == GTK_TEXT_DIR_RTL)
        else { return false }
        let current = model.date ?? model.startDate
        if let next = model.calendar.date(byAdding: step.component, value: step.value, to: current) { chooseInCalendar(next) }
        return true
    }

    /// The moment of `date`'s day closest to it that the limits allow.
    private func nearestAllowed(_ date: Date) -> Date {
        if let minimum = model.minimumDate, date < minimum { return minimum }
        if let maximum = model.maximumDate, date > maximum { return maximum }
        return date
    }

    private func keyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        guard !isComposing else { return false }
        if model.isOpen, model.mode != .time, state & GDK_CONTROL_MASK.rawValue == 0,
           KeyboardFocus.isInside(calendar), calendarKeyPressed(Int32(keyval)) {
            return true
        }
        return fieldKeyPressed(keyval, state)
    }

    override func willEndEditing() {
        if let segments {
            // Leaving takes a whole date as the user's; the segments' model refuses again
            // one the limits refused.
            segments.model.leave()
        } else {
            readTypedText()
        }
        if model.isOpen { model.done() }
        renderDate()
    }

    private func forward(_ event: DateEvent) {
        switch event {
        case .dateChanged(let date):
            // From code too (a form's setValue or reset): shown with the transaction's render.
            queueRender(.value)
            tell { [self] in
                emit("date-changed")
                events.dateChanged?(self, date)
            }
        case .didEnd:
            tell { [self] in
                emit("did-end")
                events.didEndEditing?(self)
            }
        case .cleared:
            tell { [self] in
                emit("cleared")
                events.cleared?(self)
            }
        }
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
            let tooltip = isTime ? Translations.string("Choose a time") : Translations.string("Choose a date")
            gtk_widget_set_tooltip_text(openButton, tooltip)
            Accessibility.setLabel(tooltip, of: openButton)
        }
        segments?.render(for: fieldModel.snapshot)
        let showsHint = segments == nil && fieldModel.isFocused && !model.isOpen && model.text.isEmpty
        guard showsHint != (chrome.inputHint != nil) else { return }
        let example = model.format(model.startDate)
        chrome.setInputHint(!showsHint ? nil : isTime ? Translations.format("Enter a time like %@", example)
                                              : Translations.format("Enter a date like %@", example))
    }

    /// The segment Tab lands on, or the text.
    override package var focusTarget: UnsafeMutablePointer<GtkWidget>? { segments?.focusTarget ?? super.focusTarget }

    /// The group of segments, when typed by segment.
    override var accessibleGroup: UnsafeMutablePointer<GtkWidget>? { segments?.box }

    /// The segment the keyboard is on (one Tab stop), then the open calendar.
    override package var tabChain: [UnsafeMutablePointer<GtkWidget>]? {
        guard let segments else { return super.tabChain }
        return [segments.focusTarget, chrome.popup].compactMap { $0 }
    }

    /// Creates an empty date field with a label.
    public convenience init(label: String = "", mode: DateMode = .date) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.dateField))
        adoptInstance()
        self.label = label
        self.mode = mode
    }

    /// A field showing `model` (a form row's), built on it from the start.
    convenience init(sharing model: DateFieldModel) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.dateField), model: model)
        adoptInstance()
    }

    /// The field whose widget `widget` is (one from a GtkBuilder file, say): the same
    /// object each time, so `===` holds; nil if `widget` is not an `MfDateField`.
    public static func wrapping(_ widget: Widget) -> DateField? {
        swiftObject(of: widget.pointer, as: DateField.self)
    }
}
