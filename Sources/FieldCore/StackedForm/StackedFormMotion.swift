/// The timing of a stacked form's move from one step to another: each
/// moving card fades its old view out, then its new view in, while its height and
/// background ease to their new values.
public struct StackedFormMotion: Equatable, Sendable {
    /// How long the old view takes to fade out.
    public var fadeOut: Double
    /// How long the new view takes to fade in, after the fade-out.
    public var fadeIn: Double
    /// How long the height and background take to change.
    public var resize: Double

    /// The iOS timing: 0.15 s out, 0.15 s in, 0.3 s to resize.
    public init(fadeOut: Double = 0.15, fadeIn: Double = 0.15, resize: Double = 0.3) {
        self.fadeOut = fadeOut
        self.fadeIn = fadeIn
        self.resize = resize
    }

    /// How long a whole move takes.
    public var duration: Double { max(resize, fadeOut + fadeIn) }

    /// What a moving card shows `elapsed` seconds into the move: its new view (true) or
    /// its old one, and that view's opacity.
    public func crossFade(at elapsed: Double) -> (showsNewView: Bool, opacity: Double) {
        guard elapsed.isFinite else { return (true, 1) }
        if elapsed < fadeOut { return (false, fadeOut > 0 ? max(0, 1 - elapsed / fadeOut) : 0) }
        let into = elapsed - fadeOut
        return (true, fadeIn > 0 ? min(1, max(0, into / fadeIn)) : 1)
    }

    /// How far the resize is `elapsed` seconds into the move, from 0 to 1, before easing.
    public func resizeProgress(at elapsed: Double) -> Double {
        guard elapsed.isFinite, resize > 0 else { return 1 }
        return min(1, max(0, elapsed / resize))
    }
}
