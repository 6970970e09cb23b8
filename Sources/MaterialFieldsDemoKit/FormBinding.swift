import CGtk
import FieldCore
import Foundation
import GtkInterop
import MaterialFields

/// Connects Material fields to a FieldCore ``Form``: edits, focus and blurs go to the
/// form, and the form's errors come back to the fields. The form decides when to
/// validate; the fields only show what it says.
@MainActor
public final class FormBinding<Tag: RowTag>: EntryFieldDelegate, AreaFieldDelegate, PickerFieldDelegate, DateFieldDelegate {
    private let form: Form<Tag>
    private var fields: [Tag: Field]
    private var token: ObservationToken?

    /// Binds each field to the row with its tag.
    public init(form: Form<Tag>, fields: [Tag: Field]) {
        self.form = form
        self.fields = [:]
        for (tag, field) in fields { bind(field, to: tag) }
        token = form.changes.add { [weak self] change in self?.formChanged(change) }
    }

    /// Binds one more field (a row inserted at run time).
    public func bind(_ field: Field, to tag: Tag) {
        fields[tag] = field
        field.errorClearing = .manually // the form says when an error goes
        switch field {
        case let entry as EntryField: entry.delegate = self
        case let area as AreaField: area.delegate = self
        case let picker as PickerField: picker.delegate = self
        case let date as DateField: date.delegate = self
        default: break
        }
    }

    /// The field bound to `tag`.
    public func field(for tag: Tag) -> Field? { fields[tag] }

    private func tag(of field: Field) -> Tag? {
        fields.first { $0.value.widget == field.widget }?.key
    }

    private func formChanged(_ change: FormChange<Tag>) {
        guard case .error(let tag, let message) = change, let field = fields[tag] else { return }
        if let message { field.setError(withText: message) } else { field.removeErrorUI() }
    }

    // MARK: Text fields

    private func began(_ field: Field) {
        if let tag = tag(of: field) { form.focus(tag) }
    }

    private func changed(_ field: Field, to text: String) {
        if let tag = tag(of: field) { try? form.edit(tag, to: .text(text)) }
    }

    private func ended(_ field: Field) {
        if let tag = tag(of: field) { form.blur(tag) }
    }

    /// Focus on an entry focuses its row.
    public func entryFieldDidBeginEditing(_ field: EntryField) { began(field) }
    /// Typing edits the row.
    public func entryFieldDidChange(_ field: EntryField) { changed(field, to: field.text) }
    /// Leaving an entry blurs its row.
    public func entryFieldDidEndEditing(_ field: EntryField) { ended(field) }
    /// Focus on an area focuses its row.
    public func areaFieldDidBeginEditing(_ field: AreaField) { began(field) }
    /// Typing edits the row.
    public func areaFieldDidChange(_ field: AreaField) { changed(field, to: field.text) }
    /// Leaving an area blurs its row.
    public func areaFieldDidEndEditing(_ field: AreaField) { ended(field) }

    // MARK: Pickers and dates

    /// A committed choice edits the row, then blurs it.
    public func pickerFieldDidEndEditing(_ field: PickerField) {
        guard let tag = tag(of: field) else { return }
        try? form.edit(tag, to: .choice(field.indexSelected, field.text))
        form.blur(tag)
    }

    /// *Clear* empties the row, then blurs it.
    public func pickerFieldCleared(_ field: PickerField) {
        guard let tag = tag(of: field) else { return }
        try? form.edit(tag, to: .choice(nil, ""))
        form.blur(tag)
    }

    /// A new date edits the row.
    public func dateField(_ field: DateField, dateChanged date: Date?) {
        if let tag = tag(of: field) { try? form.edit(tag, to: .date(date)) }
    }

    /// *Done* blurs the row.
    public func dateFieldDidEndEditing(_ field: DateField) { ended(field) }
}
