import CGtk
import FieldCore
import Foundation
import GtkInterop

/// The view of a ``DateRangeField``: the range in an editable `GtkText` (typed ranges are
/// parsed), and below it, while open, one `GtkCalendar` in which the first day chosen is
/// the start and the next the end.
///
/// The calendar's selected day is the keyboard's day (drawn as a ring); the range is drawn
/// over the cells (filled ends, a band between), and days that cannot be chosen look
/// disabled.
@MainActor
final class DateRangeFieldWidget: FieldWidget, CalendarFieldWidget {
    let model = FieldWidget.sharedValue { DateRangeModel() }
    let text: UnsafeMutablePointer<GtkWidget>
    let openButton: UnsafeMutablePointer<GtkWidget>
    let calendar: UnsafeMutablePointer<GtkWidget>
    let clearButton: UnsafeMutablePointer<GtkWidget>
    let doneButton: UnsafeMutablePointer<GtkWidget>
    /// Called after each change the user makes to the range (``DateRangeField/onChange``).
    var onChange: (@MainActor (DateRangeField) -> Void)?
    /// The calendar's day-selected handler, blocked while the model's day is selected in
    /// it: only a click is a choice.
    var daySelection: [SignalConnection] = []
    /// What the calendar's description says now.
    var describedDay: String?
    private var observations: [ObservationToken] = []

    static func rangeProperties() -> [WidgetProperty] {
        [
            .custom(PropertyDefinition("maximum-days", .int(range: 0...Int(Int32.max), default: 0),
                                       blurb: "The most days a range covers, both ends counted; 0 for no limit"),
                    get: { (field: DateRangeFieldWidget) in .int(field.model.maximumDays ?? 0) },
                    set: { field, value in field.update { field.model.maximumDays = value.intValue.flatMap { $0 > 0 ? $0 : nil } } }),
            .custom(PropertyDefinition("is-clearable", .bool(default: false), blurb: "Whether a Clear button shows"),
                    get: { (field: DateRangeFieldWidget) in .bool(field.model.isClearable) },
                    set: { field, value in field.update { field.model.isClearable = value.boolValue ?? false } }),
            .custom(PropertyDefinition("is-open", .bool(default: false), blurb: "Whether the calendar is open", readOnly: true),
                    get: { (field: DateRangeFieldWidget) in .bool(field.model.isOpen) }, set: { _, _ in }),
        ]
    }

    override class var propertyTable: [WidgetProperty] { super.propertyTable + rangeProperties() }

    /// GtkEditable's `text`, which GObject asks the type itself for: the model's text.
    override func value(forProperty name: String) -> PropertyValue? {
        name == "text" ? .string(model.text) : super.value(forProperty: name)
    }

    static var signals: [SignalDefinition] {
        [SignalDefinition("range-changed"), SignalDefinition("start-chosen"), SignalDefinition("did-end"),
         SignalDefinition("cleared")]
    }

    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        text = gtk_text_new()
        openButton = GtkWidgets.iconButton("x-office-calendar-symbolic", tooltip: Translations.string("Choose dates"))
        calendar = gtk_calendar_new()
        clearButton = GtkWidgets.button(Translations.string("Clear"), classes: ["flat", "clear"])
        doneButton = GtkWidgets.button(Translations.string("Done"), classes: ["flat", "done"])
        super.init(widget: widget)
        gtk_widget_add_css_class(calendar, "range")
        addTrailing(openButton)
        install(input: text, editableText: text)
        Accessibility.setHasPopup(true, of: widget)
        Accessibility.setLabel(Translations.string("Choose dates"), of: calendar)
        CalendarDays.nameArrows(of: calendar)
        install(popup: [calendar], clear: clearButton, done: doneButton)
        model.field.errorClearing = .onNextEdit
        attach(model.field)
        observations = [model.events.add { [weak self] event in self?.forward(event) },
                        model.userEdits.add { [weak self] _ in self?.userEdited() }]

        on(openButton, "clicked") { [weak self] in self?.toggle() }
        on(doneButton, "clicked") { [weak self] in self?.commit() }
        on(clearButton, "clicked") { [weak self] in self?.clearPressed() }
        on(text, "activate") { [weak self] in self?.textActivated() }
        daySelection = [on(calendar, "day-selected") { [weak self] in self?.dayClicked() }].compactMap { $0 }
        // The month shown changes with the calendar's own arrows too.
        on(calendar, "notify::month") { [weak self] in self?.markDays() }
        on(calendar, "notify::year") { [weak self] in self?.markDays() }
        EventControllers.onKeyPress(of: widget) { [weak self] keyval, state in
            self?.keyPressed(keyval, state) ?? false
        }
        renderRange()
    }

    /// The live handle, for the app's closure.
    private var rangeField: DateRangeField? { handle as? DateRangeField ?? DateRangeField.wrapping(Widget(widget)) }

    override var currentText: String { model.text }

    /// A chosen range shows whole: the field is never narrower than it.
    override var minimumValueWidth: Int32 { GtkWidgets.textWidth(model.text, in: text) + 2 }

    /// The range as a sentence ("From Tuesday, March 2, 2027 to …, 8 days"): the text's
    /// dash and short months read poorly aloud.
    override var accessibleValue: String? { model.range.map(model.spoken) }

    /// Runs one event's model changes, then renders once.
    func update(_ change: () -> Void) {
        handleEvent {
            change()
            blurUnlessFocused()
            renderRange()
        }
    }

    // MARK: Events

    func open() {
        openPopup(render: renderRange, focusing: { calendar }, announcing: {
            describedDay.map { Translations.string("Choose dates") + ". " + $0 }
        })
    }

    override func containerClicked() {
        if !model.isOpen { open() }
    }

    private var typedText: String { GtkWidgets.editableText(text) }

    /// Return parses a typed range; with nothing new typed, it opens the calendar.
    private func textActivated() {
        if typedText != model.text { update { model.enterText(typedText) } } else if !model.isOpen { open() }
    }

    /// Chooses `day` as the start or the end; a refusal is said, not shown as an error
    /// (the field's value did not change). Choosing the end closes the calendar and puts
    /// the focus back in the text.
    func choose(_ day: Date) {
        var refusal: DateRangeError?
        update { refusal = model.choose(day) }
        if let refusal {
            say(refusal.description)
        } else if !model.isOpen {
            gtk_widget_grab_focus(text)
        }
    }

    private func keyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        if model.isOpen, state & GDK_CONTROL_MASK.rawValue == 0, KeyboardFocus.isInside(calendar),
           calendarKeyPressed(Int32(keyval)) {
            return true
        }
        return fieldKeyPressed(keyval, state)
    }

    override func willEndEditing() {
        if typedText != model.text { model.enterText(typedText) }
        if model.isOpen { model.done() }
        renderRange()
    }

    private func forward(_ event: DateRangeEvent) {
        switch event {
        case .rangeChanged:
            // A range set from code shows at once.
            if eventDepth == 0 { renderRange() }
            emit("range-changed")
        case .startChosen: emit("start-chosen")
        case .didEnd: emit("did-end")
        case .cleared: emit("cleared")
        }
    }

    /// Tells the app of the user's edits, once per edit.
    private func userEdited() {
        if let rangeField { onChange?(rangeField) }
    }

    /// An empty field with focus shows the form it takes, as an example.
    override func renderAdornments() {
        let showsHint = field.isFocused && !model.isOpen && model.text.isEmpty
        guard showsHint != (inputHint != nil) else { return }
        setInputHint(showsHint ? Translations.format("Enter two dates like %@", model.typingExample) : nil)
    }

    override func dispose() {
        observations = []
        super.dispose()
    }
}
