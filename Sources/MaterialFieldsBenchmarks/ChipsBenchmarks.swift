import CGtk
import FieldCore
import GtkInterop
import MaterialFields

/// Adding chips one by one, as typing and Return do, each followed by the measure a frame
/// makes: a ChipsField against what an app would build by hand, a GtkEntry whose text
/// becomes a button in a GtkFlowBox.
@MainActor
enum ChipsBenchmarks {
    static func run() {
        let count = 30
        let flow = GObjectRef(gtk_flow_box_new())
        let entry = GObjectRef(gtk_entry_new())
        let field = ChipsField(label: "Tags")
        // Each round adds the tags to an empty box or field, and empties it again.
        let timing = Stopwatch.interleaved(rounds: 9, baseline: {
            for index in 0..<count {
                gtk_editable_set_text(OpaquePointer(entry.widget), "tag \(index)")
                let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new()
                let content: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
                gtk_box_append(gCast(content), gtk_label_new("tag \(index)"))
                gtk_box_append(gCast(content), gtk_image_new_from_icon_name("window-close-symbolic"))
                gtk_button_set_child(gCast(button), content)
                gtk_flow_box_append(gCast(flow.widget), button)
                gtk_editable_set_text(OpaquePointer(entry.widget), "")
                measure(flow.widget)
            }
            while let child = gtk_widget_get_first_child(flow.widget) { gtk_flow_box_remove(gCast(flow.widget), child) }
        }, candidate: {
            for index in 0..<count {
                gtk_editable_set_text(OpaquePointer(field.widget.pointer), "tag \(index)")
                field.commitText()
                measure(field.widget.pointer)
            }
            field.chips = []
        })
        var report = Report()
        report.add("adding \(count) chips one by one, each measured", String(format: "%.0f µs per chip (GtkEntry and GtkFlowBox %.0f µs, %@)",
                                                                              timing.candidate / Double(count) / 1e3,
                                                                              timing.baseline / Double(count) / 1e3, Report.ratio(timing.ratio)))
        var model = ChipsModel()
        let commits = ContinuousClock().measure {
            for index in 0..<1_000 {
                if index % 10 == 0 { model = ChipsModel() }
                model.commit("tag \(index), other \(index)")
            }
        }
        report.add("ChipsModel.commit of two tags, up to 20 held (headless)",
                   String(format: "%.0f µs per commit", commits.nanoseconds / 1e3 / 1_000))
        report.print(heading: "Chips")
    }

    /// The height a 360 px column gives `widget`, as a frame asks.
    private static func measure(_ widget: UnsafeMutablePointer<GtkWidget>) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, 360, &minimum, &natural, nil, nil)
    }
}
