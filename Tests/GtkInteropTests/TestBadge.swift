import CGtk
import GtkInterop

/// A small Swift-defined widget type for the interop tests: a label in a box layout,
/// with a `text` property, a read-only `length` property and a `tapped` signal.
@MainActor
final class TestBadge: WidgetImplementation {
    nonisolated(unsafe) static var liveCount = 0

    static let definition = WidgetTypeDefinition(
        name: "MfTestBadge",
        cssName: "testbadge",
        layoutManager: gtk_box_layout_get_type(),
        accessibleRole: GTK_ACCESSIBLE_ROLE_STATUS,
        properties: [
            PropertyDefinition("text", .string(default: "")),
            PropertyDefinition("length", .int(range: 0...Int(Int32.max), default: 0), readOnly: true),
        ],
        signals: [SignalDefinition("tapped", parameters: [.int])],
        implementation: TestBadge.self
    )

    static func register() throws -> WidgetType { try WidgetType.register(definition) }

    let label: UnsafeMutablePointer<GtkWidget>
    private(set) var text = ""
    /// How many times a ``PartSignals`` handler reached this object.
    var heardFromParts = 0

    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        label = gtk_label_new("")
        super.init(widget: widget)
        gtk_widget_set_parent(label, widget)
        Self.liveCount += 1
    }

    isolated deinit { Self.liveCount -= 1 }

    func setText(_ newValue: String) {
        guard newValue != text else { return }
        text = newValue
        gtk_label_set_text(gCast(label), newValue)
        notifyChangedProperties()
    }

    override func value(forProperty name: String) -> PropertyValue? {
        switch name {
        case "text": .string(text)
        case "length": .int(text.count)
        default: nil
        }
    }

    override func setValue(_ value: PropertyValue, forProperty name: String) {
        if name == "text" { setText(value.stringValue ?? "") }
    }
}
