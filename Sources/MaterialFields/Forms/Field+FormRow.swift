import FieldCore

/// The one way a field joins a form row: it is made on the models the row already holds,
/// so the row's value, error, enabled state and focus are stored once and the field
/// renders them. ``FormView`` (and through it the declarative and C forms) and
/// ``FormBinding`` both make their fields here.
extension Field {
    /// A field for `row`, on the row's own models (so its ``validate()`` checks the row,
    /// through the form that observes them); nil for a row no field shows (a switch, a
    /// button, a custom row).
    static func make<Tag: RowTag>(for row: Row<Tag>) -> Field? {
        RowFieldFactory.field(for: row)
    }
}
