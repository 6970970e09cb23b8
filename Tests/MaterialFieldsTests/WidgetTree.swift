import CGtk
import GtkInterop
import GtkTestSupport
import MaterialFields

extension WidgetTree {
    /// Whether `field` shows state `name` (its container carries the state classes).
    static func hasState(_ field: Field, _ name: String) -> Bool {
        guard let container = child(of: field.widget.pointer, withClass: "container") else { return false }
        return gtk_widget_has_css_class(container, name) != 0
    }
}
