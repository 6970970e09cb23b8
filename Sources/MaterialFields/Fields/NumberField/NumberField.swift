import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// A number typed as the user's locale writes it: grouped as typed, with the locale's
/// decimal separator, a currency sign, percent sign or unit, a minimum, a maximum and a step.
///
/// ```swift
/// let price = NumberField(label: "Price", format: NumberFormat(.currency("EUR")))
/// price.minimum = 0
/// price.onChange = { field in print(field.value ?? 0) }
/// ```
///
/// Up and Down step the number (Page Up and Down ten steps), as does the scroll wheel while
/// the field has focus. Text that is not a number as the locale writes it (a letter, a
/// German user's `1.5`) stays as typed, with the error "Enter a number like 1.234,5" under
/// the field; it is never read as another number. When focus leaves or Return is pressed,
/// the number is laid out again (`1234.5` becomes `1,234.50`), and one out of range stays
/// with the error "Enter a number from 1 to 12".
/// Assistive technologies read the field as a spin button with its value and range.
@MainActor
public final class NumberField: TextInputField {
    /// The value model the field is made on and shows (the number's text, format, range and
    /// step), which owns its ``Field/fieldModel``: a form row's own when a form shows the field.
    public let model: NumberFieldModel
    /// Called with the field after each change of its number the user makes, by typing or
    /// a step (not a keystroke that leaves the number as it was, such as the decimal
    /// separator typed after `12`, nor the tidy layout when focus leaves). Changes made from code do not call it. The field
    /// passed is the field itself, so the closure need not capture it.
    public var onChange: (@MainActor (NumberField) -> Void)?

    static func numberProperties() -> [WidgetProperty] {
        let unbounded = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        return [
            .custom(PropertyDefinition("value", .double(range: unbounded, default: 0), blurb: "The number shown (0 while empty or while the text is no number)"),
                    get: { (field: NumberField) in .double(field.model.value.map(Self.double) ?? 0) },
                    set: { field, new in
                        guard let number = new.doubleValue else { return }
                        // Read as no number, it would empty the field: the caller's mistake.
                        guard let decimal = field.model.shownDecimal(of: number) else {
                            return mf_log_critical("MaterialFields", "MfNumberField: value \(number) has more digits than a field "
                                                   + "shows (38 at most): the field keeps its number")
                        }
                        field.model.value = decimal
                    }),
            .custom(PropertyDefinition("minimum", .double(range: unbounded, default: -Double.greatestFiniteMagnitude),
                                       blurb: "The smallest number allowed"),
                    source: .widget,
                    get: { (field: NumberField) in .double(field.model.minimum.map(Self.double) ?? -.greatestFiniteMagnitude) },
                    set: { field, new in field.setBound(\.minimum, new.doubleValue) }),
            .custom(PropertyDefinition("maximum", .double(range: unbounded, default: Double.greatestFiniteMagnitude),
                                       blurb: "The largest number allowed"),
                    source: .widget,
                    get: { (field: NumberField) in .double(field.model.maximum.map(Self.double) ?? .greatestFiniteMagnitude) },
                    set: { field, new in field.setBound(\.maximum, new.doubleValue) }),
            .custom(PropertyDefinition("step", .double(range: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude, default: 1),
                                       blurb: "How much an arrow key or a turn of the wheel changes the number"),
                    source: .widget,
                    get: { (field: NumberField) in .double(Self.double(field.model.step)) },
                    set: { field, new in field.set(\.step, Self.decimal(new.doubleValue ?? 1) ?? 1) }),
            .custom(PropertyDefinition("currency-code", .string(default: nil), blurb: "An ISO 4217 code (EUR) for an amount; NULL for a plain number"),
                    source: .widget,
                    get: { (field: NumberField) in
                        if case .currency(let code) = field.model.format.style { return .string(code) }
                        return .string(nil)
                    },
                    set: { field, new in
                        // NULL is what a percent or a unit reads too: written back, it leaves them be.
                        if let code = new.stringValue {
                            field.setFormat(NumberFormat(.currency(code)))
                        } else if case .currency = field.model.format.style {
                            field.setFormat(NumberFormat(.decimal))
                        }
                    }),
        ]
    }

    override package class var propertyTable: [WidgetProperty] { super.propertyTable + numberProperties() }

    /// A field made by GObject (`g_object_new`, a GtkBuilder file), or by a subclass's
    /// text model: a number model over it.
    override package convenience init(widget: UnsafeMutablePointer<GtkWidget>, inputModel: TextFieldModel) {
        self.init(widget: widget, model: NumberFieldModel(text: inputModel))
    }

    /// The field of instance `widget`, editing `model` (a form row's, or its own).
    package init(widget: UnsafeMutablePointer<GtkWidget>, model: NumberFieldModel) {
        self.model = model
        super.init(widget: widget, inputModel: model.text)
        gtk_text_set_input_hints(gCast(editor), GTK_INPUT_HINT_NO_SPELLCHECK)
        gtk_text_set_input_purpose(gCast(editor), GTK_INPUT_PURPOSE_NUMBER)
        valueObservations += [observeUserChanges(model.valueChanges),
                              inputModel.textChanges.add { [weak self] _ in self?.renderRange() }]
        EventControllers.onKeyPressAfterInputMethod(of: editor) { [weak self] keyval, state in
            self?.keyPressed(keyval, state) ?? false
        }
        EventControllers.onVerticalScroll(of: instance) { [weak self] dy in self?.scrolled(dy) ?? false }
        renderFormat()
    }

    /// Writes numbers as `format` says, laying out the current one again.
    func setFormat(_ format: NumberFormat) {
        model.format = format
        renderFormat()
        notifyChangedProperties(.widget)
    }

    /// Sets the range or the step (from Swift or GObject), telling assistive technologies
    /// and notifying what changed.
    func set<Value>(_ keyPath: ReferenceWritableKeyPath<NumberFieldModel, Value>, _ value: Value) {
        model[keyPath: keyPath] = value
        renderRange()
        notifyChangedProperties(.widget)
    }

    /// A GObject bound: the largest doubles stand for none.
    private func setBound(_ bound: ReferenceWritableKeyPath<NumberFieldModel, Decimal?>, _ value: Double?) {
        set(bound, value.flatMap { abs($0) >= .greatestFiniteMagnitude ? nil : Self.decimal($0) })
    }

    // MARK: Events

    private func keyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        let modifiers = state & UInt32(GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
        guard modifiers == 0, fieldModel.isEnabled, !isComposing else { return false }
        let steps: Int = switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: 1
        case GDK_KEY_Down, GDK_KEY_KP_Down: -1
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: 10
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: -10
        default: 0
        }
        guard steps != 0 else { return false }
        step(by: steps)
        return true
    }

    /// The wheel steps the number only while the field has focus: a form scrolled past
    /// under the pointer keeps its numbers.
    private func scrolled(_ dy: Double) -> Bool {
        guard fieldModel.isFocused, fieldModel.isEnabled, dy != 0 else { return false }
        step(by: dy < 0 ? 1 : -1)
        return true
    }

    /// Steps the number and says the new one: a screen reader (Orca 48) does not read a
    /// spin button's new value by itself. GTK before 4.14 has no announcements; Orca 43
    /// there reads the first step's text.
    private func step(by count: Int) {
        let changed = handleEvent { model.step(by: count) }
        gtk_editable_set_position(OpaquePointer(editor), -1)
        if changed { _ = Accessibility.announce(valueText, from: instance) }
    }

    override func didChangeValue() { onChange?(self) }

    override func willReturn() {
        handleEvent { _ = model.commit() }
    }

    override func didEndEditing() {
        handleEvent { _ = model.commit() }
        super.didEndEditing()
    }

    // MARK: Rendering

    private func renderFormat() {
        // The format places its own sign: a sign after the number is its suffix.
        inputModel.currencySymbol = model.format.prefix ?? ""
        inputModel.currencyPrecedesText = true
        setMonetary(model.format.prefix != nil)
        setUnit(model.format.suffix)
        renderRange()
    }

    /// The number as read aloud, with its sign or unit (`1,234.50 €`).
    private var valueText: String {
        [model.format.prefix, inputModel.text, model.format.suffix].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func renderRange() {
        Accessibility.setRangeValue(model.value.map(Self.double), minimum: model.minimum.map(Self.double),
                                    maximum: model.maximum.map(Self.double), text: valueText, of: instance)
    }

    private static func double(_ number: Decimal) -> Double {
        number.doubleValue
    }

    /// The number a C caller's double means: its shortest decimal form (19.99, not the
    /// binary 19.989999…, which would refuse 19,99 typed under a maximum of 19.99), as a
    /// form row reads one; nil for a number no field shows (``FormValue/decimal``).
    private static func decimal(_ number: Double) -> Decimal? {
        FormValue.number(number).decimal
    }

    /// Creates an empty field with a label, writing numbers as `format` says (a plain
    /// number in the current locale by default).
    public convenience init(label: String = "", format: NumberFormat = NumberFormat()) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.numberField))
        adoptInstance()
        self.label = label
        setFormat(format)
    }

    /// A field showing `model` (a form row's), built on it from the start.
    convenience init(sharing model: NumberFieldModel) {
        self.init(widget: Self.newInstance(MaterialFieldTypes.numberField), model: model)
        adoptInstance()
    }

    /// The field whose widget `widget` is (one from a GtkBuilder file, say): the same
    /// object each time, so `===` holds; nil if `widget` is not an `MfNumberField`.
    public static func wrapping(_ widget: Widget) -> NumberField? {
        swiftObject(of: widget.pointer, as: NumberField.self)
    }

    /// The number shown; nil while the field is empty. Setting it from code (not a user
    /// edit) brings it into range and rounds it to the format's fraction digits.
    public var value: Decimal? {
        get { model.value }
        set { model.value = newValue }
    }

    /// How numbers are written. Setting it lays the current number out again.
    public var format: NumberFormat {
        get { model.format }
        set { setFormat(newValue) }
    }

    /// The smallest number allowed; nil for none.
    public var minimum: Decimal? {
        get { model.minimum }
        set { set(\.minimum, newValue) }
    }

    /// The largest number allowed; nil for none.
    public var maximum: Decimal? {
        get { model.maximum }
        set { set(\.maximum, newValue) }
    }

    /// How much an arrow key or a turn of the wheel changes the number (1 by default).
    public var step: Decimal {
        get { model.step }
        set { set(\.step, newValue) }
    }

    /// The text shown (`1,234.50`).
    public var text: String { inputModel.text }
}
