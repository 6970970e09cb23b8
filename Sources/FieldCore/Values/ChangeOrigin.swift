/// Whose change a value model reports: the user's, through the field, or code's.
///
/// A model says it with each change it reports (its `valueChanges`), so whoever follows
/// the model (a form's row) knows at once, without asking where the change came from.
public enum ChangeOrigin: Sendable, Equatable {
    /// The user typed, chose or cleared the value (or code acting for them, such as
    /// `Form.edit(_:to:)`).
    case user
    /// Code set it: the app, a form's reset, undo and redo, a restored draft.
    case code
}
