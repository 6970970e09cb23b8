import CGtk
import GtkInterop

/// Holds back what a screen reader is told of a field's verdict while the user types.
///
/// An app that validates on every change flips a field in and out of error as the user
/// types ("ada@" is invalid, "ada@e" is not yet, "ada@example.com" is fine). Told at once,
/// a screen reader would read the error over the echo of the keys, once per flip. So
/// after an edit of the user's, a change of the verdict alone (the invalid state, and the
/// error in the description) is told once the typing pauses for ``pause``; anything else
/// tells it at once: focus leaving, a submit, the app setting an error, any other change
/// of what assistive technologies hear. What is on screen changes with each key.
@MainActor
struct VerdictHold {
    /// How long typing pauses before the verdict is told, in seconds.
    static let pause = 0.5

    private var sourceID: UInt32 = 0
    /// When the last held edit came, in GLib's monotonic microseconds.
    private var lastEdit: gint64 = 0
    /// What tells the held verdict, once the typing has paused.
    private var tell: (@MainActor @Sendable () -> Void)?

    /// Whether a verdict is held back now.
    var isHolding: Bool { sourceID != 0 }

    /// Holds the verdict until typing has paused for ``pause``; `tell` runs then and
    /// calls ``hasPaused()``. Another edit while it waits moves the time on without a new
    /// timer.
    mutating func hold(then tell: @escaping @MainActor @Sendable () -> Void) {
        lastEdit = g_get_monotonic_time()
        guard sourceID == 0 else { return }
        self.tell = tell
        sourceID = MainLoop.schedule(after: Self.pause, tell)
    }

    /// Whether typing has paused for long enough, asked by the `tell` closure when it
    /// runs. If not, it waits again for the time left and returns false.
    mutating func hasPaused() -> Bool {
        sourceID = 0
        let left = Self.pause - Double(g_get_monotonic_time() - lastEdit) / 1_000_000
        guard left > 0.001, let tell else { return true }
        sourceID = MainLoop.schedule(after: left, tell)
        return false
    }

    /// Drops a held verdict: it is told now, with everything else.
    mutating func release() {
        MainLoop.cancel(sourceID)
        sourceID = 0
        tell = nil
    }
}
