import FoundationEssentials

/// A time on the clock, hour and minute, with no day: what a time row holds (an arrival
/// time, an opening hour).
public struct TimeOfDay: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The hour, 0 to 23.
    public let hour: Int
    /// The minute, 0 to 59.
    public let minute: Int

    /// The time `hour`:`minute`; nil for an hour outside 0...23 or a minute outside 0...59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// The time of `components` (its hour and minute); nil when either is missing or out
    /// of range.
    public init?(_ components: DateComponents) {
        guard let hour = components.hour, let minute = components.minute else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// The time `text` writes as `HH:MM` on a 24-hour clock (as ``description`` gives it,
    /// and GSettings or a GtkBuilder file holds it); nil for any other text.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]) else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// Decodes a time, refusing one out of range rather than holding it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let hour = try container.decode(Int.self, forKey: .hour), minute = try container.decode(Int.self, forKey: .minute)
        guard let time = TimeOfDay(hour: hour, minute: minute) else {
            throw DecodingError.dataCorruptedError(forKey: .hour, in: container, debugDescription: "no time \(hour):\(minute)")
        }
        self = time
    }

    /// The hour and minute as date components, for a calendar.
    public var components: DateComponents { DateComponents(hour: hour, minute: minute) }

    /// Minutes since midnight, to order or compare times.
    public var minutesSinceMidnight: Int { hour * 60 + minute }

    /// `HH:mm`, as a draft or a log writes it.
    public var description: String { "\(hour.zeroPadded(2)):\(minute.zeroPadded(2))" }
}
