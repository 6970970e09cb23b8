/// How a field's label moves.
public struct FieldMotion: Equatable, Sendable {
    /// The label's travel time between resting and floating, in seconds.
    public var labelDuration: Double = 0.167
    /// The easing curve's control points (Material's standard easing).
    public var easing: (x1: Double, y1: Double, x2: Double, y2: Double) = (0.4, 0, 0.2, 1)
    /// How long an error shake lasts, in seconds.
    public var shakeDuration: Double = 0.4
    /// The shake's first swing, in pixels.
    public var shakeAmplitude: Double = 8
    /// How long after the shake starts the error text appears (0.1 s, as on iOS).
    public var errorRevealDelay: Double = 0.1
    /// How long a form row's helper waits before it fades in (0.2 s, as on iOS).
    public var helperDelay: Double = 0.2
    /// How long a form row's helper takes to fade in or out (0.1 s, as on iOS).
    public var helperFade: Double = 0.1
    /// How long a row inserted into a shown form takes to slide open.
    public var rowReveal: Double = 0.15

    /// Material's standard motion.
    public init() {}

    /// The easing as CSS.
    public var cssEasing: String { "cubic-bezier(\(easing.x1), \(easing.y1), \(easing.x2), \(easing.y2))" }

    /// The eased progress for linear progress `t` in 0...1, solving the cubic Bézier
    /// curve for x by bisection (exact enough for animation frames).
    public func ease(_ t: Double) -> Double {
        let t = t.isNaN ? 0 : min(max(t, 0), 1)
        if t == 0 || t == 1 { return t }
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<30 {
            let mid = (low + high) / 2
            if bezier(mid, easing.x1, easing.x2) < t { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, easing.y1, easing.y2)
    }

    /// Motions are equal when their durations and curves are.
    public static func == (lhs: FieldMotion, rhs: FieldMotion) -> Bool {
        lhs.labelDuration == rhs.labelDuration && lhs.easing == rhs.easing
            && lhs.shakeDuration == rhs.shakeDuration && lhs.shakeAmplitude == rhs.shakeAmplitude
            && lhs.errorRevealDelay == rhs.errorRevealDelay && lhs.helperDelay == rhs.helperDelay
            && lhs.helperFade == rhs.helperFade && lhs.rowReveal == rhs.rowReveal
    }
}
