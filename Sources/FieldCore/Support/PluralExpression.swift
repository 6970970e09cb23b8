/// The C expression of a catalogue's `Plural-Forms` (`plural=(n != 1)`), which picks the
/// plural form for a count `n`.
///
/// Values are unsigned and wrap, as in gettext, which evaluates with `unsigned long`.
indirect enum PluralExpression: Equatable, Sendable {
    /// A binary operator of C's, those gettext's grammar has.
    enum Operator: String, Sendable {
        case multiply = "*", divide = "/", remainder = "%", add = "+", subtract = "-"
        case less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
        case equal = "==", notEqual = "!="
        case and = "&&", or = "||"
    }

    /// The count.
    case n
    /// An integer literal.
    case number(UInt64)
    /// `!operand`: 1 if it is 0, else 0.
    case not(PluralExpression)
    case binary(Operator, PluralExpression, PluralExpression)
    /// `condition ? then : otherwise`.
    case conditional(PluralExpression, PluralExpression, PluralExpression)

    /// `(n != 1)`, the English and German rule, and what a malformed expression falls back to.
    static let germanic = PluralExpression.binary(.notEqual, .n, .number(1))

    /// The expression's value for the count `n`, or nil when it divides by zero (which
    /// would crash in C too).
    func value(for n: UInt64) -> UInt64? {
        switch self {
        case .n: return n
        case .number(let value): return value
        case .not(let operand): return operand.value(for: n).map { $0 == 0 ? 1 : 0 }
        case .conditional(let condition, let then, let otherwise):
            guard let test = condition.value(for: n) else { return nil }
            return test != 0 ? then.value(for: n) : otherwise.value(for: n)
        case .binary(let op, let left, let right):
            guard let a = left.value(for: n) else { return nil }
            // && and || evaluate their right side only when C would.
            switch op {
            case .and: return a == 0 ? 0 : right.value(for: n).map { $0 != 0 ? 1 : 0 }
            case .or: return a != 0 ? 1 : right.value(for: n).map { $0 != 0 ? 1 : 0 }
            default: break
            }
            guard let b = right.value(for: n) else { return nil }
            return Self.apply(op, a, b)
        }
    }

    private static func apply(_ op: Operator, _ a: UInt64, _ b: UInt64) -> UInt64? {
        switch op {
        case .multiply: return a &* b
        case .divide: return b == 0 ? nil : a / b
        case .remainder: return b == 0 ? nil : a % b
        case .add: return a &+ b
        case .subtract: return a &- b
        case .less: return a < b ? 1 : 0
        case .greater: return a > b ? 1 : 0
        case .lessOrEqual: return a <= b ? 1 : 0
        case .greaterOrEqual: return a >= b ? 1 : 0
        case .equal: return a == b ? 1 : 0
        case .notEqual: return a != b ? 1 : 0
        case .and: return a != 0 && b != 0 ? 1 : 0
        case .or: return a != 0 || b != 0 ? 1 : 0
        }
    }
}
