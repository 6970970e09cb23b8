import CGtk
import FieldCore

/// Tells assistive technologies about a widget (the variadic `gtk_accessible_update_*`
/// calls, through `shim.h`).
@MainActor
public enum Accessibility {
    /// Sets the accessible label (what a screen reader reads as the name); nil resets it.
    public static func setLabel(_ label: String?, of widget: UnsafeMutablePointer<GtkWidget>) {
        setString(label, GTK_ACCESSIBLE_PROPERTY_LABEL, widget)
    }

    /// Names a widget made with a mnemonic label (`gtk_button_new_with_mnemonic`) by its
    /// text without the underscore: GTK 4.8 names it by the raw label, and a screen reader
    /// then reads "Second _phone".
    public static func setLabel(fromMnemonic label: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        setLabel(Mnemonic.plain(label), of: widget)
    }

    /// Sets the accessible description (read after the name); nil resets it.
    public static func setDescription(_ text: String?, of widget: UnsafeMutablePointer<GtkWidget>) {
        setString(text, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, widget)
    }

    /// Sets whether a value is required.
    public static func setRequired(_ required: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
        mf_accessible_update_property_boolean(accessible(widget), GTK_ACCESSIBLE_PROPERTY_REQUIRED, required ? 1 : 0)
    }

    /// Leaves the widget out of what assistive technologies read (a label whose text is
    /// already another widget's name or description).
    public static func setHidden(_ hidden: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
        mf_accessible_update_state_boolean(accessible(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden ? 1 : 0)
    }

    /// Removes a relation set earlier (GTK sets labelled-by itself on a mnemonic widget).
    public static func resetRelation(_ relation: GtkAccessibleRelation, of widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_accessible_reset_relation(accessible(widget), relation)
    }

    /// Sets whether the widget holds several lines of text.
    public static func setMultiLine(_ multiLine: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
        mf_accessible_update_property_boolean(accessible(widget), GTK_ACCESSIBLE_PROPERTY_MULTI_LINE, multiLine ? 1 : 0)
    }

    /// Sets whether the widget opens a popup (a list box, a dialog) and what kind.
    public static func setHasPopup(_ hasPopup: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
        mf_accessible_update_property_boolean(accessible(widget), GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, hasPopup ? 1 : 0)
    }

    /// Has a screen reader announce `message` on behalf of `widget`, where GTK can
    /// (`gtk_accessible_announce`, GTK 4.14 and later); returns false where it cannot, for
    /// the caller to announce another way.
    @discardableResult
    public static func announce(_ message: String, from widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        mf_accessible_announce(accessible(widget), message) != 0
    }

    /// Whether the running GTK tells AT-SPI an invalid value as `invalid-entry`.
    ///
    /// GTK before 4.14 sends AT-SPI's `invalid` state instead, which to AT-SPI means a
    /// defunct object: Orca then takes the field for a zombie and says nothing when it gets
    /// focus. There the error is told by the description (and the alert) alone.
    public static var reportsInvalidEntries: Bool { gtk_get_minor_version() >= 14 }


    /// Whether a screen reader finds a select-only combo box's value in its text.
    ///
    /// Orca 43, beside GTK 4.8, reads it there. The screen readers shipped beside GTK 4.14
    /// and later (Orca 46 to 48) take a combo box's value from a `valuetext` attribute,
    /// which GTK does not send, from a single text-input child or from a selected child,
    /// and otherwise repeat its name: there a combo box tells its value in its description.
    public static var readsComboBoxValueFromText: Bool { gtk_get_minor_version() < 14 }

    /// Sets the invalid state: true while the widget shows an error. A no-op where GTK
    /// would tell it as a defunct object (see ``reportsInvalidEntries``).
    public static func setInvalid(_ invalid: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
        guard reportsInvalidEntries else { return }
        let value = invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE
        mf_accessible_update_state_int(accessible(widget), GTK_ACCESSIBLE_STATE_INVALID, Int32(value.rawValue))
    }

    /// Tells the value of a widget with a range (a spin button): the number, its bounds
    /// (nil for none) and the text read for it (`"1,234.50"`, `"25 %"`); a nil number
    /// resets all four.
    public static func setRangeValue(_ value: Double?, minimum: Double?, maximum: Double?, text: String?,
                                     of widget: UnsafeMutablePointer<GtkWidget>) {
        let node = accessible(widget)
        let properties = [GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX]
        for (property, number) in zip(properties, [value, minimum, maximum]) {
            if let number, value != nil {
                mf_accessible_update_property_double(node, property, number)
            } else {
                gtk_accessible_reset_property(node, property)
            }
        }
        setString(value == nil ? nil : text, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, widget)
    }

    /// Sets the expanded state of a widget that opens and closes.
    public static func setExpanded(_ expanded: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
        mf_accessible_update_state_boolean(accessible(widget), GTK_ACCESSIBLE_STATE_EXPANDED, expanded ? 1 : 0)
    }

    /// Sets the busy state: the widget's value is being worked on (a check is running).
    public static func setBusy(_ busy: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
        mf_accessible_update_state_boolean(accessible(widget), GTK_ACCESSIBLE_STATE_BUSY, busy ? 1 : 0)
    }

    /// Sets the disabled state.
    public static func setDisabled(_ disabled: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
        mf_accessible_update_state_boolean(accessible(widget), GTK_ACCESSIBLE_STATE_DISABLED, disabled ? 1 : 0)
    }

    /// Points a relation (labelled-by, described-by, controls, error-message) at `target`.
    public static func setRelation(_ relation: GtkAccessibleRelation, of widget: UnsafeMutablePointer<GtkWidget>,
                                   to target: UnsafeMutablePointer<GtkWidget>) {
        mf_accessible_update_relation_one(accessible(widget), relation, accessible(target))
    }

    /// Gives `widget` a role of its own instead of its class's, while GTK allows it: until
    /// the widget is realized (GTK fixes an accessible's role once assistive technologies
    /// may have seen it). Returns whether the widget now has `role`.
    @discardableResult
    public static func setRole(_ role: GtkAccessibleRole, of widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let current = GObjectProperties.value(of: widget, "accessible-role")?.enumValue
        if current == Int(role.rawValue) { return true }
        guard gtk_widget_get_realized(widget) == 0 else { return false }
        return GObjectProperties.set(widget, "accessible-role", to: .enumeration(Int(role.rawValue)))
    }

    /// An icon that only decorates its parent (a button named for assistive technologies):
    /// it has the presentation role, so a screen reader does not read it as "GtkImage".
    public static func decorativeIcon(named name: String) -> UnsafeMutablePointer<GtkWidget> {
        let image: UnsafeMutablePointer<GtkWidget> = mf_widget_new_with_role(gtk_image_get_type(), GTK_ACCESSIBLE_ROLE_PRESENTATION)
        gtk_image_set_from_icon_name(gCast(image), name)
        return image
    }

    // Nonisolated, as GtkWidgets' string helpers are: they call GTK alone, and a closure
    // isolated to the main actor given to withCString checks its thread at run time.
    nonisolated static func accessible(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
        OpaquePointer(widget)
    }

    nonisolated private static func setString(_ value: String?, _ property: GtkAccessibleProperty, _ widget: UnsafeMutablePointer<GtkWidget>) {
        if let value {
            // withCString hands C the string's own bytes; passing the String converts it
            // into a new array each time.
            value.withCString { mf_accessible_update_property_string(accessible(widget), property, $0) }
        } else {
            gtk_accessible_reset_property(accessible(widget), property)
        }
    }
}
