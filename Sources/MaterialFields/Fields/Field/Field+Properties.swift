import FieldCore

/// The field's side of two GObject properties ``FieldProperties`` declares by key path
/// (every key path is to a property of the field): `required`, which the Swift API says
/// as ``isOptional``, and `max-length`, which is the model's.
extension Field {
    /// Whether the field must be filled in: the opposite of ``isOptional``, as GTK-style
    /// code and GtkBuilder files say it.
    var isRequired: Bool {
        get { !isOptional }
        set { isOptional = !newValue }
    }

    /// The counter's maximum, nil for none. (Each property's key path is to a property of
    /// this module: one through the model's own is read by the runtime's generic key-path
    /// walk, a tenth of a notify after every keystroke.)
    var counterMaximum: Int? {
        get { fieldModel.maxLength }
        set { fieldModel.maxLength = newValue }
    }
}
