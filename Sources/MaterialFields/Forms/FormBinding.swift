import CGtk
import FieldCore
import GtkInterop

/// Binds Material fields that an app lays out itself to a FieldCore `Form`: each row
/// adopts its field's own models (`Form.adopt(field:value:for:)`), so the value, the
/// error, the enabled state and focus are stored once, in them, as in a ``FormView``.
///
/// ```swift
/// let binding = try FormBinding(form: form, fields: [.email: emailField, .password: passwordField])
/// ```
///
/// The user's edits and focus reach the form through the models, and what the form does
/// (errors, `setValue`, `reset()`, `setEnabled`) is what the field shows; the field's
/// delegate and closures stay the app's. What GTK alone holds follows the form here: a
/// hidden row hides its field, `focusNext()` moves keyboard focus, and a helper shows as
/// the field's helper text. A field whose row is not in the form yet is bound all the same
/// and joins the row once it is inserted. Keep the binding as long as the fields are bound.
@MainActor
public final class FormBinding<Tag: RowTag> {
    /// The form the fields are bound to.
    public let form: Form<Tag>
    /// Whether a row's helper text shows as its field's helper text (true), or the app
    /// shows helpers itself.
    public var mirrorsHelpers = true
    private var fields: [Tag: Field] = [:]
    /// The rows that hold their field's models now.
    private var adopted: Set<Tag> = []
    private var token: ObservationToken?

    /// Binds each field to the row with its tag.
    ///
    /// - Throws: `FormError.wrongKindOfValue` when a field is of another kind than its row.
    public init(form: Form<Tag>, fields: [Tag: Field] = [:]) throws {
        self.form = form
        token = form.changes.add { [weak self] change in self?.formChanged(change) }
        for (tag, field) in fields { try bind(field, to: tag) }
    }

    /// Binds `field` to the row with `tag`, replacing any field bound to it before: the row
    /// adopts the field's models, keeping its own value, error and enabled state. The form
    /// decides when errors come and go, so the field's own error clearing is switched to
    /// `.manually`.
    ///
    /// - Throws: `FormError.wrongKindOfValue` when the field is of another kind than its
    ///   row (a picker for a text row), binding nothing. (A field bound before its row is
    ///   inserted and found of another kind then is unbound: ``field(for:)`` turns nil.)
    public func bind(_ field: Field, to tag: Tag) throws {
        unbind(tag)
        fields[tag] = field
        try join(tag)
    }

    /// Gives the row with `tag` models of its own again; the field keeps its models and no
    /// longer follows the form. A no-op when no field is bound to `tag`.
    public func unbind(_ tag: Tag) {
        guard fields.removeValue(forKey: tag) != nil else { return }
        if adopted.remove(tag) != nil { form.release(tag) }
    }

    /// The field bound to `tag`.
    public func field(for tag: Tag) -> Field? { fields[tag] }

    /// Has the row with `tag` adopt its field's models once both exist.
    private func join(_ tag: Tag) throws {
        guard let field = fields[tag] else { return }
        guard form.findRow(tag: tag) != nil else {
            adopted.remove(tag)
            return
        }
        if !adopted.contains(tag), let value = field.rowValueModel {
            do {
                try form.adopt(field: field.model, value: value, for: tag)
            } catch {
                fields[tag] = nil
                throw error
            }
            adopted.insert(tag)
        }
        present(tag)
    }

    /// What GTK holds and the models do not: visibility, and the helper's text.
    private func present(_ tag: Tag) {
        guard let field = fields[tag], let row = form.findRow(tag: tag) else { return }
        if field.widget.isVisible == row.isHidden { field.widget.isVisible = !row.isHidden }
        if mirrorsHelpers, field.helperText != row.helper?.text { field.helperText = row.helper?.text }
    }

    private func formChanged(_ change: FormChange<Tag>) {
        switch change {
        case .structure:
            // A row inserted with another kind than its field's leaves the field unbound.
            for tag in Array(fields.keys) { try? join(tag) }
        case .helper(let tag):
            present(tag)
        case .focus(let tag):
            guard let tag, let field = fields[tag], !KeyboardFocus.isInside(field.widget.pointer) else { return }
            field.becomeFirstResponder()
        case .check(let tag):
            fields[tag]?.isChecking = form.checkState(of: tag) == .checking
        case .value, .error, .warning:
            break // in the shared models already
        }
    }

    isolated deinit {
        for tag in Array(adopted) { form.release(tag) }
    }
}
