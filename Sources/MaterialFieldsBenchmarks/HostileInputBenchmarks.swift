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
        let entry = EntryField(label: "Entry")
        let plainEntry: UnsafeMutablePointer<GtkWidget> = gtk_entry_new()
        report.add("1 MB into an EntryField, to the next frame", seconds(paste(megabyte, into: entry.widget.pointer, editable: entry.widget.pointer)))
        report.add("1 MB into a GtkEntry", seconds(paste(megabyte, into: plainEntry, editable: plainEntry)))
        let sentence = "The quick brown fox jumps over the lazy dog, and then some more words follow."
        let megabytes: [(name: String, text: String)] = [
            ("hex words, one paragraph", megabyte),
            ("prose, one paragraph", String(repeating: sentence + " ", count: 1_048_576 / 78)),
            ("prose, 78-character lines", String(repeating: sentence + "\n", count: 1_048_576 / 78)),
        ]
        for (name, text) in megabytes {
            let area = AreaField(label: "Area")
            area.maximumLines = 12
            report.add("1 MB of \(name) into an AreaField (12 lines)", seconds(paste(text, intoArea: area.widget.pointer, view: textView(of: area.widget.pointer))))
            let (scroller, view) = plainTextView()
            report.add("1 MB of \(name) into a GtkTextView", seconds(paste(text, intoArea: scroller, view: view)))
        }
        let data = (0..<10_000).map { "Item \($0)" }
        let picker = PickerField(label: "Many", data: data)
        report.add("open a PickerField of 10,000 choices, to the next frame", seconds(open(picker)))
        report.add("open a GtkDropDown of 10,000 strings", seconds(openDropDown(data)))
        report.print(heading: "Hostile input (one run each, to the next frame)")
    }

    /// A word-wrapped `GtkTextView` in a scrolled window of the area's height, in the
    /// field's font size: Pango's time to break a long paragraph depends on the size (a
    /// megabyte of the hex words takes three times as long at 16 px as at GTK's 14.7 px).
    private static func plainTextView() -> (scroller: UnsafeMutablePointer<GtkWidget>, view: UnsafeMutablePointer<GtkWidget>) {
        let view: UnsafeMutablePointer<GtkWidget> = gtk_text_view_new()
        gtk_text_view_set_wrap_mode(gCast(view), GTK_WRAP_WORD_CHAR)
        gtk_widget_add_css_class(view, "bench-field-font")
        if !loadedFieldFont, let provider = gtk_css_provider_new(), let display = gdk_display_get_default() {
            let size = FieldMetrics().inputSize
            mf_css_provider_load(provider, "textview.bench-field-font { font-size: \(size)px; }")
            gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            loadedFieldFont = true
        }
        let scroller: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(gCast(scroller), view)
        gtk_scrolled_window_set_min_content_height(gCast(scroller), 290)
        return (scroller, view)
    }

    private static var loadedFieldFont = false

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
        let window = shown(picker.widget.pointer)
        defer { gtk_window_destroy(gCast(window.widget)) }
        return timeToFrame(of: picker.widget.pointer) { _ = picker.open() }
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
