import CGtk
import FieldCore
import GtkInterop

/// The GTK widget behind a ``StackBox`` (GType `MfStackBox`): its properties are the
/// stack's options, stored once, in its ``StackLayoutManager``.
@MainActor
final class StackBoxWidget: WidgetImplementation {
    /// The layout manager GTK made for this instance from the class's layout manager type.
    var layout: StackLayoutManager? {
        gtk_widget_get_layout_manager(widget).flatMap { ObjectType.implementation(of: $0, as: StackLayoutManager.self) }
    }

    /// The stack's options; setting them lays the box out again and notifies what changed.
    var options: StackBox.Options {
        get { layout?.options ?? StackBox.Options() }
        set {
            layout?.options = newValue
            notifyChangedProperties()
        }
    }

    static func properties() throws -> [WidgetProperty] {
        let length = 0...Double.greatestFiniteMagnitude
        return [
            .enumeration("orientation", \StackBoxWidget.options.orientation, type: try StackEnumTypes.orientation(), default: .vertical,
                         blurb: "The axis the children are stacked along"),
            .custom(PropertyDefinition("justify", .enumeration(try StackEnumTypes.justify(), default: Optional(Justify.fill).optionalEnumValue),
                                       blurb: "How the children share the stack's length: none, fill, start, end, center or space-between"),
                    get: { (box: StackBoxWidget) in .enumeration(box.options.justify.optionalEnumValue) },
                    set: { box, value in box.options.justify = Justify?(optionalEnumValue: value.enumValue) }),
            .custom(PropertyDefinition("align", .enumeration(try StackEnumTypes.alignment(), default: Optional(Alignment.fill).optionalEnumValue),
                                       blurb: "How the children sit across the stack: none, fill, start, center or end"),
                    get: { (box: StackBoxWidget) in .enumeration(box.options.align.optionalEnumValue) },
                    set: { box, value in box.options.align = Alignment?(optionalEnumValue: value.enumValue) }),
            .double("spacing", \StackBoxWidget.options.spacing, range: length, blurb: "Space between neighbouring children"),
            .double("inset-top", \StackBoxWidget.options.insets.top, range: length, blurb: "Space above the children"),
            .double("inset-leading", \StackBoxWidget.options.insets.leading, range: length, blurb: "Space before the children (left in LTR)"),
            .double("inset-bottom", \StackBoxWidget.options.insets.bottom, range: length, blurb: "Space below the children"),
            .double("inset-trailing", \StackBoxWidget.options.insets.trailing, range: length, blurb: "Space after the children (right in LTR)"),
        ]
    }

    /// The box's properties: its options, by key path. (The enum types were registered
    /// with the widget type, so looking them up again cannot fail.)
    override class var propertyTable: [WidgetProperty] { (try? properties()) ?? [] }
}
