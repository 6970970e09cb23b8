import FoundationEssentials

extension Decimal {
    /// The number rounded to `fractionDigits` after the point, a half away from zero
    /// (`2.345` to two digits is `2.35`, `-2.345` is `-2.35`), as `NSDecimalRound`'s `.plain`
    /// does; exact, on the decimal digits themselves (FoundationEssentials has no rounding).
    package func rounded(toFractionDigits fractionDigits: Int) -> Decimal {
        let text = description
        guard !isNaN, let point = text.firstIndex(of: ".") else { return self }
        let digitsAfter = text.distance(from: text.index(after: point), to: text.endIndex)
        let kept = Swift.max(0, fractionDigits)
        guard digitsAfter > kept else { return self }
        let negative = text.hasPrefix("-")
        let whole = text[(negative ? text.index(after: text.startIndex) : text.startIndex)..<point]
        let fraction = text[text.index(after: point)...]
        var digits = Array(whole + fraction.prefix(kept)).compactMap(\.wholeNumberValue)
        if let next = fraction.dropFirst(kept).first?.wholeNumberValue, next >= 5 {
            var position = digits.count - 1
            while position >= 0, digits[position] == 9 {
                digits[position] = 0
                position -= 1
            }
            if position >= 0 { digits[position] += 1 } else { digits.insert(1, at: 0) }
        }
        var result = digits.dropLast(kept).map(String.init).joined()
        if result.isEmpty { result = "0" }
        if kept > 0 { result += "." + digits.suffix(kept).map(String.init).joined() }
        return Decimal(string: (negative ? "-" : "") + result, locale: Locale(identifier: "en_US_POSIX")) ?? self
    }

    /// The number as a `Double`, the nearest one to its decimal digits.
    package var doubleValue: Double { Double(description) ?? .nan }

    /// How many significant digits the number has, leading and trailing zeros aside:
    /// `1234.5` has 5, `0.001` and `1000` one.
    package var significantDigitCount: Int {
        let digits = description.prefix { $0 != "e" }.filter { $0.isASCII && $0.isNumber }
        return digits.drop { $0 == "0" }.reversed().drop { $0 == "0" }.count
    }
}
