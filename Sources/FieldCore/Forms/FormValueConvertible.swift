import FoundationEssentials

/// A Swift type a form value can be read as, with ``Form/value(of:as:)``.
public protocol FormValueConvertible {
    /// The Swift value, or nil when `formValue` holds another kind.
    init?(formValue: FormValue)
}

extension String: FormValueConvertible {
    /// Text, or a choice's text.
    public init?(formValue: FormValue) {
        switch formValue {
        case .text(let text), .choice(_, let text): self = text
        default: return nil
        }
    }
}

extension Double: FormValueConvertible {
    /// A number.
    public init?(formValue: FormValue) {
        guard case .number(let number) = formValue else { return nil }
        self = number
    }
}

extension Int: FormValueConvertible {
    /// A whole number, or a choice's index.
    public init?(formValue: FormValue) {
        switch formValue {
        case .number(let number) where number.rounded() == number && abs(number) < 9.0e15: self = Int(number)
        case .choice(let index?, _): self = index
        default: return nil
        }
    }
}

extension Bool: FormValueConvertible {
    /// A flag.
    public init?(formValue: FormValue) {
        guard case .flag(let flag) = formValue else { return nil }
        self = flag
    }
}

extension Optional: FormValueConvertible where Wrapped == Date {
    /// A date row's value, nil when empty.
    public init?(formValue: FormValue) {
        guard case .date(let date) = formValue else { return nil }
        self = date
    }
}
