import FoundationEssentials

/// An app's own date pattern in Unicode's notation (`"yyyy-MM-dd"`, `"d MMM yyyy, HH:mm"`),
/// written and read with a region's month and weekday names and AM/PM markers: what a
/// `DateFormatter` with `dateFormat` did, without ICU.
///
/// The fields are those a form shows: `y`, `yy`, `yyyy` (year), `M`, `MM` (month number),
/// `MMM`, `MMMM` (its name), `d`, `dd` (day), `E`…`EEEE` (weekday, which must be the date's
/// when read), `H`, `HH`, `h`, `hh` (hour), `m`, `mm` (minute), `a` (AM/PM); text in single
/// quotes (`'at'`) and any other character stand for themselves. Reading is strict: text that
/// does not follow the pattern is refused, never guessed.
struct UnicodeDatePattern {
    enum Part: Equatable {
        case field(Character, width: Int)
        case literal(String)
    }

    let parts: [Part]

    init(_ pattern: String) {
        var parts: [Part] = []
        var characters = pattern[...]
        var literal = ""
        func flush() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
        }
        while let character = characters.popFirst() {
            if character == "'" {
                if characters.first == "'" {
                    literal.append(characters.removeFirst())
                    continue
                }
                let quoted = characters.prefix { $0 != "'" }
                literal += quoted
                characters = characters.dropFirst(quoted.count + 1)
            } else if "yMLdEHhmsa".contains(character) {
                flush()
                let run = characters.prefix { $0 == character }
                characters = characters.dropFirst(run.count)
                parts.append(.field(character == "L" ? "M" : character, width: run.count + 1))
            } else {
                literal.append(character)
            }
        }
        flush()
        self.parts = parts
    }

    /// `components` written in the pattern with `formats`' names.
    func string(from components: DateComponents, formats: RegionFormats) -> String {
        let hour = components.hour ?? 0
        return parts.map { part -> String in
            switch part {
            case .literal(let text): return text
            case .field(let field, let width):
                switch field {
                case "y": return width == 2 ? ((components.year ?? 0) % 100).zeroPadded(2) : (components.year ?? 0).zeroPadded(width)
                case "M" where width >= 4: return formats.monthNames[safe: (components.month ?? 1) - 1] ?? ""
                case "M" where width == 3: return formats.monthAbbreviations[safe: (components.month ?? 1) - 1] ?? ""
                case "M": return (components.month ?? 1).zeroPadded(width)
                case "d": return (components.day ?? 1).zeroPadded(width)
                case "E": return (width >= 4 ? formats.weekdayNames : formats.weekdayAbbreviations)[safe: (components.weekday ?? 1) - 1] ?? ""
                case "H": return hour.zeroPadded(width)
                case "h": return ((hour + 11) % 12 + 1).zeroPadded(width)
                case "m": return (components.minute ?? 0).zeroPadded(width)
                case "s": return (components.second ?? 0).zeroPadded(width)
                default: return Self.dayPeriods(formats)[hour < 12 ? 0 : 1]
                }
            }
        }.joined()
    }

    /// The components `text` gives, read strictly in the pattern; nil when it does not follow it,
    /// or names a weekday that is not its date's (`Mon, Mar 4, 2027`).
    /// A two-digit year (`yy`) is read in the window around `referenceYear` that typed dates
    /// use (``DateTextReader``): `70` is 1970 in 2027, not 2070.
    func components(from text: String, formats: RegionFormats, referenceYear: Int) -> DateComponents? {
        var rest = Substring(text.trimmed)
        var result = DateComponents()
        var isAfternoon: Bool?
        var twelveHour: Int?
        var weekday: Int?
        for part in parts {
            switch part {
            case .literal(let literal):
                // Spaces are loose (a user types one or two); other characters must be there.
                let wanted = literal.trimmed
                rest = rest.drop(while: \.isWhitespace)
                guard rest.hasPrefix(wanted) else { return nil }
                rest = rest.dropFirst(wanted.count)
            case .field(let field, let width):
                rest = rest.drop(while: \.isWhitespace)
                switch field {
                case "M" where width >= 3:
                    guard let month = Self.name(in: &rest, among: [formats.monthNames, formats.standaloneMonthNames,
                                                                   formats.monthAbbreviations, formats.standaloneMonthAbbreviations]) else { return nil }
                    result.month = month + 1
                case "E":
                    guard let named = Self.name(in: &rest, among: [formats.weekdayNames, formats.weekdayAbbreviations]) else { return nil }
                    weekday = named
                case "a":
                    if let marker = Self.name(in: &rest, among: [Self.dayPeriods(formats), ["AM", "PM"]]) {
                        isAfternoon = marker == 1
                    } else { return nil }
                default:
                    let digits = rest.prefix { $0.isASCII && $0.isNumber }.prefix(field == "y" && width != 2 ? 4 : 2)
                    guard !digits.isEmpty, let value = Int(digits) else { return nil }
                    rest = rest.dropFirst(digits.count)
                    switch field {
                    case "y": result.year = width == 2 ? DateTextReader.fullYear((value, 2), referenceYear: referenceYear) : value
                    case "M": result.month = value
                    case "d": result.day = value
                    case "H": result.hour = value
                    case "h": twelveHour = value
                    case "m": result.minute = value
                    default: result.second = value
                    }
                }
            }
        }
        guard rest.allSatisfy(\.isWhitespace), result.year.map(DateTextReader.typedYears.contains) ?? true else { return nil }
        // A weekday that is not the date's leaves the user's meaning open, as in typed dates.
        if let weekday, let month = result.month, let day = result.day, (1...12).contains(month),
           weekday != DateTextReader.weekday(of: .init(year: result.year ?? referenceYear, month: month, day: day)) {
            return nil
        }
        if let twelveHour {
            guard (1...12).contains(twelveHour) else { return nil }
            result.hour = twelveHour % 12 + (isAfternoon == true ? 12 : 0)
        }
        return result
    }

    /// The index of the longest of `lists`' names that `text` starts with, ignoring case and
    /// a trailing dot; `text` then starts after it. Names are compared as written first,
    /// then without their diacritics (`Marz` for `März`); where that makes two names alike
    /// (Thai's `มี.ค.`, March, and `ม.ค.`, January, differ by a vowel sign), neither is read.
    private static func name(in text: inout Substring, among lists: [[String]]) -> Int? {
        for fold in [{ (name: String) in name.lowercased() }, { (name: String) in name.folded }] {
            let typed = fold(String(text))
            var best: (index: Int, folded: Int, length: Int)?
            var isAmbiguous = false
            for list in lists {
                for (index, name) in list.enumerated() where !name.isEmpty {
                    let wanted = fold(name)
                    guard typed.hasPrefix(wanted) else { continue }
                    if wanted.count > best?.folded ?? 0 {
                        (best, isAmbiguous) = ((index, wanted.count, name.count), false)
                    } else if wanted.count == best?.folded, index != best?.index {
                        isAmbiguous = true
                    }
                }
            }
            guard let best else { continue }
            guard !isAmbiguous else { return nil }
            text = text.dropFirst(best.length)
            if text.first == "." { text = text.dropFirst() }
            return best.index
        }
        return nil
    }

    /// The region's AM and PM, or English's where its clock has none (`de_DE`'s is 24-hour).
    private static func dayPeriods(_ formats: RegionFormats) -> [String] {
        formats.amSymbol.isEmpty || formats.pmSymbol.isEmpty ? ["AM", "PM"] : [formats.amSymbol, formats.pmSymbol]
    }
}
