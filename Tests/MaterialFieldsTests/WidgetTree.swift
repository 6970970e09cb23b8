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

    /// Each of `states` (a state class, and whether `field`'s models hold it now) that
    /// `field` does not draw as held, said as a failure reads it.
    static func undrawn(_ states: [(name: String, held: Bool)], of field: Field) -> [String] {
        states.filter { hasState(field, $0.name) != $0.held }
            .map { "\(field.label) is \($0.held ? "" : "not ")\($0.name), drawn otherwise" }
    }

    /// The text of the error line `field` (a field's widget) shows, nil when it shows none.
    static func shownError(of field: UnsafeMutablePointer<GtkWidget>) -> String? {
        shownChild(of: field, withClass: "error-text").map { String(cString: gtk_label_get_text(gCast($0))) }
    }
}
