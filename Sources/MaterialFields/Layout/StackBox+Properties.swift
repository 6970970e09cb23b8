import CGtk
import FieldCore
import GtkInterop

extension StackBox {
    /// The box's GObject properties: its options, by key path.
    static func properties() throws -> [WidgetProperty] {
        let length = 0...Double.greatestFiniteMagnitude
        return [
            .enumeration("orientation", \StackBox.options.orientation, type: try StackEnumTypes.orientation(), default: .vertical,
                         blurb: "The axis the children are stacked along"),
            .custom(PropertyDefinition("justify", .enumeration(try StackEnumTypes.justify(), default: Optional(Justify.fill).optionalEnumValue),
                                       blurb: "How the children share the stack's length: none, fill, start, end, center or space-between"),
                    get: { (box: StackBox) in .enumeration(box.options.justify.optionalEnumValue) },
                    set: { box, value in box.options.justify = Justify?(optionalEnumValue: value.enumValue) }),
            .custom(PropertyDefinition("align", .enumeration(try StackEnumTypes.alignment(), default: Optional(Alignment.fill).optionalEnumValue),
                                       blurb: "How the children sit across the stack: none, fill, start, center or end"),
                    get: { (box: StackBox) in .enumeration(box.options.align.optionalEnumValue) },
                    set: { box, value in box.options.align = Alignment?(optionalEnumValue: value.enumValue) }),
            .double("spacing", \StackBox.options.spacing, range: length, blurb: "Space between neighbouring children"),
            .double("inset-top", \StackBox.options.insets.top, range: length, blurb: "Space above the children"),
            .double("inset-leading", \StackBox.options.insets.leading, range: length, blurb: "Space before the children (left in LTR)"),
            .double("inset-bottom", \StackBox.options.insets.bottom, range: length, blurb: "Space below the children"),
            .double("inset-trailing", \StackBox.options.insets.trailing, range: length, blurb: "Space after the children (right in LTR)"),
        ]
    }

    /// The property table GObject reads and writes. (The enum types were registered with
    /// the widget type, so looking them up again cannot fail.)
    package static var propertyTable: [WidgetProperty] { (try? properties()) ?? [] }
}
