import FoundationEssentials

/// The value of a number field: text shaped by a ``NumberFormat``, a minimum, a maximum
/// and a step.
///
/// While the user types, the number may leave the range (typing 150 towards a minimum of
/// 100 passes through 1 and 15); ``commit()``, which a field runs when focus leaves or
/// Return is pressed, lays it out as the locale writes it, and a number still out of range
/// stays, as the field's error ("Enter a number from 100 to 1,500"): never silently another
/// number. ``step(by:)`` (the arrow keys, the scroll wheel) never leaves the range; a number
/// set from code is brought into it.
///
/// Text that does not read as a number in the format (``NumberFormat/reading(of:)``) stays
/// as the user typed it, reads as no number, and is the field's error ("Enter a number like
/// 1.234,5"); text on its way to a number (`1,5` before `1,500`) becomes that error only
/// at ``commit()``. All three are the field's ``MessageSource/input`` error; the ones
/// shown at ``commit()`` go with the next keystroke, and come back at the next commit.
public final class NumberFieldModel: ValueModel {
    /// The text the user edits, with the format as its formatter; a number row holds it.
    public let text: TextFieldModel

    /// The field's shared state machine.
    public var field: FieldModel { text.field }

    /// How the number is written. Setting it lays the current number out again.
    public var format: NumberFormat {
        didSet {
            guard format != oldValue else { return }
            text.formatter = format
            // Text that is no number (or a lone sign) stays the user's, to be read in the new
            // format; an error shown when the user was done is checked again as then.
            let wasDone = inputError != nil
            if case .number(let read) = oldValue.reading(of: text.text), let number = oldValue.number(fromValue: read) {
                text.text = format.string(from: number)
            }
            showReading(committing: wasDone)
            tellIfChanged(by: .code)
        }
    }

    /// Whether the text is a number of more significant digits than ``maximumDigits``.
    private var hasTooManyDigits: Bool {
        format.number(fromValue: text.value).map { $0.significantDigitCount > maximumDigits } ?? false
    }

    /// The smallest number allowed; nil for none.
    public var minimum: Decimal? {
        didSet { rangeChanged() }
    }

    /// The largest number allowed; nil for none (never below ``minimum``).
    public var maximum: Decimal? {
        didSet { rangeChanged() }
    }

    /// Keeps the maximum at or above the minimum, and a standing error about the range true.
    private func rangeChanged() {
        if let minimum, let maximum, maximum < minimum { self.maximum = minimum }
        showReading(committing: inputError != nil)
    }

    /// The most significant digits a number may have: 15 by default, as many as a `Double`
    /// keeps exactly, which a form's row (`FormValue.number`) and the field's GObject
    /// `value` are; up to 38, a `Decimal`'s, for an app that reads ``value`` alone. A number
    /// with more is no value, and the field's error says so at once ("Enter a number of at
    /// most 15 digits"): never a number other than the one typed.
    public var maximumDigits = 15 {
        didSet { showReading(committing: inputError != nil) }
    }

    /// How much one step (an arrow key, a turn of the scroll wheel) changes the number;
    /// zero and negative steps count as 1.
    public var step: Decimal = 1 {
        didSet { if step <= 0 { step = 1 } }
    }

    /// A number field with a label, written as `format` says.
    public convenience init(label: String = "", format: NumberFormat = NumberFormat()) {
        self.init(text: TextFieldModel(label: label), format: format)
    }

    /// A number field over `text` (a form row's), written as `format` says.
    public init(text: TextFieldModel, format: NumberFormat = NumberFormat()) {
        self.text = text
        self.format = format
        text.formatter = format
        toldValue = value
        // In the text's own transaction, so the error is there before anyone hears the change.
        textObservations = [text.textChanges.add { [unowned self] _ in self.showReading(committing: false) },
                            text.valueChanges.add { [unowned self] origin in self.tellIfChanged(by: origin) }]
        showReading(committing: false)
    }

    private var textObservations: [ObservationToken] = []

    private func tellIfChanged(by origin: ChangeOrigin) {
        let number = value
        guard number != toldValue else { return }
        toldValue = number
        valueChanges.send(origin)
    }

    /// What is wrong with the text the user typed (not a number, or out of range), or nil:
    /// the field's error from its ``MessageSource/input`` source.
    public var inputError: String? { field.error(from: .input) }

    /// Shows as the field's error what is wrong with the text: that it is no number, or,
    /// once the user is done (`committing`), that it is still on its way to one or out of
    /// range.
    private func showReading(committing: Bool) {
        field.setError(inputMessage(committing: committing), from: .input)
    }

    private func inputMessage(committing: Bool) -> String? {
        let notANumber = { Translations.format("Enter a number like %@", self.format.example) }
        switch format.reading(of: text.text) {
        case .unreadable:
            return notANumber()
        case .incomplete:
            return committing ? notANumber() : nil
        case .number:
            if hasTooManyDigits {
                return Translations.plural("Enter a number of at most %d digit", "Enter a number of at most %d digits", maximumDigits)
            }
            guard committing, isOutOfRange else { return nil }
            let shown = { (bound: Decimal) in self.format.string(from: bound) }
            switch (minimum, maximum) {
            case (let minimum?, let maximum?): return Translations.format("Enter a number from %@ to %@", shown(minimum), shown(maximum))
            case (let minimum?, nil): return Translations.format("Enter a number of at least %@", shown(minimum))
            case (nil, let maximum?): return Translations.format("Enter a number of at most %@", shown(maximum))
            case (nil, nil): return nil
            }
        }
    }

    /// The number shown; nil while the field is empty or its text is no number. Setting it
    /// from code (not a user edit) clamps it to the range and rounds it to the format's fraction digits.
    public var value: Decimal? {
        get { hasTooManyDigits ? nil : format.number(fromValue: text.value) }
        set { set(newValue, by: .code) }
    }

    /// Shows `number` (nil: empty) as `origin`'s change: brought into range and rounded to
    /// the format's fraction digits, as ``value`` is set; a form row's one writer.
    public func set(_ number: Decimal?, by origin: ChangeOrigin) {
        let shown = number.map { format.string(from: inRange($0)) } ?? ""
        if origin == .user { text.edit(shown) } else { text.text = shown }
    }

    /// Whether `number`, set from code, shows as a number the field reads back: false for
    /// one of more digits than a field reads (38 with the format's fraction digits), which
    /// would show as no number. A form's number row refuses such a number
    /// (``FormError/numberOutOfReach(tag:number:)``), as the GObject `value` property does.
    public func shows(_ number: Decimal) -> Bool {
        guard case .number = format.reading(of: format.string(from: inRange(number))) else { return false }
        return true
    }

    /// The `Decimal` a caller's `Double` means (``FormValue/decimal``), when the field shows
    /// it (``shows(_:)``); nil for infinity, NaN and a number of more digits than it reads.
    public func shownDecimal(of number: Double) -> Decimal? {
        FormValue.number(number).decimal.flatMap { shows($0) ? $0 : nil }
    }

    /// Called once after each change of ``value``, last, with whose change it was; not for
    /// a change of the text alone (`1234` laid out as `1,234`, `1.5` typed on to `1.50`, a
    /// letter added to text that was no number).
    public let valueChanges = Observers<ChangeOrigin>()

    /// The number ``valueChanges`` last told of, to tell only real changes.
    private var toldValue: Decimal?

    /// Whether the number typed is outside the range (the field's error once ``commit()`` runs).
    public var isOutOfRange: Bool {
        guard let value else { return false }
        return clamped(value) != value
    }

    /// `number` brought into the range and rounded to the format's fraction digits, still
    /// in the range: a bound with more digits than the format shows (a maximum of 1.25
    /// shown with one) gives the nearest number inside it that the format can show (1.2).
    private func inRange(_ number: Decimal) -> Decimal {
        var result = clamped(number).rounded(toFractionDigits: format.fractionDigits)
        let unit = Decimal(sign: .plus, exponent: -format.fractionDigits, significand: 1)
        if let maximum, result > maximum { result -= unit }
        if let minimum, result < minimum { result += unit }
        return result
    }

    /// `number` brought into the range.
    public func clamped(_ number: Decimal) -> Decimal {
        var result = number
        if let minimum, result < minimum { result = minimum }
        if let maximum, result > maximum { result = maximum }
        return result
    }

    /// The user stepped `count` steps up (negative: down) from the number shown, or from
    /// the range's start when the field is empty; the result stays in range. Text that is
    /// not a number, or one of more digits than ``maximumDigits``, is the user's, and is not
    /// stepped over; nor is a step taken to a number of more digits. Returns whether the
    /// number changed.
    @discardableResult
    public func step(by count: Int) -> Bool {
        guard case .number = format.reading(of: text.text), !hasTooManyDigits else { return false }
        let start = value ?? inRange(0)
        let target = value == nil ? start : inRange(start + step * Decimal(count))
        guard target.significantDigitCount <= maximumDigits else { return false }
        return userSets(target)
    }

    /// The user finished typing: the number shows as the locale writes it (`1234.5`
    /// becomes `1,234.50` in dollars); a field with no digits empties. Text that is not a
    /// number, or a number out of range, stays, and is the field's error. Returns whether
    /// the text changed.
    @discardableResult
    public func commit() -> Bool {
        showReading(committing: true)
        guard inputError == nil else { return false }
        guard let number = value else {
            if text.text.isEmpty { return false }
            text.edit("")
            return true
        }
        return userSets(number)
    }

    /// Shows as the field's error what ``commit()`` would (text on its way to a number, a
    /// number out of range), leaving the text as typed: what a form's validation asks of a
    /// row whose user may still be typing, so that it never passes text the field would
    /// refuse once the user is done.
    package func checkAsCommitted() {
        showReading(committing: true)
    }

    private func userSets(_ number: Decimal) -> Bool {
        let shown = format.string(from: number)
        guard shown != text.text else { return false }
        text.edit(shown)
        return true
    }
}
