import CGtk
import FieldCore
import FoundationEssentials
import GtkInterop

/// The label's float and the error shake, driven by the frame clock.
extension Field {
    // MARK: Motion

    /// How far the label is between resting (0) and floating (1) now.
    var labelProgress: Double { labelAnimation.progress(at: frameTime ?? .infinity) }

    /// The horizontal shake offset now.
    var shakeOffset: Double { shake.map { $0.offset(at: frameTime ?? .infinity) } ?? 0 }

    var frameTime: Double? {
        guard gtk_widget_get_mapped(instance) != 0, let clock = gtk_widget_get_frame_clock(instance) else { return nil }
        return Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    }

    /// Whether the desktop allows animations (`gtk-enable-animations`): with reduced
    /// motion, the label jumps and the field does not shake.
    static var animationsEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return GObjectProperties.value(of: settings.gObject, "gtk-enable-animations")?.boolValue ?? true
    }

    func startShake() {
        guard let now = frameTime else { return }
        shake = ShakeAnimation(start: now, motion: motion)
        animate()
    }

    func animate() {
        guard tickID == 0, frameTime != nil else { return }
        tickID = FrameTicker.add(to: instance) { [weak self] time in
            guard let self, !self.isDisposed else { return false }
            gtk_widget_queue_allocate(self.instance)
            let labelDone = self.labelAnimation.isFinished(at: time)
            let shakeDone = self.shake?.isFinished(at: time) ?? true
            if shakeDone { self.shake = nil }
            if labelDone && shakeDone {
                self.tickID = 0
                return false
            }
            return true
        }
    }
}
