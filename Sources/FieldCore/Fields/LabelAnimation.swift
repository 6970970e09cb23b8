/// Where the floating label is between resting (0) and floating (1) over time, eased
/// with the theme's motion. Retargeting mid-flight starts from where the label is, so a
/// quick focus-blur never makes it jump.
public struct LabelAnimation: Equatable, Sendable {
    private var from: Double
    private var to: Double
    private var start: Double?
    /// The motion that times and eases the travel.
    public var motion: FieldMotion

    /// A label at rest (or already floating), not moving.
    public init(floating: Bool, motion: FieldMotion = FieldMotion()) {
        from = floating ? 1 : 0
        to = from
        self.motion = motion
    }

    /// Whether the label is floating, or on its way there.
    public var isHeadingToFloat: Bool { to == 1 }

    /// Sends the label towards floating (or resting) from `time` on; returns whether it
    /// has to move.
    @discardableResult
    public mutating func retarget(floating: Bool, at time: Double) -> Bool {
        let target: Double = floating ? 1 : 0
        guard target != to else { return false }
        from = progress(at: time)
        to = target
        start = time
        return from != to
    }

    /// The eased position at `time`: 0 resting, 1 floating.
    public func progress(at time: Double) -> Double {
        guard let start, motion.labelDuration > 0 else { return to }
        let linear = min(max((time - start) / motion.labelDuration, 0), 1)
        return from + (to - from) * motion.ease(linear)
    }

    /// Whether the label has arrived by `time`.
    public func isFinished(at time: Double) -> Bool {
        guard let start else { return true }
        return time - start >= motion.labelDuration
    }

    /// Where the label is heading: 1 floating, 0 resting.
    public var target: Double { to }
}
