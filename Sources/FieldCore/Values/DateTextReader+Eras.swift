/// Years written in one of the region's eras.
extension DateTextReader {
    /// `text` with a year written in one of the region's eras (``RegionFormats/eras``:
    /// `令和9年`, `平成31年`, `昭和55年`, Taiwan's `民國116年`, an era's first year `令和元年`,
    /// Thailand's `พ.ศ. 2570`) written as its Gregorian year (`2027年`), so it reads as the
    /// region's other dates; as it is where it names no era, or a year its era never had
    /// (`平成32年`), which the era's name, no word of a date, then refuses.
    func replacingEraYears(in text: String) -> String {
        guard !formats.eras.isEmpty else { return text }
        for name in Set(formats.eras.map(\.name)).sorted(by: { $0.count > $1.count }) {
            guard let range = text.firstRange(of: name) else { continue }
            let rest = text[range.upperBound...].drop(while: \.isWhitespace)
            let digits = rest.prefix { Self.digit($0) != nil }
            let (eraYear, end): (Int?, String.Index)
            if !digits.isEmpty {
                (eraYear, end) = (digits.compactMap(Self.digit).reduce(0) { $0 * 10 + $1 }, digits.endIndex)
            } else if rest.first == "元" {
                (eraYear, end) = (1, rest.index(after: rest.startIndex))
            } else {
                return text
            }
            guard digits.count <= 4, let eraYear,
                  let year = formats.eras.lazy.filter({ $0.name == name }).compactMap({ $0.gregorianYear(eraYear) }).first
            else { return text }
            var replaced = text
            // Where the region writes its years in an era (Thailand's), the year as it writes
            // it, which the reader takes back to the Gregorian one once, as any year typed there.
            replaced.replaceSubrange(range.lowerBound..<end, with: String(formats.eraYearOffset == nil ? year : formats.shownYear(year)))
            return replaced
        }
        return text
    }
}
