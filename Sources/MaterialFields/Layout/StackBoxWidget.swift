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

    static func properties() throws -> [PropertyDefinition] {
        let length = 0...Double.greatestFiniteMagnitude
        return [
            PropertyDefinition("orientation", .enumeration(try StackEnumTypes.orientation(), default: Orientation.vertical.enumValue),
                               blurb: "The axis the children are stacked along"),
            PropertyDefinition("justify", .enumeration(try StackEnumTypes.justify(), default: Optional(Justify.fill).optionalEnumValue),
                               blurb: "How the children share the stack's length: none, fill, start, end, center or space-between"),
            PropertyDefinition("align", .enumeration(try StackEnumTypes.alignment(), default: Optional(Alignment.fill).optionalEnumValue),
                               blurb: "How the children sit across the stack: none, fill, start, center or end"),
            PropertyDefinition("spacing", .double(range: length, default: 0), blurb: "Space between neighbouring children"),
            PropertyDefinition("inset-top", .double(range: length, default: 0), blurb: "Space above the children"),
            PropertyDefinition("inset-leading", .double(range: length, default: 0), blurb: "Space before the children (left in LTR)"),
            PropertyDefinition("inset-bottom", .double(range: length, default: 0), blurb: "Space below the children"),
            PropertyDefinition("inset-trailing", .double(range: length, default: 0), blurb: "Space after the children (right in LTR)"),
        ]
    }

    override func value(forProperty name: String) -> PropertyValue? {
        let options = options
        return switch name {
        case "orientation": .enumeration(options.orientation.enumValue)
        case "justify": .enumeration(options.justify.optionalEnumValue)
        case "align": .enumeration(options.align.optionalEnumValue)
        case "spacing": .double(options.spacing)
        case "inset-top": .double(options.insets.top)
        case "inset-leading": .double(options.insets.leading)
        case "inset-bottom": .double(options.insets.bottom)
        case "inset-trailing": .double(options.insets.trailing)
        default: nil
        }
    }

    override func setValue(_ value: PropertyValue, forProperty name: String) {
        var options = options
        let number = value.doubleValue ?? 0
        switch name {
        case "orientation": options.orientation = Orientation(enumValue: value.enumValue) ?? .vertical
        case "justify": options.justify = Justify?(optionalEnumValue: value.enumValue)
        case "align": options.align = Alignment?(optionalEnumValue: value.enumValue)
        case "spacing": options.spacing = number
        case "inset-top": options.insets.top = number
        case "inset-leading": options.insets.leading = number
        case "inset-bottom": options.insets.bottom = number
        case "inset-trailing": options.insets.trailing = number
        default: return
        }
        self.options = options
    }
}
