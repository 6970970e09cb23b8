import FoundationEssentials

/// Writes date components in a `strftime` pattern with a region's names, as `strftime`
/// would in that locale (but `%Y` as `%Ey` where the region's dates are in an era), for the
/// conversions the fields use: `%d`, `%e`, `%m`, `%Y`, `%y`,
/// `%b`, `%B`, `%OB`, `%a`, `%A`, `%H`, `%I`, `%M`, `%p` and `%%`. Others are written as they
/// stand, so a locale's literal text passes through. A year is the region's
/// (``RegionFormats/shownYear(_:)``): Thailand's `%x` writes 2570 for 2027. The numbers are
/// in the region's own digits where its dates are (``RegionFormats/dateDigits``).
struct RegionFormatter {
    let formats: RegionFormats

    func string(_ pattern: String, _ components: DateComponents) -> String {
        var result = ""
        var characters = pattern[...]
        while let character = characters.popFirst() {
            guard character == "%", var conversion = characters.popFirst() else {
                result.append(character)
                continue
            }
            var flag: Character?
            if "-_0EO".contains(conversion), let next = characters.popFirst() {
                flag = conversion
                conversion = next
            }
            guard let written = field(conversion, flag: flag, components) else {
                result += "%\(flag.map(String.init) ?? "")\(conversion)"
                continue
            }
            result += "deHIMmYy".contains(conversion) ? formats.inDateDigits(written) : written
        }
        return result
    }

    private func field(_ conversion: Character, flag: Character?, _ components: DateComponents) -> String? {
        let month = (components.month ?? 1) - 1
        let weekday = (components.weekday ?? 1) - 1
        let hour = components.hour ?? 0
        let padded: (Int) -> String = { flag == "-" ? String($0) : $0.zeroPadded(2) }
        switch conversion {
        case "d": return padded(components.day ?? 1)
        case "e": return flag == "-" ? String(components.day ?? 1) : Self.spacePadded(components.day ?? 1)
        case "m": return padded(month + 1)
        // Four digits at least, as the docs promise: the year 27 is `0027`, never taken for 2027.
        case "Y": return formats.shownYear(components.year ?? 1).zeroPadded(4)
        case "y": return ((components.year ?? 0) % 100).zeroPadded(2)
        case "b", "h": return formats.monthAbbreviations[safe: month]
        case "B": return (flag == "O" ? formats.standaloneMonthNames : formats.monthNames)[safe: month]
        case "a": return formats.weekdayAbbreviations[safe: weekday]
        case "A": return formats.weekdayNames[safe: weekday]
        case "H": return padded(hour)
        case "I": return flag == "0" ? ((hour + 11) % 12 + 1).zeroPadded(2) : String((hour + 11) % 12 + 1)
        case "M": return (components.minute ?? 0).zeroPadded(2)
        case "p": return hour < 12 ? formats.amSymbol : formats.pmSymbol
        case "%": return "%"
        default: return nil
        }
    }

    private static func spacePadded(_ value: Int) -> String { value < 10 && value >= 0 ? " \(value)" : String(value) }
}

extension Array {
    /// The element at `index`, nil past either end.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
