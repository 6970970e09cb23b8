/// The signs around a number as the user's locale writes them: where they stand, and which
/// of them make it negative.
extension NumberFormat {
    /// What stands around an amount's digits, by what the C library writes for the
    /// locale's money (`strfmon`): the currency's sign or its ISO code (`$`, `USD`), a
    /// minus or plus sign, or parentheses, each once, in any order at either end, with
    /// spaces between (`-$1,234.50`, `CHF- 1’234.50`, `₪ 1,234.50-`, `(HK$1,234.50)`,
    /// `1.234,50 EUR`).
    private enum AmountSign {
        case currency, minus, plus, open, close
        /// A dot after the letters of a sign that starts the text, before a digit (`ر.س.5`):
        /// it may end the sign (Saudi Arabia's riyal is `ر.س`, also written `ر.س.`) or
        /// start the fraction, so the amount is neither for sure.
        case dotOfSignOrFraction
    }

    /// The digits of `characters` and whether a sign makes them negative; nil when the
    /// signs contradict each other (`-(12)`, `--12`, `(12`).
    ///
    /// Any number may have the format's prefix or suffix at either end and a minus sign
    /// before its digits, as `printf` writes it; an amount may have any sign its locale's
    /// money is written with, in the places ``AmountSign`` says. Spaces before the text go;
    /// spaces after it stay unless a sign follows them: typed after the digits, a space
    /// is a grouping separator on its way (`12 ` before `12 500`).
    func unsigned(_ characters: ArraySlice<Character>) -> (digits: ArraySlice<Character>, negative: Bool)? {
        guard case .currency(let code) = style else {
            let body = trimmingSigns(trimmingLeadingSpaces(characters))
            guard let first = body.first, Self.isMinus(first) else { return (body, false) }
            return (body.dropFirst(), true)
        }
        let names = currencyNames(code)
        var body = trimmingLeadingSpaces(characters)
        var seen: [AmountSign] = []
        while let (sign, length) = amountSign(at: .start, of: body, names: names, code: code), !seen.contains(sign),
              sign != .close {
            seen.append(sign)
            body = trimmingLeadingSpaces(body.dropFirst(length))
        }
        var isWholeAmount = false
        while true {
            let trimmed = trimmingTrailingSpaces(body)
            if !isWholeAmount, let dashes = wholeAmountDashes(ending: trimmed) {
                isWholeAmount = true
                body = trimmed.dropLast(dashes)
                continue
            }
            guard let (sign, length) = amountSign(at: .end, of: trimmed, names: names, code: code), sign != .open,
                  !seen.contains(sign) else { break }
            seen.append(sign)
            body = trimmingTrailingSpaces(trimmed.dropLast(length))
        }
        let parenthesized = seen.contains(.open)
        guard !seen.contains(.dotOfSignOrFraction), parenthesized == seen.contains(.close), seen.filter({ $0 != .currency }).count <= (parenthesized ? 2 : 1) else {
            return nil
        }
        return (body, parenthesized || seen.contains(.minus))
    }

    /// Whether an amount's text ends with a whole amount's dash, before its currency's sign
    /// if that follows (`12,-`, `12,- €`): the field keeps the text as typed until the user
    /// is done, rather than laying it out without the dash they just typed.
    func endsWithWholeAmountDash(_ characters: ArraySlice<Character>) -> Bool {
        guard case .currency(let code) = style else { return false }
        var body = trimmingTrailingSpaces(characters)
        if let (sign, length) = amountSign(at: .end, of: body, names: currencyNames(code), code: code), sign == .currency {
            body = trimmingTrailingSpaces(body.dropLast(length))
        }
        return wholeAmountDashes(ending: body) != nil
    }

    /// How many dashes end `body` right after its decimal separator and a digit: the
    /// whole amount's mark of German, Dutch, Scandinavian, Czech and Swiss prices (`12,-`,
    /// `1.234,– €`, `CHF 12.--`), which no locale's money writes for a minus. Nil for any
    /// other ending: `12,50-` is negative where the locale puts its minus last.
    private func wholeAmountDashes(ending body: ArraySlice<Character>) -> Int? {
        let dashes = body.reversed().prefix { Self.isMinus($0) || $0 == "\u{2013}" || $0 == "\u{2014}" }.count
        guard (1...2).contains(dashes) else { return nil }
        let number = body.dropLast(dashes)
        guard let mark = number.last, isDecimalMark(mark), let digit = number.dropLast().last, Self.digit(digit) != nil
        else { return nil }
        return dashes
    }

    /// An end of a text.
    private enum End { case start, end }

    /// The sign `body` starts or ends with, and its length; `names` are the currency's
    /// (``currencyNames(_:)``). A sign that ends in a letter may have an abbreviation's dot
    /// after it (`ر.س. 5`, `5 ر.س.`).
    private func amountSign(at end: End, of body: ArraySlice<Character>, names: [String], code: String) -> (AmountSign, Int)? {
        if let character = end == .start ? body.first : body.last, let sign = Self.amountSign(character) { return (sign, 1) }
        if end == .end, body.last == ".",
           let name = names.first(where: { $0.last?.isLetter == true && isCurrency(String(body.dropLast().suffix($0.count)), named: $0, code: code) }) {
            return (.currency, name.count + 1)
        }
        guard let name = names.first(where: { name in
            isCurrency(String(end == .start ? body.prefix(name.count) : body.suffix(name.count)), named: name, code: code)
        }) else { return nil }
        let after = body.dropFirst(name.count)
        guard end == .start, name.last?.isLetter == true, after.first == "." else { return (.currency, name.count) }
        return after.dropFirst().first?.isNumber == true ? (.dotOfSignOrFraction, name.count) : (.currency, name.count + 1)
    }

    /// The currency's sign, its other everyday signs (`円`) and its ISO code, longest first:
    /// Somalia's `SOS` is not its `S` followed by `OS`.
    private func currencyNames(_ code: String) -> [String] {
        Set(([prefix, suffix, code].compactMap { $0 } + otherCurrencySigns).filter { !$0.isEmpty }).sorted { $0.count > $1.count }
    }

    /// Whether `text` is the currency's `name`: its ISO code in either case (`usd`), its
    /// sign exactly.
    private func isCurrency(_ text: String, named name: String, code: String) -> Bool {
        name == code ? text.uppercased() == code.uppercased() : text == name
    }

    /// The sign `character` is on its own, if any.
    private static func amountSign(_ character: Character) -> AmountSign? {
        if isMinus(character) { return .minus }
        switch TextFolding.keyed(character) {
        case "+": return .plus
        case "(": return .open
        case ")": return .close
        default: return nil
        }
    }
}
