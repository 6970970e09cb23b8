import CGtk
import GtkInterop

/// The size a field's floating label is drawn at, and the size it is measured at.
///
/// The label rests at the resting size and moves between resting and floating by scaling it
/// with the label's transform. Once it has floated, it is drawn at the floating size itself
/// (a Pango scale attribute) with no transform, so its text is laid out and hinted at the
/// size it shows, and GTK draws it as any label at that size (with no scaled font).
///
/// The field's height and natural width are measured with the label at the resting size,
/// whatever size it is drawn at, so they do not change as the label floats.
@MainActor
struct FloatingLabelSize {
    /// The floating size as a fraction of the resting size while the label is drawn at
    /// the floating size, nil while it is drawn at the resting size.
    private(set) var floatingScale: Double?
    /// The label's text measured at the resting size, with the serial of the label's Pango
    /// context it was measured in (a new font, scale or resolution changes the serial).
    private var resting: (serial: UInt32, width: Int32, height: Int32)?

    /// Draws `label` at `scale` times the resting size; nil draws it at the resting size.
    mutating func draw(_ label: UnsafeMutablePointer<GtkWidget>, atScale scale: Double?) {
        guard scale != floatingScale else { return }
        floatingScale = scale
        guard let scale, let attributes = pango_attr_list_new() else {
            gtk_label_set_attributes(gCast(label), nil)
            Self.parseMnemonicAgain(label)
            return
        }
        pango_attr_list_insert(attributes, pango_attr_scale_new(scale))
        gtk_label_set_attributes(gCast(label), attributes)
        pango_attr_list_unref(attributes)
    }

    /// Makes the mnemonic's underline of `label` anew. GTK 4.8 adds a label's own attributes
    /// to the very list its mnemonic's underline made as it lays the label out
    /// (`gtk_label_update_layout_attributes`, where no stylesheet attribute comes first), so
    /// the floating size would outlive its removal and the label rest small; parsing the
    /// mnemonic again makes a list without it. The text stays as it is.
    private static func parseMnemonicAgain(_ label: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_label_get_use_underline(gCast(label)) != 0 else { return }
        gtk_label_set_use_underline(gCast(label), 0)
        gtk_label_set_use_underline(gCast(label), 1)
    }

    /// Forgets the measured resting size: the label's text changed.
    mutating func textChanged() {
        resting = nil
    }

    /// The natural width and height of `label`'s text at the resting size, without the
    /// label's CSS padding; zero while the label is hidden.
    mutating func restingSize(of label: UnsafeMutablePointer<GtkWidget>) -> (width: Int32, height: Int32) {
        guard gtk_widget_get_visible(label) != 0, let context = gtk_widget_get_pango_context(label) else { return (0, 0) }
        let serial = pango_context_get_serial(context)
        if let resting, resting.serial == serial { return (resting.width, resting.height) }
        let size = Self.measureAtRestingSize(label)
        resting = (serial, size.width, size.height)
        return size
    }

    /// Lays the label's text out again as GTK measures a label that neither wraps nor is
    /// cut short, with every attribute the label has (its stylesheet's letter spacing and
    /// font features among them) but the scale.
    private static func measureAtRestingSize(_ label: UnsafeMutablePointer<GtkWidget>) -> (width: Int32, height: Int32) {
        guard let layout = gtk_label_get_layout(gCast(label)), let copy = pango_layout_copy(layout) else { return (0, 0) }
        defer { g_object_unref(copy.gObject) }
        pango_layout_set_width(copy, -1)
        pango_layout_set_ellipsize(copy, PANGO_ELLIPSIZE_NONE)
        if let attributes = pango_layout_get_attributes(copy), let unscaled = pango_attr_list_copy(attributes) {
            let removed = pango_attr_list_filter(unscaled, { attribute, _ in
                attribute?.pointee.klass.pointee.type == PANGO_ATTR_SCALE ? 1 : 0
            }, nil)
            if let removed { pango_attr_list_unref(removed) }
            pango_layout_set_attributes(copy, unscaled)
            pango_attr_list_unref(unscaled)
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(copy, nil, &logical)
        // PANGO_PIXELS_CEIL, as GtkLabel rounds its size.
        return ((logical.width + 1023) >> 10, (logical.height + 1023) >> 10)
    }
}
