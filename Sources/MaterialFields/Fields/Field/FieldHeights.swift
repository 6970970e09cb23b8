import CGtk
import FieldCore
import GtkInterop

/// The heights GTK measures for each field in each state with the shipped theme (iOS
/// MaterialFields' table of intrinsic heights, in GTK pixels instead of iOS points).
public struct FieldHeights: Equatable, Sendable {
    /// The field's name.
    public let field: String
    /// Empty, not focused, no supporting text.
    public let normal: Int
    /// With helper text (error text takes the same line).
    public let withSupportingText: Int
    /// With the picker or calendar open, nil for text fields.
    public let open: Int?
    /// Open and showing an error, nil for text fields.
    public let openWithError: Int?

    /// Measures every field at `width` pixels in a window that is never shown.
    ///
    /// GTK must be initialised, and the theme installed (``MaterialStyle/install(_:palette:)``)
    /// for the published numbers.
    @MainActor
    public static func measureAll(width: Int32 = 320) -> [FieldHeights] {
        let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
        let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_window_set_child(gCast(window), box)
        defer { gtk_window_destroy(gCast(window)) }

        func height(_ field: Field) -> Int {
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(field.widget.pointer, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, nil, nil)
            return Int(natural)
        }
        func measure(_ name: String, _ field: Field, open: (() -> Void)? = nil) -> FieldHeights {
            gtk_box_append(gCast(box), field.widget.pointer)
            let normal = height(field)
            field.helperText = "Helper text"
            let withSupporting = height(field)
            field.helperText = nil
            var opened: Int?, openedWithError: Int?
            if let open {
                open()
                opened = height(field)
                field.setError(withText: "Error text")
                openedWithError = height(field)
            }
            return FieldHeights(field: name, normal: normal, withSupportingText: withSupporting,
                                open: opened, openWithError: openedWithError)
        }
        let outlined = EntryField(label: "Label")
        outlined.variant = .outlined
        let picker = PickerField(label: "Label", data: ["One", "Two", "Three", "Four", "Five", "Six"])
        let date = DateField(label: "Label")
        let time = DateField(label: "Label", mode: .time)
        return [
            measure("EntryField", EntryField(label: "Label")),
            measure("EntryField (outlined)", outlined),
            measure("AreaField (one line)", AreaField(label: "Label")),
            measure("PickerField", picker, open: { picker.open() }),
            measure("DateField (date)", date, open: { date.open() }),
            measure("DateField (time)", time, open: { time.open() }),
        ]
    }

    /// The heights as a Markdown table, as the README publishes it.
    public static func markdownTable(_ rows: [FieldHeights], width: Int32 = 320) -> String {
        var lines = [
            "| Field (at \(width) px wide) | Normal | Helper or error | Open | Open + error |",
            "| --- | ---: | ---: | ---: | ---: |",
        ]
        for row in rows {
            let open = row.open.map(String.init) ?? "n/a"
            let openWithError = row.openWithError.map(String.init) ?? "n/a"
            lines.append("| \(row.field) | \(row.normal) | \(row.withSupportingText) | \(open) | \(openWithError) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
