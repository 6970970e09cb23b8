import CGtk
import FieldCore
import Foundation
import GtkInterop

/// Binds Material fields that an app lays out itself to a FieldCore `Form`: the user's
/// edits, focus and blurs go to the form's rows, and what the form says comes back to the
/// fields (errors, values set from code, `reset()`, hidden and disabled rows, helpers,
/// focus moved by `focusNext()`).
///
/// ```swift
/// let binding = FormBinding(form: form, fields: [.email: emailField, .password: passwordField])
/// ```
///
/// It listens to the fields' GObject signals, so each field's delegate stays the app's;
/// each connection knows its row's tag, so an event finds its row at once whatever the
/// form's size. A field whose row is not in the form yet is bound all the same and
/// follows the row once it is inserted. Keep the binding as long as the fields are bound.
@MainActor
public final class FormBinding<Tag: RowTag> {
    /// The form the fields are bound to.
    public let form: Form<Tag>
    /// Whether a row's helper text shows as its field's helper text (true), or the app
    /// shows helpers itself (``FormView`` does, with the seed's fades).
    public var mirrorsHelpers = true
    private var fields: [Tag: Field] = [:]
    private var connections: [Tag: [SignalConnection]] = [:]
    private var token: ObservationToken?
    /// Set while the binding writes the form's state into a field, so the field's own
    /// signals about that write are not sent back to the form.
    private var isApplying = false

    /// Binds each field to the row with its tag.
    public init(form: Form<Tag>, fields: [Tag: Field] = [:]) {
        self.form = form
        token = form.changes.add { [weak self] change in self?.formChanged(change) }
        for (tag, field) in fields { bind(field, to: tag) }
    }

    /// Binds `field` to the row with `tag`, replacing any field bound to it before, and
    /// shows the row's state on it. The form decides when errors come and go, so the
    /// field's own error clearing is switched to `.manually`.
    public func bind(_ field: Field, to tag: Tag) {
        unbind(tag)
        fields[tag] = field
        field.errorClearing = .manually
        connections[tag] = connect(field, tag)
        applyRow(tag)
    }

    /// Stops following the field bound to `tag`; a no-op when none is.
    public func unbind(_ tag: Tag) {
        connections[tag]?.forEach { $0.disconnect() }
        connections[tag] = nil
        fields[tag] = nil
    }

    /// The field bound to `tag`.
    public func field(for tag: Tag) -> Field? { fields[tag] }

    // MARK: Fields to form

    private func connect(_ field: Field, _ tag: Tag) -> [SignalConnection] {
        func on(_ signal: String, _ handler: @escaping @MainActor (Form<Tag>, Field) -> Void) -> SignalConnection? {
            try? GObjectSignals.connect(field.widget.pointer, signal) { [weak self] _ in
                guard let self, !self.isApplying, let field = self.fields[tag] else { return }
                handler(self.form, field)
            }
        }
        var made: [SignalConnection?] = [
            on("began-editing") { form, _ in form.focus(tag) },
        ]
        switch field {
        case is EntryField, is AreaField:
            made += [
                on("notify::text") { form, field in
                    guard let text = (field as? EntryField)?.text ?? (field as? AreaField)?.text,
                          form.findRow(tag: tag)?.value != .text(text) else { return }
                    try? form.edit(tag, to: .text(text))
                },
                on("ended-editing") { form, _ in form.blur(tag) },
            ]
        case is PickerField:
            let choice: @MainActor (Form<Tag>, Field) -> Void = { form, field in
                guard let picker = field as? PickerField else { return }
                try? form.edit(tag, to: .choice(picker.indexSelected, picker.text))
            }
            made += [
                on("did-select-row", choice),
                on("cleared") { form, field in
                    try? form.edit(tag, to: .choice(nil, ""))
                    form.blur(tag)
                },
                on("did-end") { form, field in
                    choice(form, field)
                    form.blur(tag)
                },
            ]
        case is DateField:
            made += [
                on("date-changed") { form, field in
                    guard let date = field as? DateField else { return }
                    try? form.edit(tag, to: .date(date.date))
                },
                on("did-end") { form, _ in form.blur(tag) },
            ]
        default:
            break
        }
        return made.compactMap { $0 }
    }

    // MARK: Form to fields

    private func formChanged(_ change: FormChange<Tag>) {
        switch change {
        case .error(let tag, let message):
            guard let field = fields[tag] else { return }
            applying { if let message { field.setError(withText: message) } else { field.removeErrorUI() } }
        case .value(let tag), .helper(let tag):
            applyRow(tag)
        case .structure:
            for tag in fields.keys { applyRow(tag) }
        case .focus(let tag):
            guard let tag, let field = fields[tag], !field.isActive else { return }
            applying { _ = field.becomeFirstResponder() }
        }
    }

    /// Shows the row's state on its field: value, error, helper, hidden, enabled.
    private func applyRow(_ tag: Tag) {
        guard let field = fields[tag], let row = form.findRow(tag: tag) else { return }
        applying {
            show(row.value, on: field)
            if let message = row.errorMessage {
                if field.model.errorText != message { field.setError(withText: message) }
            } else if field.hasError {
                field.removeErrorUI()
            }
            if mirrorsHelpers { field.helperText = row.helper?.text }
            field.isEnabled = row.isEnabled
            if field.widget.isVisible == row.isHidden {
                field.widget.isVisible = !row.isHidden
            }
        }
    }

    private func show(_ value: FormValue, on field: Field) {
        switch (field, value) {
        case (let entry as EntryField, .text(let text)):
            entry.text = text
        case (let area as AreaField, .text(let text)):
            area.text = text
        case (let picker as PickerField, .choice(let index, _)):
            if let index { picker.setIndexTo(index) } else if picker.indexSelected != nil { picker.resetSelection() }
        case (let date as DateField, .date(let day?)):
            if date.date != day { date.choose(day) }
        default:
            break // a kind the field cannot show: the field keeps what it has
        }
    }

    private func applying(_ body: () -> Void) {
        let wasApplying = isApplying
        isApplying = true
        body()
        isApplying = wasApplying
    }

    isolated deinit {
        for tag in Array(connections.keys) { unbind(tag) }
    }
}
