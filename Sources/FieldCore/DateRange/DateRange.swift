import FoundationEssentials

/// A span of calendar days, first and last included, whose end never precedes its start.
///
/// Both days are held at noon in the time zone of the model that made them, so a day
/// never slips into its neighbour across a daylight-saving change.
public struct DateRange: Equatable, Hashable, Sendable, Codable {
    /// The first day.
    public let start: Date
    /// The last day, never before ``start``.
    public let end: Date

    /// The range from `start` to `end`; nil when `end` precedes `start`.
    public init?(start: Date, end: Date) {
        guard end >= start else { return nil }
        self.start = start
        self.end = end
    }

    /// Decodes a range, refusing a reversed one rather than holding it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let start = try container.decode(Date.self, forKey: .start), end = try container.decode(Date.self, forKey: .end)
        guard let range = DateRange(start: start, end: end) else {
            throw DecodingError.dataCorruptedError(forKey: .end, in: container, debugDescription: "the end is before the start")
        }
        self = range
    }

    /// How many days the range covers in `calendar`, both ends counted (a one-day range is 1).
    public func dayCount(in calendar: Calendar) -> Int {
        let first = calendar.startOfDay(for: start), last = calendar.startOfDay(for: end)
        return (calendar.dateComponents([.day], from: first, to: last).day ?? 0) + 1
    }
}
