import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// A field for a span of days, a start and an end typed or chosen in one calendar.
///
/// ```swift
/// let stay = DateRangeField(label: "Stay", maximumDays: 14)
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
///
/// The calendar's selected day is the keyboard's day (drawn as a ring); the range is drawn
/// over the cells (filled ends, a band between), and days that cannot be chosen look
/// disabled.
@MainActor
public final class DateRangeField: Field, CalendarField {
    /// The value model the field is made on and shows, which owns its ``Field/fieldModel``:
    /// a form row's own when a form shows the field.
    public let model: DateRangeModel
    var calendarModel: DateRangeModel { model }
    let editor: UnsafeMutablePointer<GtkWidget>
    let openButton: UnsafeMutablePointer<GtkWidget>
    let calendar: UnsafeMutablePointer<GtkWidget>
    let clearButton: UnsafeMutablePointer<GtkWidget>
    let doneButton: UnsafeMutablePointer<GtkWidget>
    /// Called with the field after each change the user makes to the range (an end
    /// chosen, a range typed, *Clear*); changes from code do not call it.
    public var onChange: (@MainActor (DateRangeField) -> Void)?
    /// The calendar's day-selected handler, blocked while the model's day is selected in
    /// it: only a click is a choice.
    var daySelection: [SignalConnection] = []
    /// What the calendar's description says now.
    var describedDay: String?

    static func rangeProperties() -> [WidgetProperty] {
        let current: [WidgetProperty] = [
            .custom(PropertyDefinition("start", .dateTime,
                                       blurb: "The range's first day (a GDateTime), NULL for no range; setting it alone makes a one-day range"),
                    get: { (field: DateRangeField) in .dateTime(field.range?.start) },
                    set: { field, value in field.range = value.dateValue.flatMap { DateRange(start: $0, end: max(field.range?.end ?? $0, $0)) } }),
            .custom(PropertyDefinition("end", .dateTime,
                                       blurb: "The range's last day (a GDateTime), NULL for no range; setting it alone makes a one-day range"),
                    get: { (field: DateRangeField) in .dateTime(field.range?.end) },
                    set: { field, value in field.range = value.dateValue.flatMap { DateRange(start: min(field.range?.start ?? $0, $0), end: $0) } }),
            .custom(PropertyDefinition("maximum-days", .int(range: 0...Int(Int32.max), default: 0),
                                       blurb: "The most days a range covers, both ends counted; 0 for no limit"),
                    get: { (field: DateRangeField) in .int(field.model.maximumDays ?? 0) },
                    set: { field, value in field.update { field.model.maximumDays = value.intValue.flatMap { $0 > 0 ? $0 : nil } } }),
            .custom(PropertyDefinition("maximum-nights", .int(range: -1...Int(Int32.max), default: -1),
                                       blurb: "The most nights a range covers (a hotel's count: one less than its days); -1 for no limit"),
                    get: { (field: DateRangeField) in .int(field.model.maximumNights ?? -1) },
                    set: { field, value in field.update { field.model.maximumNights = value.intValue.flatMap { $0 >= 0 ? $0 : nil } } }),
            .custom(PropertyDefinition("clearable", .bool(default: false), blurb: "Whether a Clear button shows"),
                    get: { (field: DateRangeField) in .bool(field.model.isClearable) },
                    set: { field, value in field.update { field.model.isClearable = value.boolValue ?? false } }),
            .custom(PropertyDefinition("open", .bool(default: false), blurb: "Whether the calendar is open", readOnly: true),
                    get: { (field: DateRangeField) in .bool(field.model.isOpen) }, set: { _, _ in }),
        ]
        return current + WidgetProperty.deprecatedAliases(in: current, ["clearable": "is-clearable", "open": "is-open"])
    }

    override package class var propertyTable: [WidgetProperty] { super.propertyTable + rangeProperties() }

    /// GtkEditable's `text`, which GObject asks the type itself for: the model's text.
    override package func value(forProperty name: String) -> PropertyValue? {
        name == "text" ? .string(model.text) : super.value(forProperty: name)
    }

    static var signals: [SignalDefinition] {
        [SignalDefinition("range-changed"), SignalDefinition("start-chosen"), SignalDefinition("did-end"),
         SignalDefinition("cleared")]
    }

    /// A field made by GObject (`g_object_new`, a GtkBuilder file): a model of its own.
    package required convenience init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.init(widget: widget, model: DateRangeModel())
    }

    /// The field of instance `widget`, editing `model` (a form row's, or its own).
    package init(widget: UnsafeMutablePointer<GtkWidget>, model: DateRangeModel) {
        self.model = model
        editor = gtk_text_new()
        openButton = GtkWidgets.iconButton("x-office-calendar-symbolic", tooltip: Translations.string("Choose dates"))
        calendar = gtk_calendar_new()
        clearButton = GtkWidgets.button(Translations.string("Clear"), classes: ["flat", "clear"])
        doneButton = GtkWidgets.button(Translations.string("Done"), classes: ["flat", "done"])
        super.init(widget: widget, fieldModel: model.field)
        gtk_widget_add_css_class(calendar, "range")
        chrome.addTrailing(openButton)
        install(input: editor, editableText: editor)
        Accessibility.setHasPopup(true, of: widget)
        Accessibility.setLabel(Translations.string("Choose dates"), of: calendar)
        CalendarDays.nameArrows(of: calendar)
        chrome.install(popup: [calendar], clear: clearButton, done: doneButton)
        model.field.errorClearing = .onNextEdit
        // GTK's keyboard focus is the field's one focus: opening and closing move none.
        model.popupMovesFocus = false
        attachFieldModel()
        // A form checking its rows while focus is still here (an app's Ctrl+S) reads the text.
        valueObservations.append(fieldModel.pendingInputReads.add { [weak self] in self?.readTypedTextAsEvent() })
        valueObservations += [model.events.add { [weak self] event in self?.forward(event) },
                              observeUserChanges(model.valueChanges)]

        on(openButton, "clicked") { [weak self] in self?.toggle() }
        on(doneButton, "clicked") { [weak self] in self?.commit() }
        on(clearButton, "clicked") { [weak self] in self?.clearPressed() }
        on(editor, "activate") { [weak self] in self?.textActivated() }
        daySelection = [on(calendar, "day-selected") { [weak self] in self?.dayClicked() }].compactMap { $0 }
        // The month shown changes with the calendar's own arrows too.
        on(calendar, "notify::month") { [weak self] in self?.markDays() }
        on(calendar, "notify::year") { [weak self] in self?.markDays() }
        onKeyPress(text: editor) { [weak self] keyval, state in
            self?.keyPressed(keyval, state) ?? false
        }
        renderRange()
    }

    override var currentText: String { model.text }

    /// A chosen range shows whole: the field is never narrower than it.
    override var minimumValueWidth: Int32 { GtkWidgets.textWidth(model.text, in: editor) + 2 }

    /// The range as a sentence ("From Tuesday, March 2, 2027 to …, 8 days"): the text's
    /// dash and short months read poorly aloud.
    override var accessibleValue: String? { model.range.map(model.spoken) }


    override func renderValue() {
        renderRange()
    }

    // MARK: Events

    func openCalendar() {
        openPopup(render: renderRange, focusing: { calendar }, announcing: {
            describedDay.map { Translations.string("Choose dates") + ". " + $0 }
        })
    }

    override func containerClicked() {
        if !model.isOpen { openCalendar() }
    }

    var hasUnreadText: Bool { typedText != model.text }

    func enterTypedText() {
        model.enterText(typedText)
    }

    /// Chooses `day` as the start or the end; a refusal is said, not shown as an error
    /// (the field's value did not change). Choosing the end closes the calendar and puts
    /// the focus back in the text.
    func chooseInCalendar(_ day: Date) {
        var refusal: DateRangeError?
        update { refusal = model.choose(day) }
        if let refusal {
            say(refusal.description)
        } else if !model.isOpen {
            gtk_widget_grab_focus(editor)
        }
    }

    private func keyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        guard !isComposing else { return false }
        if model.isOpen, state & GDK_CONTROL_MASK.rawValue == 0, KeyboardFocus.isInside(calendar),
           calendarKeyPressed(Int32(keyval)) {
            return true
        }
        return fieldKeyPressed(keyval, state)
    }

    override func willEndEditing() {
        readTypedText()
        if model.isOpen { model.done() }
        renderRange()
    }

    private func forward(_ event: DateRangeEvent) {
        switch event {
        case .rangeChanged:
            // From code too: shown with the transaction's render.
            queueRender(.value)
            tell { [self] in emit("range-changed") }
        case .startChosen: tell { [self] in emit("start-chosen") }
        case .didEnd: tell { [self] in emit("did-end") }
        case .cleared: tell { [self] in emit("cleared") }
        }
    }

    override func didChangeValue() { onChange?(self) }

    /// An empty field with focus shows the form it takes, as an example.
    override func renderAdornments() {
        let showsHint = fieldModel.isFocused && !model.isOpen && model.text.isEmpty
        guard showsHint != (chrome.inputHint != nil) else { return }
        chrome.setInputHint(showsHint ? Translations.format("Enter two dates like %@", model.typingExample) : nil)
    }

    /// Creates an empty range field with a label, for ranges of at most `maximumDays`
    /// days (nil for no limit).
    public convenience init(label: String = "", maximumDays: Int? = nil) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.dateRangeField))
        adoptInstance()
        self.label = label
        self.maximumDays = maximumDays
    }

    /// A field showing `model` (a form row's), built on it from the start.
    convenience init(sharing model: DateRangeModel) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.dateRangeField), model: model)
        adoptInstance()
    }

    /// The field whose widget `widget` is (one from a GtkBuilder file, say): the same
    /// object each time, so `===` holds; nil if `widget` is not an `MfDateRangeField`.
    public static func wrapping(_ widget: Widget) -> DateRangeField? {
        swiftObject(of: widget.pointer, as: DateRangeField.self)
    }

    private func update(_ change: (DateRangeModel) -> Void) {
        update { change(model) }
    }

    /// Formats and parses in `locale` and `timeZone` instead of the user's, with `now` as
    /// the clock (for tests and apps with their own setting).
    public func use(locale: Locale, timeZone: TimeZone, now: @escaping () -> Date = LocalTime.now) {
        update {
            $0.locale = locale
            $0.timeZone = timeZone
            $0.now = now
        }
    }

    /// The chosen range, nil when empty. Setting it (from code: no ``onChange``) keeps its
    /// days within the limits.
    public var range: DateRange? {
        get { model.range }
        set { update { $0.setRange(newValue) } }
    }

    /// The text shown.
    public var text: String { model.text }

    /// Whether the calendar is open.
    public var isOpen: Bool { model.isOpen }

    /// The most days a range may cover, both ends counted; nil for no limit.
    public var maximumDays: Int? {
        get { model.maximumDays }
        set { update { $0.maximumDays = newValue } }
    }

    /// The most nights a range may cover, as a hotel counts (Monday to Friday is 4 nights);
    /// nil for no limit. The same limit as ``maximumDays``, one less, and refusals then
    /// say "At most 14 nights".
    public var maximumNights: Int? {
        get { model.maximumNights }
        set { update { $0.maximumNights = newValue } }
    }

    /// Days that cannot start or end a range, asked of each day at noon in the field's
    /// time zone; a range may pass over them.
    public var isUnavailable: ((Date) -> Bool)? {
        get { model.isUnavailable }
        set { update { $0.isUnavailable = newValue } }
    }

    /// The day an empty calendar opens on (today, when nil).
    public var defaultDay: Date? {
        get { model.defaultDay }
        set { model.defaultDay = newValue }
    }

    /// The earliest day that may be chosen.
    public var minimumDay: Date? { model.minimumDay }

    /// The latest day that may be chosen.
    public var maximumDay: Date? { model.maximumDay }

    /// Sets the earliest and latest days (nil for no limit); a range reaching past them is
    /// cut to fit.
    ///
    /// - Throws: `DateRangeError.minimumAfterMaximum`, changing nothing.
    public func setLimits(minimum: Date?, maximum: Date?) throws {
        try handleEvent { try model.setLimits(minimum: minimum, maximum: maximum) }
        renderRange()
    }

    /// Whether a *Clear* button is offered.
    public var isClearable: Bool {
        get { model.isClearable }
        set { update { $0.isClearable = newValue } }
    }

    /// Opens the calendar; returns whether it opened.
    @discardableResult
    public func open() -> Bool {
        openCalendar()
        return model.isOpen
    }

    /// Closes the calendar, as *Done*: a start chosen alone becomes a one-day range.
    public func done() {
        commit()
    }

    /// Chooses `day` as the user would in the calendar (the start, then the end); returns
    /// why it was refused, or nil.
    @discardableResult
    public func choose(_ day: Date) -> DateRangeError? {
        var refusal: DateRangeError?
        update { refusal = model.choose(day) }
        return refusal
    }

}
