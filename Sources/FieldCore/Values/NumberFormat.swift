import FoundationEssentials

/// Numbers as the user's locale writes them, typed into a text field: digits grouped as
/// they are typed (`1,234,567`, `1.234.567`, `1 234 567`), the locale's decimal separator,
/// a currency sign, percent sign or unit beside the number.
///
/// As a ``TextFormatter`` it lays out what the user types as soon as it reads as a number,
/// keeping the caret after what was typed however the grouping moves. Text that does not
/// read as a number in the locale (a letter, another locale's separator such as a German
/// user's `1.5`, `(1,234.00)` pasted as a plain number, more fraction digits than the
/// format shows) is kept
/// exactly as typed, never read as another number: ``reading(of:)`` says which, and a
/// ``NumberFieldModel`` shows it as the field's error. A form sees the number as `-1234.5`,
/// whatever the locale.
public struct NumberFormat: TextFormatter, Equatable, Sendable {
    /// What the number is.
    public enum Style: Sendable, Equatable {
        /// A plain number.
        case decimal
        /// An amount in the currency with this ISO 4217 code (`"EUR"`), its sign placed as
        /// the locale places it and its fraction digits as many as the currency has.
        case currency(String)
        /// A percentage: the number shown is the value (25 for 25 %).
        case percent
        /// A measure in a unit shown after the number (`"kg"`).
        case unit(String)
    }

    /// What the number is.
    public let style: Style
    /// The most digits after the decimal separator (0 takes whole numbers only).
    public let fractionDigits: Int
    /// The locale's decimal separator.
    public let decimalSeparator: Character
    /// The locale's grouping separator; U+0000 where the locale does not group (C). A
    /// space is shown as a narrow no-break space, so an amount never breaks across lines.
    public let groupingSeparator: Character
    /// Text shown before the number: a currency sign where the locale puts it first.
    public let prefix: String?
    /// Text shown after the number: a currency sign the locale puts last, `%` or the unit.
    public let suffix: String?

    /// Other signs of the amount's currency that are read as its own (``Currency``).
    let otherCurrencySigns: [String]
    let groupingSize: Int
    let secondaryGroupingSize: Int
    /// The digit zero shown: `0`, as the C library and GTK write every locale's numbers.
    private let zero: Unicode.Scalar

    /// The format of `style` as the user's region writes numbers (``RegionFormats``: the
    /// desktop's `LC_NUMERIC`, and `LC_MONETARY` for an amount, unless the app gives other
    /// formats), showing at most `fractionDigits` after the decimal separator (by default
    /// as many as the style shows: the currency's own for an amount, none for a
    /// percentage, three otherwise; negative counts as zero).
    public init(_ style: Style = .decimal, fractionDigits: Int? = nil, formats: RegionFormats = .desktop) {
        self.style = style
        let monetary: Bool
        if case .currency = style { monetary = true } else { monetary = false }
        let decimal = monetary ? formats.monetaryDecimalSeparator : formats.decimalSeparator
        let grouping = monetary ? formats.monetaryGroupingSeparator : formats.groupingSeparator
        let sizes = monetary ? formats.monetaryGrouping : formats.grouping
        decimalSeparator = decimal.first ?? "."
        // A locale that does not group (C) has no separator: none is shown, and none is read.
        groupingSeparator = grouping.first.map { $0 == " " ? "\u{202F}" : $0 } ?? "\u{0}"
        groupingSize = grouping.isEmpty ? Int.max : sizes.first ?? 3
        secondaryGroupingSize = grouping.isEmpty ? Int.max : sizes.dropFirst().first ?? groupingSize
        zero = "0"
        let defaultDigits: Int
        switch style {
        case .decimal:
            defaultDigits = 3
            prefix = nil
            suffix = nil
            otherCurrencySigns = []
        case .unit(let unit):
            defaultDigits = 3
            prefix = nil
            suffix = unit
            otherCurrencySigns = []
        case .percent:
            defaultDigits = 0
            prefix = nil
            suffix = "%"
            otherCurrencySigns = []
        case .currency(let code):
            let currency = Currency(code: code, formats: formats)
            defaultDigits = currency.fractionDigits
            prefix = formats.currencyPrecedesAmount ? currency.symbol : nil
            suffix = formats.currencyPrecedesAmount ? nil : currency.symbol
            otherCurrencySigns = currency.otherSigns
        }
        self.fractionDigits = max(0, fractionDigits ?? defaultDigits)
    }

    /// The format of `style` as the locale named `locale` writes numbers in the C library
    /// (`Locale(identifier: "de_DE")`); a locale that is not installed gives C's formats.
    public init(_ style: Style = .decimal, fractionDigits: Int? = nil, locale: Locale) {
        self.init(style, fractionDigits: fractionDigits, formats: RegionFormats(locale))
    }

    // MARK: Editing

    /// The number `text` reads as (`-1234.5`); empty for text that does not read as one.
    public func value(of text: String) -> String {
        guard case .number(let value) = reading(of: text) else { return "" }
        return value
    }

    /// `value` (`-1234.5`, set from code) as the field shows it, its fraction cut to the
    /// format's digits; what is not part of a number is left out.
    public func display(_ value: String) -> String {
        var reader = Reader(format: self)
        for character in value { reader.read(character == "." ? decimalSeparator : character) }
        var tokens = reader.tokens
        if case .currency = style, fractionDigits > 0, tokens.contains(where: { $0.isNumber }) {
            if !tokens.contains(".") { tokens.append(".") }
            let fraction = tokens.count - 1 - (tokens.firstIndex(of: ".") ?? tokens.count - 1)
            tokens += Array(repeating: "0", count: max(0, fractionDigits - fraction))
        }
        return layout(tokens)
    }

    // MARK: Numbers

    /// The number a value (`-1234.5`, as ``value(of:)`` gives) stands for; nil for none
    /// (an empty field, a lone minus sign).
    public func number(fromValue value: String) -> Decimal? {
        guard value.contains(where: \.isNumber) else { return nil }
        return Decimal(string: value, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// The value (`-1234.5`) of `number`, rounded to ``fractionDigits``.
    public func value(for number: Decimal) -> String {
        let rounded = number.rounded(toFractionDigits: fractionDigits)
        return rounded.isZero ? "0" : "\(rounded)"
    }

    /// `number` as the desktop's region writes it in a message (`1.234,5` in German), all
    /// its digits kept.
    static func shown<Number: BinaryInteger>(_ number: Number) -> String {
        NumberFormat(.decimal, fractionDigits: 0).string(from: Decimal(Int(number)))
    }

    /// `number` as the region writes it in a message (the desktop's unless `formats` says
    /// otherwise), all its digits kept.
    static func shown(_ number: Double, formats: RegionFormats = .desktop) -> String {
        guard number.isFinite, let decimal = Decimal(string: "\(number)", locale: Locale(identifier: "en_US_POSIX")) else { return "\(number)" }
        return NumberFormat(.decimal, fractionDigits: 15, formats: formats).string(from: decimal)
    }

    /// `number` as the field shows it (`1,234.5`).
    public func string(from number: Decimal) -> String {
        display(value(for: number))
    }

    // MARK: Layout

    /// The text after the user's edit: laid out when the whole text reads as a number,
    /// otherwise exactly as typed (with any grouping the field had placed left where it
    /// was), so that nothing the user typed is dropped or read as another number.
    public func apply(replacing range: Range<Int>, in text: String, with replacement: String) -> (text: String, caret: Int) {
        let characters = Array(text)
        let lower = min(max(0, range.lowerBound), characters.count)
        let upper = min(max(lower, range.upperBound), characters.count)
        // Typing over a selection is a deletion, then an insertion, as GTK makes it: what
        // the deletion leaves is on screen when the new text comes.
        if lower < upper, !replacement.isEmpty {
            let deleted = apply(replacing: lower..<upper, in: text, with: "")
            return apply(replacing: deleted.caret..<deleted.caret, in: deleted.text, with: replacement)
        }
        // A paste's own spaces around it are not the number's.
        let typed = Array(replacement.count > 1 ? String(trimmingSpaces(Array(replacement)[...])) : replacement)
        let asTyped = Array(characters[..<lower]) + typed + Array(characters[upper...])
        // The grouping separators the field placed are its own, not the user's: read
        // without them, deleting a digit never leaves a group short.
        let placed = characters.contains(groupingSeparator) && isLaidOut(characters)
        let before = characters[..<lower].filter { !placed || $0 != groupingSeparator }
        let after = characters[upper...].filter { !placed || $0 != groupingSeparator }
        guard case .number(let tokens) = reading(before + typed + after), !endsWithWholeAmountDash(asTyped[...]) else {
            return (String(asTyped), lower + typed.count)
        }
        let number = Array(tokens)
        let shown = layout(number)
        let typedBeforeCaret = tokenCount(before + typed)
        // Leading zeros the layout leaves out (`007` is shown 7) take no place for the caret.
        let sign = number.first == "-" ? 1 : 0
        let tokensBeforeCaret = typedBeforeCaret - min(redundantZeros(in: number), max(0, typedBeforeCaret - sign))
        return (shown, caret(afterTokens: tokensBeforeCaret, in: shown))
    }

    /// How many of the layout's tokens (its minus sign, digits and decimal separator) the
    /// text `characters` holds: signs read as ``unsigned(_:)`` reads them (`-B/. 12` holds
    /// three: the sign's dot is not the number's), or, where the text is not yet whole
    /// (`(12` before its `)`), the minus signs and parentheses in it.
    private func tokenCount(_ characters: [Character]) -> Int {
        let isToken = { (character: Character) in Self.digit(character) != nil || self.isDecimalMark(character) }
        guard let (digits, negative) = unsigned(characters[...]) else {
            return trimmingSigns(characters[...]).filter { isToken($0) || Self.isMinus($0) || $0 == "(" }.count
        }
        return digits.filter(isToken).count + (negative ? 1 : 0)
    }

    /// The whole part's leading zeros that say nothing: `007` is 7, and `0.5` keeps its 0.
    private func redundantZeros(in tokens: [Character]) -> Int {
        let whole = (tokens.first == "-" ? tokens.dropFirst() : tokens[...]).prefix { $0 != "." }
        return max(0, min(whole.prefix { $0 == "0" }.count, whole.count - 1))
    }

    /// Whether `characters` are a number as the field lays it out (not text kept as typed).
    private func isLaidOut(_ characters: [Character]) -> Bool {
        guard case .number(let tokens) = reading(characters) else { return false }
        return Array(layout(Array(tokens))) == characters
    }

    /// The tokens (`-`, ASCII digits, `.`) as shown: the locale's digits and separators,
    /// the whole part grouped.
    private func layout(_ tokens: [Character]) -> String {
        let negative = tokens.first == "-"
        let body = negative ? tokens.dropFirst() : tokens[...]
        let point = body.firstIndex(of: ".")
        let whole = Array(body[..<(point ?? body.endIndex)].dropFirst(redundantZeros(in: tokens)))
        var grouped: [Character] = []
        var size = groupingSize
        var count = 0
        for digit in whole.reversed() {
            if count == size {
                grouped.append(groupingSeparator)
                count = 0
                size = secondaryGroupingSize
            }
            grouped.append(localDigit(digit))
            count += 1
        }
        var shown = negative ? "-" : ""
        shown += String(grouped.reversed())
        if let point {
            shown.append(decimalSeparator)
            shown += String(body[body.index(after: point)...].map(localDigit))
        }
        return shown
    }

    private func localDigit(_ digit: Character) -> Character {
        guard let value = digit.wholeNumberValue, let scalar = Unicode.Scalar(zero.value + UInt32(value)) else { return digit }
        return Character(scalar)
    }

    /// The position in `shown` just after its `count`th token.
    private func caret(afterTokens count: Int, in shown: String) -> Int {
        guard count > 0 else { return 0 }
        var seen = 0
        for (index, character) in shown.enumerated() where character != groupingSeparator && !character.isWhitespace {
            seen += 1
            if seen == count { return index + 1 }
        }
        return shown.count
    }

    /// Reads a value set from code into tokens, leaving out what cannot belong.
    private struct Reader {
        let format: NumberFormat
        var tokens: [Character] = []
        private var hasPoint = false
        private var fraction = 0

        init(format: NumberFormat) {
            self.format = format
        }

        mutating func read(_ character: Character) {
            if let digit = NumberFormat.digit(character) {
                guard !hasPoint || fraction < format.fractionDigits else { return }
                if hasPoint { fraction += 1 }
                tokens.append(digit)
            } else if character == format.decimalSeparator {
                guard !hasPoint, format.fractionDigits > 0 else { return }
                hasPoint = true
                tokens.append(".")
            } else if NumberFormat.isMinus(character), tokens.isEmpty {
                tokens.append("-")
            }
        }
    }
}
