/// Prints benchmark figures as aligned rows.
struct Report {
    private var rows: [(String, String)] = []

    /// Adds a row.
    mutating func add(_ name: String, _ value: String) {
        rows.append((name, value))
    }

    /// Prints the rows under a heading.
    func print(heading: String) {
        Swift.print("\n== \(heading) ==")
        let width = rows.map(\.0.count).max() ?? 0
        for (name, value) in rows {
            Swift.print(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value)
        }
    }

    /// A count per second, with thousands separators.
    static func perSecond(nanoseconds: Double) -> String {
        let rate = 1e9 / nanoseconds
        return "\(Int(rate).formatted()) /s  (\(String(format: "%.1f", nanoseconds)) ns each)"
    }

    /// A ratio with two decimals.
    static func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }

    /// A median ratio with the middle half of the rounds' ratios beside it, so a reader can
    /// tell a difference from the machine's noise.
    static func ratio(_ value: Double, spread: ClosedRange<Double>) -> String {
        ratio(value) + String(format: "  (middle half of the rounds: %.2f to %.2f×)", spread.lowerBound, spread.upperBound)
    }
}
