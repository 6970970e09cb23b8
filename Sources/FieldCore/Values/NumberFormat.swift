import FoundationEssentials

/// Numbers as the user's locale writes them, typed into a text field: digits grouped as
/// they are typed (`1,234,567`, `1.234.567`, `1 234 567`), the locale's decimal separator,
/// a currency sign, percent sign or unit beside the number.
///
/// As a ``TextFormatter`` it keeps the caret after what was typed, however the grouping
/// moves, and refuses what cannot belong to a number (letters, a second decimal
/// separator, a minus sign after the first digit, more fraction digits than the format
/// shows): ``edit(replacing:in:with:)`` names them so a field can say so. A space is
/// dropped, since the format places its own grouping. A grouping separator is dropped
/// where it ends a group of the pasted or typed text (`1.234,5` pasted on a German
/// desktop), and refused alone: a German user's `1.5`, typed meaning the decimal point
/// of another locale, is refused out loud, never silently read as 15. A form sees the
/// number as `-1234.5`, whatever the locale.
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

    private let groupingSize: Int
    private let secondaryGroupingSize: Int
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
        case .unit(let unit):
            defaultDigits = 3
            prefix = nil
            suffix = unit
        case .percent:
            defaultDigits = 0
            prefix = nil
            suffix = "%"
        case .currency(let code):
            let currency = Currency(code: code, formats: formats)
            defaultDigits = currency.fractionDigits
            prefix = formats.currencyPrecedesAmount ? currency.symbol : nil
            suffix = formats.currencyPrecedesAmount ? nil : currency.symbol
        }
        self.fractionDigits = max(0, fractionDigits ?? defaultDigits)
    }

    /// The format of `style` as the locale named `locale` writes numbers in the C library
    /// (`Locale(identifier: "de_DE")`); a locale that is not installed gives C's formats.
    public init(_ style: Style = .decimal, fractionDigits: Int? = nil, locale: Locale) {
        self.init(style, fractionDigits: fractionDigits, formats: RegionFormats(locale))
    }

    // MARK: Editing

    public func apply(replacing range: Range<Int>, in text: String, with replacement: String) -> (text: String, caret: Int) {
        let result = edit(replacing: range, in: text, with: replacement)
        return (result.text, result.caret)
    }

    public func value(of text: String) -> String {
        var reader = Reader(format: self)
        for character in text { reader.read(character, typed: false) }
        return String(reader.tokens)
    }

    public func display(_ value: String) -> String {
        var reader = Reader(format: self)
        for character in value { reader.read(character == "." ? decimalSeparator : character, typed: false) }
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

    /// `number` as the desktop's region writes it in a message, all its digits kept.
    static func shown(_ number: Double) -> String {
        guard number.isFinite, let decimal = Decimal(string: "\(number)", locale: Locale(identifier: "en_US_POSIX")) else { return "\(number)" }
        return NumberFormat(.decimal, fractionDigits: 15).string(from: decimal)
    }

    /// `number` as the field shows it (`1,234.5`).
    public func string(from number: Decimal) -> String {
        display(value(for: number))
    }

    // MARK: Layout

    public func edit(replacing range: Range<Int>, in text: String, with replacement: String) -> TextEdit {
        let characters = Array(text)
        let lower = min(max(0, range.lowerBound), characters.count)
        let upper = min(max(lower, range.upperBound), characters.count)
        var reader = Reader(format: self)
        for character in characters[..<lower] { reader.read(character, typed: false) }
        let grouping = groupSeparators(in: Array(replacement))
        for (index, character) in replacement.enumerated() { reader.read(character, typed: !grouping.contains(index)) }
        let caretTokens = reader.tokens.count
        for character in characters[upper...] { reader.read(character, typed: false) }
        // A paste with a grouping separator that ends no group (`1,5` where the comma
        // groups) is another locale's number: the text stays, and all of it is refused.
        let misgrouped = replacement.count > 1 && reader.refused.contains(groupingSeparator)
        guard (reader.lost == 0 && !misgrouped) || replacement.isEmpty else {
            // What was typed would push out what is there (a digit before the minus sign, a
            // fraction digit past the last, a second separator): the text stays, and all
            // of the typing is refused rather than any of the user's text lost.
            var before = Reader(format: self)
            for character in characters[..<lower] { before.read(character, typed: false) }
            let kept = edit(replacing: lower..<lower, in: text, with: "")
            return TextEdit(text: kept.text, caret: caret(afterTokens: before.tokens.count, in: kept.text),
                            refused: misgrouped ? replacement : replacement.filter { $0 != groupingSeparator && !$0.isWhitespace })
        }
        let shown = layout(reader.tokens)
        return TextEdit(text: shown, caret: caret(afterTokens: caretTokens, in: shown), refused: reader.refused)
    }

    /// The positions in `typed` of grouping separators that end a group: followed by a
    /// whole group of digits, then by no further digit.
    private func groupSeparators(in typed: [Character]) -> Set<Int> {
        guard groupingSize != Int.max else { return [] }
        var found: Set<Int> = []
        for (index, character) in typed.enumerated() where character == groupingSeparator && index > 0 && typed[index - 1].isNumber {
            let group = typed[(index + 1)...].prefix { $0.isNumber }
            if group.count == groupingSize { found.insert(index) }
        }
        return found
    }

    /// The tokens (`-`, ASCII digits, `.`) as shown: the locale's digits and separators,
    /// the whole part grouped.
    private func layout(_ tokens: [Character]) -> String {
        let negative = tokens.first == "-"
        let body = negative ? tokens.dropFirst() : tokens[...]
        let point = body.firstIndex(of: ".")
        let whole = Array(body[..<(point ?? body.endIndex)])
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

    /// Reads shown or typed characters into tokens, refusing typed ones that cannot belong.
    private struct Reader {
        let format: NumberFormat
        var tokens: [Character] = []
        var refused = ""
        private var hasPoint = false
        private var fraction = 0

        init(format: NumberFormat) {
            self.format = format
        }

        mutating func read(_ character: Character, typed: Bool) {
            if let digit = character.wholeNumberValue, character.isNumber, (0...9).contains(digit) {
                guard !hasPoint || fraction < format.fractionDigits else { return refuse(character, typed) }
                if hasPoint { fraction += 1 }
                tokens.append(Character(String(digit)))
            } else if character == format.decimalSeparator {
                guard !hasPoint, format.fractionDigits > 0 else { return refuse(character, typed) }
                hasPoint = true
                tokens.append(".")
            } else if character == format.groupingSeparator, typed {
                refused.append(character)
            } else if character == format.groupingSeparator || character.isWhitespace {
                return
            } else if character == "-" || character == "\u{2212}" {
                guard tokens.isEmpty else { return refuse(character, typed) }
                tokens.append("-")
            } else if typed {
                refused.append(character)
            }
        }

        /// Digits, separators and signs of the user's text (not typed now) that had to be dropped.
        private(set) var lost = 0

        private mutating func refuse(_ character: Character, _ typed: Bool) {
            if typed { refused.append(character) } else { lost += 1 }
        }
    }
}
