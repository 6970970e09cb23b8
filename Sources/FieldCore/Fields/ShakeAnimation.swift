import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The horizontal offset of a field that shakes once to draw the eye to an error: a
/// damped sine of three swings over 400 ms.
public struct ShakeAnimation: Equatable, Sendable {
    /// When the shake started.
    public let start: Double
    /// How long it lasts, in seconds.
    public var duration: Double
    /// The first swing's size, in pixels.
    public var amplitude: Double

    /// A shake starting at `start`, timed by `motion`.
    public init(start: Double, motion: FieldMotion = FieldMotion()) {
        self.start = start
        duration = motion.shakeDuration
        amplitude = motion.shakeAmplitude
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
