import CGtk
import GtkInterop

/// A line of text under a field, its helper text or its error: made when first needed,
/// then kept mapped.
///
/// The error takes the helper's place, so a keystroke that flips the verdict would hide
/// one line and show the other; with GTK's visibility that unmaps and maps each of them,
/// which relayouts the field's children and, for a line assistive technologies see, is a
/// change of the field's children on the accessibility bus. So a line stays mapped: off
/// screen it is transparent and takes no room (the field measures ``shownLabel`` alone),
/// and it keeps its last text. It is no target for the pointer, on screen or off.
///
/// What it last gave GTK (its text, its classes) it remembers, so a keystroke that
/// changes neither asks GTK nothing: reading a label's text back into Swift and looking a
/// class name up among GLib's quarks were most of what the helper line cost a keystroke.
@MainActor
struct SupportingLine {
    /// The label, a child of the field.
    let label: UnsafeMutablePointer<GtkWidget>
    /// Whether the line is on screen.
    private var isShown = false
    /// The label's text, as last set.
    private var text = ""
    /// The classes ``setClass(_:_:)`` added.
    private var addedClasses: [String] = []

    /// Makes the label, off screen, with the `supporting` class and `classes`; the field
    /// adopts it.
    init(classes: [String], role: GtkAccessibleRole) {
        label = GtkWidgets.label(classes: ["supporting"] + classes, role: role)
        // Off screen it stays in place under the field.
        gtk_widget_set_can_target(label, 0)
        gtk_widget_set_opacity(label, 0)
    }

    /// Has `line` (a supporting label) wrap from now on if its text on one line is wider
    /// than `width`, the room it is given. GTK measures a wrapping label with two layouts
    /// more than a plain one (at no width, then again at the width it is given), and most
    /// helpers fit on one line, so a line wraps only once some width is too narrow for it,
    /// and from then on: its longest word is its minimum width, which widens the field.
    static func wrapIfWider(_ line: UnsafeMutablePointer<GtkWidget>, than width: Int32) {
        guard gtk_label_get_wrap(gCast(line)) == 0, GtkWidgets.natural(line, GTK_ORIENTATION_HORIZONTAL) > width else { return }
        gtk_label_set_wrap(gCast(line), 1)
    }

    /// The narrowest `line` may be: a wrapping line's longest word; 0 for one that does not
    /// wrap (yet), which has fitted whole in every width it was given.
    static func minimumWidth(of line: UnsafeMutablePointer<GtkWidget>) -> Int32 {
        gtk_label_get_wrap(gCast(line)) == 0 ? 0 : GtkWidgets.minimum(line, GTK_ORIENTATION_HORIZONTAL)
    }

    /// The height of `line` in `width`, wrapping it first if it does not fit; never asked
    /// for a width below its minimum (GTK 4.18 warns of that).
    static func height(of line: UnsafeMutablePointer<GtkWidget>?, inWidth width: Int32) -> Int32 {
        guard let line else { return 0 }
        wrapIfWider(line, than: width)
        return GtkWidgets.natural(line, GTK_ORIENTATION_VERTICAL, forSize: max(width, minimumWidth(of: line)))
    }

    /// The label while it is on screen, for measuring; nil while it is not.
    var shownLabel: UnsafeMutablePointer<GtkWidget>? { isShown ? label : nil }

    /// Shows `text` on screen, or takes the line off screen (nil), keeping its last text;
    /// `onScreen: false` sets the text without showing it yet. Returns whether the room
    /// the line takes changed.
    mutating func show(_ text: String?, onScreen: Bool = true) -> Bool {
        if let text, text != self.text {
            self.text = text
            GtkWidgets.writeText(text, to: label)
        }
        let shown = text != nil && onScreen
        guard shown != isShown else { return false }
        isShown = shown
        gtk_widget_set_opacity(label, shown ? 1 : 0)
        return true
    }

    /// Adds or removes the CSS class `name` (a warning's colour, say) if that changes it.
    mutating func setClass(_ name: String, _ present: Bool) {
        guard addedClasses.contains(name) != present else { return }
        if present { addedClasses.append(name) } else { addedClasses.removeAll { $0 == name } }
        GtkWidgets.setClass(name, on: label, present)
    }
}
