import CGtk
import FieldCore
import GtkInterop

/// The label, texts, state, errors and focus of a field: its model's, read and set here.
/// Each setter is one event: the model's new snapshot and its report of a new
/// configuration are rendered and notified once, at its end.
extension Field {
    /// The label, inside the empty field and floating above it otherwise. An underscore
    /// marks a mnemonic: `"_Name"` focuses the field with Alt+N.
    public var label: String {
        get { fieldModel.label }
        set { handleEvent { fieldModel.label = newValue } }
    }

    /// Supporting text below the field, replaced by the error while there is one.
    public var helperText: String? {
        get { fieldModel.helperText }
        set { handleEvent { fieldModel.helperText = newValue } }
    }

    /// Whether the field may be left empty: its label says "(optional)" and assistive
    /// technologies are not told it is required.
    public var isOptional: Bool {
        get { fieldModel.isOptional }
        set { handleEvent { fieldModel.isOptional = newValue } }
    }

    /// Whether the field accepts input.
    public var isEnabled: Bool {
        get { fieldModel.isEnabled }
        set { handleEvent { fieldModel.isEnabled = newValue } }
    }

    /// Checks ``rules``: shows the first failing rule's message as the error, or removes
    /// the error; returns whether every rule passed. A field on a form row's models checks
    /// its row instead (as `Form.validate(_:)` does: the row's rules, and the rules across
    /// rows).
    @discardableResult
    public func validate() -> Bool {
        if let passed = fieldModel.requestValidation() { return passed }
        return validation.validate(currentText)
    }

    /// Shows `text` as a warning under the field (nil removes it): in its own colour,
    /// after a warning sign, described to assistive technologies but not invalid. An error
    /// shows instead while there is one. This is the app's warning (`MessageSource.app`);
    /// ``validate()`` sets the rules' own beside it, and the first shows.
    public func setWarning(_ text: String?) {
        handleEvent { fieldModel.setWarning(text) }
    }

    /// The warning under the field, nil when none.
    public var warningText: String? { fieldModel.warningText }

    /// When the error goes away by itself (on focus by default;
    /// `ErrorClearing.whenValid` needs ``rules``).
    public var errorClearing: ErrorClearing {
        get { fieldModel.errorClearing }
        set { fieldModel.errorClearing = newValue }
    }

    /// Whether the field has focus.
    public var isFocused: Bool { fieldModel.isFocused }

    /// Whether the field shows an error.
    public var hasError: Bool { fieldModel.hasError }

    /// The visual state.
    public var state: FieldState { fieldModel.state }

    /// Shows `text` as the app's error below the field (`MessageSource.app`), in the error
    /// colour (announced to screen readers); nil shows the error state with no text.
    public func setError(withText text: String?) {
        fieldModel.setError(withText: text)
    }

    /// Clears the app's error and the rules' (``validate()``'s); an error of another
    /// source (a date the field cannot read, a form's server answer) stays until its
    /// source clears it.
    public func removeErrorUI() {
        fieldModel.removeErrorUI()
    }

    /// Moves keyboard focus into the field; returns whether it took it.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        gtk_widget_grab_focus(instance) != 0
    }

    /// Moves keyboard focus out of the field (to nothing) if it has it.
    public func resignFirstResponder() {
        guard fieldModel.isFocused, let root = gtk_widget_get_root(instance) else { return }
        gtk_root_set_focus(root, nil)
    }
}
