/// The value of a text field: single-line (`EntryField`) or multi-line (`AreaField`).
public final class TextFieldModel: ValueModel {
    /// The field's shared state machine.
    public let field: FieldModel

    /// Whether the field takes several lines (an `AreaField`).
    public let isMultiline: Bool

    /// The text. Setting it from code does not count as a user edit.
    public var text: String {
        get { storedText }
        set { update(newValue, byUser: false) }
    }

    /// A unit shown after the input, always visible (such as `"kg"`).
    public var unit: String? {
        didSet { if isMultiline { unit = nil } }
    }

    /// Whether a currency sign shows before the input while the label floats.
    /// Single-line fields only.
    public var isMonetary = false {
        didSet { if isMultiline { isMonetary = false } }
    }

    /// Shapes typed text (an ``InputMask`` or ``InputFilter``); nil takes text as typed.
    public var formatter: (any TextFormatter)? {
        didSet { if (formatter == nil) != (oldValue == nil) { formatterChanges.send(formatter != nil) } }
    }

    /// Called with whether a formatter is set, when the first is set or the last removed:
    /// a view that shapes edits only with one attaches its edit hooks then.
    public let formatterChanges = Observers<Bool>()

    /// The value a form sees: the text without a mask's literals.
    public var value: String { formatter?.value(of: storedText) ?? storedText }

    /// Sets the value (by code unless `origin` says it is the user's, as a form's `edit`
    /// does): a mask lays it out, a filter drops what it would not take.
    public func setValue(_ value: String, by origin: ChangeOrigin = .code) {
        update(formatter?.display(value) ?? value, byUser: origin == .user)
    }

    /// Sets the value as `origin`'s change, as ``setValue(_:by:)`` does.
    public func set(_ value: String, by origin: ChangeOrigin) {
        setValue(value, by: origin)
    }

    /// The currency sign shown when ``isMonetary`` is set: the desktop region's (`€` on a
    /// German desktop, from `LC_MONETARY`), or the seed's `$` where the region has none (the
    /// C locale).
    public var currencySymbol: String {
        get { chosenCurrencySymbol ?? Self.regionCurrency.symbol }
        set { chosenCurrencySymbol = newValue }
    }
    /// Whether the sign comes before the text (`$12.50`) or after it (`12,50 €`): as the
    /// desktop region writes amounts, unless set.
    public var currencyPrecedesText: Bool {
        get { chosenCurrencyPrecedence ?? Self.regionCurrency.precedes }
        set { chosenCurrencyPrecedence = newValue }
    }
    // Read from the region only when asked: most fields are not monetary.
    private var chosenCurrencySymbol: String?
    private var chosenCurrencyPrecedence: Bool?
    private static var regionCurrency: (symbol: String, precedes: Bool) {
        let region = RegionFormats.desktop
        return region.currencySymbol.isEmpty ? ("$", true) : (region.currencySymbol, region.currencyPrecedesAmount)
    }

    /// Called with the new text after every change, by the user or by code.
    public let textChanges = Observers<String>()

    /// Called with the new text after each change the user made (``edit(_:)``).
    public let userEdits = Observers<String>()

    /// Called once after each change of the text, last, with whose change it was: the one
    /// stream a form's row follows.
    public let valueChanges = Observers<ChangeOrigin>()

    // Unchecked exclusivity, as the field model's transaction state: read and assigned only.
    @exclusivity(unchecked) private var storedText = ""

    /// Creates an empty text field.
    public init(label: String = "", multiline: Bool = false) {
        field = FieldModel(label: label)
        isMultiline = multiline
    }

    /// A text field whose state machine is `field`, shared with its owner (a form's row).
    public init(field: FieldModel, multiline: Bool = false) {
        self.field = field
        isMultiline = multiline
    }

    /// The counter's maximum, kept on the field (over-long text is kept, and flagged).
    public var maxLength: Int? {
        get { field.maxLength }
        set { field.maxLength = newValue.map { max(0, $0) } }
    }

    /// The user typed: the text becomes `newText`.
    public func edit(_ newText: String) {
        update(newText, byUser: true)
    }

    /// The text before the input: the currency sign where the region writes it first, only
    /// while the label floats (an empty resting field shows only its label).
    public var prefixText: String? {
        showsCurrencySign && currencyPrecedesText ? currencySymbol : nil
    }

    /// The text after the input: the currency sign where the region writes it after the
    /// amount (only while the label floats), then the unit, always shown.
    public var suffixText: String? {
        guard showsCurrencySign, !currencyPrecedesText else { return unit }
        return [currencySymbol, unit].compactMap { $0 }.joined(separator: " ")
    }

    private var showsCurrencySign: Bool { isMonetary && field.snapshot.isLabelFloating }

    private func update(_ newText: String, byUser: Bool) {
        field.transaction {
            guard newText != storedText else { return }
            storedText = newText
            field.valueDidChange(characterCount: newText.count, byUser: byUser)
            textChanges.send(newText)
            if byUser { userEdits.send(newText) }
            valueChanges.send(byUser ? .user : .code)
        }
    }
}
