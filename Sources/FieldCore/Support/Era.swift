/// An era a region writes its years in, as the C library's locale describes it (`ERA`):
/// Japan's 令和, 平成 and 昭和, Taiwan's 民國, Thailand's พ.ศ. A date typed with one
/// (`令和9年3月14日`, `昭和55年`, the first year's `元年`) is read as its Gregorian year.
struct Era: Sendable, Equatable {
    /// The era's name as the region writes it before its years.
    let name: String
    /// The Gregorian year of the era's year 1.
    let firstYear: Int
    /// The Gregorian years this description of the era covers.
    let years: ClosedRange<Int>

    /// The era of one segment of the C library's `ERA` (`+:2:2020/01/01:+*:令和:%EC%Ey年`:
    /// counting up, the year 2 from 2020 on, with no end); nil for one counting down (`民前`,
    /// the years before the Republic) or one it cannot read.
    init?(locale segment: String) {
        let fields = segment.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count >= 6, fields[0] == "+", let offset = Int(fields[1]),
              let start = fields[2].split(separator: "/").first.flatMap({ Int($0) }), !fields[4].isEmpty
        else { return nil }
        let end = fields[3].hasPrefix("+*") ? 9999 : fields[3].split(separator: "/").first.flatMap { Int($0) }
        guard let end, end >= start else { return nil }
        name = String(fields[4])
        // An era begun before the Common Era skips its year 0 (Thailand's, from 543 BCE).
        firstYear = start - offset + 1 + (start < 1 ? 1 : 0)
        years = start...end
    }

    /// The Gregorian year of the era's year `eraYear`; nil where this description of the
    /// era does not cover it (`平成32年`, which was 令和2年).
    func gregorianYear(_ eraYear: Int) -> Int? {
        var year = firstYear + eraYear - 1
        if firstYear < 1, year < 1 { year -= 1 }
        return years.contains(year) ? year : nil
    }
}
