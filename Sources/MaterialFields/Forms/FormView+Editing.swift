import FieldCore
import Observation

extension FormView where Tag == FieldKey {
    /// Shows a form declared over `model`, an app's own `@Observable` object: each row edits
    /// one of its properties by key path (see `ModelForm`).
    ///
    /// ```swift
    /// let view = try FormView(editing: signUp) {
    ///     Section("Account") {
    ///         TextRow("E-mail", \.email, purpose: .email, rules: .required, .isEmail)
    ///     }
    /// }
    /// ```
    ///
    /// What the user types lands in the model's typed properties; what the app sets there
    /// shows in the fields. The view keeps the declaration alive.
    ///
    /// - Throws: `ModelForm.Failure.propertyEditedTwice` when two rows name one key path.
    public convenience init<Model: AnyObject & Observable>(
        editing model: Model, @FormBuilder<Model> _ sections: () -> [Section<Model>]
    ) throws {
        let editing = try ModelForm(editing: model, sections)
        // A form made here is shown by no other view.
        try self.init(form: editing.form)
        declaration = editing
    }

    /// The field editing `keyPath`, nil if no field row does.
    public func field<Model>(for keyPath: KeyPath<Model, some Any>) -> Field? {
        field(for: FieldKey(keyPath))
    }
}
