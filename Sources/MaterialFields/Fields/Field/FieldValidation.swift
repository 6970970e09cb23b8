import FieldCore

/// A field's own validation: its ``Field/rules`` checked against its text, the verdict
/// set on its model as the rules' messages (`MessageSource.rules`), beside the app's. A
/// field on a form row's models is checked by its form instead (see ``Field/validate()``),
/// so this is the one place a field reads its own rules. One per field, which holds it.
@MainActor
final class FieldValidation {
    /// The field whose rules and model these are; it holds its validation.
    private unowned let field: Field

    /// The validation of `field`.
    init(field: Field) {
        self.field = field
    }

    /// Checks the field as ``Field/validate()`` does when there is something to check it by
    /// (its ``Field/rules``, or its form row); a field with neither keeps the error the app
    /// gave it.
    func validateIfRuled() {
        guard field.fieldModel.requestValidation() == nil, !field.rules.isEmpty else { return }
        validate(field.currentText)
    }

    /// The user changed the value: under `ErrorClearing.whenValid` the error goes once
    /// every rule passes.
    func userChangedValue(_ text: String) {
        let model = field.fieldModel, rules = field.rules
        guard model.hasError, model.errorClearing == .whenValid, !rules.isEmpty,
              Validation.validate(text, rules) else { return }
        model.valueBecameValid()
    }

    /// Checks ``Field/rules`` against `text`: shows the first failing rule's message, or
    /// removes the error; returns whether every rule passed.
    @discardableResult
    func validate(_ text: String) -> Bool {
        let model = field.fieldModel, rules = field.rules
        let (valid, message) = Validation.validateWithMessage(text, rules)
        field.handleEvent {
            model.transaction {
                model.setWarning(Validation.warning(text, rules), from: .rules)
                model.setError(valid ? nil : message ?? "", from: .rules)
            }
        }
        return valid
    }
}
