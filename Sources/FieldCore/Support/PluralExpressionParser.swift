/// Reads a `Plural-Forms` expression (`n%10==1 && n%100!=11 ? 0 : 1`) into a
/// ``PluralExpression``, by recursive descent over C's precedence levels, lowest first:
/// `?:`, `||`, `&&`, `== !=`, `< > <= >=`, `+ -`, `* / %`, unary `!`, then `n`, an
/// integer or a parenthesised expression. That is the whole grammar gettext accepts.
struct PluralExpressionParser {
    private let bytes: [UInt8]
    private var position = 0
    /// How deeply parentheses, `!` and `?:` nest: bounded, so no text can exhaust the stack.
    private var depth = 0
    private static let maximumDepth = 64

    /// The expression `text` holds, or nil if it is not one (or has anything after it).
    static func parse(_ text: some StringProtocol) -> PluralExpression? {
        var parser = PluralExpressionParser(bytes: Array(text.utf8))
        guard let expression = parser.conditional() else { return nil }
        parser.skipSpaces()
        return parser.position == parser.bytes.count ? expression : nil
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // condition ? then : otherwise, right-associative.
    private mutating func conditional() -> PluralExpression? {
        guard let condition = binary(level: 0) else { return nil }
        guard take("?") else { return condition }
        guard enter(), let then = conditional(), take(":"), let otherwise = conditional() else { return nil }
        depth -= 1
        return .conditional(condition, then, otherwise)
    }

    /// The binary operators by precedence, lowest first; each level is left-associative.
    /// (A longer operator is listed before its prefix: `<=` before `<`.)
    private static let levels: [[PluralExpression.Operator]] = [
        [.or],
        [.and],
        [.equal, .notEqual],
        [.lessOrEqual, .greaterOrEqual, .less, .greater],
        [.add, .subtract],
        [.multiply, .divide, .remainder],
    ]

    private mutating func binary(level: Int) -> PluralExpression? {
        guard level < Self.levels.count else { return unary() }
        guard var left = binary(level: level + 1) else { return nil }
        while let op = Self.levels[level].first(where: { peek($0.rawValue) }) {
            _ = take(op.rawValue)
            guard let right = binary(level: level + 1) else { return nil }
            left = .binary(op, left, right)
        }
        return left
    }

    private mutating func unary() -> PluralExpression? {
        // "!" but not "!=" (which a well-formed expression never has here anyway).
        if peek("!"), !peek("!=") {
            _ = take("!")
            guard enter(), let operand = unary() else { return nil }
            depth -= 1
            return .not(operand)
        }
        return primary()
    }

    private mutating func primary() -> PluralExpression? {
        skipSpaces()
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        if byte == UInt8(ascii: "n") {
            position += 1
            return .n
        }
        if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            var value: UInt64 = 0
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                let (times, overflowed) = value.multipliedReportingOverflow(by: 10)
                guard !overflowed else { return nil }
                value = times &+ UInt64(bytes[position] - UInt8(ascii: "0"))
                position += 1
            }
            return .number(value)
        }
        if take("(") {
            guard enter(), let inner = conditional(), take(")") else { return nil }
            depth -= 1
            return inner
        }
        return nil
    }

    private mutating func enter() -> Bool {
        depth += 1
        return depth <= Self.maximumDepth
    }

    private mutating func skipSpaces() {
        while position < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[position]) {
            position += 1
        }
    }

    /// Whether `token` comes next (after spaces).
    private mutating func peek(_ token: String) -> Bool {
        skipSpaces()
        let token = Array(token.utf8)
        return bytes.count - position >= token.count && Array(bytes[position..<position + token.count]) == token
    }

    /// Consumes `token` if it comes next.
    private mutating func take(_ token: String) -> Bool {
        guard peek(token) else { return false }
        position += token.utf8.count
        return true
    }
}
