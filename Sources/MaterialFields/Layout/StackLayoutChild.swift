import CGtk
import FieldCore
import GtkInterop

/// The layout child of each widget in a ``StackBox`` (GType `MfStackLayoutChild`): the
/// child's ``StackConstraints`` as GObject properties, so a `.ui` file's `<layout>`
/// element sets them (`width`, `height`, `proportional-width`, `proportional-height`,
/// `alignment`). A size of -1 and a proportion of 0 mean none.
@MainActor
final class StackLayoutChild: ObjectImplementation {
    /// The child's constraints; a change lays the box out again.
    var constraints = StackConstraints.none {
        didSet {
            guard constraints != oldValue else { return }
            for (name, changed) in [("width", constraints.width != oldValue.width),
                                    ("height", constraints.height != oldValue.height),
                                    ("proportional-width", constraints.proportionalWidth != oldValue.proportionalWidth),
                                    ("proportional-height", constraints.proportionalHeight != oldValue.proportionalHeight),
                                    ("alignment", constraints.alignment != oldValue.alignment)] where changed {
                notify(name)
            }
            let layoutChild = gCast(object, to: GtkLayoutChild.self)
            guard let manager = gtk_layout_child_get_layout_manager(layoutChild) else { return }
            if let stack = ObjectType.implementation(of: manager, as: StackLayoutManager.self),
               let widget = gtk_layout_child_get_child_widget(layoutChild) {
                stack.remember(self, for: widget)
            }
            gtk_layout_manager_layout_changed(manager)
        }
    }

    static func properties() throws -> [PropertyDefinition] {
        [
            PropertyDefinition("width", .double(range: -1...Double.greatestFiniteMagnitude, default: -1),
                               blurb: "A fixed width, -1 for the child's own"),
            PropertyDefinition("height", .double(range: -1...Double.greatestFiniteMagnitude, default: -1),
                               blurb: "A fixed height, -1 for the child's own"),
            PropertyDefinition("proportional-width", .double(range: 0...Double.greatestFiniteMagnitude, default: 0),
                               blurb: "A width relative to the other proportional children's, 0 for none"),
            PropertyDefinition("proportional-height", .double(range: 0...Double.greatestFiniteMagnitude, default: 0),
                               blurb: "A height relative to the other proportional children's, 0 for none"),
            PropertyDefinition("alignment", .enumeration(try StackEnumTypes.alignment(), default: 0),
                               blurb: "This child's alignment across the stack: none (the stack's), fill, start, center or end"),
        ]
    }

    override func value(forProperty name: String) -> PropertyValue? {
        switch name {
        case "width": .double(constraints.width ?? -1)
        case "height": .double(constraints.height ?? -1)
        case "proportional-width": .double(constraints.proportionalWidth ?? 0)
        case "proportional-height": .double(constraints.proportionalHeight ?? 0)
        case "alignment": .enumeration(constraints.alignment.optionalEnumValue)
        default: nil
        }
    }

    override func setValue(_ value: PropertyValue, forProperty name: String) {
        let number = value.doubleValue
        switch name {
        case "width": constraints.width = number.flatMap { $0 < 0 ? nil : $0 }
        case "height": constraints.height = number.flatMap { $0 < 0 ? nil : $0 }
        case "proportional-width": constraints.proportionalWidth = number.flatMap { $0 > 0 ? $0 : nil }
        case "proportional-height": constraints.proportionalHeight = number.flatMap { $0 > 0 ? $0 : nil }
        case "alignment": constraints.alignment = Alignment?(optionalEnumValue: value.enumValue)
        default: break
        }
    }
}
