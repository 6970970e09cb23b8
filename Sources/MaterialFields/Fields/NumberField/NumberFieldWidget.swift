import CGtk
import FieldCore
import Foundation
import GtkInterop

/// The view of a ``NumberField``: an entry field whose text a ``NumberFormat`` shapes,
/// stepped by the arrow keys, Page Up and Down and the scroll wheel, and read by assistive
/// technologies as a spin button with its value and range.
@MainActor
final class NumberFieldWidget: EntryFieldWidget {
    private(set) lazy var number = NumberFieldModel(text: model)
    /// Called after each change the user makes (typing, a step, the tidy-up when focus leaves).
    var onChange: (@MainActor (NumberField) -> Void)?
    private var edits: ObservationToken?
    private var texts: ObservationToken?
    /// Whether the warning shown is the one about refused characters (the next accepted
    /// edit removes it; an app's own warning stays).
    private var showsRefusal = false

    static func numberProperties() -> [WidgetProperty] {
        let unbounded = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        return [
            .custom(PropertyDefinition("value", .double(range: unbounded, default: 0), blurb: "The number shown (0 while empty)"),
                    get: { (field: NumberFieldWidget) in .double(field.number.value.map(Self.double) ?? 0) },
                    set: { field, new in field.number.value = new.doubleValue.map { Decimal($0) } }),
            .custom(PropertyDefinition("minimum", .double(range: unbounded, default: -Double.greatestFiniteMagnitude),
                                       blurb: "The smallest number allowed"),
                    source: .widget,
                    get: { (field: NumberFieldWidget) in .double(field.number.minimum.map(Self.double) ?? -.greatestFiniteMagnitude) },
                    set: { field, new in field.setBound(\.minimum, new.doubleValue) }),
            .custom(PropertyDefinition("maximum", .double(range: unbounded, default: Double.greatestFiniteMagnitude),
                                       blurb: "The largest number allowed"),
                    source: .widget,
                    get: { (field: NumberFieldWidget) in .double(field.number.maximum.map(Self.double) ?? .greatestFiniteMagnitude) },
                    set: { field, new in field.setBound(\.maximum, new.doubleValue) }),
            .custom(PropertyDefinition("step", .double(range: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude, default: 1),
                                       blurb: "How much an arrow key or a turn of the wheel changes the number"),
                    source: .widget,
                    get: { (field: NumberFieldWidget) in .double(Self.double(field.number.step)) },
                    set: { field, new in field.set(\.step, Decimal(new.doubleValue ?? 1)) }),
            .custom(PropertyDefinition("currency-code", .string(default: nil), blurb: "An ISO 4217 code (EUR) for an amount; NULL for a plain number"),
                    source: .widget,
                    get: { (field: NumberFieldWidget) in
                        if case .currency(let code) = field.number.format.style { return .string(code) }
                        return .string(nil)
                    },
                    set: { field, new in field.setFormat(NumberFormat(new.stringValue.map { .currency($0) } ?? .decimal)) }),
        ]
    }

    override class var propertyTable: [WidgetProperty] { super.propertyTable + numberProperties() }

    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget)
        _ = number
        gtk_text_set_input_hints(gCast(text), GTK_INPUT_HINT_NO_SPELLCHECK)
        gtk_text_set_input_purpose(gCast(text), GTK_INPUT_PURPOSE_NUMBER)
        edits = model.userEdits.add { [weak self] _ in self?.userEdited() }
        texts = model.textChanges.add { [weak self] _ in self?.renderRange() }
        EventControllers.onKeyPress(of: text) { [weak self] keyval, state in
            self?.keyPressed(keyval, state) ?? false
        }
        EventControllers.onVerticalScroll(of: widget) { [weak self] dy in self?.scrolled(dy) ?? false }
        renderFormat()
    }

    /// Writes numbers as `format` says, laying out the current one again.
    func setFormat(_ format: NumberFormat) {
        number.format = format
        renderFormat()
        notifyChangedProperties(.widget)
    }

    /// Sets the range or the step (from Swift or GObject), telling assistive technologies
    /// and notifying what changed.
    func set<Value>(_ keyPath: ReferenceWritableKeyPath<NumberFieldModel, Value>, _ value: Value) {
        number[keyPath: keyPath] = value
        renderRange()
        notifyChangedProperties(.widget)
    }

    /// A GObject bound: the largest doubles stand for none.
    private func setBound(_ bound: ReferenceWritableKeyPath<NumberFieldModel, Decimal?>, _ value: Double?) {
        set(bound, value.flatMap { abs($0) >= .greatestFiniteMagnitude ? nil : Decimal($0) })
    }

    // MARK: Events

    private func keyPressed(_ keyval: UInt32, _ state: UInt32) -> Bool {
        let modifiers = state & UInt32(GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
        guard modifiers == 0, field.isEnabled else { return false }
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
        guard field.isFocused, field.isEnabled, dy != 0 else { return false }
        step(by: dy < 0 ? 1 : -1)
        return true
    }

    /// Steps the number and says the new one: a screen reader (Orca 48) does not read a
    /// spin button's new value by itself. GTK before 4.14 has no announcements; Orca 43
    /// there reads the first step's text.
    private func step(by count: Int) {
        let changed = handleEvent { number.step(by: count) }
        gtk_editable_set_position(OpaquePointer(text), -1)
        if changed { _ = Accessibility.announce(valueText, from: widget) }
    }

    override func refuse(_ characters: String) {
        gtk_widget_error_bell(widget)
        showsRefusal = true
        handleEvent { field.setWarning(Translations.format("“%@” is not part of a number", characters)) }
    }

    private func userEdited() {
        if showsRefusal {
            showsRefusal = false
            field.setWarning(nil)
        }
        if let onChange, let handle = handle as? NumberField ?? NumberField.wrapping(Widget(widget)) { onChange(handle) }
    }

    override func willReturn() {
        handleEvent { _ = number.commit() }
    }

    override func didEndEditing() {
        handleEvent { _ = number.commit() }
        super.didEndEditing()
    }

    // MARK: Rendering

    private func renderFormat() {
        model.currencySymbol = number.format.prefix ?? ""
        setMonetary(number.format.prefix != nil)
        setUnit(number.format.suffix)
        renderRange()
    }

    /// The number as read aloud, with its sign or unit (`1,234.50 €`).
    private var valueText: String {
        [number.format.prefix, model.text, number.format.suffix].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func renderRange() {
        Accessibility.setRangeValue(number.value.map(Self.double), minimum: number.minimum.map(Self.double),
                                    maximum: number.maximum.map(Self.double), text: valueText, of: widget)
    }

    private static func double(_ number: Decimal) -> Double {
        NSDecimalNumber(decimal: number).doubleValue
    }

    override func dispose() {
        edits = nil
        texts = nil
        super.dispose()
    }
}
