import FieldCore

/// What a field tells assistive technologies, through its ``FieldAccessibility``.
extension Field {
    /// Tells assistive technologies what changed since the last render, and only that
    /// (see ``FieldAccessibility/render(_:afterUserEdit:)``).
    func renderAccessibility(_ snapshot: FieldSnapshot, afterUserEdit: Bool = false) {
        accessibility.render(snapshot, afterUserEdit: afterUserEdit)
    }

    /// Runs `change` (which changes `fields`), then `moveFocus`, and tells assistive
    /// technologies what changed in the fields only after the focus moved (see
    /// ``FieldAccessibility/telling(after:of:change:)``).
    static func tellingAccessibilityAfter(_ moveFocus: () -> Void, of fields: [Field], change: () -> Void) {
        FieldAccessibility.telling(after: moveFocus, of: fields, change: change)
    }

    /// Has a screen reader announce `message` with this field: a form's summary after
    /// submit moved focus here ("Please fix the 3 fields marked in red"), say. Uses GTK's
    /// announcements where it has them (4.14 and later); on older GTK the field's focused
    /// text box reads `message` as a new description, then gets its own back.
    public func announce(_ message: String) {
        accessibility.announce(message)
    }
}
