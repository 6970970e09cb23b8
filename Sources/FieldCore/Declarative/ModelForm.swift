import Observation

/// A ``Form`` declared over an app's own `@Observable` model, by key path: each row edits
/// one typed property.
///
/// ```swift
/// @Observable final class SignUp {
///     var email = ""
///     var acceptsTerms = false
/// }
///
/// let signUp = SignUp()
/// let editing = try ModelForm(editing: signUp) {
///     Section("Account") {
///         TextRow("E-mail", \.email, purpose: .email, rules: .required, .isEmail)
///         ToggleRow("I accept the terms", \.acceptsTerms, rules: .isOn)
///     }
/// }
/// ```
///
/// Edits write through to the model's properties (an edit the user makes, and the form's
/// own `setValue` and `reset()`), and the model's changes show in the rows, after the
/// change, on the main actor. A value is stored in the model and in its row, never
/// elsewhere, and a write that changes nothing is not made, so nothing echoes. The form is
/// a plain ``Form``: validate, submit and test it as any other, with no display.
@MainActor
public final class ModelForm<Model: AnyObject & Observable> {
    /// Why a declaration cannot become a form.
    public enum Failure: Error, Equatable {
        /// Two rows edit the same property.
        case propertyEditedTwice(FieldKey)
    }

    /// The model the rows edit.
    public let model: Model
    /// The form the rows are in.
    public let form: Form<FieldKey>
    private var rows: [FieldKey: FormRowContent<Model>] = [:]
    private var token: ObservationToken?

    /// A form of `sections` editing `model`, its rows showing the model's values.
    ///
    /// - Throws: ``Failure/propertyEditedTwice(_:)`` when two rows name the same key path.
    public init(editing model: Model, @FormBuilder<Model> _ sections: () -> [Section<Model>]) throws {
        self.model = model
        form = Form()
        for (index, section) in sections().enumerated() {
            let key = "section-\(index)"
            try form.insertSection(key: key, header: section.header, footer: section.footer)
            for content in section.rows {
                guard rows[content.key] == nil else { throw Failure.propertyEditedTwice(content.key) }
                rows[content.key] = content
                try form.insert(content.makeRow(content.read(model)), inSection: key, at: form.section(key: key)?.tags.count ?? 0)
            }
        }
        for content in rows.values {
            if let check = content.check { try form.setCheck(for: content.key, debounce: check.debounce, text: check.check) }
        }
        token = form.changes.add { [weak self] change in
            if case .value(let key) = change { self?.push(key) }
        }
        for key in rows.keys { track(key) }
    }

    /// The row editing `keyPath`, nil if no row does.
    public func row(_ keyPath: PartialKeyPath<Model>) -> Row<FieldKey>? {
        form.findRow(tag: FieldKey(keyPath))
    }

    /// The row's value into the model, unless the model holds it already.
    private func push(_ key: FieldKey) {
        guard let content = rows[key], let value = form.findRow(tag: key)?.value, content.read(model) != value else { return }
        content.write(model, value)
    }

    /// The model's value into the row, unless the row holds it already; then watches again.
    private func pull(_ key: FieldKey) {
        guard let content = rows[key] else { return }
        let value = content.read(model)
        if let row = form.findRow(tag: key), row.value != value {
            // The value was made by this row's own kind, so the form takes it.
            try? form.setValue(value, for: key)
        }
        track(key)
    }

    /// Calls ``pull(_:)`` once after the next change of the property behind `key`.
    private func track(_ key: FieldKey) {
        guard let content = rows[key] else { return }
        let model = model
        withObservationTracking {
            _ = content.read(model)
        } onChange: { [weak self] in
            // Observation calls this as the property is about to change: read it after.
            Task { @MainActor in self?.pull(key) }
        }
    }
}
