import FoundationEssentials

/// A Swift number a ``NumberRow`` edits: `Int`, `Double` or `Decimal`, read from and
/// written to the row's `.number` value.
public protocol RowNumber: FormValueConvertible, Equatable {
    /// The number as a form value.
    var formValue: FormValue { get }
    /// How a row of this type writes numbers when the app gives no format: a whole
    /// number for `Int`, the locale's plain number otherwise.
    static var defaultFormat: NumberFormat { get }
    /// Rules every row of this type checks first (a whole number for `Int`).
    static var implicitRules: [ValidationRule<FormValue>] { get }
}

extension RowNumber {
    /// The locale's plain number.
    public static var defaultFormat: NumberFormat { NumberFormat() }
    /// None.
    public static var implicitRules: [ValidationRule<FormValue>] { [] }
}

extension Int: RowNumber {
    /// The number as a form value.
    public var formValue: FormValue { .number(Double(self)) }
    /// Whole numbers: no fraction digits.
    public static var defaultFormat: NumberFormat { NumberFormat(fractionDigits: 0) }
    /// A whole number: 2.5 guests are refused (typed, as no number; from code, by this
    /// rule), never rounded into the model.
    public static var implicitRules: [ValidationRule<FormValue>] { [.wholeNumber] }
}

extension Double: RowNumber {
    /// The number as a form value.
    public var formValue: FormValue { .number(self) }
}

extension Decimal: RowNumber {
    /// A number, read from its shortest decimal form (see ``FormValue/decimal``).
    public init?(formValue: FormValue) {
        guard let decimal = formValue.decimal else { return nil }
        self = decimal
    }

    /// The number as a form value.
    public var formValue: FormValue { .number(doubleValue) }
}
