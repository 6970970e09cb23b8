import Foundation

/// The horizontal offset of a field that shakes once to draw the eye to an error: a
/// damped sine of three swings over 400 ms.
public struct ShakeAnimation: Equatable, Sendable {
    /// When the shake started.
    public let start: Double
    /// How long it lasts, in seconds.
    public var duration: Double = 0.4
    /// The first swing's size, in pixels.
    public var amplitude: Double = 8

    /// A shake starting at `start`.
    public init(start: Double) {
        self.start = start
    }

    /// The offset in pixels at `time` (0 before and after the shake).
    public func offset(at time: Double) -> Double {
        let elapsed = time - start
        guard elapsed > 0, elapsed < duration else { return 0 }
        let fraction = elapsed / duration
        return amplitude * (1 - fraction) * sin(fraction * 3 * 2 * .pi)
    }

    /// Whether the shake is over at `time`.
    public func isFinished(at time: Double) -> Bool {
        time - start >= duration
    }
}
