import CGtk
import FieldCore
import Foundation
import GtkInterop
import GtkTestSupport
import MaterialFields

/// Hostile input against plain GTK doing the same job in the same run: a megabyte pasted
/// into an entry and an area (time to the next frame), and a list of 10,000 choices
/// opened.
@MainActor
enum HostileInputBenchmarks {
    static func run() {
        let megabyte = String(repeating: "0123456789abcdef ", count: 1_048_576 / 17)
        var report = Report()
        let entry = EntryField(placeholder: "Entry")
        let plainEntry: UnsafeMutablePointer<GtkWidget> = gtk_entry_new()
        report.add("1 MB into an EntryField, to the next frame", seconds(paste(megabyte, into: entry.widget, editable: entry.widget)))
        report.add("1 MB into a GtkEntry", seconds(paste(megabyte, into: plainEntry, editable: plainEntry)))
        let area = AreaField(placeholder: "Area")
        area.maximumLines = 12
        let plainView: UnsafeMutablePointer<GtkWidget> = gtk_text_view_new()
        gtk_text_view_set_wrap_mode(gCast(plainView), GTK_WRAP_WORD_CHAR)
        let scroller: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(gCast(scroller), plainView)
        gtk_scrolled_window_set_min_content_height(gCast(scroller), 290)
        report.add("1 MB into an AreaField (12 lines), to the next frame", seconds(paste(megabyte, intoArea: area.widget, view: textView(of: area.widget))))
        report.add("1 MB into a word-wrapped GtkTextView (scrolled, same height)", seconds(paste(megabyte, intoArea: scroller, view: plainView)))
        let data = (0..<10_000).map { "Item \($0)" }
        let picker = PickerField(placeholder: "Many", data: data)
        report.add("open a PickerField of 10,000 choices, to the next frame", seconds(open(picker)))
        report.add("open a GtkDropDown of 10,000 strings", seconds(openDropDown(data)))
        report.print(heading: "Hostile input (one run each, to the next frame)")
    }

    /// The text view inside an area field, found as a user's tool would.
    private static func textView(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        WidgetTree.all(under: widget).first { gIsA($0, gtk_text_view_get_type()) } ?? widget
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }

    private static func shown(_ widget: UnsafeMutablePointer<GtkWidget>) -> GObjectRef {
        let window = GObjectRef(gtk_window_new())
        gtk_window_set_default_size(gCast(window.widget), 420, 400)
        gtk_window_set_child(gCast(window.widget), widget)
        gtk_window_present(gCast(window.widget))
        MainLoopPump.run(until: { gtk_widget_get_mapped(widget) != 0 })
        MainLoopPump.waitForFrames(of: widget)
        return window
    }

    private static func timeToFrame(of widget: UnsafeMutablePointer<GtkWidget>, _ action: () -> Void) -> Double {
        let start = Date()
        action()
        MainLoopPump.waitForFrames(of: widget, 1, timeout: 60)
        return Date().timeIntervalSince(start)
    }

    private static func paste(_ text: String, into widget: UnsafeMutablePointer<GtkWidget>, editable: UnsafeMutablePointer<GtkWidget>) -> Double {
        let window = shown(widget)
        defer { gtk_window_destroy(gCast(window.widget)) }
        return timeToFrame(of: widget) { gtk_editable_set_text(OpaquePointer(editable), text) }
    }

    private static func paste(_ text: String, intoArea widget: UnsafeMutablePointer<GtkWidget>, view: UnsafeMutablePointer<GtkWidget>) -> Double {
        let window = shown(widget)
        defer { gtk_window_destroy(gCast(window.widget)) }
        return timeToFrame(of: widget) { gtk_text_buffer_set_text(gtk_text_view_get_buffer(gCast(view)), text, -1) }
    }

    private static func open(_ picker: PickerField) -> Double {
        let window = shown(picker.widget)
        defer { gtk_window_destroy(gCast(window.widget)) }
        return timeToFrame(of: picker.widget) { _ = picker.open() }
    }

    private static func openDropDown(_ data: [String]) -> Double {
        var strings = data.map { strdup($0) } + [nil]
        let dropDown: UnsafeMutablePointer<GtkWidget> = gtk_drop_down_new_from_strings(
            strings.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { UnsafePointer(OpaquePointer($0)) } })
        for string in strings { free(string) }
        let window = shown(dropDown)
        defer { gtk_window_destroy(gCast(window.widget)) }
        let start = Date()
        gtk_widget_activate(dropDown) // opens its popover
        MainLoopPump.run(until: { WidgetTree.all(under: dropDown).contains { gIsA($0, gtk_popover_get_type()) && gtk_widget_get_mapped($0) != 0 } },
                         timeout: 30)
        return Date().timeIntervalSince(start)
    }
}
