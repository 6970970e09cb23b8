import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// Stepping a time with the arrow keys, each step followed by the measure a frame makes: a
/// TimeField's segment (the model, the segment's text and what it tells a screen reader)
/// against what an app would build by hand, two GtkSpinButtons.
@MainActor
enum TimeBenchmarks {
    static func run() {
        let steps = 200
        let hour = GObjectRef(gtk_spin_button_new_with_range(0, 23, 1))
        let minute = GObjectRef(gtk_spin_button_new_with_range(0, 59, 1))
        let box = GObjectRef(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4))
        gtk_box_append(gCast(box.widget), hour.widget)
        gtk_box_append(gCast(box.widget), minute.widget)
        let field = TimeField(label: "Alarm")
        field.use(locale: Locale(identifier: "de_DE"))
        field.time = DateComponents(hour: 7, minute: 0)
        let model = field.model
        let timing = Stopwatch.interleaved(rounds: 9, baseline: {
            for step in 0..<steps {
                let spin: UnsafeMutablePointer<GtkWidget> = step % 2 == 0 ? minute.widget : hour.widget
                let top = step % 2 == 0 ? 60.0 : 24.0
                gtk_spin_button_set_value(gCast(spin), (gtk_spin_button_get_value(gCast(spin)) + 1).truncatingRemainder(dividingBy: top))
                measure(box.widget)
            }
        }, candidate: {
            for step in 0..<steps {
                model.focus(step % 2 == 0 ? .minute : .hour)
                model.step(by: 1)
                measure(field.widget.pointer)
            }
        })
        var report = Report()
        report.add("stepping a time, each step measured",
                   String(format: "%.1f µs per step (two GtkSpinButtons %.1f µs, %@)",
                          timing.candidate / Double(steps) / 1e3, timing.baseline / Double(steps) / 1e3, Report.ratio(timing.ratio)))
        report.print(heading: "Times")
    }

    /// The height a 360 px column gives `widget`, as a frame asks.
    private static func measure(_ widget: UnsafeMutablePointer<GtkWidget>) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, 360, &minimum, &natural, nil, nil)
    }
}
