import CGtk
import FieldCore
import GtkInterop

/// Gives an app that lays out its own window the fields of a FieldCore `Form`'s rows,
/// each made on its row's own models, as a ``FormView`` makes the fields it shows: the
/// value, the error, the enabled state and focus are stored once, in the row.
///
/// ```swift
/// let binding = FormBinding(form: form)
/// let email = try binding.field(.email, as: EntryField.self)
/// gtk_box_append(box, email.widget.pointer)
/// ```
///
/// The user's edits and focus reach the form through the row's models, and what the form
/// does (errors, `setValue`, `reset()`, `setEnabled`) is what the field shows. A field so
/// made has one list of rules, its row's: its ``Field/validate()`` checks the row. What
/// GTK alone holds follows the form here: a hidden row hides its field, `focusNext()`
/// moves keyboard focus, and a helper shows as the field's helper text. Keep the binding
/// as long as its fields are shown.
@MainActor
public final class FormBinding<Tag: RowTag> {
    /// The form whose rows the fields edit.
    public let form: Form<Tag>
    /// Whether a row's helper text shows as its field's helper text (true), or the app
    /// shows helpers itself.
    public var mirrorsHelpers = true
    /// Each field made so far, with the row it was made for.
    private var made: [Tag: (row: Row<Tag>, field: Field)] = [:]
    private var token: ObservationToken?

    /// A binding that makes fields for the rows of `form`.
    public init(form: Form<Tag>) {
        self.form = form
        token = form.changes.add { [weak self] change in self?.formChanged(change) }
    }

    /// The field for the row with `tag`, made on the row's models the first time it is
    /// asked for (the same field after that): an ``EntryField`` for an entry row, a
    /// ``PickerField`` for a picker row, and so on for each kind a field shows. Lay it
    /// out, and give it an icon or a handler, as any field.
    ///
    /// - Throws: `FormError.missingRow`, or `FormError.wrongKindOfField` when the row is
    ///   shown by another kind of field (or by its own widget: a switch, a button, a custom
    ///   row), making nothing.
    public func field<Kind: Field>(_ tag: Tag, as kind: Kind.Type = Kind.self) throws -> Kind {
        guard let row = form.findRow(tag: tag) else { throw FormError.missingRow(String(describing: tag)) }
        if let existing = made[tag], existing.row === row, let field = existing.field as? Kind { return field }
        guard let field = Field.make(for: row) else {
            throw FormError.wrongKindOfField(tag: String(describing: tag), shows: "its own widget", asked: "\(Kind.self)")
        }
        guard let typed = field as? Kind else {
            throw FormError.wrongKindOfField(tag: String(describing: tag), shows: "\(type(of: field))", asked: "\(Kind.self)")
        }
        made[tag] = (row, field)
        present(tag)
        return typed
    }

    /// The field made for the row with `tag`, nil when none was asked for (or its row has
    /// left the form since).
    public func field(for tag: Tag) -> Field? { made[tag]?.field }

    /// What GTK holds and the models do not: visibility, and the helper's text.
    private func present(_ tag: Tag) {
        guard let (row, field) = made[tag] else { return }
        if field.widget.isVisible == row.isHidden { field.widget.isVisible = !row.isHidden }
        if mirrorsHelpers, field.helperText != row.helper?.text { field.helperText = row.helper?.text }
    }

    private func formChanged(_ change: FormChange<Tag>) {
        switch change {
        case .structure:
            // A field whose row left the form keeps that row's models and no longer edits
            // the form; a row inserted again under its tag gets a field of its own.
            for (tag, entry) in made where form.findRow(tag: tag) !== entry.row { made[tag] = nil }
            for tag in made.keys { present(tag) }
        case .helper(let tag):
            present(tag)
        case .focus(let tag):
            guard let tag, let field = made[tag]?.field, !KeyboardFocus.isInside(field.widget.pointer) else { return }
            field.becomeFirstResponder()
        case .check(let tag):
            made[tag]?.field.isChecking = form.checkState(of: tag) == .checking
        case .theme(let tag):
            for (made, entry) in made where tag == nil || made == tag { entry.field.theme = form.theme(for: made) }
        case .value, .error, .warning:
            break // in the shared models already
        }
    }
}
