import CGtk

/// Tells assistive technologies about a widget (the variadic `gtk_accessible_update_*`
/// calls, through `shim.h`).
@MainActor
public enum Accessibility {
    /// Sets the accessible label (what a screen reader reads as the name); nil resets it.
    public static func setLabel(_ label: String?, of widget: UnsafeMutablePointer<GtkWidget>) {
        setString(label, GTK_ACCESSIBLE_PROPERTY_LABEL, widget)
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

    /// Sets the invalid state: true while the widget shows an error.
    public static func setInvalid(_ invalid: Bool, of widget: UnsafeMutablePointer<GtkWidget>) {
        let value = invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE
        mf_accessible_update_state_int(accessible(widget), GTK_ACCESSIBLE_STATE_INVALID, Int32(value.rawValue))
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

    static func accessible(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
        OpaquePointer(widget)
    }

    private static func setString(_ value: String?, _ property: GtkAccessibleProperty, _ widget: UnsafeMutablePointer<GtkWidget>) {
        if let value {
            mf_accessible_update_property_string(accessible(widget), property, value)
        } else {
            gtk_accessible_reset_property(accessible(widget), property)
        }
    }
}
